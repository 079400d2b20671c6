import { css } from "@emotion/react";
import { usePartners } from "../../hooks/use-partners";
import { useUi } from "../../hooks/use-ui";
import { space } from "../../styles/tokens";
import { surfaceStyles } from "./card";
import { CentredGrid, centred } from "./layout";
import { RasterImage } from "./raster-image";

/**
 * The partner logos: equal cells, 2, 3 and 4 to a row (a last row that is not full centred), greyscale at rest, in
 * colour on hover; each named by its alt text. An SVG logo is drawn as it is; a PNG, JPG or WebP one through
 * gatsby-plugin-image, no larger than the same box.
 */
export function LogoGrid() {
  const partners = usePartners();
  const label = useUi().partnersLabel;
  return (
    <CentredGrid as="ul" aria-label={label} columns={2} md={3} lg={4} gap={space[4]}>
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
    </CentredGrid>
  );
}
