import type { PreviewTemplateComponentProps } from "decap-cms-core";
import { createElement, lazy, Suspense, type ComponentType } from "react";

/**
 * The preview panes' templates, registered at once but loaded on first use: the preview (the site's components,
 * emotion, the content's snapshot) is a chunk of its own, so the editor's page starts as fast as before.
 */
const templates = () => import(/* webpackChunkName: "preview" */ "./preview");

export function lazyPreview(name: string): ComponentType<PreviewTemplateComponentProps> {
  const Template = lazy(() =>
    templates().then(({ PREVIEW_TEMPLATES }) => {
      const template = PREVIEW_TEMPLATES[name];
      if (!template) throw new Error(`No preview for the collection "${name}"`);
      return { default: template };
    }),
  );
  return function LazyPreview(props: PreviewTemplateComponentProps) {
    return createElement(Suspense, { fallback: null }, createElement(Template, props));
  };
}
