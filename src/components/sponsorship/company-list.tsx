import { css } from "@emotion/react";
import type { Point } from "../../lib/content/entries";
import { colors, fontSizes, media, radii } from "../../styles/tokens";

/** Names of companies whose people read the newsletter, set as quiet wordmarks. */
export function CompanyList({ companies, label }: { companies: readonly Point[]; label: string }) {
  return (
    <ul
      aria-label={label}
      css={css`
        display: grid;
        grid-template-columns: repeat(2, minmax(0, 1fr));
        gap: 12px;
        margin: 0;
        padding: 0;
        list-style: none;
        ${media.sm} {
          grid-template-columns: repeat(4, minmax(0, 1fr));
        }
      `}
    >
      {companies.map((c) => (
        <li
          key={c.slug}
          css={css`
            display: flex;
            align-items: center;
            justify-content: center;
            min-height: 72px;
            padding: 12px;
            border: 1px solid ${colors.border};
            border-radius: ${radii.card};
            background: ${colors.surface};
            font-size: ${fontSizes.title5};
            font-weight: 800;
            letter-spacing: -0.01em;
            color: ${colors.muted};
          `}
        >
          {c.title}
        </li>
      ))}
    </ul>
  );
}
