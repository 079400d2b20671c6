import { css } from "@emotion/react";
import type { Point } from "../../lib/content/entries";
import { colors, fontSizes, space } from "../../styles/tokens";
import { surfaceStyles } from "../ui/card";
import { Grid, centred } from "../ui/layout";

/** Names of companies whose people read the newsletter, set as quiet wordmarks. */
export function CompanyList({ companies, label }: { companies: readonly Point[]; label: string }) {
  return (
    <Grid as="ul" aria-label={label} columns={2} sm={4} gap={space[3]}>
      {companies.map((c) => (
        <li
          key={c.slug}
          css={css`
            ${centred};
            ${surfaceStyles};
            min-height: 72px;
            padding: ${space[3]};
            font-size: ${fontSizes.title5};
            font-weight: 800;
            letter-spacing: -0.01em;
            color: ${colors.muted};
          `}
        >
          {c.title}
        </li>
      ))}
    </Grid>
  );
}
