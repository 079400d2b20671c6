#!/usr/bin/env node
// The benchmark: Lighthouse (mobile, median of 3) on every route against the same pages with every script
// removed (the no-JavaScript limit), plus cold, warm and large-content build times.
// Usage: npm run bench [-- --runs 3 --skip-builds --site <public folder> --routes /,/sponsorship/]
// --site measures another build's public/ (the test build, with images: docs/editing.md, "Images"), without building.
import { execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { CHROMIUM_ARGS, findChromium } from "./chromium.mjs";
import { serveSite } from "./pages-dev.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf("--runs") + 1]) || 3;
const SITE = args.includes("--site") ? path.resolve(args[args.indexOf("--site") + 1] ?? "") : undefined;
const SKIP_BUILDS = args.includes("--skip-builds") || SITE !== undefined;
const ALL_ROUTES = [
  "/",
  "/sponsorship/",
  "/sponsorship/github/",
  "/sponsorship/logo-only/",
  "/sponsorship/newsletter/",
  "/sponsorship/social-media/",
  // Lighthouse refuses to audit a page answered with status 404, so the not-found page is measured at its file.
  "/404.html",
];
const FLOOR_ROUTE = "/__floor/";
const ROUTES = args.includes("--routes") ? (args[args.indexOf("--routes") + 1] ?? "").split(",") : ALL_ROUTES;

// When Chromium loses a page mid-run, Lighthouse can leave a protocol error in a promise nobody awaits ("Target
// closed"), which would end the benchmark; the run it belongs to fails too, and is tried again (measureRuns).
process.on("unhandledRejection", (error) => {
  if (!(error instanceof Error && "protocolMethod" in error)) throw error;
  console.warn(`Lighthouse left a protocol error behind: ${error.message}`);
});

/** The median of the finite values (NaN for none). */
const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

function timed(label, command, env = {}) {
  const start = process.hrtime.bigint();
  execSync(command, { cwd: root, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, ...env } });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  console.log(`${label}: ${seconds.toFixed(1)} s`);
  return seconds;
}

/** A copy of public/ with every script removed from the HTML: what the content costs without JavaScript. */
function noScriptCopy(source) {
  const target = fs.mkdtempSync(path.join(os.tmpdir(), "diamantai-nojs-"));
  fs.cpSync(source, target, { recursive: true });
  for (const entry of fs.readdirSync(target, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const html = fs.readFileSync(file, "utf8");
    fs.writeFileSync(
      file,
      html.replace(/<script\b[\s\S]*?<\/script>/gi, "").replace(/<link[^>]*\bas="script"[^>]*>/gi, ""),
    );
  }
  // The machine's floor: a page of one heading and one paragraph, no styles, fonts or scripts. What it scores is what
  // the browser and the machine take from every page (see docs/performance.md, "The machine's floor").
  fs.mkdirSync(path.join(target, FLOOR_ROUTE), { recursive: true });
  fs.writeFileSync(
    path.join(target, FLOOR_ROUTE, "index.html"),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" ' +
      'content="width=device-width, initial-scale=1"><title>Floor</title><meta name="description" ' +
      'content="The benchmark\'s floor."></head><body><main><h1>Floor</h1><p>One paragraph, no styles, fonts or ' +
      "scripts.</p></main></body></html>\n",
  );
  return target;
}

/** Large content: 1,000 partners, 1,000 packages and 500 FAQ entries in a temporary copy of data/. */
function largeContent() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "diamantai-content-"));
  fs.cpSync(path.join(root, "data"), dir, { recursive: true });
  // The real entries stay as they are (other files refer to them by slug); copies with new slugs and names are
  // added after them.
  const grow = (file, length, copy) => {
    const entries = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
    const all = Array.from({ length }, (_, i) => entries[i] ?? copy(entries[i % entries.length], i));
    fs.writeFileSync(path.join(dir, file), JSON.stringify(all));
  };
  grow("partners.json", 1000, (p, i) => ({ ...p, slug: `partner-${i}`, name: `Partner ${i}` }));
  grow("packages.json", 1000, (p, i) => ({ ...p, slug: `package-${i}`, name: `Package ${i}` }));
  grow("faqs.json", 500, (f, i) => ({ ...f, slug: `faq-${i}`, question: `Question ${i}?` }));
  return dir;
}

async function audit(browser, url) {
  const page = await browser.newPage();
  // The star counts' GitHub calls are answered locally, so no failed call reaches the console.
  const cdp = await page.createCDPSession();
  await cdp.send("Fetch.enable", { patterns: [{ urlPattern: "https://api.github.com/*" }] });
  cdp.on("Fetch.requestPaused", (event) =>
    cdp
      .send("Fetch.fulfillRequest", {
        requestId: event.requestId,
        responseCode: 200,
        responseHeaders: [
          { name: "Content-Type", value: "application/json" },
          { name: "Access-Control-Allow-Origin", value: "*" },
        ],
        body: Buffer.from(JSON.stringify({ stargazers_count: 12345 })).toString("base64"),
      })
      .catch(() => undefined),
  );
  // Brotli first, as Cloudflare's edge serves it to browsers: asked as Chrome asks, workerd picks gzip, about 13 %
  // more bytes of JavaScript than the live site sends.
  const flags = { output: "json", logLevel: "error", extraHeaders: { "Accept-Encoding": "br, gzip" } };
  const result = await lighthouse(url, flags, undefined, page);
  await page.close();
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  const bytes = (type) =>
    items.filter((i) => !type || i.resourceType === type).reduce((s, i) => s + (i.transferSize ?? 0), 0);
  return {
    performance: lhr.categories.performance.score * 100,
    accessibility: lhr.categories.accessibility.score * 100,
    bestPractices: lhr.categories["best-practices"].score * 100,
    seo: lhr.categories.seo.score * 100,
    fcp: lhr.audits["first-contentful-paint"].numericValue,
    lcp: lhr.audits["largest-contentful-paint"].numericValue,
    tbt: lhr.audits["total-blocking-time"].numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    si: lhr.audits["speed-index"].numericValue,
    jsBytes: bytes("Script"),
    totalBytes: bytes(),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

async function measureRuns(browser, base, route) {
  const runs = [];
  for (let failures = 0; runs.length < RUNS;) {
    try {
      runs.push(await audit(browser, `${base}${route}`));
    } catch (error) {
      // A run that fails to load (it happens under load on 2 cores) is tried again, up to 3 times.
      if (++failures > 3) throw error;
      console.warn(String(error));
    }
  }
  return runs;
}

/** Each figure's median over the runs. */
const medians = (runs) => Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]));

const measure = async (browser, base, route) => medians(await measureRuns(browser, base, route));

async function main() {
  const builds = {};
  if (!SKIP_BUILDS) {
    execSync("npx gatsby clean", { cwd: root, stdio: "ignore" });
    builds.cold = timed("Cold build", "npm run build");
    builds.warm = timed("Warm build", "npm run build");
    const content = largeContent();
    builds.large = timed("Large content build (1,000 partners, 1,000 packages, 500 FAQs)", "npm run build", {
      CONTENT_DIR: content,
    });
    fs.rmSync(content, { recursive: true, force: true });
    builds.restore = timed("Build of the real content again", "npm run build");
  } else if (!SITE && !fs.existsSync(path.join(root, "public", "index.html"))) {
    execSync("npm run build", { cwd: root, stdio: "inherit" });
  }

  const publicDir = SITE ?? path.join(root, "public");
  const limitDir = noScriptCopy(publicDir);
  // Both served by Cloudflare's runtime, the same as the live site.
  const [ours, limit] = [await serveSite({ root: publicDir }), await serveSite({ root: limitDir })];
  const executablePath = findChromium();
  if (!executablePath) throw new Error("No Chromium: install one or set CHROME_PATH (see README).");
  // Headless by default (puppeteer adds --headless=new).
  const browser = await puppeteer.launch({ executablePath, args: CHROMIUM_ARGS });

  const rows = [];
  // The floor is measured before the routes and after them, and its figures are the medians of both sets of runs.
  const floorRuns = [];
  try {
    console.log(`Lighthouse ×${RUNS}: the machine's floor`);
    floorRuns.push(...(await measureRuns(browser, limit.url, FLOOR_ROUTE)));
    for (const route of ROUTES) {
      console.log(`Lighthouse ×${RUNS}: ${route}`);
      const site = await measure(browser, ours.url, route);
      const bare = await measure(browser, limit.url, route);
      rows.push({ route, site, limit: bare, fcpRatio: site.fcp / bare.fcp, lcpRatio: site.lcp / bare.lcp });
    }
    console.log(`Lighthouse ×${RUNS}: the machine's floor, again`);
    floorRuns.push(...(await measureRuns(browser, limit.url, FLOOR_ROUTE)));
  } finally {
    await browser.close();
    ours.stop();
    limit.stop();
    fs.rmSync(limitDir, { recursive: true, force: true });
  }

  const floor = medians(floorRuns);
  const kb = (b) => (b / 1024).toFixed(1);
  const ms = (v) => Math.round(v);
  const lines = [
    `# Benchmark (${new Date().toISOString().slice(0, 10)}, Lighthouse mobile, median of ${RUNS})`,
    "",
    "| Route | Perf | A11y | BP | SEO | FCP ms | LCP ms | TBT ms | CLS | SI ms | JS KB | Total KB | FCP/limit | LCP/limit |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...rows.map(
      (r) =>
        `| ${r.route} | ${r.site.performance} | ${r.site.accessibility} | ${r.site.bestPractices} | ${r.site.seo} | ${ms(r.site.fcp)} | ${ms(r.site.lcp)} | ${ms(r.site.tbt)} | ${r.site.cls.toFixed(3)} | ${ms(r.site.si)} | ${kb(r.site.jsBytes)} | ${kb(r.site.totalBytes)} | ${r.fcpRatio.toFixed(2)} | ${r.lcpRatio.toFixed(2)} |`,
    ),
    "",
    "No-JavaScript limit (same pages, every script removed):",
    "",
    "| Route | Perf | FCP ms | LCP ms | TBT ms | Total KB |",
    "| --- | --- | --- | --- | --- | --- |",
    ...rows.map(
      (r) =>
        `| ${r.route} | ${r.limit.performance} | ${ms(r.limit.fcp)} | ${ms(r.limit.lcp)} | ${ms(r.limit.tbt)} | ${kb(r.limit.totalBytes)} |`,
    ),
    "",
    `The machine's floor (${FLOOR_ROUTE} of the no-JavaScript copy: one heading and one paragraph, no styles, fonts ` +
      `or scripts; median of ${floorRuns.length} runs, half before the routes and half after): perf ` +
      `${floor.performance}, TBT ${ms(floor.tbt)} ms (single runs ${floorRuns.map((r) => ms(r.tbt)).join(", ")}), ` +
      `LCP ${ms(floor.lcp)} ms. Lighthouse's benchmarkIndex (CPU/Memory Power) ${ms(floor.benchmarkIndex)}.`,
    "",
    "Targets: scores 100; TBT ≤ 50 ms above the limit; CLS ≤ 0.01; FCP ≤ 1.1 × limit; LCP ≤ 1.0 × limit. " +
      "A floor TBT above 0 is the browser's own work on this machine, which any route can pay too.",
  ];
  if (builds.cold) {
    lines.push(
      "",
      `Builds (2 cores): cold ${builds.cold.toFixed(1)} s, warm ${builds.warm.toFixed(1)} s, ` +
        `large content ${builds.large.toFixed(1)} s (${(builds.large / builds.warm).toFixed(2)} × warm). ` +
        "Targets: cold ≤ 60 s, warm ≤ 15 s, large ≤ 2 × normal.",
    );
  }
  const report = lines.join("\n");
  console.log(`\n${report}`);
  fs.mkdirSync(path.join(root, "bench"), { recursive: true });
  fs.writeFileSync(path.join(root, "bench", "report.md"), `${report}\n`);
  fs.writeFileSync(
    path.join(root, "bench", "report.json"),
    `${JSON.stringify({ runs: RUNS, builds, floor, floorRuns, rows }, null, 2)}\n`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
