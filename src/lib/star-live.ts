// What the star-count session needs only once the page is interactive: the cache and the API calls. The
// session loads this module on start, so its code stays out of every page's first-load JavaScript.
export { browserStorage, readStarCache, writeStarCache } from "./star-cache";
export { fetchStarCounts } from "./star-fetch";
