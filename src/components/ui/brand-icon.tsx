import type { SpriteIconName } from "../../lib/icon-names";
import { Icon } from "./icon";

/**
 * Icons for the outbound platforms. The site uses one icon library (lucide, which carries no brand
 * marks), so each platform gets a fitting generic icon and is always named by a visible label.
 */
const BRANDS = {
  Github: "FolderGit2",
  Linkedin: "BriefcaseBusiness",
  Twitter: "AtSign",
  Reddit: "MessagesSquare",
  Discord: "MessageCircle",
} as const satisfies Record<string, SpriteIconName>;

export type BrandName = keyof typeof BRANDS;

interface BrandIconProps {
  name: BrandName;
  size?: number;
  className?: string;
}

export function BrandIcon({ name, size = 24, className }: BrandIconProps) {
  return <Icon name={BRANDS[name]} size={size} className={className} />;
}
