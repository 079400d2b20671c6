import { render, screen, within } from "@testing-library/react";
import { fixtureMonthlyPackage, fixtureRates, fixtureSite } from "../../test/fixtures";
import { PricingBreakdown } from "./pricing-breakdown";
import { ValueComparison } from "./value-comparison";

describe("GitHub pricing", () => {
  it("breaks a package down into its monthly price, its one-time fees and the complete package", () => {
    render(<PricingBreakdown pkg={fixtureMonthlyPackage()} site={fixtureSite} cta="Sponsor a Fixture" />);
    const breakdown = screen.getByLabelText("Price breakdown");
    expect(
      within(breakdown)
        .getAllByRole("term")
        .map((t) => t.textContent),
    ).toEqual([
      "Monthly sponsorship",
      "Fixture setup (one-time)",
      "Fixture add-on (optional, one-time)",
      "Complete package",
    ]);
    expect(
      within(breakdown)
        .getAllByRole("definition")
        .map((d) => d.textContent),
    ).toEqual(["$2,500/month", "$1,100", "$1,900", "$2,500/month + $3,000 setup"]);
    const href = screen.getByRole("link", { name: "Sponsor a Fixture" }).getAttribute("href") ?? "";
    expect(new URLSearchParams(href.split("?")[1]).get("subject")).toBe("Fixture Monthly Inquiry - $2,500/month");
  });

  it("compares the price with the standard rates: $8,150+ value, 67% discount, $5,450+ saved", () => {
    render(<ValueComparison rates={fixtureRates} pkg={{ price: 2700, cadence: "month" }} />);
    const table = screen.getByRole("table", { name: "Value at standard rates" });
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual([
      "Logo views150,000 × $0.015 per logo view$2,250",
      "Tutorial views6,000 × $0.10 per tutorial view$600",
      "Free signups240 × $20 per free signup$4,800",
      "Expert endorsement$500+ per endorsement$500+",
      "Total value per month$8,150+",
    ]);
    expect(screen.getByTestId("value-discount")).toHaveTextContent("67%");
    expect(screen.getByTestId("value-saved")).toHaveTextContent("$5,450+ per month");
  });
});
