import { render, screen, within } from "@testing-library/react";
import { fillLocal } from "../../lib/content/fill-local";
import { fixtureMonthlyPackage, fixtureRates, fixtureSite } from "../../test/fixtures";
import { testUi as ui } from "../../test/page-copy";
import { PricingBreakdown } from "./pricing-breakdown";
import { ValueComparison } from "./value-comparison";

describe("GitHub pricing", () => {
  it("breaks a package down into its monthly price, its one-time fees and the complete package", () => {
    render(<PricingBreakdown pkg={fixtureMonthlyPackage()} site={fixtureSite} cta="Sponsor a Fixture" />);
    const breakdown = screen.getByLabelText(ui.pricing.breakdown);
    expect(
      within(breakdown)
        .getAllByRole("term")
        .map((t) => t.textContent),
    ).toEqual([
      ui.pricing.monthly,
      "Fixture setup (one-time)",
      "Fixture add-on (optional, one-time)",
      ui.pricing.complete,
    ]);
    expect(
      within(breakdown)
        .getAllByRole("definition")
        .map((d) => d.textContent),
    ).toEqual([
      `$2,500${ui.price.perMonth}`,
      "$1,100",
      "$1,900",
      `$2,500${ui.price.perMonth} + ${fillLocal(ui.pricing.setup, { amount: "$3,000" })}`,
    ]);
    const href = screen.getByRole("link", { name: "Sponsor a Fixture" }).getAttribute("href") ?? "";
    expect(new URLSearchParams(href.split("?")[1]).get("subject")).toBe(
      `Fixture Monthly Inquiry - $2,500${ui.price.perMonth}`,
    );
  });

  it("compares the price with the standard rates: $8,150+ value, 67% discount, $5,450+ saved", () => {
    render(<ValueComparison rates={fixtureRates} pkg={{ price: 2700, cadence: "month" }} />);
    const table = screen.getByRole("table", { name: ui.value.caption });
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((r) => r.textContent);
    const per = (rate: string, unit: string) => fillLocal(ui.value.per, { rate, unit });
    expect(rows).toEqual([
      `Logo views150,000 × ${per("$0.015", "logo view")}$2,250`,
      `Tutorial views6,000 × ${per("$0.10", "tutorial view")}$600`,
      `Free signups240 × ${per("$20", "free signup")}$4,800`,
      `Expert endorsement${per("$500+", "endorsement")}$500+`,
      `${ui.value.total}$8,150+`,
    ]);
    expect(screen.getByTestId("value-discount")).toHaveTextContent("67%");
    expect(screen.getByTestId("value-saved")).toHaveTextContent(fillLocal(ui.value.perMonth, { amount: "$5,450+" }));
  });
});
