import type { GatsbyBrowser } from "gatsby";
import { RootWrapper } from "./src/root-wrapper";

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <RootWrapper>{element}</RootWrapper>;
