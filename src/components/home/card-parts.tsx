import { css } from "@emotion/react";
import type { ReactNode } from "react";
import type { IconName, SpriteIconName } from "../../lib/icon-names";
import type { SectionWith } from "../../lib/content/page-copy";
import { colors, fontSizes, space } from "../../styles/tokens";
import { Badge } from "../ui/badge";
import { cardTextStyles } from "../ui/card";
import { Icon } from "../ui/icon";
import { CentredGrid, row, tile } from "../ui/layout";
import { Section, SectionHeading, type SectionTone } from "../ui/section";
import { actionRowStyles, centredEyebrowStyles } from "./home-styles";
import { ScrollLinkButton } from "./scroll-link-button";

interface CardsSectionProps {
  /** The section's id; its heading's is `<id>-title`. */
  id: string;
  copy: SectionWith<"title">;
  tone?: SectionTone;
  columns: 2 | 3;
  /** The cards, each a `Card as="li"`. */
  children: ReactNode;
  /** What follows the list (a label, the logos). */
  after?: ReactNode;
  /** The closing button (its words, the section's `action`), which brings the contact form into view (or does `onActivate`'s own scroll). */
  action?: { icon: SpriteIconName; label: string; onActivate?: () => boolean };
}

/** A home section of cards: its heading from the copy, then the cards in a grid. */
export function CardsSection({ id, copy, tone, columns, children, after, action }: CardsSectionProps) {
  return (
    <Section id={id} tone={tone} labelledBy={`${id}-title`}>
      <SectionHeading
        id={`${id}-title`}
        eyebrow={copy.eyebrow && <Badge css={centredEyebrowStyles}>{copy.eyebrow}</Badge>}
        title={copy.title}
        lead={copy.lead}
      />
      <CentredGrid as="ul" md={2} lg={columns} gap={space[5]} mdGap={space[6]}>
        {children}
      </CentredGrid>
      {after}
      {action && (
        <div css={actionRowStyles}>
          <ScrollLinkButton target="contact" onActivate={action.onActivate}>
            <Icon name={action.icon} size={18} />
            {action.label}
          </ScrollLinkButton>
        </div>
      )}
    </Section>
  );
}

/** A card's icon in its tinted square. */
export function IconTile({ name }: { name: IconName }) {
  return (
    <span
      css={css`
        ${tile};
        flex: none;
        width: 44px;
        height: 44px;
        color: ${colors.primaryStrong};
        background: linear-gradient(135deg, ${colors.tintPrimary} 0%, ${colors.tintViolet} 100%);
        border: 1px solid ${colors.edgePrimary};
      `}
    >
      <Icon name={name} size={22} />
    </span>
  );
}

/** A card's top row: the icon tile at the start, `children` (a badge) at the end. */
export function CardHead({ icon, children, className }: { icon: IconName; children?: ReactNode; className?: string }) {
  return (
    <div
      className={className}
      css={css`
        ${row(space[3])};
        justify-content: space-between;
      `}
    >
      <IconTile name={icon} />
      {children}
    </div>
  );
}

/** A card's title and, when there is one, its text; `css` at the call site restyles the title. */
export function CardText({ title, text, className }: { title: string; text?: string | undefined; className?: string }) {
  return (
    <>
      <h3
        className={className}
        css={css`
          font-size: ${fontSizes.title5};
          margin-top: ${space[1]};
        `}
      >
        {title}
      </h3>
      {text && <p css={cardTextStyles}>{text}</p>}
    </>
  );
}
