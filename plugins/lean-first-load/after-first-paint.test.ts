import { afterFirstPaintLoader, loadScriptsAfterFirstPaint, loaderSources } from "./after-first-paint";

const page = (scripts: string) =>
  `<html><head><title>t</title></head><body><main>hi</main><script id="gatsby-script-loader">window.pagePath="/";</script>${scripts}</body></html>`;

describe("loadScriptsAfterFirstPaint", () => {
  it("replaces Gatsby's async entry scripts by one loader at the end of the body, listing them in order", () => {
    const html = page(
      '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async=""></script>' +
        '<script src="/app-3.js" async></script>',
    );
    const rewritten = loadScriptsAfterFirstPaint(html);
    expect(rewritten).toBe(page(afterFirstPaintLoader(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"])));
    expect(rewritten).not.toMatch(/<script src=/);
    expect(loaderSources(rewritten)).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
  });

  it("leaves the page's inline scripts, data blocks and pages without entry scripts as they are", () => {
    const html = page('<script type="application/ld+json">{}</script>');
    expect(loadScriptsAfterFirstPaint(html)).toBe(html);
    expect(loaderSources(html)).toBeUndefined();
  });

  it("leaves alone a script that is not async: its order against the page would change", () => {
    const html = page('<script src="/blocking.js"></script>');
    expect(loadScriptsAfterFirstPaint(html)).toBe(html);
  });
});

describe("afterFirstPaintLoader", () => {
  const run = (sources: string[]) => {
    const body = /^<script>([\s\S]*)<\/script>$/.exec(afterFirstPaintLoader(sources))?.[1] ?? "";
    // The browser runs it as a classic inline script.
    new Function(body)();
  };

  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = "";
  });
  afterEach(() => jest.useRealTimers());

  it("adds the scripts only after two frames and then a task, in their order", () => {
    run(["/webpack-runtime-1.js", "/app-3.js"]);
    const added = () => [...document.body.querySelectorAll("script")];
    expect(added()).toEqual([]);
    // The first frame, which the page paints after its animation-frame callbacks ran; then the second.
    jest.advanceTimersToNextTimer();
    expect(added()).toEqual([]);
    jest.advanceTimersToNextTimer();
    expect(added()).toEqual([]);
    // Then the task queued from the second frame.
    jest.runAllTimers();
    expect(added().map((s) => s.getAttribute("src"))).toEqual(["/webpack-runtime-1.js", "/app-3.js"]);
  });
});
