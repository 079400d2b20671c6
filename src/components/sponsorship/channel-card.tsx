import { css } from "@emotion/react";
import { Link } from "gatsby";
import { useUi } from "../../hooks/use-ui";
import { scheduleOf, statusText } from "../../lib/slots";
import type { Bookings, Channel } from "../../lib/sponsorship/types";
import { colors, fontSizes, gradient, media, shadows, space } from "../../styles/tokens";
import { Card, cardTextStyles } from "../ui/card";
import { Icon } from "../ui/icon";
import { Grid, tile } from "../ui/layout";
import { cardTitleStyles } from "./price";
import { useToday } from "./slot-line";

/** The channel's icon: a larger tile in the brand gradient. */
const channelTile = css`
  ${tile};
  width: 48px;
  height: 48px;
  color: ${colors.white};
  background: ${gradient};
`;

/**
 * The channels of the overview, two to a row from tablets up: each card links as a whole to its detail page and
 * says when the channel can run next (against the build's day, then the visitor's).
 */
export function ChannelGrid({ channels, bookings }: { channels: readonly Channel[]; bookings: Bookings }) {
  const ui = useUi();
  const today = useToday(bookings.buildDay);
  return (
    <Grid md={2} gap={space[6]}>
      {channels.map((channel) => (
        <Card
          key={channel.slug}
          as="article"
          aria-labelledby={`channel-${channel.slug}`}
          data-channel={channel.slug}
          css={css`
            gap: ${space[4]};
            padding: ${space[7]};
            &:focus-within {
              box-shadow: ${shadows.ringStrong};
            }
          `}
        >
          <span css={channelTile}>
            <Icon name={channel.icon} size={24} />
          </span>
          <h3 id={`channel-${channel.slug}`} css={cardTitleStyles}>
            <Link
              to={channel.route}
              css={css`
                color: inherit;
                text-decoration: none;
                &::after {
                  content: "";
                  position: absolute;
                  inset: 0;
                  border-radius: inherit;
                }
              `}
            >
              {channel.title}
            </Link>
          </h3>
          {/* The description takes what a row's taller card leaves, so figures and links line up across the row. */}
          <p
            css={[
              cardTextStyles,
              css`
                flex-grow: 1;
              `,
            ]}
          >
            {channel.description}
          </p>
          <dl
            css={css`
              display: grid;
              grid-template-columns: repeat(${channel.metrics.length}, minmax(0, 1fr));
              gap: ${space[4]};
              margin: ${space[1]} 0 0;
              padding-top: ${space[4]};
              border-top: 1px solid ${colors.border};
              div {
                display: flex;
                flex-direction: column-reverse;
              }
              dt {
                font-size: ${fontSizes.small};
                color: ${colors.muted};
              }
              dd {
                margin: 0;
                font-size: ${fontSizes.title3Large};
                font-weight: 800;
                letter-spacing: -0.02em;
                font-variant-numeric: tabular-nums;
                ${media.md} {
                  font-size: ${fontSizes.title2};
                }
              }
            `}
          >
            {channel.metrics.map((m) => (
              <div key={m.label}>
                <dt>{m.label}</dt>
                <dd>{m.value}</dd>
              </div>
            ))}
          </dl>
          <p
            data-next-slot=""
            css={css`
              display: flex;
              align-items: flex-start;
              gap: ${space[2]};
              font-size: ${fontSizes.small};
              font-weight: 600;
              color: ${colors.text};
              svg {
                flex: none;
                margin-top: 1px;
                color: ${colors.success};
              }
            `}
          >
            <Icon name="CalendarCheck" size={18} />
            {statusText(
              channel.slots.unit,
              scheduleOf(channel.slots, bookings.booked[channel.slug] ?? [], today),
              ui.slots,
            )}
          </p>
          <span
            aria-hidden="true"
            css={css`
              display: inline-flex;
              align-items: center;
              gap: ${space[1.5]};
              font-weight: 700;
              color: ${colors.primaryStrong};
            `}
          >
            {ui.package.details} <Icon name="ArrowRight" size={18} />
          </span>
        </Card>
      ))}
    </Grid>
  );
}
