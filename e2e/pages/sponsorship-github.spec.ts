import { pathOf } from "../../src/lib/routes";
import {
  channel,
  figuresOf,
  fillLocal,
  formatUsd,
  groupDigits,
  listName,
  oneTimeTotal,
  pageCopy,
  partners,
  pointsOf,
  priceOf,
  quotesOf,
  rates,
  ui,
  valueComparison,
} from "../content";
import {
  escapeRegExp,
  expect,
  goBackTo,
  gotoHydrated,
  lastRowOffCentre,
  routeOf,
  staticJsonLd,
  test,
} from "../fixtures";
import { pageChecks } from "../page-checks";
import {
  backLabel,
  bars,
  barsOf,
  checkStaticHead,
  clickAndReadMail,
  expectPackageMail,
  githubPackage,
  heroFigures,
  metricPairs,
  pairs,
  recordWindowOpen,
} from "../sponsorship-pages";

/** The GitHub tutorial sponsorship page: reach, audience, pricing with add-ons and the value comparison. */
const ROUTE = routeOf("github");
const PATH = ROUTE.path;
const GITHUB = pageCopy("github");

pageChecks(ROUTE, { staticHead: (request) => checkStaticHead(request, "github") });

test("reach, audience bars, benefits, quote, every partner logo, pricing and the value comparison", async ({
  page,
  consoleErrors,
}) => {
  await gotoHydrated(page, PATH);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(channel("github").title);
  expect(await metricPairs(heroFigures(page, GITHUB))).toEqual(pairs(figuresOf("github", "reach")));
  expect(await bars(page.getByRole("article", { name: GITHUB.section("geography").title }))).toEqual(
    barsOf(figuresOf("github", "geography")),
  );
  const benefits = page.getByRole("list", { name: listName(GITHUB.section("benefits")) });
  await expect(benefits.getByRole("listitem")).toHaveText(
    pointsOf("github", "benefits").map((p) => new RegExp(escapeRegExp(p.title))),
  );
  // Rows of three at 1280 px: a last row that is not full is centred under the others, whatever the count.
  expect(Math.abs(await lastRowOffCentre(benefits))).toBeLessThanOrEqual(1);

  const [quote] = quotesOf("github");
  if (quote) {
    const figure = page.locator("figure:has(blockquote)");
    await expect(figure.locator("blockquote")).toContainText(quote.quote);
    await expect(figure.locator("figcaption cite")).toHaveText(quote.author);
  }

  const logos = page.getByRole("list", { name: ui.partnersLabel }).getByRole("img");
  await expect(logos).toHaveCount(partners.length);
  expect(await logos.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")))).toEqual(
    partners.map((p) => p.name),
  );

  const github = githubPackage();
  const price = priceOf(github);
  const complete = `${price} + ${fillLocal(ui.pricing.setup, { amount: formatUsd(oneTimeTotal(github)) })}`;
  const breakdown = page.getByRole("definition").filter({ hasText: "$" });
  await expect(breakdown).toContainText([
    price,
    ...(github.setupFee ? [formatUsd(github.setupFee.price)] : []),
    ...github.addOns.map((a) => formatUsd(a.price)),
    complete,
  ]);
  const pricing = page.locator("#pricing");
  for (const fee of [...(github.setupFee ? [github.setupFee] : []), ...github.addOns]) {
    await expect(pricing).toContainText(fee.name);
  }
  await expect(pricing.getByTestId("complete-package")).toHaveText(complete);

  const value = valueComparison(rates, github.price);
  const plus = value.plus ? "+" : "";
  const rows = page.locator("tr[data-rate]");
  await expect(rows).toHaveCount(value.lines.length);
  for (const [i, line] of value.lines.entries()) {
    const row = rows.nth(i);
    await expect(row).toContainText(line.label);
    await expect(row).toContainText(
      fillLocal(ui.value.per, { rate: `${formatUsd(line.rate)}${line.plus ? "+" : ""}`, unit: line.unit }),
    );
    if (!line.plus) await expect(row).toContainText(`${groupDigits(line.quantity)} × `);
    await expect(row.locator("td").last()).toHaveText(`${formatUsd(line.value)}${line.plus ? "+" : ""}`);
  }
  await expect(page.getByTestId("value-total")).toHaveText(`${formatUsd(value.total)}${plus}`);
  await expect(page.getByTestId("value-discount")).toHaveText(`${value.discount}%`);
  await expect(page.getByTestId("value-saved")).toHaveText(
    fillLocal(ui.value.perMonth, { amount: `${formatUsd(value.saved)}${plus}` }),
  );
  expect(consoleErrors).toEqual([]);
});

test("both package buttons open the GitHub inquiry; the back link goes home", async ({ page, consoleErrors }) => {
  await recordWindowOpen(page);
  await gotoHydrated(page, PATH);
  // The pricing card's button and the closing button (the same words, as the site ships).
  const names = [GITHUB.section("pricing").action, GITHUB.section("closing").action];
  for (const name of new Set(names)) {
    const buttons = page.getByRole("link", { name, exact: true });
    await expect(buttons).toHaveCount(names.filter((n) => n === name).length);
    for (const button of await buttons.all()) {
      expectPackageMail(await clickAndReadMail(page, button), githubPackage().slug);
    }
  }
  await page.getByRole("link", { name: GITHUB.section("closing").secondary }).click();
  await expect(page).toHaveURL(pathOf("sponsorship"));
  await goBackTo(page, channel("github").title);
  await page.getByRole("link", { name: backLabel(GITHUB) }).click();
  await expect(page).toHaveURL(pathOf("home"));
  expect(consoleErrors).toEqual([]);
});

test("its JSON-LD offer carries the package's price and add-ons", async ({ request }) => {
  const [github] = await staticJsonLd(request, PATH);
  const [offer] = github?.offers as { price: number; addOn?: { price: number }[]; priceSpecification: object }[];
  expect(offer?.price).toBe(githubPackage().price);
  expect(offer?.addOn?.map((a) => a.price) ?? []).toEqual(githubPackage().addOns.map((a) => a.price));
});
