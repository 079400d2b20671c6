import { render, screen, within } from "@testing-library/react";
import { sponsorshipTrail } from "../../lib/sponsorship/trail";
import { Breadcrumb } from "./breadcrumb";

describe("Breadcrumb", () => {
  it("is a labelled nav with an ordered list; every level links but the current page", () => {
    const names = { home: "Start", sponsorship: "Sponsors" };
    render(<Breadcrumb trail={sponsorshipTrail(names, "Newsletter", "/sponsorship/newsletter/")} label="Trail" />);
    const nav = screen.getByRole("navigation", { name: "Trail" });
    const list = within(nav).getByRole("list");
    expect(list.tagName).toBe("OL");
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Start", "Sponsors", "Newsletter"]);
    expect(within(nav).getByRole("link", { name: "Start" })).toHaveAttribute("href", "/");
    expect(within(nav).getByRole("link", { name: "Sponsors" })).toHaveAttribute("href", "/sponsorship/");
    expect(within(nav).queryByRole("link", { name: "Newsletter" })).toBeNull();
    expect(within(nav).getByText("Newsletter")).toHaveAttribute("aria-current", "page");
  });
});
