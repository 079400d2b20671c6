import { act, fireEvent } from "@testing-library/react";
import { Suspense, type ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { StarCountsProvider, useStarCount } from "../../hooks/use-star-counts";
import { STAR_CACHE_KEY } from "../../lib/star-fetch";
import { createStarSession } from "../../lib/star-session";
import { ContactFormProvider, useContactForm } from "./contact-form-context";

jest.mock("../../hooks/use-tutorials");

/**
 * React hydrates a Suspense boundary (a raster image's: src/components/ui/raster-image.tsx) after the rest of the
 * page. Until then, an urgent update that reaches it (typing, a new star count) makes React throw the server's
 * markup away and render the section again. The home page's shared state reaches only the parts that read it.
 */

/** A section the server rendered whose code the browser does not have yet: it suspends until `release`. */
function heldSection() {
  let held = false;
  let resolve: () => void = () => undefined;
  const ready = new Promise<void>((r) => (resolve = r));
  function Section() {
    if (held) throw ready;
    return <p>photo</p>;
  }
  const release = () => {
    held = false;
    resolve();
  };
  return { Section, hold: () => void (held = true), release };
}

/** Serves `page` as the build does, hydrates it with `section` held, runs `update`, then lets the section in. */
async function hydrateWithHeldSection(page: ReactElement, section: ReturnType<typeof heldSection>, update: () => void) {
  const { renderToString } = await import("react-dom/server");
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = renderToString(page);
  const served = container.querySelector("p");
  section.hold();
  const recoverable = jest.fn();
  const root = await act(async () => hydrateRoot(container, page, { onRecoverableError: recoverable }));
  await act(async () => update());
  await act(async () => section.release());
  expect(recoverable).not.toHaveBeenCalled();
  expect(container.querySelector("p")).toBe(served);
  const text = container.textContent;
  act(() => root.unmount());
  container.remove();
  return text;
}

function NameField() {
  const { draft, setField } = useContactForm();
  return <input aria-label="name" value={draft.name} onChange={(e) => setField("name", e.target.value)} />;
}

it("typing in the contact form leaves a section still hydrating as the server rendered it", async () => {
  const section = heldSection();
  const page = (
    <ContactFormProvider>
      <Suspense fallback={null}>
        <section.Section />
      </Suspense>
      <NameField />
    </ContactFormProvider>
  );
  let typed = "";
  await hydrateWithHeldSection(page, section, () => {
    const input = document.querySelector<HTMLInputElement>("input[aria-label=name]");
    if (input) fireEvent.change(input, { target: { value: "Ada" } });
    typed = input?.value ?? "";
  });
  expect(typed).toBe("Ada");
});

it("a new star count leaves a section still hydrating as the server rendered it", async () => {
  const now = Date.UTC(2025, 5, 1, 12);
  const cache = JSON.stringify({ version: 1, savedAt: now - 1000, counts: { "NirDiamant/RAG_Techniques": 20001 } });
  const storage = { getItem: (key: string) => (key === STAR_CACHE_KEY ? cache : null), setItem: () => undefined };
  const session = createStarSession({ fetchImpl: jest.fn(), storage: () => storage, now: () => now });
  function RagStars() {
    return <span>{useStarCount({ owner: "NirDiamant", repo: "RAG_Techniques" }, 19421).count}</span>;
  }
  const section = heldSection();
  const page = (
    <StarCountsProvider session={session}>
      <Suspense fallback={null}>
        <section.Section />
      </Suspense>
      <RagStars />
    </StarCountsProvider>
  );
  // The provider starts the session as it mounts; the cached count arrives once its module is loaded.
  const text = await hydrateWithHeldSection(page, section, () => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(text).toBe("photo20001");
});
