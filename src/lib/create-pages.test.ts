/**
 * @jest-environment node
 */
import path from "node:path";
import { createPages } from "../../gatsby-node";
import { ROUTES } from "./routes";
import { TEMPLATES } from "./templates";

interface PageArgs {
  path: string;
  component: string;
  context: Record<string, unknown>;
}

function run() {
  const createPage = jest.fn<undefined, [PageArgs]>();
  const args = { actions: { createPage } } as unknown as Parameters<NonNullable<typeof createPages>>[0];
  void createPages?.(args, {} as never, () => undefined);
  return createPage.mock.calls.map(([page]) => page);
}

describe("createPages", () => {
  it("creates every route from its template with only slugs in the context", () => {
    const pages = run();
    expect(pages.map((p) => p.path)).toEqual([
      "/",
      "/sponsorship/",
      "/sponsorship/github/",
      "/sponsorship/logo-only/",
      "/sponsorship/newsletter/",
      "/sponsorship/social-media/",
    ]);
    for (const page of pages) {
      expect(page.component.startsWith(path.resolve(__dirname, "..", "templates"))).toBe(true);
      for (const value of Object.values(page.context)) expect(typeof value).toBe("string");
    }
    expect(pages.find((p) => p.path === "/sponsorship/newsletter/")?.context).toEqual({
      page: "newsletter",
      channel: "newsletter",
    });
    expect(pages.map((p) => path.basename(p.component))).toEqual(ROUTES.map((r) => `${TEMPLATES[r.page]}.tsx`));
  });

  it("points every route at a template file that exists", () => {
    const fs = jest.requireActual<typeof import("node:fs")>("node:fs");
    for (const page of run()) expect(fs.existsSync(page.component)).toBe(true);
  });
});
