import { screen, within } from "@testing-library/react";
import { fixtureShares } from "../../test/fixtures";
import { renderWithTheme } from "../../test/render";
import { figuresOf } from "../../test/sponsorship-data";
import { BarList } from "./bar-list";

describe("BarList", () => {
  it("draws each share as a bar of that width, with its number as text", () => {
    renderWithTheme(<BarList id="groups" title="Fixture groups" figures={fixtureShares} />);
    const card = screen.getByRole("article", { name: "Fixture groups" });
    const items = within(card).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual(["First group41%", "Second group27.5%", "Third group9%"]);
    expect(items.map((li) => li.querySelector<HTMLElement>("[data-bar]")?.style.width)).toEqual(["41%", "27.5%", "9%"]);
  });

  it("draws the newsletter's real reader profiles of data/, one bar per figure", () => {
    const readers = figuresOf("newsletter", "readers");
    expect(readers.length).toBeGreaterThan(0);
    renderWithTheme(<BarList id="readers" title="Reader profiles" figures={readers} />);
    const items = within(screen.getByRole("article", { name: "Reader profiles" })).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual(readers.map((f) => `${f.label}${f.value}`));
    expect(items.map((li) => li.querySelector<HTMLElement>("[data-bar]")?.style.width)).toEqual(
      readers.map((f) => `${f.share ?? 0}%`),
    );
  });

  it("keeps a bar inside its track whatever the share", () => {
    renderWithTheme(
      <BarList
        id="odd"
        title="Odd"
        figures={[
          { slug: "a", value: "120%", label: "Too much", share: 120 },
          { slug: "b", value: "n/a", label: "Unknown" },
        ]}
      />,
    );
    const bars = [...document.querySelectorAll<HTMLElement>("[data-bar]")].map((b) => b.style.width);
    expect(bars).toEqual(["100%", "0%"]);
  });
});
