// Stands in for Gatsby's browser handler of the Head API in production bundles (see module-stubs.ts). The site's
// head tags go through react-helmet in src/components/layout/seo.tsx, so no page exports Head and the handler
// (with its utilities, 1.4 KB gzip on every page) would never act. A page that starts exporting Head is refused by the build (onCreatePage) and, should one slip through, named here.
export function headHandlerForBrowser({ pageComponent }) {
  if (pageComponent && pageComponent.Head) {
    console.error(
      "This site writes head tags with react-helmet (src/components/layout/seo.tsx), not Gatsby's Head export.",
    );
  }
}
