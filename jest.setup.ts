import "@testing-library/jest-dom";
import { TextDecoder } from "node:util";

// jsdom has no TextDecoder; build-side modules that tests import (image-size, through the content checks) need it.
if (typeof globalThis.TextDecoder === "undefined") Object.assign(globalThis, { TextDecoder });

// jsdom has no matchMedia; tests that need a preference (e.g. reduced motion) replace this stub.
if (typeof window !== "undefined" && !window.matchMedia) {
  Object.defineProperty(window, "matchMedia", {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// Components read the interface's words through useUi (a static query); tests get data/ui.json, filled in.
jest.mock("./src/hooks/use-ui");
