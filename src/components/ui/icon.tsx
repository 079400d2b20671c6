import {
  Award,
  BadgeCheck,
  BarChart3,
  BookOpen,
  CalendarDays,
  ClipboardCheck,
  Clock,
  Code,
  Compass,
  Eye,
  Globe,
  GraduationCap,
  Handshake,
  Image,
  Layers,
  Lightbulb,
  Link,
  Mail,
  MailOpen,
  Map,
  Megaphone,
  MessageCircle,
  MessagesSquare,
  MousePointerClick,
  RefreshCw,
  Route,
  SearchCheck,
  Share2,
  ShieldCheck,
  Star,
  Target,
  TrendingUp,
  UserPlus,
  Users,
  Zap,
  type LucideIcon,
} from "lucide-react";
import type { IconName } from "../../lib/icon-names";
import { BrandIcon } from "./brand-icon";

const ICONS: Record<Exclude<IconName, "Github" | "Linkedin" | "Twitter">, LucideIcon> = {
  Award,
  BadgeCheck,
  BarChart3,
  BookOpen,
  CalendarDays,
  ClipboardCheck,
  Clock,
  Code,
  Compass,
  Eye,
  Globe,
  GraduationCap,
  Handshake,
  Image,
  Layers,
  Lightbulb,
  Link,
  Mail,
  MailOpen,
  Map,
  Megaphone,
  MessageCircle,
  MessagesSquare,
  MousePointerClick,
  RefreshCw,
  Route,
  SearchCheck,
  Share2,
  ShieldCheck,
  Star,
  Target,
  TrendingUp,
  UserPlus,
  Users,
  Zap,
};

interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

/** An icon named in content data; decorative, so hidden from assistive technology. */
export function Icon({ name, size = 24, className }: IconProps) {
  if (name === "Github" || name === "Linkedin" || name === "Twitter") {
    return <BrandIcon name={name} size={size} className={className} />;
  }
  const Component = ICONS[name];
  return <Component size={size} className={className} aria-hidden="true" focusable="false" />;
}
