import type { AnchorHTMLAttributes, ReactNode } from "react";

/**
 * What the site's components import from "gatsby", in the editor's preview (src/lib/cms/build-admin.ts points
 * "gatsby" here): a link is a plain link, a path has no prefix, and queries are never run, since the preview's
 * hooks (./hooks) read the form's content instead.
 */
type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string; children?: ReactNode };

export function Link({ to, children, ...rest }: LinkProps) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

export const withPrefix = (path: string) => path;

export const navigate = () => Promise.resolve();

/** The page queries' tags: their text is Gatsby's, the preview builds their results itself (../page-data.ts). */
export const graphql = () => undefined;

export function useStaticQuery(): never {
  throw new Error("The preview reads content through its own hooks; a component asked Gatsby for a static query.");
}
