import { render, screen } from "@testing-library/react";
import { Card } from "../components/ui/card";
import { CARD_STAGGER_MS, ENTERING_ATTRIBUTE, watchCardEntrances } from "./card-entrance";

/** A stand-in for the browser's IntersectionObserver: the test says what crosses, and where it is then. */
class FakeObserver {
  static last: FakeObserver | undefined;
  readonly watched = new Set<Element>();
  disconnected = false;
  constructor(
    readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(el: Element) {
    this.watched.add(el);
  }
  unobserve(el: Element) {
    this.watched.delete(el);
  }
  disconnect() {
    this.disconnected = true;
    this.watched.clear();
  }
  /** The cards named come within the watched band, their tops at `top` (the window is 800 px tall). */
  cross(top: number, ...els: Element[]) {
    this.report(
      els.map((target) => ({ target, isIntersecting: true, boundingClientRect: { top } as DOMRectReadOnly })),
    );
  }
}

const WINDOW_HEIGHT = 800;

/** The observer watchCardEntrances made. */
function watching(): FakeObserver {
  if (!FakeObserver.last) throw new Error("no IntersectionObserver was made");
  return FakeObserver.last;
}

function renderCards() {
  render(
    <>
      <ul>
        {["one", "two", "three", "four"].map((name) => (
          <Card as="li" key={name}>
            {name}
          </Card>
        ))}
      </ul>
      <Card flat>answer</Card>
    </>,
  );
  return (name: string) => screen.getByText(name);
}

let reduced = false;

beforeEach(() => {
  FakeObserver.last = undefined;
  reduced = false;
  Object.assign(window, { IntersectionObserver: FakeObserver });
  window.matchMedia = ((query: string) => ({ matches: reduced && query.includes("reduce") })) as typeof matchMedia;
  Object.defineProperty(document.documentElement, "clientHeight", { value: WINDOW_HEIGHT, configurable: true });
});

afterEach(() => {
  delete (window as Partial<typeof window>).IntersectionObserver;
});

describe("cards rising in as they come into sight", () => {
  it("watches every card but the flat ones, from a quarter of a window below it", () => {
    const card = renderCards();
    const stop = watchCardEntrances();
    const observer = watching();
    expect([...observer.watched].map((el) => el.textContent)).toEqual(["one", "two", "three", "four"]);
    expect(card("answer")).not.toHaveAttribute("data-card");
    expect(observer.options.rootMargin).toBe("0px 0px 25% 0px");
    stop();
    expect(observer.disconnected).toBe(true);
  });

  it("a card seen coming from below rises in, 200 ms later per place in its list, and only once", () => {
    const card = renderCards();
    watchCardEntrances();
    const observer = watching();
    observer.cross(WINDOW_HEIGHT + 40, card("one"), card("two"));
    observer.cross(WINDOW_HEIGHT, card("four"));
    expect(card("one")).toHaveAttribute(ENTERING_ATTRIBUTE);
    expect(card("one").style.animationDelay).toBe("0ms");
    expect(card("two").style.animationDelay).toBe(`${CARD_STAGGER_MS}ms`);
    expect(card("four").style.animationDelay).toBe(`${3 * CARD_STAGGER_MS}ms`);
    expect(card("three")).not.toHaveAttribute(ENTERING_ATTRIBUTE);
    expect([...observer.watched].map((el) => el.textContent)).toEqual(["three"]);
  });

  it("a card already in sight when first seen (on load, after a jump) stays as it is", () => {
    const card = renderCards();
    watchCardEntrances();
    const observer = watching();
    observer.cross(WINDOW_HEIGHT - 1, card("one"));
    observer.cross(-200, card("two"));
    for (const name of ["one", "two"]) {
      expect(card(name)).not.toHaveAttribute(ENTERING_ATTRIBUTE);
      expect(card(name).style.animationDelay).toBe("");
    }
    expect(watching().watched.has(card("one"))).toBe(false);
  });

  it("a card leaving the band untouched is still watched", () => {
    const card = renderCards();
    watchCardEntrances();
    const observer = watching();
    observer.report([
      { target: card("one"), isIntersecting: false, boundingClientRect: { top: 2000 } as DOMRectReadOnly },
    ]);
    expect(observer.watched.has(card("one"))).toBe(true);
    expect(card("one")).not.toHaveAttribute(ENTERING_ATTRIBUTE);
  });

  it("does nothing for a visitor who asked for reduced motion, or in a browser without IntersectionObserver", () => {
    renderCards();
    reduced = true;
    expect(() => watchCardEntrances()()).not.toThrow();
    expect(FakeObserver.last).toBeUndefined();
    reduced = false;
    delete (window as Partial<typeof window>).IntersectionObserver;
    expect(() => watchCardEntrances()()).not.toThrow();
    expect(FakeObserver.last).toBeUndefined();
  });
});
