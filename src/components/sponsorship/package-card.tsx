import { useUi } from "../../hooks/use-ui";
import { fillLocal } from "../../lib/content/fill-local";
import type { SectionWith } from "../../lib/content/page-copy";
import { css } from "@emotion/react";
import { packageMail, type MailSite } from "../../lib/sponsorship/inquiries";
import type { Package } from "../../lib/sponsorship/types";
import { colors, media, shadows, space } from "../../styles/tokens";
import { Badge } from "../ui/badge";
import { Card } from "../ui/card";
import { Stack } from "../ui/layout";
import type { SectionTone } from "../ui/section";
import { CopySection } from "./copy-section";
import { MailButton } from "./mail-button";
import { cardTitleStyles, CheckList, gradientBorderStyles, Price } from "./price";

interface PackageCardProps {
  pkg: Package;
  site: MailSite;
  /** Label of the inquiry button; "Get Started" (named "Get Started with {name}" for assistive technology) when absent. */
  cta?: string;
  /** Drawn with the gradient border and the primary button; packages with a badge always are. */
  featured?: boolean;
}

/** One package: badge on the top edge, price, what is included, and its inquiry button, all from one entry. */
export function PackageCard({ pkg, site, cta, featured: highlight = false }: PackageCardProps) {
  const ui = useUi();
  const titleId = `package-${pkg.slug}`;
  const featured = highlight || pkg.badge !== undefined;
  return (
    <Card
      as="article"
      aria-labelledby={titleId}
      data-package={pkg.slug}
      css={css`
        gap: ${space[5]};
        padding: ${space[8]} ${space[6]} ${space[6]};
        /* The featured card: a brand-gradient border, lifted. */
        ${featured && gradientBorderStyles};
        ${featured && `box-shadow: ${shadows.lift};`}
      `}
    >
      {pkg.badge && (
        <Badge
          tone="brand"
          css={css`
            position: absolute;
            /* Centred on the 2px border of a featured card. */
            top: -1px;
            left: 50%;
            transform: translate(-50%, -50%);
            white-space: nowrap;
            box-shadow: ${shadows.brand};
          `}
        >
          {pkg.badge}
        </Badge>
      )}
      <Stack gap={space[2]}>
        <h3 id={titleId} css={cardTitleStyles}>
          {pkg.name}
        </h3>
        <p
          css={css`
            color: ${colors.muted};
          `}
        >
          {pkg.description}
        </p>
      </Stack>
      <div
        css={css`
          display: flex;
          flex-direction: column;
          justify-content: flex-end;
        `}
      >
        <Price price={pkg.price} cadence={pkg.cadence} strikePrice={pkg.strikePrice} />
      </div>
      <CheckList
        items={pkg.items}
        aria-label={fillLocal(ui.package.included, { name: pkg.name })}
        css={css`
          gap: ${space[2.5]};
          padding-top: ${space[5]};
          border-top: 1px solid ${colors.border};
          li {
            align-items: flex-start;
          }
        `}
      />
      <MailButton
        mail={packageMail(pkg, site, ui.price)}
        variant={featured ? "primary" : "secondary"}
        css={css`
          margin-top: auto;
          width: 100%;
        `}
      >
        {cta ?? (
          <>
            {ui.package.action}
            <span className="visually-hidden"> {fillLocal(ui.package.actionDetail, { name: pkg.name })}</span>
          </>
        )}
      </MailButton>
    </Card>
  );
}

interface PackagesSectionProps {
  copy: SectionWith<"title">;
  packages: readonly Package[];
  site: MailSite;
  tone?: SectionTone;
}

/** The channel's packages (buttons elsewhere scroll here): one column on phones, up to three on desktop. */
export function PackagesSection({ copy, packages, site, tone }: PackagesSectionProps) {
  return (
    <CopySection copy={copy} id="packages" tone={tone}>
      <div
        css={css`
          display: grid;
          grid-template-columns: minmax(0, 1fr);
          gap: ${space[8]} ${space[6]};
          padding-top: ${space[3.5]};
          ${media.lg} {
            grid-template-columns: repeat(${Math.min(packages.length, 3)}, minmax(0, 1fr));
            /* Name, price, items and button line up across the cards. */
            & > article {
              display: grid;
              grid-row: span 4;
              grid-template-rows: subgrid;
              row-gap: ${space[5]};
            }
          }
        `}
      >
        {packages.map((p) => (
          <PackageCard key={p.slug} pkg={p} site={site} />
        ))}
      </div>
    </CopySection>
  );
}
