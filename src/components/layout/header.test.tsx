import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { testUi } from "../../test/page-copy";
import { realSite } from "../../test/sponsorship-data";
import { Header } from "./header";

jest.mock("../../hooks/use-site-metadata");

// The desktop navigation is hidden by a media query that jsdom does not evaluate, so it is found by its label.
function mainNav(): HTMLElement {
  const nav = document.querySelector<HTMLElement>(`nav[aria-label="${testUi.nav.label}"]`);
  if (!nav) throw new Error("no main navigation");
  return nav;
}

const { nav } = testUi;

describe("Header", () => {
  it("shows the logo, product name, tagline and the six entries in order", () => {
    render(<Header path="/" />);
    expect(screen.getByText(realSite.name)).toBeInTheDocument();
    expect(screen.getByText(realSite.tagline)).toBeInTheDocument();
    const main = mainNav();
    expect(
      within(main)
        .getAllByRole("link", { hidden: true })
        .map((a) => a.textContent),
    ).toEqual([nav.home, nav.tutorials, nav.sponsorship, nav.newsletter, nav.partners, nav.contact]);
    expect(within(main).getByRole("link", { name: nav.tutorials, hidden: true })).toHaveAttribute("target", "_blank");
    expect(within(main).getByRole("link", { name: nav.tutorials, hidden: true })).toHaveAttribute(
      "rel",
      "noopener noreferrer",
    );
    expect(within(main).getByRole("link", { name: nav.newsletter, hidden: true })).toHaveAttribute(
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
    const toggle = screen.getByRole("button", { name: nav.openMenu });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveAttribute("aria-controls", "mobile-menu");
    expect(document.getElementById("mobile-menu")).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = screen.getByRole("navigation", { name: nav.mobileLabel });
    expect(menu).toBeVisible();
    await user.click(within(menu).getByRole("link", { name: nav.sponsorship }));
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
    const main = mainNav();
    await user.click(within(main).getByRole("link", { name: nav.partners, hidden: true }));
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: "start" }));
    unmount();

    render(<Header path="/sponsorship/" />);
    const main2 = mainNav();
    expect(within(main2).getByRole("link", { name: nav.partners, hidden: true })).toHaveAttribute("href", "/#partners");
    expect(within(main2).getByRole("link", { name: nav.contact, hidden: true })).toHaveAttribute("href", "/#contact");
    section.remove();
  });

  it("marks the page the visitor is on, and Sponsorship on a channel's page", () => {
    const current = (path: string) => {
      const { unmount } = render(<Header path={path} />);
      const marks = within(mainNav())
        .getAllByRole("link", { hidden: true })
        .flatMap((a) => (a.hasAttribute("aria-current") ? [`${a.textContent}=${a.getAttribute("aria-current")}`] : []));
      unmount();
      return marks;
    };
    expect(current("/")).toEqual([`${nav.home}=page`]);
    expect(current("/sponsorship/")).toEqual([`${nav.sponsorship}=page`]);
    expect(current("/sponsorship/github/")).toEqual([`${nav.sponsorship}=true`]);
    expect(current("/404.html")).toEqual([]);
  });
});
