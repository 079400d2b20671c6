import { css } from "@emotion/react";
import { usePartners } from "../../hooks/use-partners";
import { useUi } from "../../hooks/use-ui";
import { media, space } from "../../styles/tokens";
import { surfaceStyles } from "./card";
import { centred } from "./layout";
import { RasterImage } from "./raster-image";

/**
 * The partner logos: equal cells, greyscale at rest, in colour on hover; each named by its alt text. An SVG logo
 * is drawn as it is; a PNG, JPG or WebP one through gatsby-plugin-image, no larger than the same box.
 */
export function LogoGrid() {
  const partners = usePartners();
  const label = useUi().partnersLabel;
  return (
    <ul
      aria-label={label}
      css={css`
        /* Equal cells, 2, 3 and 4 to a row; a last row that is not full (a 13th partner) is centred, not left
           hanging at the left edge. */
        display: flex;
        flex-wrap: wrap;
        justify-content: center;
        gap: ${space[4]};
        margin: 0;
        padding: 0;
        list-style: none;
        --columns: 2;
        ${media.md} {
          --columns: 3;
        }
        ${media.lg} {
          --columns: 4;
        }
        > li {
          flex: 0 0 calc((100% - (var(--columns) - 1) * ${space[4]}) / var(--columns));
          min-width: 0;
        }
      `}
    >
      {partners.map((p) => (
        <li
          key={p.slug}
          css={css`
            ${centred};
            ${surfaceStyles};
            height: 96px;
            padding: ${space[4]};
            img {
              filter: grayscale(1);
              opacity: 0.8;
              transition:
                filter 200ms ease,
                opacity 200ms ease;
            }
            &:hover img {
              filter: none;
              opacity: 1;
            }
          `}
        >
          {p.image ? (
            <RasterImage
              image={p.image}
              alt={p.name}
              css={css`
                max-width: 180px;
              `}
            />
          ) : (
            <img
              src={p.logoUrl}
              alt={p.name}
              width={200}
              height={60}
              loading="lazy"
              decoding="async"
              css={css`
                width: 100%;
                max-width: 180px;
                height: auto;
              `}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
