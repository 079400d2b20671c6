import { css } from "@emotion/react";
import { useUi } from "../../hooks/use-ui";
import type { SectionWith } from "../../lib/content/page-copy";
import { fillLocal } from "../../lib/content/fill-local";
import { formatUsd } from "../../lib/format";
import { colors, fontSizes, gradient, media, radii, space } from "../../styles/tokens";
import { Badge } from "../ui/badge";
import { ExternalButton } from "../ui/button";
import { row, Stack } from "../ui/layout";
import { Section } from "../ui/section";
import type { Guide as GuideContent } from "../../lib/home/types";
import { Icon } from "../ui/icon";
import { figureStyles, leadStyles, listGridStyles, sectionTitleStyles } from "./home-styles";

export function Guide({
  guide,
  copy,
}: {
  guide: GuideContent;
  copy: SectionWith<"eyebrow" | "label" | "note" | "action">;
}) {
  const ui = useUi();
  const counts = { pages: guide.pages, techniques: guide.techniques };
  const features = [...copy.items.map((item) => fillLocal(item, counts)), ...guide.features];
  return (
    <Section id="guide" labelledBy="guide-title">
      <div
        css={css`
          display: grid;
          gap: ${space[12]};
          align-items: center;
          ${media.lg} {
            grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
            gap: ${space[18]};
          }
        `}
      >
        <div
          aria-hidden="true"
          css={css`
            position: relative;
            width: min(100%, 260px);
            aspect-ratio: 3 / 4;
            margin: 0 auto;
            padding: ${space[7]} ${space[6]} ${space[6]} ${space[9]};
            display: flex;
            flex-direction: column;
            justify-content: space-between;
            border-radius: ${radii.small} ${radii.card} ${radii.card} ${radii.small};
            color: ${colors.white};
            ${media.md} {
              width: 300px;
            }
            background: radial-gradient(80% 60% at 80% 10%, rgba(255, 255, 255, 0.22), transparent 60%), ${gradient};
            box-shadow:
              0 30px 60px -20px rgba(67, 56, 202, 0.55),
              0 12px 24px -12px rgba(11, 16, 32, 0.4);
            transform: perspective(1200px) rotateY(-8deg);
            /* The spine. */
            &::before {
              content: "";
              position: absolute;
              inset: 0 auto 0 0;
              width: 14px;
              border-radius: ${radii.small} 0 0 ${radii.small};
              background: linear-gradient(90deg, rgba(0, 0, 0, 0.28), rgba(255, 255, 255, 0.12));
            }
          `}
        >
          <span
            css={css`
              font-size: ${fontSizes.caption};
              font-weight: 700;
              letter-spacing: 0.12em;
              text-transform: uppercase;
              opacity: 0.9;
            `}
          >
            {copy.label}
          </span>
          <span
            css={[
              figureStyles,
              css`
                font-size: ${fontSizes.title2};
              `,
            ]}
          >
            {guide.name}
          </span>
          <span
            css={css`
              font-size: ${fontSizes.small};
              font-weight: 600;
              opacity: 0.95;
            `}
          >
            {copy.text.map((line) => fillLocal(line, counts)).join(" ")}
          </span>
        </div>
        <Stack gap="20px">
          <Badge>{copy.eyebrow}</Badge>
          <h2 id="guide-title" css={sectionTitleStyles}>
            {guide.name}
          </h2>
          <p css={leadStyles}>{guide.description}</p>
          <ul
            css={[
              listGridStyles,
              css`
                ${media.sm} {
                  grid-template-columns: 1fr 1fr;
                }
              `,
            ]}
          >
            {features.map((feature) => (
              <li
                key={feature}
                css={css`
                  ${row(space[2.5])};
                  font-weight: 600;
                  svg {
                    flex: none;
                    color: ${colors.success};
                  }
                `}
              >
                <Icon name="CircleCheck" size={20} />
                {feature}
              </li>
            ))}
          </ul>
          <div
            css={css`
              display: flex;
              flex-wrap: wrap;
              align-items: center;
              gap: ${space[3]} ${space[4]};
              padding: ${space[5]} ${space[6]};
              border: 1px solid ${colors.border};
              border-radius: ${radii.card};
              background: ${colors.subtle};
            `}
          >
            <p
              css={css`
                display: flex;
                align-items: baseline;
                gap: ${space[3]};
                font-variant-numeric: tabular-nums;
                s {
                  font-size: ${fontSizes.title4};
                  font-weight: 600;
                  color: ${colors.muted};
                }
              `}
            >
              {guide.strikePrice !== undefined && (
                <>
                  <span className="visually-hidden">{ui.price.regular} </span>
                  <s>{formatUsd(guide.strikePrice)}</s>
                  <span className="visually-hidden">, {ui.price.now} </span>
                </>
              )}
              <span
                css={[
                  figureStyles,
                  css`
                    font-size: ${fontSizes.display4};
                    line-height: 1;
                    color: ${colors.text};
                  `,
                ]}
              >
                {formatUsd(guide.price)}
              </span>
            </p>
            {guide.offerLabel && <Badge tone="brand">{guide.offerLabel}</Badge>}
            <p
              css={css`
                ${row(space[2])};
                flex-basis: 100%;
                font-size: ${fontSizes.compact};
                font-weight: 600;
                color: ${colors.success};
              `}
            >
              <Icon name="ShieldCheck" size={18} />
              {fillLocal(copy.note, { days: guide.guaranteeDays })}
            </p>
          </div>
          <ExternalButton
            href={guide.link}
            css={css`
              align-self: flex-start;
            `}
          >
            {copy.action}
            <Icon name="ArrowRight" size={18} />
          </ExternalButton>
        </Stack>
      </div>
    </Section>
  );
}
