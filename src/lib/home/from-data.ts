import { toPoint, toStat, type Loose } from "../content/entries";
import { asIconName } from "../icon-names";

/** The part of the home page's query that holds its content (the words come through toPageCopy). */
type HomeQueryContent = Loose<Omit<Queries.HomePageQuery, "page">>;

export function toHomeContent(data: HomeQueryContent) {
  const product = data.productsJson;
  if (!product) throw new Error("data/products.json has no prompt-engineering-guide entry");
  return {
    stats: data.allStatsJson.nodes.map(toStat),
    guide: { ...product, strikePrice: product.strikePrice ?? undefined, offerLabel: product.offerLabel ?? undefined },
    partnerBenefits: data.allPointsJson.nodes.map(toPoint),
    services: data.allServicesJson.nodes.map((s) => ({ ...s, icon: asIconName(s.icon) })),
    advisory: data.allAdvisoryJson.nodes.map((a) => ({ ...a, icon: asIconName(a.icon) })),
  };
}
