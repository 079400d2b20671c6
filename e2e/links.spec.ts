import fs from "node:fs";
import path from "node:path";
import { PUBLIC_DIR, builtPages } from "./built-site";
import { expect, test } from "./fixtures";

const ids = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
const hrefs = (html: string) =>
  [...html.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map((m) => m[1]?.replace(/&amp;/g, "&") ?? "");

function resolveFile(urlPath: string): string | undefined {
  const clean = decodeURIComponent(urlPath);
  const direct = path.join(PUBLIC_DIR, clean);
  if (fs.existsSync(direct) && fs.statSync(direct).isFile()) return direct;
  const index = path.join(direct, "index.html");
  return fs.existsSync(index) ? index : undefined;
}

test("every internal link and #anchor resolves, every external link is well-formed https", () => {
  const broken: string[] = [];
  for (const page of builtPages()) {
    const html = fs.readFileSync(page.file, "utf8");
    for (const href of hrefs(html)) {
      if (href.startsWith("mailto:")) {
        if (!/^mailto:[^@?\s]+@[^?\s]+(\?.*)?$/.test(href)) broken.push(`${page.urlPath}: bad mailto ${href}`);
        continue;
      }
      if (/^[a-z]+:/i.test(href)) {
        try {
          const url = new URL(href);
          if (url.protocol !== "https:" || !url.hostname.includes("."))
            broken.push(`${page.urlPath}: not https ${href}`);
        } catch {
          broken.push(`${page.urlPath}: malformed ${href}`);
        }
        continue;
      }
      const url = new URL(href, `http://site${page.urlPath}`);
      const target = url.pathname === page.urlPath && href.startsWith("#") ? page.file : resolveFile(url.pathname);
      if (!target) {
        broken.push(`${page.urlPath}: missing page ${href}`);
        continue;
      }
      if (!url.pathname.endsWith("/") && !path.extname(url.pathname))
        broken.push(`${page.urlPath}: no trailing slash ${href}`);
      const anchor = url.hash.slice(1);
      if (anchor && !ids(fs.readFileSync(target, "utf8")).has(decodeURIComponent(anchor))) {
        broken.push(`${page.urlPath}: missing anchor ${href}`);
      }
    }
  }
  expect(broken).toEqual([]);
});
