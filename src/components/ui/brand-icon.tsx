import { FaDiscord, FaGithub, FaLinkedin, FaReddit, FaXTwitter } from "react-icons/fa6";

const BRANDS = {
  Github: FaGithub,
  Linkedin: FaLinkedin,
  Twitter: FaXTwitter,
  Reddit: FaReddit,
  Discord: FaDiscord,
} as const;

export type BrandName = keyof typeof BRANDS;

interface BrandIconProps {
  name: BrandName;
  size?: number;
  className?: string;
}

/** Brand marks (the general icon set has none); decorative, so hidden from assistive technology. */
export function BrandIcon({ name, size = 24, className }: BrandIconProps) {
  const Component = BRANDS[name];
  return <Component size={size} className={className} aria-hidden="true" focusable="false" />;
}
