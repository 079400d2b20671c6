import { screen, within } from "@testing-library/react";
import { formatPrice, formatUsd } from "../../lib/format";
import { packageMail } from "../../lib/sponsorship/inquiries";
import { oneTimeTotal, valueComparison } from "../../lib/sponsorship/pricing";
import { fixtureMonthlyPackage, fixtureRates, fixtureSite } from "../../test/fixtures";
import { renderWithTheme } from "../../test/render";
import { pkg, realRates, realSite } from "../../test/sponsorship-data";
import { PricingBreakdown } from "./pricing-breakdown";
import { ValueComparison } from "./value-comparison";

describe("GitHub pricing", () => {
  it("breaks a package down into its monthly price, its one-time fees and the complete package", () => {
    renderWithTheme(<PricingBreakdown pkg={fixtureMonthlyPackage()} site={fixtureSite} cta="Sponsor a Fixture" />);
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

  it("the real GitHub package of data/ is broken down from its own entry", () => {
    const github = pkg("github-tutorials");
    renderWithTheme(<PricingBreakdown pkg={github} site={realSite} cta="Sponsor a Tutorial" />);
    const price = formatPrice(github.price, github.cadence);
    expect(
      within(screen.getByLabelText("Price breakdown"))
        .getAllByRole("definition")
        .map((d) => d.textContent),
    ).toEqual([
      price,
      ...(github.setupFee ? [formatUsd(github.setupFee.price)] : []),
      ...github.addOns.map((a) => formatUsd(a.price)),
      `${price} + ${formatUsd(oneTimeTotal(github))} setup`,
    ]);
    const href = screen.getByRole("link", { name: "Sponsor a Tutorial" }).getAttribute("href") ?? "";
    expect(new URLSearchParams(href.split("?")[1]).get("subject")).toBe(packageMail(github, realSite).subject);
  });

  it("compares the price with the standard rates: $8,150+ value, 67% discount, $5,450+ saved", () => {
    renderWithTheme(<ValueComparison rates={fixtureRates} price={2700} cadence="month" />);
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

  it("the real rates of data/ against the real GitHub price: one row per rate, the computed total and saving", () => {
    const github = pkg("github-tutorials");
    renderWithTheme(<ValueComparison rates={realRates} price={github.price} cadence={github.cadence} />);
    const value = valueComparison(realRates, github.price);
    const plus = value.plus ? "+" : "";
    const rows = within(screen.getByRole("table", { name: "Value at standard rates" })).getAllByRole("row");
    expect(rows).toHaveLength(realRates.length + 2);
    for (const [i, rate] of realRates.entries()) expect(rows[i + 1]).toHaveTextContent(rate.label);
    expect(screen.getByTestId("value-total")).toHaveTextContent(`${formatUsd(value.total)}${plus}`);
    expect(screen.getByTestId("value-discount")).toHaveTextContent(`${value.discount}%`);
    expect(screen.getByTestId("value-saved")).toHaveTextContent(`${formatUsd(value.saved)}${plus} per month`);
  });
});
