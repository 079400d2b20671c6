import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { realSite } from "../../test/sponsorship-data";
import { Header } from "./header";

jest.mock("../../hooks/use-site-metadata");

// The desktop navigation is hidden by a media query that jsdom does not evaluate, so it is found by its label.
function mainNav(): HTMLElement {
  const nav = document.querySelector<HTMLElement>('nav[aria-label="Main"]');
  if (!nav) throw new Error("no main navigation");
  return nav;
}

describe("Header", () => {
  it("shows the logo, product name, tagline and the six entries in order", () => {
    render(<Header path="/" />);
    expect(screen.getByText(realSite.name)).toBeInTheDocument();
    expect(screen.getByText(realSite.tagline)).toBeInTheDocument();
    const nav = mainNav();
    expect(
      within(nav)
        .getAllByRole("link", { hidden: true })
        .map((a) => a.textContent),
    ).toEqual(["Home", "Tutorials", "Sponsorship", "Newsletter", "Partners", "Contact"]);
    expect(within(nav).getByRole("link", { name: "Tutorials", hidden: true })).toHaveAttribute("target", "_blank");
    expect(within(nav).getByRole("link", { name: "Tutorials", hidden: true })).toHaveAttribute(
      "rel",
      "noopener noreferrer",
    );
    expect(within(nav).getByRole("link", { name: "Newsletter", hidden: true })).toHaveAttribute(
      "href",
      realSite.links.newsletter,
    );
  });

  it("opens the mobile menu, closes it after a choice and on Escape, returning focus", async () => {
    const user = userEvent.setup({ delay: null });
    // jsdom cannot follow links; keep the click from trying.
    const stop = (event: MouseEvent) => event.preventDefault();
    document.addEventListener("click", stop);
    render(<Header path="/sponsorship/" />);
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveAttribute("aria-controls", "mobile-menu");
    expect(document.getElementById("mobile-menu")).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = screen.getByRole("navigation", { name: "Mobile" });
    expect(menu).toBeVisible();
    await user.click(within(menu).getByRole("link", { name: "Sponsorship" }));
    expect(toggle).toHaveAttribute("aria-expanded", "false");

    await user.click(toggle);
    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
    document.removeEventListener("click", stop);
  });

  it("scrolls to the section on the home page and links to it elsewhere", async () => {
    const user = userEvent.setup({ delay: null });
    const scrollIntoView = jest.fn();
    const section = document.createElement("section");
    section.id = "partners";
    section.scrollIntoView = scrollIntoView;
    document.body.appendChild(section);

    const { unmount } = render(<Header path="/" />);
    const nav = mainNav();
    await user.click(within(nav).getByRole("link", { name: "Partners", hidden: true }));
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: "start" }));
    unmount();

    render(<Header path="/sponsorship/" />);
    const nav2 = mainNav();
    expect(within(nav2).getByRole("link", { name: "Partners", hidden: true })).toHaveAttribute("href", "/#partners");
    expect(within(nav2).getByRole("link", { name: "Contact", hidden: true })).toHaveAttribute("href", "/#contact");
    section.remove();
  });
});
