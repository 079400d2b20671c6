import site from "../../../data/site.json";
import type { SiteMetadata } from "../use-site-metadata";

export const useSiteMetadata = (): SiteMetadata => site;
