import { css } from "@emotion/react";
import { usePartners } from "../../hooks/use-partners";
import { useUi } from "../../hooks/use-ui";
import { colors, media, radii } from "../../styles/tokens";
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
        display: grid;
        grid-template-columns: repeat(2, minmax(0, 1fr));
        gap: 16px;
        margin: 0;
        padding: 0;
        list-style: none;
        ${media.md} {
          grid-template-columns: repeat(3, minmax(0, 1fr));
        }
        ${media.lg} {
          grid-template-columns: repeat(4, minmax(0, 1fr));
        }
      `}
    >
      {partners.map((p) => (
        <li
          key={p.slug}
          css={css`
            display: flex;
            align-items: center;
            justify-content: center;
            height: 96px;
            padding: 16px;
            background: ${colors.surface};
            border: 1px solid ${colors.border};
            border-radius: ${radii.card};
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
