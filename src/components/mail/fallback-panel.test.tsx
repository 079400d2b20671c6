import { act, fireEvent, render, screen } from "@testing-library/react";
import {
  ANNOUNCE_DELAY_MS,
  AUTO_DISMISS_MS,
  MailFallbackPanel,
  hideMailFallback,
  showMailFallback,
  type MailFallbackText,
} from "./fallback-panel";

const text: MailFallbackText = {
  fallback: {
    title: "Fixture: nothing opened?",
    lead: "Fixture lead.",
    copyAddress: "Fixture copy address",
    copyMessage: "Fixture copy message",
    openIn: "Fixture open {name}",
    newTab: "fixture new tab",
    close: "Fixture close",
    addressCopied: "Fixture copied {email}",
    messageCopied: "Fixture message copied for {email}",
    copyRefused: "Fixture copy refused",
    message: "S: {subject}\n\n{body}",
    shortened: "[Fixture shortened]",
  },
  webmail: [
    { name: "Alpha Mail", compose: "https://alpha.example.org/c?to={to}&s={subject}&b={body}", maxLength: 4000 },
    { name: "Beta Mail", compose: "https://beta.example.org/new?b={body}&s={subject}&to={to}", maxLength: 125 },
  ],
};

const mail = { to: "owner@example.org", subject: "Inquiry & more", body: "Hi,\n\nCompany: \nWebsite: " };

function renderPanel(clipboard?: { writeText: (t: string) => Promise<void> }) {
  const onClose = jest.fn();
  render(<MailFallbackPanel mail={mail} text={text} onClose={onClose} clipboard={clipboard} />);
  return onClose;
}

describe("MailFallbackPanel", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const announce = () => act(() => jest.advanceTimersByTime(ANNOUNCE_DELAY_MS));

  it("announces its title politely a moment after it appears, in a status region it had from the start", () => {
    renderPanel();
    const status = screen.getByRole("status");
    expect(status).toBeEmptyDOMElement();
    announce();
    expect(status).toHaveTextContent("Fixture: nothing opened?");
    expect(screen.getByRole("group", { name: "Fixture: nothing opened?" })).toContainElement(status);
  });

  it("links to each service's compose page, in the order of data/, the long message shortened for the tight one", () => {
    renderPanel();
    const links = screen.getAllByRole("link");
    expect(links.map((l) => l.textContent)).toEqual([
      "Fixture open Alpha Mail (fixture new tab)",
      "Fixture open Beta Mail (fixture new tab)",
    ]);
    const alpha = new URL(links[0]?.getAttribute("href") ?? "");
    expect(alpha.origin).toBe("https://alpha.example.org");
    expect([...alpha.searchParams]).toEqual([
      ["to", "owner@example.org"],
      ["s", "Inquiry & more"],
      ["b", "Hi,\r\n\r\nCompany: \r\nWebsite: "],
    ]);
    expect(links[0]).toHaveAttribute("target", "_blank");
    expect(links[0]).toHaveAttribute("rel", "noopener noreferrer");
    const beta = new URL(links[1]?.getAttribute("href") ?? "");
    expect(beta.href.length).toBeLessThanOrEqual(125);
    expect(beta.searchParams.get("b")).toMatch(/\[Fixture shortened\]$/);
  });

  it("goes away after a while on its own", () => {
    const onClose = renderPanel();
    act(() => jest.advanceTimersByTime(AUTO_DISMISS_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledWith("timeout");
  });

  it("stays while the pointer is inside, and starts its wait over when the pointer leaves", () => {
    const onClose = renderPanel();
    const panel = screen.getByRole("group");
    act(() => jest.advanceTimersByTime(AUTO_DISMISS_MS - 100));
    fireEvent.pointerEnter(panel);
    act(() => jest.advanceTimersByTime(AUTO_DISMISS_MS * 3));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.pointerLeave(panel);
    act(() => jest.advanceTimersByTime(AUTO_DISMISS_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledWith("timeout");
  });

  it("stays while focus is inside, also when focus moves within it", () => {
    const onClose = renderPanel();
    const [first, second] = screen.getAllByRole("button").filter((b) => b.textContent);
    act(() => first?.focus());
    act(() => jest.advanceTimersByTime(AUTO_DISMISS_MS * 2));
    act(() => second?.focus());
    act(() => jest.advanceTimersByTime(AUTO_DISMISS_MS * 2));
    expect(onClose).not.toHaveBeenCalled();
    act(() => second?.blur());
    act(() => jest.advanceTimersByTime(AUTO_DISMISS_MS));
    expect(onClose).toHaveBeenCalledWith("timeout");
  });

  it("closes on Escape and on its close button", () => {
    const onClose = renderPanel();
    fireEvent.keyDown(document.body, { key: "Escape" });
    expect(onClose).toHaveBeenLastCalledWith("escape");
    fireEvent.click(screen.getByRole("button", { name: "Fixture close" }));
    expect(onClose).toHaveBeenLastCalledWith("button");
  });

  it("copies the address and the whole message, and says so", async () => {
    const writeText = jest.fn(() => Promise.resolve());
    renderPanel({ writeText });
    announce();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Fixture copy address" })));
    expect(writeText).toHaveBeenLastCalledWith("owner@example.org");
    expect(screen.getByRole("status")).toHaveTextContent("Fixture copied owner@example.org");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Fixture copy message" })));
    expect(writeText).toHaveBeenLastCalledWith("S: Inquiry & more\n\nHi,\n\nCompany: \nWebsite: ");
    expect(screen.getByRole("status")).toHaveTextContent("Fixture message copied for owner@example.org");
  });

  it.each([
    ["the browser refuses", { writeText: () => Promise.reject(new DOMException("denied", "NotAllowedError")) }],
    ["there is no clipboard", undefined],
  ])("shows the message selected, ready to copy by hand, when %s", async (_case, clipboard) => {
    renderPanel(clipboard);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Fixture copy message" })));
    expect(screen.getByRole("status")).toHaveTextContent("Fixture copy refused");
    const box = screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Fixture copy refused" });
    expect(box.value).toBe("S: Inquiry & more\n\nHi,\n\nCompany: \nWebsite: ");
    expect(box).toHaveFocus();
    expect([box.selectionStart, box.selectionEnd]).toEqual([0, box.value.length]);
  });
});

describe("showMailFallback", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    // A 1024 × 768 window (jsdom lays nothing out: the panel's placement reads these).
    for (const [side, size] of [
      ["clientWidth", 1024],
      ["clientHeight", 768],
    ] as const) {
      Object.defineProperty(document.documentElement, side, { value: size, configurable: true });
    }
  });
  afterEach(() => {
    act(() => hideMailFallback());
    jest.useRealTimers();
    document.body.innerHTML = "";
  });

  /** A button's link, 200 × 48 px with its top `top` px down the window (in it unless told). */
  function anchorIn(parent: HTMLElement = document.body, top = 300) {
    const anchor = document.createElement("a");
    anchor.href = "mailto:owner@example.org";
    anchor.textContent = "Write";
    anchor.getBoundingClientRect = () => DOMRect.fromRect({ x: 100, y: top, width: 200, height: 48 });
    parent.append(anchor, document.createElement("p"));
    return anchor;
  }

  const container = () => document.querySelector<HTMLElement>("[data-mail-fallback]");

  it("waits out of sight while its button is scrolled out of the window, and shows again beside it", async () => {
    const anchor = anchorIn(document.body, -600);
    await act(async () => showMailFallback(anchor, mail, text));
    expect(container()?.style.visibility).toBe("hidden");
    anchor.getBoundingClientRect = () => DOMRect.fromRect({ x: 100, y: 300, width: 200, height: 48 });
    await act(async () => window.dispatchEvent(new Event("scroll")));
    expect(container()?.style.visibility).toBe("");
    expect(screen.getByRole("button", { name: "Fixture copy address" })).toBeVisible();
  });

  it("puts the panel right after the button, without taking focus, and only one at a time", async () => {
    const first = anchorIn();
    const second = anchorIn();
    second.focus();
    await act(async () => showMailFallback(first, mail, text));
    await act(async () => showMailFallback(second, mail, text));
    const panels = document.querySelectorAll("[data-mail-fallback]");
    expect(panels).toHaveLength(1);
    expect(second.nextElementSibling).toBe(panels[0]);
    expect(second).toHaveFocus();
  });

  it("gives focus back to the button when it closes with focus inside", async () => {
    const anchor = anchorIn();
    await act(async () => showMailFallback(anchor, mail, text));
    act(() => screen.getByRole("button", { name: "Fixture copy address" }).focus());
    await act(async () => fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" }));
    expect(document.querySelector("[data-mail-fallback]")).toBeNull();
    expect(anchor).toHaveFocus();
  });
});
