import { screen, within } from "@testing-library/react";
import { sponsorshipTrail } from "../../lib/sponsorship/trail";
import { renderWithTheme } from "../../test/render";
import { Breadcrumb } from "./breadcrumb";

describe("Breadcrumb", () => {
  it("is a labelled nav with an ordered list; every level links but the current page", () => {
    renderWithTheme(<Breadcrumb trail={sponsorshipTrail("Newsletter", "/sponsorship/newsletter/")} />);
    const nav = screen.getByRole("navigation", { name: "Breadcrumb" });
    const list = within(nav).getByRole("list");
    expect(list.tagName).toBe("OL");
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Home", "Sponsorship", "Newsletter"]);
    expect(within(nav).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(within(nav).getByRole("link", { name: "Sponsorship" })).toHaveAttribute("href", "/sponsorship/");
    expect(within(nav).queryByRole("link", { name: "Newsletter" })).toBeNull();
    expect(within(nav).getByText("Newsletter")).toHaveAttribute("aria-current", "page");
  });
});
