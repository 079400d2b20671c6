import type { Page } from "@playwright/test";
import { site, ui } from "./content";
import { ROUTE_PATHS, expect, test } from "./fixtures";

/**
 * What the browser reports about a form submission, seen through the DevTools protocol (page scripts do not
 * run with JavaScript off): the navigations the page asks for, the requests the browser then really sends
 * (a submission the CSP blocks never becomes one) and every Content-Security-Policy complaint, whether as a
 * console message or as a DevTools issue.
 */
async function watchSubmission(page: Page) {
  const seen = { navigations: [] as string[], sent: [] as string[], cspReports: [] as string[] };
  page.on("console", (msg) => {
    if (/Content Security Policy|securitypolicyviolation/i.test(msg.text())) seen.cspReports.push(msg.text());
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Page.enable");
  await cdp.send("Network.enable");
  await cdp.send("Audits.enable");
  cdp.on("Page.frameRequestedNavigation", (event) => seen.navigations.push(event.url));
  cdp.on("Network.requestWillBeSent", (event) => seen.sent.push(event.request.url));
  cdp.on("Audits.issueAdded", (event) => {
    if (event.issue.code === "ContentSecurityPolicyIssue") seen.cspReports.push(JSON.stringify(event.issue.details));
  });
  return seen;
}

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ROUTE_PATHS) {
    test(`${path} is readable and its links work`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("h1")).toBeVisible();
      await expect(page.locator("footer")).toContainText(site.name);
      const text = await page.locator("main").innerText();
      expect(text).not.toMatch(/\bundefined\b|\bNaN\b/);
      await page
        .getByRole("navigation", { name: ui.nav.label })
        .getByRole("link", { name: ui.nav.sponsorship })
        .click();
      await expect(page).toHaveURL(/\/sponsorship\/$/);
      await expect(page.locator("h1")).toBeVisible();
    });
  }

  test("the contact form opens an e-mail to the owner, allowed by the site's own CSP", async ({ page }) => {
    const response = await page.goto("/");
    // The served site applies public/_headers: forms may go to mailto: and nowhere else.
    const csp = response?.headers()["content-security-policy"] ?? "";
    const formAction = csp
      .split(";")
      .map((directive) => directive.trim())
      .filter((directive) => directive.startsWith("form-action "));
    expect(formAction).toEqual(["form-action mailto:"]);

    const seen = await watchSubmission(page);
    const form = page.locator("#contact form");
    await form.getByLabel(ui.contact.name).fill("Ada Lovelace");
    await form.getByLabel(ui.contact.email).fill("ada@example.com");
    await form.getByLabel(ui.contact.message).fill("Hello there\nSecond line");
    // The mailto: hands off to the mail program, so the page never finishes a navigation to wait for.
    await form.getByRole("button", { name: ui.contact.send }).click({ noWaitAfter: true });

    const mailto = `mailto:${site.email}?`;
    await expect.poll(() => seen.navigations).toHaveLength(1);
    expect(seen.navigations[0]?.startsWith(mailto)).toBe(true);
    // The browser sends what the CSP allows; a blocked submission is requested above but never sent.
    await expect.poll(() => seen.sent.filter((url) => url.startsWith(mailto))).toEqual(seen.navigations);
    expect(seen.cspReports).toEqual([]);

    const params = new URLSearchParams((seen.navigations[0] ?? "").slice(mailto.length));
    expect(params.get("subject")).toBe(ui.contact.noScriptSubject);
    // enctype="text/plain": one readable "name=value" line per field, the message's own lines kept.
    expect(params.get("body")).toContain(
      "name=Ada Lovelace\r\nemail=ada@example.com\r\nmessage=Hello there\r\nSecond line",
    );
    await expect(page).toHaveURL(/\/$/);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 740 } });
    test("the menu is shown and its links work", async ({ page }) => {
      await page.goto("/sponsorship/");
      const menu = page.getByRole("navigation", { name: ui.nav.mobileLabel });
      await expect(menu).toBeVisible();
      await menu.getByRole("link", { name: ui.nav.contact, exact: true }).click();
      await expect(page).toHaveURL(/\/#contact$/);
      await expect(page.locator("#contact")).toBeInViewport();
    });
  });
});
