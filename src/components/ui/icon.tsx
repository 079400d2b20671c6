import { withPrefix } from "gatsby";
import { ICON_SPRITE_PATH, type SpriteIconName } from "../../lib/icon-names";

interface IconProps {
  name: SpriteIconName;
  size?: number;
  className?: string;
}

/**
 * An icon from the build-time sprite (static/icons.svg, drawn from lucide). Decorative, so hidden from
 * assistive technology; the stroke style is set here and inherited by the symbol.
 */
export function Icon({ name, size = 24, className }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      <use href={`${withPrefix(ICON_SPRITE_PATH)}#${name}`} />
    </svg>
  );
}
