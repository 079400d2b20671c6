import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithTheme } from "../../test/render";
import { packagesOf, pkg, realSite } from "../../test/sponsorship-data";
import { PackageCard, PackageGrid } from "./package-card";

const query = (url: string) => new URLSearchParams(url.split("?")[1]);

describe("PackageCard", () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows the 2x bundle's badge, struck price, saving and items from its data entry", () => {
    renderWithTheme(<PackageCard pkg={pkg("sponsored-post-bundle")} site={realSite} />);
    const card = screen.getByRole("article", { name: "2x Sponsored Post Bundle" });
    expect(within(card).getByText("25% OFF")).toBeInTheDocument();
    expect(card.querySelector("s")).toHaveTextContent("Regular price $2,000");
    expect(within(card).getByText("Save $500")).toBeInTheDocument();
    expect(within(card).getByText("$1,500")).toBeInTheDocument();
    expect(within(card).getByText("one-time")).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(pkg("sponsored-post-bundle").items);
  });

  it("has no badge, struck price or saving when the entry has none", () => {
    renderWithTheme(<PackageCard pkg={pkg("sponsored-post")} site={realSite} />);
    const card = screen.getByRole("article", { name: "Sponsored Post" });
    expect(card.querySelector("s")).toBeNull();
    expect(within(card).queryByText(/^Save /)).toBeNull();
    expect(within(card).getByText("$1,000")).toBeInTheDocument();
  });

  it("its button is a mailto built from the same entry, opened in a new window on click", async () => {
    const open = jest.spyOn(window, "open").mockImplementation(() => ({}) as Window);
    renderWithTheme(<PackageCard pkg={pkg("newsletter-blog-post")} site={realSite} />);
    const button = screen.getByRole("link", { name: "Get Started with Detailed Blog Post" });
    const href = button.getAttribute("href") ?? "";
    expect(href.startsWith("mailto:contact@diamant-ai.com?subject=")).toBe(true);
    expect(query(href).get("subject")).toBe("DiamantAI Blog Post Sponsorship - $8,500");
    await userEvent.setup().click(button);
    await waitFor(() => expect(open).toHaveBeenCalledWith(href, "_blank"));
  });

  it("shows a monthly price with its cadence and takes a custom button label", () => {
    renderWithTheme(<PackageCard pkg={pkg("logo-only")} site={realSite} cta="Get Logo Placement" />);
    expect(screen.getByText("$2,800")).toBeInTheDocument();
    expect(screen.getByText("/month")).toBeInTheDocument();
    expect(
      query(screen.getByRole("link", { name: "Get Logo Placement" }).getAttribute("href") ?? "").get("subject"),
    ).toBe("Logo Sponsorship Inquiry");
  });

  it("a grid shows one card per package in data order", () => {
    renderWithTheme(<PackageGrid packages={packagesOf("newsletter")} site={realSite} />);
    expect(screen.getAllByRole("article").map((a) => a.getAttribute("data-package"))).toEqual([
      "newsletter-blog-post",
      "newsletter-combo",
      "newsletter-mega-combo",
    ]);
    expect(within(screen.getByRole("article", { name: "Mega Combo" })).getByText("PREMIUM")).toBeInTheDocument();
  });
});
