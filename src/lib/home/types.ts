import type { toHomeContent } from "./from-data";

/** The home page's content in plain domain types: sections never see GraphQL nesting or nulls. */
type HomeContent = ReturnType<typeof toHomeContent>;
export type Guide = HomeContent["guide"];
export type Service = HomeContent["services"][number];
export type AdvisoryOffer = HomeContent["advisory"][number];
