import { render, screen, within } from "@testing-library/react";
import type { Partner } from "../../hooks/use-partners";
import { LogoGrid } from "./logo-grid";

jest.mock("../../hooks/use-partners", () => ({ usePartners: (): Partner[] => mockPartners }));
jest.mock("../../hooks/use-ui", () => ({ useUi: () => ({ partnersLabel: "Partner companies" }) }));
jest.mock("./raster-image", () => ({
  RasterImage: ({ image, alt }: { image: { width: number; height: number }; alt: string }) => (
    <img alt={alt} data-raster={`${image.width}x${image.height}`} />
  ),
}));

const mockPartners: Partner[] = [
  { slug: "acme", name: "Acme AI", logoUrl: "/partners/acme.svg" },
  {
    slug: "bolt",
    name: "Bolt Labs",
    logoUrl: "/partners/bolt.png",
    image: { layout: "constrained", width: 200, height: 60, images: { sources: [] } },
  },
];

describe("LogoGrid", () => {
  it("draws SVG logos as they are and raster logos through gatsby-plugin-image, each named", () => {
    render(<LogoGrid />);
    const list = screen.getByRole("list", { name: "Partner companies" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    const svg = within(list).getByAltText("Acme AI");
    expect(svg).toHaveAttribute("src", "/partners/acme.svg");
    expect(svg).toHaveAttribute("width", "200");
    expect(svg).toHaveAttribute("height", "60");
    const raster = within(list).getByAltText("Bolt Labs");
    expect(raster).toHaveAttribute("data-raster", "200x60");
    expect(raster).not.toHaveAttribute("src");
  });
});
