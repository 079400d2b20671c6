import { css } from "@emotion/react";
import { withPrefix } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { RasterImage } from "../ui/raster-image";
import { colors } from "../../styles/tokens";

/** Initials of a name: "Nir Diamant" → "ND". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase())
    .slice(0, 2)
    .join("");
}

/** The monogram's backdrop (rings, fill and facets), a static file so the page's script does not carry it. */
export const MONOGRAM_BACKDROP = "/images/founder-monogram.svg";

interface FounderAvatarProps {
  name: string;
  /** The monogram's description; a photo is described by the founder's name. */
  alt: string;
  /** The founder's photo (data/site.json's founderPhoto) through gatsby-plugin-image. */
  photo?: IGatsbyImageData;
  size?: number;
}

/**
 * The founder's photo, cropped to a circle, when data/site.json names one; otherwise an illustrated monogram:
 * the initials, in the site's font, over the backdrop image, scaled with the avatar's width.
 */
export function FounderAvatar({ name, alt, photo, size = 240 }: FounderAvatarProps) {
  if (photo) {
    return (
      <RasterImage
        image={photo}
        alt={name}
        css={css`
          width: ${size}px;
          max-width: 100%;
          border-radius: 50%;
        `}
      />
    );
  }
  return (
    <div
      role="img"
      aria-label={alt}
      css={css`
        container-type: inline-size;
        display: grid;
        place-items: center;
        width: ${size}px;
        max-width: 100%;
        aspect-ratio: 1;
        background-image: url(${withPrefix(MONOGRAM_BACKDROP)});
        background-position: center;
        background-size: contain;
        background-repeat: no-repeat;
        color: ${colors.white};
        font-weight: 800;
        line-height: 1;
        letter-spacing: -0.02em;
        /* 54 of the backdrop's 240 units, as the avatar grows or shrinks (cqi: the avatar's own width). */
        font-size: ${(size * 54) / 240}px;
        span {
          font-size: 22.5cqi;
        }
      `}
    >
      <span aria-hidden="true">{initials(name)}</span>
    </div>
  );
}
