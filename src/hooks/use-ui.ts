import { graphql, useStaticQuery } from "gatsby";

/** The interface's shared words (data/ui.json), with text tokens already filled in by the build. */
export type UiText = Queries.UiTextQuery["uiJson"] & object;

export function useUi(): UiText {
  const data = useStaticQuery<Queries.UiTextQuery>(graphql`
    query UiText {
      uiJson {
        skipToContent
        nav {
          label
          mobileLabel
          openMenu
          closeMenu
          home
          tutorials
          sponsorship
          newsletter
          partners
          contact
        }
        footer {
          follow
          codeHost
          forum
          professionalNetwork
          microblog
          chat
        }
        partnersLabel
        faqLabel
        breadcrumbLabel
        stars {
          label
          updating
          explore
          exploreDetail
        }
        price {
          regular
          now
          perMonth
          oneTime
        }
        package {
          action
          actionDetail
          save
          included
          details
        }
        pricing {
          included
          breakdown
          monthly
          complete
          setup
        }
        value {
          caption
          item
          value
          per
          total
          discount
          valuePerMonth
          yourPrice
          youSave
          perMonth
        }
        contact {
          name
          email
          message
          send
          subject
          noScriptSubject
          body
          toastTitle
          toastDescription
          shortened
          shortenedNotice
        }
        slots {
          title
          lead
          legend
          week
          month
          any
          open
          left
          taken
          nextOpen
          fullyBooked
          noneOpen
          mailLine
          chosen
          weekLabel
          weekShort
          monthLabel
          monthShort
          dateLabel
          months
          monthsShort
        }
        mail {
          copied
          pleaseEmail
          fallback {
            title
            lead
            copyAddress
            copyMessage
            openIn
            newTab
            close
            addressCopied
            messageCopied
            copyRefused
            message
            shortened
          }
          webmail {
            name
            compose
            maxLength
          }
        }
      }
    }
  `);
  if (!data.uiJson) throw new Error("data/ui.json is missing");
  return data.uiJson;
}
