import { pathOf } from "../src/lib/routes";
import { pageCopy, site, ui } from "./content";
import { expect, expectLandedUnderHeader, gotoHydrated, test } from "./fixtures";

/** The header every page shares: its links, the phone menu, the skip link and the keyboard. */

test("header links go where the spec says", async ({ page }) => {
  await gotoHydrated(page, pathOf("sponsorship"));
  const nav = page.getByRole("navigation", { name: ui.nav.label });
  const link = (name: string) => nav.getByRole("link", { name, exact: true });
  await expect(nav.getByRole("link")).toHaveText([
    ui.nav.home,
    ui.nav.tutorials,
    ui.nav.sponsorship,
    ui.nav.newsletter,
    ui.nav.partners,
    ui.nav.contact,
  ]);
  await expect(link(ui.nav.tutorials)).toHaveAttribute("href", site.links.codeHost);
  await expect(link(ui.nav.tutorials)).toHaveAttribute("target", "_blank");
  await expect(link(ui.nav.newsletter)).toHaveAttribute("href", site.links.newsletter);
  await expect(link(ui.nav.partners)).toHaveAttribute("href", `${pathOf("home")}#partners`);
  await expect(link(ui.nav.contact)).toHaveAttribute("href", `${pathOf("home")}#contact`);
  await link(ui.nav.partners).click();
  await expect(page).toHaveURL(`${pathOf("home")}#partners`);
  await expectLandedUnderHeader(page.locator("#partners"));
  // Arrived from another page at a section, focus is on the section, so the next Tab goes on from there.
  await expect(page.locator("#partners")).toBeFocused();
  await link(ui.nav.sponsorship).click();
  await expect(page).toHaveURL(pathOf("sponsorship"));
  await link(ui.nav.contact).click();
  await expectLandedUnderHeader(page.locator("#contact"));
  await expect(page.locator("#contact")).toBeFocused();
  // On the home page, the same links scroll within it, and focus goes along too.
  await link(ui.nav.partners).click();
  await expectLandedUnderHeader(page.locator("#partners"));
  await expect(page.locator("#partners")).toBeFocused();
});

test("the footer's links wrap under the brand on a phone, sit on one row under it on a tablet and beside it from 1024 px", async ({
  page,
}) => {
  await page.goto(pathOf("sponsorship"));
  const links = page.getByRole("contentinfo").getByRole("list", { name: ui.footer.follow }).getByRole("listitem");
  const brand = page.getByRole("contentinfo").getByText(site.footerTagline);
  for (const width of [360, 375, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const boxes = await links.evaluateAll((items) => items.map((li) => li.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes, `${width} px`).toHaveLength(5);
    const tops = boxes.map((box) => Math.round(box.top));
    // How many share a row on a phone depends on the labels' length (data/ui.json), so only the tablet's is fixed.
    if (width >= 768) expect(new Set(tops).size, `${width} px: rows of links`).toBe(1);
    const text = await brand.evaluate((p) => p.getBoundingClientRect().toJSON() as DOMRect);
    const first = boxes[0] as DOMRect;
    if (width < 1024) expect(first.top, `${width} px: the links under the brand`).toBeGreaterThan(text.bottom);
    else expect(first.left, `${width} px: the links beside the brand`).toBeGreaterThan(text.right);
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("keyboard only: the skip link, the menu toggle (Enter and Space) and Escape work, with visible focus; with taps: the menu opens, closes after a choice and on Escape", async ({
    page,
  }) => {
    await test.step("keyboard only", async () => {
      // The menu button is React's: a key press before hydration does nothing yet.
      await gotoHydrated(page, pathOf("sponsorship"));
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
      await expect(page).toHaveURL(pathOf("sponsorship"));
      await expect(menu).toBeHidden();
    });

    await test.step("with taps, on the home page", async () => {
      await page.getByRole("button", { name: ui.nav.openMenu }).click();
      await page
        .getByRole("navigation", { name: ui.nav.mobileLabel })
        .getByRole("link", { name: ui.nav.home, exact: true })
        .click();
      await expect(page).toHaveURL(pathOf("home"));
      const toggle = page.getByRole("button", { name: ui.nav.openMenu });
      await expect(page.getByRole("navigation", { name: ui.nav.label })).toBeHidden();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      // The menu opens over the page, which stays where it is.
      const title = page.getByRole("heading", { level: 1 });
      const before = await title.boundingBox();
      await toggle.click();
      const menu = page.getByRole("navigation", { name: ui.nav.mobileLabel });
      await expect(menu).toBeVisible();
      expect(await title.boundingBox()).toEqual(before);
      await expect(page.getByRole("button", { name: ui.nav.closeMenu })).toHaveAttribute("aria-expanded", "true");
      await menu.getByRole("link", { name: ui.nav.contact, exact: true }).click();
      await expect(menu).toBeHidden();
      await expectLandedUnderHeader(page.locator("#contact"));
      // Focus went with the page: the next Tab is within the section.
      await expect(page.locator("#contact")).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(page.locator("#contact :focus")).toHaveCount(1);

      // Tabbing out of the open menu, which lies over the page, closes it.
      await page.getByRole("button", { name: ui.nav.openMenu }).focus();
      await page.keyboard.press("Enter");
      await expect(menu).toBeVisible();
      for (let i = 0; i < 7; i += 1) await page.keyboard.press("Tab");
      await expect(menu).toBeHidden();

      await page.getByRole("button", { name: ui.nav.openMenu }).click();
      await expect(menu).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(page.getByRole("button", { name: ui.nav.openMenu })).toBeFocused();

      await page.getByRole("button", { name: ui.nav.openMenu }).click();
      await menu.getByRole("link", { name: ui.nav.sponsorship, exact: true }).click();
      await expect(page).toHaveURL(pathOf("sponsorship"));
      await expect(page.getByRole("navigation", { name: ui.nav.mobileLabel })).toBeHidden();
    });
  });
});

test.describe("on a phone, with motion", () => {
  test.use({ viewport: { width: 375, height: 812 }, reducedMotion: "no-preference" });

  test("a page opened from the bottom of a longer one opens at its top, at once", async ({ page }) => {
    await gotoHydrated(page, pathOf("github"));
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    await page
      .locator(`main a[href="${pathOf("sponsorship")}"]`)
      .last()
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageCopy("sponsorship").section("hero").title);
    // Not scrolled up over a second (or left at the bottom, as a smooth scroll of the whole page could be).
    await expect.poll(() => page.evaluate(() => scrollY), { timeout: 300 }).toBe(0);
  });
});

// The header's links are plain links: e2e/runtime-faults.spec.ts follows one while none of the site's code runs.
test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 740 } });
    test("the menu is shown and its links work", async ({ page }) => {
      await page.goto(pathOf("sponsorship"));
      const menu = page.getByRole("navigation", { name: ui.nav.mobileLabel });
      await expect(menu).toBeVisible();
      // Shown in the page, not over it, and without the button that could not work.
      await expect(page.getByRole("button", { name: ui.nav.openMenu })).toBeHidden();
      const [menuBox, titleBox] = [
        await menu.boundingBox(),
        await page.getByRole("heading", { level: 1 }).boundingBox(),
      ];
      expect(titleBox?.y).toBeGreaterThan((menuBox?.y ?? Infinity) + (menuBox?.height ?? 0));
      await menu.getByRole("link", { name: ui.nav.contact, exact: true }).click();
      await expect(page).toHaveURL(`${pathOf("home")}#contact`);
      await expect(page.locator("#contact")).toBeInViewport();
    });
  });
});
