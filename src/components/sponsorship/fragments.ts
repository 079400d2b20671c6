import { graphql } from "gatsby";

/** The fields of each sponsorship collection that the pages use, shared by the page queries. */
export const sponsorshipFragments = graphql`
  fragment SponsorshipPackage on PackagesJson {
    slug
    channel
    name
    description
    price
    cadence
    strikePrice
    badge
    setupFee {
      name
      price
    }
    addOns {
      name
      price
    }
    items
    inquiry {
      subject
      intro
      blanks
    }
  }

  fragment SponsorshipInquiry on InquiriesJson {
    slug
    channel
    subject
    intro
    blanks
  }

  fragment SponsorshipChannel on ChannelsJson {
    slug
    title
    description
    icon
    metrics {
      value
      label
    }
    offers
    slots {
      unit
      capacity
      shown
    }
  }

  # The booked slots and the build's time, against which the slots are computed (src/lib/slots.ts).
  fragment Bookings on Query {
    site {
      buildTime
    }
    bookings: allBookingsJson(sort: { fields: { position: ASC } }) {
      nodes {
        channel
        slot
      }
    }
  }

  fragment SponsorshipFigure on FiguresJson {
    slug
    group
    icon
    value
    label
    share
  }

  # What every channel page reads: its words, its channel and packages, its figures and short lists. The page's
  # query defines $page and $channel (gatsby-node passes both).
  fragment ChannelPage on Query {
    ...OwnPage
    ...Bookings
    channel: channelsJson(slug: { eq: $channel }) {
      ...SponsorshipChannel
    }
    packages: allPackagesJson(filter: { channel: { eq: $channel } }, sort: { fields: { position: ASC } }) {
      nodes {
        ...SponsorshipPackage
      }
    }
    figures: allFiguresJson(filter: { page: { eq: $channel } }, sort: { fields: { position: ASC } }) {
      nodes {
        ...SponsorshipFigure
      }
    }
    points: allPointsJson(filter: { page: { eq: $channel } }, sort: { fields: { position: ASC } }) {
      nodes {
        ...PointEntry
      }
    }
  }

  # The inquiry of a channel page's closing button, for the channels whose closing is not one package.
  fragment ChannelContact on Query {
    contact: inquiriesJson(channel: { eq: $channel }) {
      ...SponsorshipInquiry
    }
  }

  fragment SponsorshipFaq on FaqsJson {
    slug
    question
    answer
  }

  fragment SponsorshipQuote on QuotesJson {
    slug
    quote
    author
    organization
  }

  fragment SponsorshipRate on RatesJson {
    slug
    label
    unit
    rate
    quantity
    plus
  }
`;
