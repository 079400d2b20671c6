import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";
import { TextDecoder, TextEncoder } from "node:util";

// jsdom has no TextDecoder or TextEncoder; build-side modules that tests import (image-size, through the content
// checks) and react-dom/server (a server render hydrated in the page, as the built site is) need them.
if (typeof globalThis.TextEncoder === "undefined") Object.assign(globalThis, { TextDecoder, TextEncoder });

// jsdom has no matchMedia, which react-hot-toast asks for reduced motion: nothing is preferred.
if (typeof window !== "undefined") window.matchMedia ??= (media) => ({ matches: false, media }) as MediaQueryList;

// A module loaded on first use (the toast, the e-mail fallback panel) can take over a second on a busy machine;
// findBy and waitFor still end as soon as what they wait for holds.
configure({ asyncUtilTimeout: 4000 });

// Components read the interface's words through useUi (a static query); tests get data/ui.json, filled in.
jest.mock("./src/hooks/use-ui");
