#!/usr/bin/env node
// Serves public/ with Cloudflare Pages' own local runtime (`wrangler pages dev`, workerd): public/_headers
// applied as Cloudflare applies it, 404.html with status 404, 308 to the trailing slash. Used by
// `npm run preview` and by the browser tests. It never needs the network: wrangler's usage metrics, its
// update check (through its banner) and its download of the request's `cf` object are switched off.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** A free port on the loopback interface, for wrangler's DevTools inspector (it would take 9229 otherwise). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts `wrangler pages dev` on root at 127.0.0.1:port; resolves with the child process. */
export async function startPagesDev({ root, port, stdio = "inherit" }) {
  // wrangler.toml's compatibility date, passed on so that any folder (not only public/) is served alike.
  const toml = fs.readFileSync(path.join(ROOT, "wrangler.toml"), "utf8");
  const date = /^compatibility_date\s*=\s*"([0-9-]+)"/m.exec(toml)?.[1];
  if (!date) throw new Error("wrangler.toml has no compatibility_date");
  // Variables for the Functions (functions/): each PAGES_BINDING_<NAME> in the environment becomes `--binding
  // <NAME>=…`. The browser tests point the sign-in at their mock GitHub this way; real secrets belong in .dev.vars.
  const bindings = Object.entries(process.env)
    .filter(([name]) => name.startsWith("PAGES_BINDING_"))
    .flatMap(([name, value]) => ["--binding", `${name.slice("PAGES_BINDING_".length)}=${value}`]);
  const args = [
    createRequire(import.meta.url).resolve("wrangler/bin/wrangler.js"),
    "pages",
    "dev",
    root,
    "--ip=127.0.0.1",
    `--port=${port}`,
    `--inspector-port=${process.env.INSPECTOR_PORT ?? (await freePort())}`,
    `--persist-to=${path.join(ROOT, ".wrangler", "state")}`,
    `--compatibility-date=${date}`,
    "--show-interactive-dev-session=false",
    ...bindings,
  ];
  // What keeps wrangler off the network and quiet (each is read by wrangler 4 or its miniflare).
  const offline = {
    WRANGLER_SEND_METRICS: "false",
    WRANGLER_SEND_ERROR_REPORTS: "false",
    WRANGLER_HIDE_BANNER: "true",
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
  };
  return spawn(process.execPath, args, { cwd: ROOT, stdio, env: { ...process.env, ...offline } });
}

/**
 * Serves root with `wrangler pages dev` on a free port and resolves once it answers, with its URL and a stop
 * function: for the benchmark, which needs servers of its own. The server also stops when this process exits, even
 * on a crash, so no idle wrangler is left to skew the next measurement.
 */
export async function serveSite({ root }) {
  const port = await freePort();
  const child = await startPagesDev({ root, port, stdio: "ignore" });
  const stop = () => {
    process.off("exit", stop);
    child.kill();
  };
  process.on("exit", stop);
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler pages dev exited (${child.exitCode}) serving ${root}`);
    const answer = await fetch(url, { method: "HEAD" }).catch(() => undefined);
    if (answer) return { url, stop };
    if (Date.now() - started > 60_000) {
      stop();
      throw new Error(`wrangler pages dev did not answer at ${url} for ${root} within 60 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]);
if (isMain) {
  const root = path.resolve(process.env.SERVE_ROOT ?? "public");
  const port = Number(process.env.PORT ?? 8788);
  if (!fs.existsSync(path.join(root, "index.html"))) {
    console.error(`No built site in ${root}: run "npm run build" (for the browser tests, "npm run build:test") first.`);
    process.exit(1);
  }
  const child = await startPagesDev({ root, port });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
