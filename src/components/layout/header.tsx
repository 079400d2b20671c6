import { css } from "@emotion/react";
import { Link } from "gatsby";
import { useEffect, useRef, useState } from "react";
import { useSiteMetadata } from "../../hooks/use-site-metadata";
import { useUi } from "../../hooks/use-ui";
import { scrollToId, scrollToTop } from "../../lib/scroll";
import { colors, fontSizes, layout, media, radii, shadows, space } from "../../styles/tokens";
import { centred, Stack } from "../ui/layout";
import { containerStyles } from "../ui/section";
import { brandNameStyles, LogoMark } from "./logo";
import { pathOf } from "../../lib/routes";
import { Icon } from "../ui/icon";

/**
 * An entry opens another site in a new tab (`href`) or links to a page of ours; on the home page, `scroll` brings
 * its part into view instead of reloading the page (false when that part is absent).
 */
type NavItem = { label: string; href: string } | { label: string; to: string; scroll?: () => boolean };

const linkStyles = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${space[3]};
  border-radius: ${radii.small};
  font-size: ${fontSizes.compact};
  font-weight: 600;
  color: ${colors.text};
  text-decoration: none;
  &:hover {
    color: ${colors.primaryStrong};
    background: ${colors.subtle};
  }
  /* The page the visitor is on, or the section it belongs to (a channel's page is part of Sponsorship). */
  &[aria-current] {
    color: ${colors.primaryStrong};
    /* Not by colour alone (WCAG 1.4.1). */
    text-decoration: underline 2px;
    text-underline-offset: 6px;
  }
`;

/** "page" on the link's own page, "true" on a page below it (a channel's page under Sponsorship), else none. */
function currentOf(to: string, path: string): "page" | "true" | undefined {
  if (to.includes("#")) return undefined;
  if (path === to) return "page";
  return to !== "/" && path.startsWith(to) ? "true" : undefined;
}

export function Header({ path }: { path: string }) {
  const site = useSiteMetadata();
  const ui = useUi();
  const [open, setOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const onHome = path === "/";

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 8);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    // The menu lies over the page: it closes when focus or a tap goes to the page, which it would otherwise hide.
    const onOutside = (event: Event) => {
      if (event.target instanceof Node && !headerRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("focusin", onOutside);
    document.addEventListener("pointerdown", onOutside);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("focusin", onOutside);
      document.removeEventListener("pointerdown", onOutside);
    };
  }, [open]);

  const close = () => setOpen(false);
  const items: NavItem[] = [
    {
      label: ui.nav.home,
      to: "/",
      scroll: () => {
        scrollToTop();
        return true;
      },
    },
    { label: ui.nav.tutorials, href: site.links.codeHost },
    { label: ui.nav.sponsorship, to: pathOf("sponsorship") },
    { label: ui.nav.newsletter, href: site.links.newsletter },
    { label: ui.nav.partners, to: "/#partners", scroll: () => scrollToId("partners") },
    { label: ui.nav.contact, to: "/#contact", scroll: () => scrollToId("contact") },
  ];
  const list = items.map((item) => (
    <li key={item.label}>
      {"href" in item ? (
        <a href={item.href} target="_blank" rel="noopener noreferrer" css={linkStyles} onClick={close}>
          {item.label}
        </a>
      ) : (
        <Link
          to={item.to}
          css={linkStyles}
          aria-current={currentOf(item.to, path)}
          onClick={(event) => {
            close();
            if (onHome && item.scroll?.()) event.preventDefault();
          }}
        >
          {item.label}
        </Link>
      )}
    </li>
  ));

  return (
    <header
      ref={headerRef}
      css={css`
        position: sticky;
        top: 0;
        z-index: 50;
        background: ${colors.surface};
        border-bottom: 1px solid ${scrolled || open ? colors.border : "transparent"};
        transition: border-color 200ms ease;
      `}
    >
      <div
        css={[
          containerStyles,
          css`
            display: flex;
            align-items: center;
            justify-content: space-between;
            height: ${layout.headerHeight}px;
          `,
        ]}
      >
        <Link
          to="/"
          css={css`
            display: flex;
            align-items: center;
            gap: ${space[2.5]};
            text-decoration: none;
          `}
        >
          <LogoMark />
          <Stack as="span" gap="normal">
            <span css={brandNameStyles}>{site.name}</span>
            <span
              css={css`
                font-size: ${fontSizes.caption};
                font-weight: 600;
                color: ${colors.muted};
                letter-spacing: 0.02em;
              `}
            >
              {site.tagline}
            </span>
          </Stack>
        </Link>

        <nav
          aria-label={ui.nav.label}
          css={css`
            display: none;
            ${media.lg} {
              display: block;
            }
          `}
        >
          <ul
            css={css`
              display: flex;
              gap: ${space[1]};
              margin: 0;
              padding: 0;
              list-style: none;
            `}
          >
            {list}
          </ul>
        </nav>

        <button
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? ui.nav.closeMenu : ui.nav.openMenu}
          onClick={() => setOpen((v) => !v)}
          css={[
            centred,
            css`
              width: 44px;
              height: 44px;
              border: 1px solid ${colors.border};
              border-radius: ${radii.small};
              background: ${colors.surface};
              color: ${colors.text};
              cursor: pointer;
              ${media.lg} {
                display: none;
              }
            `,
          ]}
        >
          <Icon name={open ? "X" : "Menu"} size={22} />
        </button>
      </div>

      <nav
        id="mobile-menu"
        aria-label={ui.nav.mobileLabel}
        hidden={!open}
        css={css`
          /* A panel over the page, which stays where it is: a link's scroll target does not move as it closes. */
          position: absolute;
          top: 100%;
          left: 0;
          right: 0;
          max-height: calc(100dvh - ${layout.headerHeight}px);
          overflow-y: auto;
          border-top: 1px solid ${colors.border};
          background: ${colors.surface};
          box-shadow: ${shadows.lift};
          ${media.lg} {
            display: none;
          }
        `}
      >
        <Stack
          as="ul"
          gap={space[1]}
          css={[
            containerStyles,
            css`
              padding-top: ${space[3]};
              padding-bottom: ${space[4]};
              a {
                width: 100%;
                min-height: 48px;
                font-size: ${fontSizes.bodyLarge};
              }
            `,
          ]}
        >
          {list}
        </Stack>
      </nav>
    </header>
  );
}
