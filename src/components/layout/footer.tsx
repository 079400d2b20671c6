import { css } from "@emotion/react";
import { useSiteMetadata } from "../../hooks/use-site-metadata";
import { useUi } from "../../hooks/use-ui";
import { colors, fontSizes, media, radii, space } from "../../styles/tokens";
import { Icon } from "../ui/icon";
import type { SpriteIconName } from "../../lib/icon-names";
import { Cluster, row, Stack } from "../ui/layout";
import { containerStyles } from "../ui/section";
import { LogoMark } from "./logo";

export function Footer() {
  const site = useSiteMetadata();
  const ui = useUi();
  const social: { label: string; href: string; icon: SpriteIconName }[] = [
    { label: ui.footer.codeHost, href: site.links.codeHost, icon: "Github" },
    { label: ui.footer.forum, href: site.links.forum, icon: "MessagesSquare" },
    { label: ui.footer.professionalNetwork, href: site.links.professionalNetwork, icon: "Linkedin" },
    { label: ui.footer.microblog, href: site.links.microblog, icon: "Twitter" },
    { label: ui.footer.chat, href: site.links.chat, icon: "MessageCircle" },
  ];
  return (
    <footer
      css={css`
        background: ${colors.ink};
        color: ${colors.onDark};
        padding: ${space[12]} 0;
      `}
    >
      <Stack
        gap={space[6]}
        css={[
          containerStyles,
          // Side by side from lg up, where the links fit on one row beside the brand (below it, they would wrap
          // and leave the last one alone on a second row): the brand takes what the links leave.
          css`
            ${media.lg} {
              flex-direction: row;
              align-items: center;
            }
          `,
        ]}
      >
        <Stack
          gap={space[3]}
          css={css`
            ${media.lg} {
              flex: 1 1 16rem;
            }
          `}
        >
          <div css={row(space[2.5])}>
            <LogoMark size={32} />
            <span
              css={css`
                font-size: ${fontSizes.title5};
                font-weight: 800;
                color: ${colors.white};
              `}
            >
              {site.name}
            </span>
          </div>
          <p
            css={css`
              font-size: ${fontSizes.small};
              color: ${colors.onDark};
              text-wrap: balance;
            `}
          >
            © {site.copyrightYear} {site.name}. {site.footerTagline}
          </p>
        </Stack>
        <Cluster as="ul" aria-label={ui.footer.follow} gap={space[2]}>
          {social.map((s) => (
            <li key={s.label}>
              <a
                href={s.href}
                target="_blank"
                rel="noopener noreferrer"
                css={css`
                  display: inline-flex;
                  align-items: center;
                  /* Tighter on phones, so three pills share a row from 360 px (3 + 2, not 2 + 2 + 1). */
                  gap: ${space[1.5]};
                  min-height: 44px;
                  padding: 0 ${space[2.5]};
                  ${media.sm} {
                    gap: ${space[2]};
                    padding: 0 ${space[3.5]};
                  }
                  border: 1px solid rgba(255, 255, 255, 0.16);
                  border-radius: ${radii.pill};
                  color: ${colors.onDark};
                  font-size: ${fontSizes.small};
                  font-weight: 600;
                  text-decoration: none;
                  &:hover {
                    background: rgba(255, 255, 255, 0.08);
                    color: ${colors.white};
                  }
                `}
              >
                <Icon name={s.icon} size={18} />
                {s.label}
              </a>
            </li>
          ))}
        </Cluster>
      </Stack>
    </footer>
  );
}
