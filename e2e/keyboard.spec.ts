import { fillLocal, site, ui } from "./content";
import { expect, test } from "./fixtures";

test.describe("keyboard only, on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the skip link, the menu toggle (Enter and Space) and Escape work, with visible focus", async ({ page }) => {
    await page.goto("/sponsorship/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: ui.skipToContent });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();

    const toggle = page.getByRole("button", { name: ui.nav.openMenu });
    for (let i = 0; i < 5 && !(await toggle.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press("Tab");
    }
    await expect(toggle).toBeFocused();
    const outline = await toggle.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe("none");

    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: ui.nav.mobileLabel });
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: ui.nav.openMenu })).toBeFocused();

    await page.keyboard.press("Space");
    await expect(menu).toBeVisible();
    // Tab moves into the menu's links in order.
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: ui.nav.home, exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: ui.nav.tutorials, exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: ui.nav.sponsorship, exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/sponsorship\/$/);
    await expect(menu).toBeHidden();
  });
});

test("every link and button on each page can be reached with Tab and shows its focus", async ({ page }) => {
  // A hundred Tab presses, each followed by a look at the focused element: long on a busy machine.
  test.slow();
  for (const path of ["/", "/sponsorship/"]) {
    await page.goto(path);
    const total = await page.locator("a[href]:visible, button:visible, input:visible, textarea:visible").count();
    const seen = new Set<string>();
    for (let i = 0; i < total + 5; i++) {
      await page.keyboard.press("Tab");
      const info = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        return {
          key: `${el.tagName}|${el.getAttribute("href") ?? ""}|${el.textContent?.trim() ?? ""}`,
          visibleFocus: style.outlineStyle !== "none" || style.boxShadow !== "none",
        };
      });
      if (!info) continue;
      expect(info.visibleFocus, info.key).toBe(true);
      seen.add(info.key);
    }
    expect(seen.size).toBeGreaterThanOrEqual(Math.min(total, 10));
  }
});

test("the contact form can be filled and sent with the keyboard alone", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Page.enable");
  const urls: string[] = [];
  cdp.on("Page.frameRequestedNavigation", (event: { url: string }) => urls.push(event.url));
  await page.goto("/");
  await page.getByLabel(ui.contact.name).focus();
  await page.keyboard.type("Ada");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel(ui.contact.email)).toBeFocused();
  await page.keyboard.type("ada@example.com");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel(ui.contact.message)).toBeFocused();
  await page.keyboard.type("Hello");
  await page.keyboard.press("Tab");
  const send = page.getByRole("button", { name: ui.contact.send });
  await expect(send).toBeFocused();
  await page.keyboard.press("Enter");
  await expect.poll(() => urls.length).toBe(1);
  const [address = "", query = ""] = (urls[0] ?? "").replace(/^mailto:/, "").split("?");
  expect(decodeURIComponent(address)).toBe(site.email);
  const subject = /^subject=([^&]*)&body=/.exec(query)?.[1];
  expect(decodeURIComponent(subject ?? "")).toBe(fillLocal(ui.contact.subject, { name: "Ada" }));
  await expect(page.getByText(ui.contact.toastTitle)).toBeVisible();
  await expect(page.getByLabel(ui.contact.name)).toHaveValue("");
});
