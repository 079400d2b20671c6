import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fixtureDiscountedPackage, fixtureMonthlyPackage, fixturePackage, fixtureSite } from "../../test/fixtures";
import { fillLocal } from "../../lib/content/fill-local";
import { testPage, testUi as ui } from "../../test/page-copy";
import { PackageCard, PackagesSection } from "./package-card";

const query = (url: string) => new URLSearchParams(url.split("?")[1]);
/** A package button's accessible name: the button's words, then the package's name for screen readers. */
const action = (name: string) => `${ui.package.action} ${fillLocal(ui.package.actionDetail, { name })}`;

describe("PackageCard", () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows a discounted package's badge, struck price, saving and items from its entry", () => {
    const bundle = fixtureDiscountedPackage();
    render(<PackageCard pkg={bundle} site={fixtureSite} />);
    const card = screen.getByRole("article", { name: "Fixture Bundle" });
    expect(within(card).getByText("25% OFF")).toBeInTheDocument();
    expect(card.querySelector("s")).toHaveTextContent(`${ui.price.regular} $2,000`);
    expect(within(card).getByText(fillLocal(ui.package.save, { amount: "$500" }))).toBeInTheDocument();
    expect(within(card).getByText("$1,500")).toBeInTheDocument();
    expect(within(card).getByText(ui.price.oneTime.trim())).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Two fixture posts", "One fixture thread"]);
  });

  it("has no badge, struck price or saving when the entry has none", () => {
    render(<PackageCard pkg={fixturePackage()} site={fixtureSite} />);
    const card = screen.getByRole("article", { name: "Fixture Package" });
    expect(card.querySelector("s")).toBeNull();
    expect(card).not.toHaveTextContent(fillLocal(ui.package.save, { amount: "" }).trim());
    expect(within(card).queryByText("25% OFF")).toBeNull();
    expect(within(card).getByText("$1,234")).toBeInTheDocument();
  });

  it("its button is a mailto built from its template and price, opened in a new window on click", async () => {
    const open = jest.spyOn(window, "open").mockImplementation(() => ({}) as Window);
    render(<PackageCard pkg={fixturePackage()} site={fixtureSite} />);
    const button = screen.getByRole("link", { name: action("Fixture Package") });
    const href = button.getAttribute("href") ?? "";
    expect(href.startsWith("mailto:owner@fixture.example?subject=")).toBe(true);
    expect(query(href).get("subject")).toBe("Fixture Academy Fixture Sponsorship - $1,234");
    expect(query(href).get("body")).toContain("I'm interested in the Fixture Package ($1,234).");
    await userEvent.setup({ delay: null }).click(button);
    await waitFor(() => expect(open).toHaveBeenCalledWith(href, "_blank"));
  });

  it("shows a monthly price with its cadence and takes a custom button label", () => {
    render(<PackageCard pkg={fixtureMonthlyPackage()} site={fixtureSite} cta="Get Fixture Placement" />);
    expect(screen.getByText("$2,500")).toBeInTheDocument();
    // Testing Library matches text trimmed: the word may start with a space (" per month").
    expect(screen.getByText(ui.price.perMonth.trim())).toBeInTheDocument();
    expect(
      query(screen.getByRole("link", { name: "Get Fixture Placement" }).getAttribute("href") ?? "").get("subject"),
    ).toBe(`Fixture Monthly Inquiry - $2,500${ui.price.perMonth}`);
  });

  it("a grid shows one card per package in order, with its badge", () => {
    const packages = [
      fixturePackage(),
      fixtureDiscountedPackage(),
      fixturePackage({ slug: "fixture-premium", name: "Fixture Premium", badge: "PREMIUM" }),
    ];
    render(
      <PackagesSection copy={testPage("newsletter").section("packages")} packages={packages} site={fixtureSite} />,
    );
    expect(screen.getAllByRole("article").map((a) => a.getAttribute("data-package"))).toEqual([
      "fixture-package",
      "fixture-bundle",
      "fixture-premium",
    ]);
    expect(within(screen.getByRole("article", { name: "Fixture Premium" })).getByText("PREMIUM")).toBeInTheDocument();
  });
});
