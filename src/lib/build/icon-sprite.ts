import * as lucide from "lucide-react";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { lucideNameOf, spriteIconNames, type SpriteIconName } from "../icon-names";

/**
 * One SVG sprite with a <symbol> per icon, drawn from lucide at build time. Pages reference icons with
 * <use>, so no icon drawing ships in the JavaScript bundles.
 */
export function iconSprite(names: readonly string[] = spriteIconNames()): string {
  const library = lucide as unknown as Record<string, ComponentType | undefined>;
  const symbols = names.map((name) => {
    const source = lucideNameOf(name as SpriteIconName);
    const component = library[source];
    if (!component) throw new Error(`Icon "${name}" (lucide "${source}") does not exist in lucide-react`);
    const markup = renderToStaticMarkup(createElement(component, {}));
    const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(markup)?.[1] ?? "";
    return `<symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}
