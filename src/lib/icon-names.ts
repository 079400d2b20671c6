/**
 * Icon names a content entry may use. Kept apart from the React icon map so the build's
 * content validation can read the list without loading React.
 */
export const ICON_NAMES = [
  "Award",
  "BadgeCheck",
  "BarChart3",
  "BookOpen",
  "CalendarDays",
  "ClipboardCheck",
  "Clock",
  "Code",
  "Compass",
  "Eye",
  "Github",
  "Globe",
  "GraduationCap",
  "Handshake",
  "Image",
  "Layers",
  "Lightbulb",
  "Link",
  "Linkedin",
  "Mail",
  "MailOpen",
  "Map",
  "Megaphone",
  "MessageCircle",
  "MessagesSquare",
  "MousePointerClick",
  "RefreshCw",
  "Route",
  "SearchCheck",
  "Share2",
  "ShieldCheck",
  "Star",
  "Target",
  "TrendingUp",
  "Twitter",
  "UserPlus",
  "Users",
  "Zap",
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/**
 * A content entry's icon name as an IconName. The build's content validation (src/lib/content/validate.ts)
 * has already refused every name not in ICON_NAMES, so pages do not carry the list to check it again.
 */
export const asIconName = (name: string): IconName => name as IconName;

/** Icons the components use directly (not named in content). */
export const UI_ICON_NAMES = [
  "ArrowLeft",
  "ArrowRight",
  "ArrowUpRight",
  "CalendarCheck",
  "Check",
  "ChevronRight",
  "CircleCheck",
  "Copy",
  "ExternalLink",
  "Menu",
  "Quote",
  "Sparkles",
  "X",
] as const;

export type SpriteIconName = IconName | (typeof UI_ICON_NAMES)[number];

/** Every icon of the sprite (a function, so the pages that import this file's types carry no list). */
export const spriteIconNames = (): readonly SpriteIconName[] => [...new Set([...ICON_NAMES, ...UI_ICON_NAMES])];

/**
 * The lucide icon drawn for each name. lucide has no brand marks, so the platform names get a fitting
 * generic icon (they are always shown beside a visible label).
 */
export function lucideNameOf(name: SpriteIconName): string {
  const aliases: Partial<Record<SpriteIconName, string>> = {
    Github: "FolderGit2",
    Linkedin: "BriefcaseBusiness",
    Twitter: "AtSign",
  };
  return aliases[name] ?? name;
}

/** Where the sprite is served (written by plugins/site-outputs before the build). */
export const ICON_SPRITE_PATH = "/icons.svg";
