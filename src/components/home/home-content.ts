import { asIconName, type IconName } from "../../lib/icon-names";

/** The home page's content in plain domain types: sections never see GraphQL nesting or nulls. */
export interface HomeStat {
  slug: string;
  icon: IconName;
  value: string;
  label: string;
}

export interface Guide {
  name: string;
  description: string;
  pages: number;
  techniques: number;
  /** The selling points of data/products.json (the page shows the page and technique counts first). */
  features: readonly string[];
  price: number;
  strikePrice?: number;
  offerLabel?: string;
  guaranteeDays: number;
  link: string;
}

export interface Benefit {
  slug: string;
  icon?: IconName;
  title: string;
  description?: string;
}

export interface Service {
  slug: string;
  icon: IconName;
  title: string;
  description: string;
  highlight: boolean;
}

export interface AdvisoryOffer {
  slug: string;
  icon: IconName;
  highlight: string;
  title: string;
  description: string;
}

export interface HomeContent {
  stats: HomeStat[];
  guide: Guide;
  partnerBenefits: Benefit[];
  services: Service[];
  advisory: AdvisoryOffer[];
}

/** The value of one stat by slug; a renamed slug fails the build instead of showing a blank. */
export function statValue(stats: readonly HomeStat[], slug: string): string {
  const stat = stats.find((s) => s.slug === slug);
  if (!stat) throw new Error(`data/stats.json has no home entry "${slug}"`);
  return stat.value;
}

/** The shape of the home page query (kept structural so tests can build it from data/*.json). */
export interface HomeQueryData {
  allStatsJson: { nodes: readonly { slug: string; icon: string; value: string; label: string }[] };
  productsJson: {
    name: string;
    description: string;
    pages: number;
    techniques: number;
    features: readonly string[];
    price: number;
    strikePrice?: number | null;
    offerLabel?: string | null;
    guaranteeDays: number;
    link: string;
  } | null;
  allPointsJson: {
    nodes: readonly { slug: string; icon?: string | null; title: string; description?: string | null }[];
  };
  allServicesJson: {
    nodes: readonly { slug: string; icon: string; title: string; description: string; highlight: boolean }[];
  };
  allAdvisoryJson: {
    nodes: readonly { slug: string; icon: string; highlight: string; title: string; description: string }[];
  };
}

export function toHomeContent(data: HomeQueryData): HomeContent {
  const product = data.productsJson;
  if (!product) throw new Error("data/products.json has no prompt-engineering-guide entry");
  return {
    stats: data.allStatsJson.nodes.map((s) => ({ ...s, icon: asIconName(s.icon) })),
    guide: {
      name: product.name,
      description: product.description,
      pages: product.pages,
      techniques: product.techniques,
      features: product.features,
      price: product.price,
      strikePrice: product.strikePrice ?? undefined,
      offerLabel: product.offerLabel ?? undefined,
      guaranteeDays: product.guaranteeDays,
      link: product.link,
    },
    partnerBenefits: data.allPointsJson.nodes.map((p) => ({
      slug: p.slug,
      icon: p.icon ? asIconName(p.icon) : undefined,
      title: p.title,
      description: p.description ?? undefined,
    })),
    services: data.allServicesJson.nodes.map((s) => ({ ...s, icon: asIconName(s.icon) })),
    advisory: data.allAdvisoryJson.nodes.map((a) => ({ ...a, icon: asIconName(a.icon) })),
  };
}
