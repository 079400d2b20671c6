import { createContext, useContext } from "react";
import type { Content } from "./content";

/** An image field of the content model that the pages show: a partner's logo, the founder's photo. */
export type ImageField = "logo" | "founderPhoto";

export interface Preview {
  /** The content being previewed, its text tokens filled in. */
  content: Content;
  /** The URL of an image the content names: Decap's getAsset (an upload not yet saved), else the site's file. */
  imageUrl(path: string, field: ImageField): string;
}

export const PreviewContext = createContext<Preview | null>(null);

/** The preview's content, for the hooks that stand in for the site's static queries (./shims/hooks). */
export function usePreview(): Preview {
  const preview = useContext(PreviewContext);
  if (!preview) throw new Error("A preview component rendered outside its PreviewContext.");
  return preview;
}
