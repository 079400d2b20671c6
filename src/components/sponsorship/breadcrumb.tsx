import { css } from "@emotion/react";
import { Link } from "gatsby";
import type { Crumb } from "../../lib/sponsorship/trail";
import { Icon } from "../ui/icon";
import { colors, fontSizes, space } from "../../styles/tokens";

/** Home / Sponsorship / Page: links for every level but the last, which is the current page. */
export function Breadcrumb({ trail, label }: { trail: readonly Crumb[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ol
        css={css`
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          gap: ${space[1]};
          margin: 0;
          padding: 0;
          list-style: none;
          font-size: ${fontSizes.small};
          font-weight: 600;
          color: ${colors.onDarkMuted};
          a {
            color: ${colors.onDark};
            text-decoration: none;
          }
          a:hover {
            color: ${colors.white};
            text-decoration: underline;
          }
          li {
            display: inline-flex;
            align-items: center;
            gap: ${space[1]};
          }
        `}
      >
        {trail.map((crumb, i) => (
          <li key={crumb.path}>
            {i === trail.length - 1 ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <>
                <Link to={crumb.path}>{crumb.label}</Link>
                <Icon name="ChevronRight" size={14} />
              </>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
