import advisory from "../../data/advisory.json";
import points from "../../data/points.json";
import products from "../../data/products.json";
import services from "../../data/services.json";
import stats from "../../data/stats.json";
import { toHomeContent } from "../lib/home/from-data";
import type { HomeContent } from "../lib/home/types";

/** The home page's content from the real data files, filtered as the page query filters it. */
export function realHomeContent(): HomeContent {
  return toHomeContent({
    allStatsJson: { nodes: stats.filter((s) => s.placements.includes("home")) },
    productsJson: products.find((p) => p.slug === "prompt-engineering-guide") ?? null,
    allPointsJson: { nodes: points.filter((p) => p.page === "home" && p.group === "partner-benefits") },
    allServicesJson: { nodes: services },
    allAdvisoryJson: { nodes: advisory },
  });
}
