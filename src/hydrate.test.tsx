import { act } from "@testing-library/react";
import React from "react";
import { hydrateInTransition } from "./hydrate";

function Page({ label }: { label: string }) {
  return (
    <div id="gatsby-focus-wrapper">
      <main>
        <button type="button" onClick={() => document.body.setAttribute("data-clicked", label)}>
          {label}
        </button>
      </main>
    </div>
  );
}

afterEach(() => {
  document.body.innerHTML = "";
  document.body.removeAttribute("data-clicked");
  jest.restoreAllMocks();
});

describe("hydrateInTransition", () => {
  it("hydrates server markup in place: the same nodes, no mismatch, working handlers", async () => {
    const { renderToString } = await import("react-dom/server");
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Page label="Go" />);
    document.body.appendChild(container);
    const button = container.querySelector("button");
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const transition = jest.spyOn(React, "startTransition");

    let cleanup: () => void = () => undefined;
    await act(async () => {
      cleanup = hydrateInTransition(<Page label="Go" />, container);
    });

    expect(transition).toHaveBeenCalledTimes(1);
    expect(container.querySelector("button")).toBe(button);
    expect(errors).not.toHaveBeenCalled();
    act(() => button?.click());
    expect(document.body.getAttribute("data-clicked")).toBe("Go");
    act(() => cleanup());
    expect(container.innerHTML).toBe("");
  });

  it("renders from scratch where there is no server markup (develop, a client-only page)", async () => {
    const container = document.createElement("div");
    container.innerHTML = '<div id="gatsby-focus-wrapper"></div>';
    document.body.appendChild(container);
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const transition = jest.spyOn(React, "startTransition");

    await act(async () => {
      hydrateInTransition(<Page label="Fresh" />, container);
    });

    expect(transition).not.toHaveBeenCalled();
    expect(container.querySelector("button")).toHaveTextContent("Fresh");
    expect(errors).not.toHaveBeenCalled();
  });

  it("waits for what holdHydration was given, and hydrates even if it fails", async () => {
    for (const outcome of ["resolve", "reject"] as const) {
      jest.resetModules();
      const { hydrateInTransition: hydrate, holdHydration } =
        jest.requireActual<typeof import("./hydrate")>("./hydrate");
      const { renderToString } = await import("react-dom/server");
      const container = document.createElement("div");
      container.innerHTML = renderToString(<Page label="Held" />);
      document.body.appendChild(container);
      let settle: () => void = () => undefined;
      holdHydration(
        new Promise<void>((resolve, reject) => {
          settle = outcome === "resolve" ? resolve : () => reject(new Error("chunk failed"));
        }),
      );
      await act(async () => {
        hydrate(<Page label="Held" />, container);
      });
      act(() => container.querySelector("button")?.click());
      expect(document.body.getAttribute("data-clicked")).toBeNull();
      await act(async () => settle());
      act(() => container.querySelector("button")?.click());
      expect(document.body.getAttribute("data-clicked")).toBe("Held");
      document.body.removeAttribute("data-clicked");
      document.body.innerHTML = "";
    }
  });

  it("does nothing without a container", () => {
    expect(() => hydrateInTransition(<Page label="x" />, null)()).not.toThrow();
  });
});
