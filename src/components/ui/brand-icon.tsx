import { AtSign, BriefcaseBusiness, FolderGit2, MessageCircle, MessagesSquare, type LucideIcon } from "lucide-react";

/**
 * Icons for the outbound platforms. The site uses one icon library (lucide, which carries no brand
 * marks), so each platform gets a fitting generic icon and is always named by a visible label.
 */
const BRANDS: Record<"Github" | "Linkedin" | "Twitter" | "Reddit" | "Discord", LucideIcon> = {
  Github: FolderGit2,
  Linkedin: BriefcaseBusiness,
  Twitter: AtSign,
  Reddit: MessagesSquare,
  Discord: MessageCircle,
};

export type BrandName = keyof typeof BRANDS;

interface BrandIconProps {
  name: BrandName;
  size?: number;
  className?: string;
}

export function BrandIcon({ name, size = 24, className }: BrandIconProps) {
  const Component = BRANDS[name];
  return <Component size={size} className={className} aria-hidden="true" focusable="false" />;
}
