import "@testing-library/jest-dom";
import { TextDecoder, TextEncoder } from "node:util";

// jsdom has no TextDecoder or TextEncoder; build-side modules that tests import (image-size, through the content
// checks) and react-dom/server (a server render hydrated in the page, as the built site is) need them.
if (typeof globalThis.TextEncoder === "undefined") Object.assign(globalThis, { TextDecoder, TextEncoder });

// jsdom has no matchMedia; tests that need a preference (e.g. reduced motion) replace this stub.
if (typeof window !== "undefined") {
  window.matchMedia ??= (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

// Components read the interface's words through useUi (a static query); tests get data/ui.json, filled in.
jest.mock("./src/hooks/use-ui");
