import { render, screen, within } from "@testing-library/react";
import { fixtureShares } from "../../test/fixtures";
import { BarList } from "./bar-list";

describe("BarList", () => {
  it("draws each share as a bar of that width, with its number as text", () => {
    render(<BarList id="groups" title="Fixture groups" figures={fixtureShares} />);
    const card = screen.getByRole("article", { name: "Fixture groups" });
    const items = within(card).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual(["First group41%", "Second group27.5%", "Third group9%"]);
    expect(items.map((li) => li.querySelector<HTMLElement>("[data-bar]")?.style.width)).toEqual(["41%", "27.5%", "9%"]);
  });

  it("keeps a bar inside its track whatever the share", () => {
    render(
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
