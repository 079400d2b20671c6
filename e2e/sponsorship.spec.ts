import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import channelsData from "../data/channels.json";
import packagesData from "../data/packages.json";
import { expect, gotoHydrated, test } from "./fixtures";

/**
 * The five sponsorship pages in a real browser: figures, prices, every e-mail button, navigation, head tags
 * through client-side navigation, and the clipboard fallback. Expected strings are written out here on
 * purpose, so a wrong entry in data/ fails a test instead of moving the expectation with it. The JSON-LD offers
 * are the exception: which packages a Service offers is itself content (data/channels.json), so they are read.
 */

const EMAIL = "contact@diamant-ai.com";
const SITE = "https://www.diamant-ai.com";
const DEFAULT_TITLE = "DiamantAI | GenAI Education: Free AI Tutorials, Guide & Advisory";

type OpenMode = "record" | "throw" | "null";

/** Replaces window.open before any page script runs, recording what it is given. */
async function recordWindowOpen(page: Page, mode: OpenMode = "record") {
  await page.addInitScript((openMode: OpenMode) => {
    const calls: { url: string; target: string | undefined }[] = [];
    Object.defineProperty(window, "__opened", { value: calls });
    window.open = (url?: string | URL, target?: string) => {
      calls.push({ url: String(url), target });
      if (openMode === "throw") throw new Error("Pop-up blocked");
      if (openMode === "null") return null;
      return {} as Window;
    };
  }, mode);
}

const openedCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __opened: { url: string; target?: string }[] }).__opened);

interface Mail {
  to: string;
  subject: string;
  body: string;
  keys: string[];
}

function decodeMailto(url: string): Mail {
  expect(url.startsWith("mailto:")).toBe(true);
  const [address, query = ""] = url.slice("mailto:".length).split("?");
  const pairs = query.split("&").map((pair) => pair.split("="));
  const value = (key: string) => decodeURIComponent(pairs.find(([k]) => k === key)?.[1] ?? "");
  return {
    to: decodeURIComponent(address ?? ""),
    keys: pairs.map(([k]) => k ?? ""),
    subject: value("subject"),
    body: value("body"),
  };
}

const SIGN_OFF = ["", "Looking forward to hearing from you.", "", "Best regards,"];
/** The body every inquiry has: greeting, intro, one blank line per field, sign-off; CRLF line breaks. */
const body = (intro: string, blanks: string[]) =>
  ["Hi Nir,", "", intro, ...(blanks.length > 0 ? ["", ...blanks.map((b) => `${b}: `)] : []), ...SIGN_OFF].join("\r\n");

/** Clicks a button and returns the one mailto it opened (in a new window). */
async function clickAndReadMail(page: Page, button: Locator): Promise<Mail> {
  const before = (await openedCalls(page)).length;
  const href = await button.getAttribute("href");
  await button.click();
  await expect.poll(async () => (await openedCalls(page)).length).toBe(before + 1);
  const call = (await openedCalls(page))[before];
  expect(call?.target).toBe("_blank");
  // The same link works without scripts.
  expect(call?.url).toBe(href);
  const mail = decodeMailto(call?.url ?? "");
  expect(mail.to).toBe(EMAIL);
  expect(mail.keys).toEqual(["subject", "body"]);
  expect(call?.url).not.toContain("+");
  return mail;
}

/** [label, value] of each figure of a description list. */
async function metricPairs(list: Locator): Promise<string[][]> {
  return list
    .locator(":scope > div")
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.querySelector("dt")?.textContent?.trim() ?? "",
        row.querySelector("dd")?.textContent?.trim() ?? "",
      ]),
    );
}

/** [label, value, bar width as a share of its track] of each bar of a bar list. */
async function bars(card: Locator): Promise<[string, string, number][]> {
  return card.locator("li").evaluateAll((items) =>
    items.map((li) => {
      const spans = li.querySelectorAll("span");
      const bar = li.querySelector<HTMLElement>("[data-bar]");
      const track = bar?.parentElement;
      const share = bar && track ? bar.getBoundingClientRect().width / track.getBoundingClientRect().width : -1;
      return [spans[0]?.textContent ?? "", spans[1]?.textContent ?? "", Math.round(share * 1000) / 10] as [
        string,
        string,
        number,
      ];
    }),
  );
}

interface JsonLd {
  "@type": string;
  [key: string]: unknown;
}

async function jsonLd(page: Page): Promise<JsonLd[]> {
  return page
    .locator('head script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "null") as JsonLd));
}

async function head(page: Page) {
  return {
    title: await page.title(),
    description: await page.locator('meta[name="description"]').getAttribute("content"),
    canonical: await page.locator('link[rel="canonical"]').getAttribute("href"),
    types: (await jsonLd(page)).map((block) => block["@type"]),
  };
}

const HEADS = {
  overview: {
    title: "Sponsorship Opportunities | DiamantAI",
    description:
      "Sponsor DiamantAI's GenAI education: GitHub tutorials, logo placement, newsletter and social media packages reaching 500K+ developers a month.",
    canonical: `${SITE}/sponsorship/`,
    types: ["Service", "FAQPage"],
  },
  github: {
    title: "GitHub Tutorial Sponsorship | DiamantAI",
    description:
      "Feature your product in a dedicated tutorial in DiamantAI's GitHub repositories: 150K+ monthly logo views, 60+ countries, $2,700/month.",
    canonical: `${SITE}/sponsorship/`,
    types: ["Service"],
  },
  logo: {
    title: "Logo-Only Sponsorship | DiamantAI",
    description:
      "Premium logo placement in DiamantAI's GenAI tutorial repositories: 500K+ monthly views from developers in 60+ countries, $2,800/month.",
    canonical: `${SITE}/sponsorship/logo-only/`,
    types: ["Service"],
  },
  newsletter: {
    title: "Newsletter Sponsorship | DiamantAI",
    description:
      "Sponsor the DiamantAI newsletter: a 66% open rate with AI engineers, developers and researchers. Blog post, Combo and Mega Combo packages.",
    canonical: `${SITE}/sponsorship/newsletter/`,
    types: ["Service", "BreadcrumbList"],
  },
  social: {
    title: "AI Social Media Sponsorship - LinkedIn, Reddit, Twitter | DiamantAI",
    description:
      "Sponsored posts on LinkedIn (18K followers), Reddit (500K+ members) and Twitter for AI products. Packages from $1,000.",
    canonical: `${SITE}/sponsorship/social-media/`,
    types: ["Service", "FAQPage", "BreadcrumbList"],
  },
} as const;

async function expectHead(page: Page, expected: (typeof HEADS)[keyof typeof HEADS]) {
  await expect(page).toHaveTitle(expected.title);
  await expect.poll(() => head(page)).toEqual({ ...expected, types: [...expected.types] });
}

test.describe("overview /sponsorship/", () => {
  test("shows the total reach, the four channels with their figures and the why-partner points", async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page, "/sponsorship/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sponsorship Opportunities");
    expect(await metricPairs(page.locator('[role="group"][aria-label="Total Reach"] > dl'))).toEqual([
      ["GitHub Stars", "60K+"],
      ["Monthly GitHub Views", "500K+"],
      ["Newsletter Subscribers", "30K+"],
      ["Reddit Community Members", "500K+"],
    ]);
    const cards = page.locator("article[data-channel]");
    await expect(cards).toHaveCount(4);
    const channels = [
      ["github", "GitHub Tutorial Sponsorship", "/sponsorship/github/", ["60K+", "150K+"]],
      ["logo-only", "Logo-Only Sponsorship", "/sponsorship/logo-only/", ["500K+", "60+"]],
      ["newsletter", "Newsletter Sponsorship", "/sponsorship/newsletter/", ["60%", "4"]],
      ["social-media", "Social Media Sponsorship", "/sponsorship/social-media/", ["18K", "500K+"]],
    ] as const;
    for (const [slug, title, href, values] of channels) {
      const card = page.locator(`article[data-channel="${slug}"]`);
      await expect(card.getByRole("link", { name: title })).toHaveAttribute("href", href);
      await expect(card.locator("dd")).toHaveText([...values]);
    }
    await expect(page.locator('article[data-channel="newsletter"]')).toContainText("open rate");
    await expect(page.locator('article[data-channel="newsletter"]')).toContainText("monthly sends");
    await expect(page.getByRole("list", { name: "Why partner" }).getByRole("listitem")).toHaveCount(3);
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    expect(consoleErrors).toEqual([]);
  });

  test("the custom package button opens the custom inquiry", async ({ page, consoleErrors }) => {
    await recordWindowOpen(page);
    await gotoHydrated(page, "/sponsorship/");
    const mail = await clickAndReadMail(page, page.getByRole("link", { name: "Contact for Custom Package" }));
    expect(mail.subject).toBe("Custom Sponsorship Package Inquiry");
    expect(mail.body).toBe(
      body(
        "I'm interested in a custom sponsorship package that combines several of your channels. Could we set up a call to discuss the options?",
        [],
      ),
    );
    expect(consoleErrors).toEqual([]);
  });

  test("each channel card leads to its page, and the back link home", async ({ page }) => {
    await gotoHydrated(page, "/sponsorship/");
    for (const [name, path] of [
      ["GitHub Tutorial Sponsorship", "/sponsorship/github/"],
      ["Logo-Only Sponsorship", "/sponsorship/logo-only/"],
      ["Newsletter Sponsorship", "/sponsorship/newsletter/"],
      ["Social Media Sponsorship", "/sponsorship/social-media/"],
    ] as const) {
      await page.locator("main").getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL("/sponsorship/");
    }
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL("/");
  });
});

test.describe("/sponsorship/github/", () => {
  test("reach, audience bars, benefits, quote, 12 logos, pricing and the value comparison", async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page, "/sponsorship/github/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("GitHub Tutorial Sponsorship");
    expect(await metricPairs(page.locator('[role="group"][aria-label="Reach"] > dl'))).toEqual([
      ["Stars in 2 months", "12K"],
      ["Monthly logo views", "150K+"],
      ["Tutorial views per company per month", "6K+"],
      ["Countries", "60+"],
    ]);
    expect(await bars(page.getByRole("article", { name: "Audience by region" }))).toEqual([
      ["United States", "17%", 17],
      ["India", "12.5%", 12.5],
      ["China", "9.9%", 9.9],
      ["Europe", "22%", 22],
    ]);
    await expect(page.getByRole("list", { name: "Benefits" }).getByRole("listitem")).toHaveCount(5);

    const quote = page.locator("figure:has(blockquote)");
    await expect(quote.locator("blockquote")).toContainText("qualified developer signups");
    await expect(quote.locator("figcaption cite")).toHaveText("Head of Developer Relations");

    const logos = page.getByRole("list", { name: "Partner companies" }).getByRole("img");
    await expect(logos).toHaveCount(12);
    await expect(logos.first()).toHaveAttribute("alt", "LangChain");

    const breakdown = page.getByRole("definition").filter({ hasText: "$" });
    await expect(breakdown).toContainText(["$2,700/month", "$1,200", "$1,800", "$2,700/month + $3,000 setup"]);
    const pricing = page.locator("#pricing");
    await expect(pricing).toContainText("Tutorial development (one-time)");
    await expect(pricing).toContainText("Social media amplification (optional, one-time)");
    await expect(pricing.getByTestId("complete-package")).toHaveText("$2,700/month + $3,000 setup");

    const rows = page.locator("tr[data-rate]");
    await expect(rows).toHaveText([
      /Logo views150,000 × \$0\.015 per logo view\s*\$2,250/,
      /Tutorial views6,000 × \$0\.10 per tutorial view\s*\$600/,
      /Free signups240 × \$20 per free signup\s*\$4,800/,
      /Expert endorsement\$500\+ per endorsement\s*\$500\+/,
    ]);
    await expect(page.getByTestId("value-total")).toHaveText("$8,150+");
    await expect(page.getByTestId("value-discount")).toHaveText("67%");
    await expect(page.getByTestId("value-saved")).toHaveText("$5,450+ per month");
    expect(consoleErrors).toEqual([]);
  });

  test("both package buttons open the GitHub inquiry; the back link goes home", async ({ page, consoleErrors }) => {
    await recordWindowOpen(page);
    await gotoHydrated(page, "/sponsorship/github/");
    const buttons = page.getByRole("link", { name: "Sponsor a Tutorial" });
    await expect(buttons).toHaveCount(2);
    for (const button of await buttons.all()) {
      const mail = await clickAndReadMail(page, button);
      expect(mail.subject).toBe("GitHub Tutorial Sponsorship Inquiry - $2,700/month");
      expect(mail.body).toBe(
        body(
          "I'm interested in sponsoring a tutorial in your GitHub repositories ($2,700/month plus the one-time setup). Please send me the next steps.",
          ["Company", "Product/Service", "Website", "Target message"],
        ),
      );
    }
    await page.getByRole("link", { name: "View Other Sponsorship Options" }).click();
    await expect(page).toHaveURL("/sponsorship/");
    await page.goBack();
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL("/");
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("/sponsorship/logo-only/", () => {
  test("price card, five benefits, reach, demographics, logos and four reasons", async ({ page, consoleErrors }) => {
    await gotoHydrated(page, "/sponsorship/logo-only/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Logo-Only Sponsorship");
    const card = page.locator('article[data-package="logo-only"]');
    await expect(card.locator("p").filter({ hasText: "$2,800" })).toHaveText("$2,800/month");
    await expect(page.getByRole("list", { name: "Benefits" }).getByRole("listitem")).toHaveCount(5);
    expect(await metricPairs(page.locator('[role="group"][aria-label="Reach"] > dl'))).toEqual([
      ["Monthly GitHub views", "500K+"],
      ["GitHub stars", "60K+"],
      ["Countries", "60+"],
    ]);
    expect(await bars(page.getByRole("article", { name: "Audience by region" }))).toEqual([
      ["United States", "17%", 17],
      ["Europe", "22%", 22],
      ["India", "12.5%", 12.5],
      ["China", "9.9%", 9.9],
    ]);
    await expect(page.getByRole("list", { name: "Partner companies" }).getByRole("img")).toHaveCount(12);
    await expect(page.getByRole("list", { name: "Reasons to choose logo-only" }).getByRole("listitem")).toHaveCount(4);
    expect(consoleErrors).toEqual([]);
  });

  test("the card and the contact button open 'Logo Sponsorship Inquiry'; the back link goes to /sponsorship/", async ({
    page,
    consoleErrors,
  }) => {
    await recordWindowOpen(page);
    await gotoHydrated(page, "/sponsorship/logo-only/");
    for (const name of ["Get Logo Placement", "Contact About Logo Sponsorship"]) {
      const mail = await clickAndReadMail(page, page.getByRole("link", { name }));
      expect(mail.subject).toBe("Logo Sponsorship Inquiry");
      expect(mail.body).toBe(
        body(
          "I'm interested in the logo-only sponsorship package ($2,800/month) for the GitHub repositories. Please share availability and next steps.",
          ["Company", "Product/Service", "Website"],
        ),
      );
    }
    await page.getByRole("link", { name: "Back to Sponsorship Options" }).click();
    await expect(page).toHaveURL("/sponsorship/");
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("/sponsorship/newsletter/", () => {
  test("performance, bars for readers and locations, companies, standards and three packages", async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page, "/sponsorship/newsletter/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Newsletter Sponsorship");
    expect(await metricPairs(page.locator('[role="group"][aria-label="Performance"] > dl'))).toEqual([
      ["Open rate", "66%"],
      ["Click-through rate", "7%"],
      ["Effective reach", "~20K"],
      ["Publication", "Weekly"],
    ]);
    expect(await bars(page.getByRole("article", { name: "Reader profiles" }))).toEqual([
      ["AI Engineers", "35%", 35],
      ["Developers", "28%", 28],
      ["Researchers", "22%", 22],
      ["AI Enthusiasts", "15%", 15],
    ]);
    expect(await bars(page.getByRole("article", { name: "Top locations" }))).toEqual([
      ["United States", "28%", 28],
      ["India", "17%", 17],
      ["Israel", "6%", 6],
      ["United Kingdom", "4%", 4],
      ["Canada", "3%", 3],
    ]);
    await expect(page.getByRole("list", { name: "Companies in the audience" }).getByRole("listitem")).toHaveCount(8);
    await expect(page.getByRole("list", { name: "Content standards" })).toContainText("free tier");

    const expected = [
      ["newsletter-blog-post", "Detailed Blog Post", "$8,500", null],
      ["newsletter-combo", "Combo", "$9,500", null],
      ["newsletter-mega-combo", "Mega Combo", "$12,500", "PREMIUM"],
    ] as const;
    await expect(page.locator("article[data-package]")).toHaveCount(3);
    for (const [slug, name, price, badge] of expected) {
      const card = page.locator(`article[data-package="${slug}"]`);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(name);
      await expect(card.locator("p").filter({ hasText: price }).last()).toHaveText(`${price}one-time`);
      if (badge) await expect(card.getByText(badge, { exact: true })).toBeVisible();
    }
    const combo = page.locator('article[data-package="newsletter-combo"]');
    for (const text of ["LinkedIn post to 18K followers", "500K+ member community", "Tens of thousands"]) {
      await expect(combo).toContainText(text);
    }
    await expect(page.locator('article[data-package="newsletter-mega-combo"]')).toContainText(
      "Video interview embedded in the blog post",
    );
    await expect(page.getByRole("heading", { name: "Ready to Reach the Top 0.1% AI Community?" })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("each package and the closing button open their own inquiry", async ({ page, consoleErrors }) => {
    await recordWindowOpen(page);
    await gotoHydrated(page, "/sponsorship/newsletter/");
    const cases = [
      [
        "Get Started with Detailed Blog Post",
        "DiamantAI Blog Post Sponsorship - $8,500",
        "I'm interested in the Detailed Blog Post sponsorship. Could you send me a breakdown of what the detailed blog post includes?",
        ["Company", "Product/Technology", "Website"],
      ],
      [
        "Get Started with Combo",
        "Combo Newsletter Sponsorship Inquiry - $9,500",
        "I'm interested in the Combo package (newsletter blog post + LinkedIn post + Reddit post).",
        ["Company", "Product/Technology", "Website", "Target message across platforms"],
      ],
      [
        "Get Started with Mega Combo",
        "Mega Combo Newsletter Sponsorship Inquiry - $12,500",
        "I'm interested in the Mega Combo package (blog post + LinkedIn post + Reddit post + a video interview embedded in the blog post).",
        ["Company", "Product/Technology", "Website", "Preferred interview format"],
      ],
      [
        "Contact About Newsletter Sponsorship",
        "Newsletter Sponsorship Inquiry - Packages from $8,500",
        "I'm interested in sponsoring the newsletter and would like to discuss which package fits best.",
        ["Company", "Product/Technology", "Website", "Target message"],
      ],
    ] as const;
    for (const [name, subject, intro, blanks] of cases) {
      const mail = await clickAndReadMail(page, page.getByRole("link", { name, exact: true }));
      expect(mail.subject).toBe(subject);
      expect(mail.body).toBe(body(intro, [...blanks]));
    }
    expect(consoleErrors).toEqual([]);
  });

  test("breadcrumb Home / Sponsorship / Newsletter, back link and the closing link", async ({ page }) => {
    await gotoHydrated(page, "/sponsorship/newsletter/");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.locator("ol > li")).toHaveText(["Home", "Sponsorship", "Newsletter"]);
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText("Newsletter");
    await expect(crumbs.getByRole("link")).toHaveText(["Home", "Sponsorship"]);
    await crumbs.getByRole("link", { name: "Sponsorship" }).click();
    await expect(page).toHaveURL("/sponsorship/");
    await page.goBack();
    await page.getByRole("link", { name: "Back to Sponsorship Options" }).click();
    await expect(page).toHaveURL("/sponsorship/");
    await page.goBack();
    await page.getByRole("link", { name: "View Other Sponsorship Options" }).click();
    await expect(page).toHaveURL("/sponsorship/");
    await page.goBack();
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL("/");
  });
});

test.describe("/sponsorship/social-media/", () => {
  test("header, platform reach, three packages with badges and savings, content approach and FAQ", async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page, "/sponsorship/social-media/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "AI Social Media Sponsorship - LinkedIn, Reddit, Twitter",
    );
    await expect(page.getByRole("heading", { name: "Platform Reach" })).toBeVisible();
    expect(await metricPairs(page.locator('[role="group"][aria-label="Platform Reach"] > dl'))).toEqual([
      ["LinkedIn followers", "18K"],
      ["Reddit community members, via a moderator role", "500K+"],
      ["Twitter audience", "Growing"],
    ]);
    const post = page.locator('article[data-package="sponsored-post"]');
    await expect(post.locator("p").filter({ hasText: "$1,000" }).last()).toHaveText("$1,000one-time");
    await expect(post).toContainText("One LinkedIn post with an image");

    const bundle = page.locator('article[data-package="sponsored-post-bundle"]');
    await expect(bundle.getByText("25% OFF", { exact: true })).toBeVisible();
    const struck = bundle.locator("s");
    await expect(struck).toHaveText("Regular price $2,000");
    expect(await struck.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe("line-through");
    await expect(bundle.getByText("Save $500", { exact: true })).toBeVisible();
    await expect(bundle.locator("p").filter({ hasText: "$1,500" }).last()).toHaveText("Now $1,500one-time");

    const all = page.locator('article[data-package="all-media-bundle"]');
    await expect(all.getByText("BEST VALUE", { exact: true })).toBeVisible();
    await expect(all.locator("p").filter({ hasText: "$2,500" }).last()).toHaveText("$2,500one-time");
    await expect(all.getByRole("list")).toHaveText(["1 LinkedIn post", "1 Twitter thread", "2 Reddit posts"].join(""));

    // Badges sit on the card's top edge.
    const badgeBox = await bundle.getByText("25% OFF", { exact: true }).boundingBox();
    const cardBox = await bundle.boundingBox();
    expect(badgeBox && cardBox && Math.abs(badgeBox.y + badgeBox.height / 2 - cardBox.y)).toBeLessThan(2);

    await expect(page.getByRole("heading", { name: "Our Content Approach" })).toBeVisible();
    for (const name of ["LinkedIn Professional", "Twitter Engagement", "Reddit Community"]) {
      await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
    }
    const faq = page.getByRole("list", { name: "Frequently asked questions" });
    await expect(faq.getByRole("listitem")).toHaveCount(3);
    await expect(faq).toContainText("Discord community of 4K members");
    await expect(page.getByRole("heading", { name: "Ready to Amplify Your Social Presence?" })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("each package and 'Start Social Media Campaign' open their own inquiry", async ({ page, consoleErrors }) => {
    await recordWindowOpen(page);
    await gotoHydrated(page, "/sponsorship/social-media/");
    const cases = [
      [
        "Get Started with Sponsored Post",
        "Sponsored Post Inquiry - $1,000",
        "I'm interested in the Sponsored Post package (one LinkedIn post with an image).",
        ["Company", "Product/Service", "Website", "Target message"],
      ],
      [
        "Get Started with 2x Sponsored Post Bundle",
        "2x Sponsored Post Bundle Inquiry - $1,500",
        "I'm interested in the 2x Sponsored Post Bundle (two LinkedIn posts).",
        ["Company", "Product/Service", "Website", "Target messages for both posts"],
      ],
      [
        "Get Started with All Media Posts Bundle",
        "All Media Posts Bundle Inquiry - $2,500",
        "I'm interested in the All Media Posts Bundle (1 LinkedIn post, 1 Twitter thread and 2 Reddit posts).",
        ["Company", "Product/Service", "Website", "Target message across platforms"],
      ],
      [
        "Start Social Media Campaign",
        "Social Media Campaign Inquiry - Packages from $1,000",
        "I'd like to start a social media campaign on LinkedIn, Reddit and Twitter.",
        ["Company", "Product/Service", "Website", "Target message across platforms"],
      ],
    ] as const;
    for (const [name, subject, intro, blanks] of cases) {
      const mail = await clickAndReadMail(page, page.getByRole("link", { name, exact: true }));
      expect(mail.subject).toBe(subject);
      expect(mail.body).toBe(body(intro, [...blanks]));
    }
    expect(consoleErrors).toEqual([]);
  });

  test("breadcrumb, 'Back to Sponsorship Options' and the closing link", async ({ page }) => {
    await gotoHydrated(page, "/sponsorship/social-media/");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.locator("ol > li")).toHaveText(["Home", "Sponsorship", "Social Media"]);
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText("Social Media");
    await page.getByRole("link", { name: "Back to Sponsorship Options" }).click();
    await expect(page).toHaveURL("/sponsorship/");
    await page.goBack();
    await page.getByRole("link", { name: "View All Sponsorship Options" }).click();
    await expect(page).toHaveURL("/sponsorship/");
    await page.goBack();
    await crumbs.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL("/");
  });
});

test.describe("head tags", () => {
  test("the static HTML of each page carries its title, description, canonical and JSON-LD", async ({ request }) => {
    const pages = [
      ["/sponsorship/", HEADS.overview],
      ["/sponsorship/github/", HEADS.github],
      ["/sponsorship/logo-only/", HEADS.logo],
      ["/sponsorship/newsletter/", HEADS.newsletter],
      ["/sponsorship/social-media/", HEADS.social],
    ] as const;
    for (const [path, expected] of pages) {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`<title data-react-helmet="true">${expected.title.replace(/&/g, "&amp;")}</title>`);
      expect(html).toContain(`rel="canonical" href="${expected.canonical}"`);
      const blocks = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(
        (m) => JSON.parse(m[1] ?? "null") as JsonLd,
      );
      expect(blocks.map((b) => b["@type"])).toEqual([...expected.types]);
    }
  });

  test("JSON-LD offers and questions come from the data", async ({ page }) => {
    type OfferLd = { name: string; price: number; priceCurrency: string };
    const asOffers = (slugs: readonly string[]) =>
      slugs.map((slug) => {
        const p = packagesData.find((entry) => entry.slug === slug);
        return [p?.name, p?.price, "USD"];
      });

    // The overview's Service offers every package of data/packages.json.
    await gotoHydrated(page, "/sponsorship/");
    const [overview] = await jsonLd(page);
    const all = (overview?.offers as OfferLd[]).map((o) => [o.name, o.price, o.priceCurrency]);
    expect(all).toHaveLength(packagesData.length);
    expect(all).toEqual(asOffers(packagesData.map((p) => p.slug)));

    // A channel page offers what its entry in data/channels.json lists (the spec's two for social media).
    await gotoHydrated(page, "/sponsorship/social-media/");
    const [service, faq, crumbs] = await jsonLd(page);
    const listed = channelsData.find((c) => c.slug === "social-media")?.offers ?? [];
    expect(listed).toHaveLength(2);
    const offers = (service?.offers as OfferLd[]).map((o) => [o.name, o.price, o.priceCurrency]);
    expect(offers).toEqual(asOffers(listed));
    const questions = faq?.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(questions).toHaveLength(3);
    expect(questions.some((q) => q.acceptedAnswer.text.includes("Discord community of 4K members"))).toBe(true);
    expect((crumbs?.itemListElement as { name: string }[]).map((c) => c.name)).toEqual([
      "Home",
      "Sponsorship",
      "Social Media",
    ]);

    await gotoHydrated(page, "/sponsorship/github/");
    const [github] = await jsonLd(page);
    const [offer] = github?.offers as { price: number; addOn: { price: number }[]; priceSpecification: object }[];
    expect(offer?.price).toBe(2700);
    expect(offer?.addOn.map((a) => a.price)).toEqual([1800]);
  });

  test("follow client-side navigation between the pages and back, never stale", async ({ page, consoleErrors }) => {
    await gotoHydrated(page, "/sponsorship/");
    await expectHead(page, HEADS.overview);
    const overviewQuestions = ((await jsonLd(page))[1]?.mainEntity as { name: string }[]).map((q) => q.name);

    await page.locator("main").getByRole("link", { name: "Newsletter Sponsorship", exact: true }).click();
    await expect(page).toHaveURL("/sponsorship/newsletter/");
    await expectHead(page, HEADS.newsletter);

    await page.goBack();
    await expect(page).toHaveURL("/sponsorship/");
    await expectHead(page, HEADS.overview);

    await page.locator("main").getByRole("link", { name: "Social Media Sponsorship", exact: true }).click();
    await expectHead(page, HEADS.social);
    await page.getByRole("link", { name: "Back to Sponsorship Options" }).click();
    await expectHead(page, HEADS.overview);
    // The overview's own questions, not the social page's left behind.
    expect(((await jsonLd(page))[1]?.mainEntity as { name: string }[]).map((q) => q.name)).toEqual(overviewQuestions);

    await page.locator("main").getByRole("link", { name: "GitHub Tutorial Sponsorship", exact: true }).click();
    await expectHead(page, HEADS.github);
    // Leaving the GitHub page restores the defaults.
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL("/");
    await expect(page).toHaveTitle(DEFAULT_TITLE);
    await expect
      .poll(() => head(page).then((h) => [h.canonical, h.types.filter((t) => t !== "Organization")]))
      .toEqual([`${SITE}/`, expect.not.arrayContaining(["Service", "FAQPage", "BreadcrumbList"])]);

    await page.goBack();
    await expect(page).toHaveURL("/sponsorship/github/");
    await expectHead(page, HEADS.github);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sponsorship" }).click();
    await expectHead(page, HEADS.overview);
    await page.locator("main").getByRole("link", { name: "Logo-Only Sponsorship", exact: true }).click();
    await expectHead(page, HEADS.logo);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveTitle(DEFAULT_TITLE);
    await expect
      .poll(() => page.locator('meta[name="description"]').getAttribute("content"))
      .toMatch(/^DiamantAI by Nir Diamant/);
    await expect.poll(() => head(page).then((h) => h.types)).not.toContain("Service");
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("when the mail window cannot open", () => {
  test("window.open throws: the address is copied (permission granted) and the visitor told", async ({
    page,
    context,
    consoleErrors,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await recordWindowOpen(page, "throw");
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await gotoHydrated(page, "/sponsorship/newsletter/");
    await page.getByRole("link", { name: "Get Started with Combo", exact: true }).click();
    await expect.poll(() => dialogs).toEqual([`Email address copied to clipboard: ${EMAIL}`]);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(EMAIL);
    expect((await openedCalls(page)).length).toBe(1);
    // Nothing else broke: the page still navigates and the next button still works.
    await page.getByRole("link", { name: "Contact About Newsletter Sponsorship" }).click();
    await expect.poll(() => dialogs.length).toBe(2);
    await page.getByRole("link", { name: "Back to Sponsorship Options" }).click();
    await expect(page).toHaveURL("/sponsorship/");
    expect(consoleErrors).toEqual([]);
  });

  test("a blocked pop-up (null) also copies the address", async ({ page, context, consoleErrors }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await recordWindowOpen(page, "null");
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await gotoHydrated(page, "/sponsorship/");
    await page.getByRole("link", { name: "Contact for Custom Package" }).click();
    await expect.poll(() => dialogs).toEqual([`Email address copied to clipboard: ${EMAIL}`]);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(EMAIL);
    expect(consoleErrors).toEqual([]);
  });

  test("clipboard permission denied: the address is shown instead", async ({
    page,
    context,
    baseURL,
    consoleErrors,
  }) => {
    // Playwright can only grant; deny through the DevTools protocol for this browser context.
    const cdp = await context.newCDPSession(page);
    const { targetInfo } = await cdp.send("Target.getTargetInfo");
    for (const name of ["clipboard-write", "clipboard-read"]) {
      await cdp.send("Browser.setPermission", {
        permission: { name },
        setting: "denied",
        origin: new URL(baseURL ?? "").origin,
        browserContextId: targetInfo.browserContextId,
      });
    }
    await recordWindowOpen(page, "throw");
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await gotoHydrated(page, "/sponsorship/social-media/");
    await page.getByRole("link", { name: "Start Social Media Campaign" }).click();
    await expect.poll(() => dialogs).toEqual([`Please email: ${EMAIL}`]);
    expect(consoleErrors).toEqual([]);
  });

  test("no clipboard at all: the address is shown", async ({ page, consoleErrors }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "clipboard", { get: () => undefined, configurable: true });
    });
    await recordWindowOpen(page, "null");
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await gotoHydrated(page, "/sponsorship/logo-only/");
    await page.getByRole("link", { name: "Contact About Logo Sponsorship" }).click();
    await expect.poll(() => dialogs).toEqual([`Please email: ${EMAIL}`]);
    expect(consoleErrors).toEqual([]);
  });
});

// The shared header and footer are scanned with the home page; this covers what the sponsorship pages add.
test("the sponsorship pages' content passes an axe accessibility scan (WCAG 2.1 A and AA)", async ({ page }) => {
  for (const path of [
    "/sponsorship/",
    "/sponsorship/github/",
    "/sponsorship/logo-only/",
    "/sponsorship/newsletter/",
    "/sponsorship/social-media/",
  ]) {
    await gotoHydrated(page, path);
    const results = await new AxeBuilder({ page })
      .include("main")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    expect(
      results.violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  }
});
