import { css } from "@emotion/react";
import type { SectionWith } from "../../lib/content/page-copy";
import { asIconName } from "../../lib/icon-names";
import { colors, fontSizes, media, radii, space } from "../../styles/tokens";
import { Badge } from "../ui/badge";
import { Stack } from "../ui/layout";
import { Section } from "../ui/section";
import { useFounderPhoto } from "../../hooks/use-founder-photo";
import { FounderAvatar } from "./founder-avatar";
import { Icon } from "../ui/icon";
import { listResetStyles, darkSectionTitleStyles } from "./home-styles";

export function Founder({ name, copy }: { name: string; copy: SectionWith<"eyebrow" | "label"> }) {
  const photo = useFounderPhoto();
  return (
    <Section id="founder" tone="dark" labelledBy="founder-title">
      <div
        css={css`
          display: grid;
          gap: ${space[10]};
          justify-items: center;
          max-width: 1000px;
          margin: 0 auto;
          ${media.lg} {
            grid-template-columns: auto minmax(0, 1fr);
            gap: ${space[18]};
            align-items: center;
            justify-items: start;
          }
        `}
      >
        <FounderAvatar name={name} alt={copy.label} {...(photo && { photo })} />
        <Stack gap="18px">
          <Badge tone="onDark">{copy.eyebrow}</Badge>
          <h2 id="founder-title" css={darkSectionTitleStyles}>
            {copy.title ?? name}
          </h2>
          <ul
            aria-label="Roles"
            css={[
              listResetStyles,
              css`
                display: flex;
                flex-wrap: wrap;
                gap: ${space[2]};
                li {
                  padding: ${space[1]} ${space[3]};
                  border-radius: ${radii.pill};
                  border: 1px solid rgba(165, 180, 252, 0.3);
                  font-size: ${fontSizes.small};
                  font-weight: 600;
                  color: ${colors.onDarkMuted};
                }
              `,
            ]}
          >
            {copy.items.map((role) => (
              <li key={role}>{role}</li>
            ))}
          </ul>
          {copy.text.map((paragraph) => (
            <p
              key={paragraph}
              css={css`
                font-size: ${fontSizes.lead};
                max-width: 640px;
              `}
            >
              {paragraph}
            </p>
          ))}
          {copy.facts.map((fact) => (
            <p
              key={fact.label}
              css={css`
                display: inline-flex;
                align-items: center;
                align-self: flex-start;
                gap: ${space[3.5]};
                padding: ${space[3.5]} ${space[5]};
                border-radius: ${radii.large};
                border: 1px solid rgba(165, 180, 252, 0.35);
                background: rgba(79, 70, 229, 0.18);
                color: ${colors.onDark};
                font-weight: 600;
                line-height: 1.3;
                strong {
                  display: block;
                  font-size: ${fontSizes.title2Small};
                  font-weight: 800;
                  line-height: 1.1;
                  color: ${colors.white};
                  font-variant-numeric: tabular-nums;
                }
              `}
            >
              {fact.icon && <Icon name={asIconName(fact.icon)} size={26} />}
              <span>
                <strong>{fact.value}</strong> {fact.label}
              </span>
            </p>
          ))}
        </Stack>
      </div>
    </Section>
  );
}
