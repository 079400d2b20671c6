import { screen, within } from "@testing-library/react";
import { figuresOf } from "../../test/sponsorship-data";
import { renderWithTheme } from "../../test/render";
import { BarList } from "./bar-list";

describe("BarList", () => {
  it("draws each share as a bar of that width, with its number as text", () => {
    renderWithTheme(<BarList id="readers" title="Reader profiles" figures={figuresOf("newsletter", "readers")} />);
    const card = screen.getByRole("article", { name: "Reader profiles" });
    const items = within(card).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual([
      "AI Engineers35%",
      "Developers28%",
      "Researchers22%",
      "AI Enthusiasts15%",
    ]);
    expect(items.map((li) => li.querySelector<HTMLElement>("[data-bar]")?.style.width)).toEqual([
      "35%",
      "28%",
      "22%",
      "15%",
    ]);
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
