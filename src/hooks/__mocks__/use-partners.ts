import partners from "../../../data/partners.json";
import type { Partner } from "../use-partners";

export const usePartners = (): Partner[] =>
  partners.map((p) => ({ slug: p.slug, name: p.name, logoUrl: `/${p.logo}` }));
