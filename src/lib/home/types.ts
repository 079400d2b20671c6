import type { IconName } from "../icon-names";

/** The home page's content in plain domain types: sections never see GraphQL nesting or nulls. */
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
