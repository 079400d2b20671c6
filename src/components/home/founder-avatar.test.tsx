import fs from "node:fs";
import path from "node:path";
import { render, screen } from "@testing-library/react";
import { FounderAvatar, MONOGRAM_BACKDROP, initials } from "./founder-avatar";

describe("FounderAvatar", () => {
  it("is one image named after the founder, showing the initials", () => {
    render(<FounderAvatar name="Ada Lovelace" alt="A drawing of Ada" />);
    const avatar = screen.getByRole("img", { name: "A drawing of Ada" });
    expect(avatar).toHaveTextContent("AL");
  });

  it("takes at most two initials", () => {
    expect(initials("Ada  King Lovelace")).toBe("AK");
    expect(initials(" plato ")).toBe("P");
  });

  it("draws its backdrop from a file the site serves", () => {
    render(<FounderAvatar name="Ada Lovelace" alt="Monogram" />);
    const avatar = screen.getByRole("img", { name: "Monogram" });
    expect(getComputedStyle(avatar).backgroundImage).toMatch(new RegExp(`^url\\("?${MONOGRAM_BACKDROP}"?\\)$`));
    const file = path.join(__dirname, "../../../static", MONOGRAM_BACKDROP);
    expect(fs.readFileSync(file, "utf8")).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });
});

jest.mock("../ui/raster-image", () => ({
  RasterImage: ({ image, alt }: { image: { width: number }; alt: string }) => (
    <img alt={alt} width={image.width} data-testid="raster" />
  ),
}));

describe("FounderAvatar with a photo", () => {
  it("shows the photo through gatsby-plugin-image, named by the founder, instead of the monogram", () => {
    const photo = { layout: "constrained" as const, width: 240, height: 240, images: { sources: [] } };
    render(<FounderAvatar name="Ada Lovelace" alt="A drawing of Ada" photo={photo} />);
    expect(screen.getByTestId("raster")).toHaveAttribute("alt", "Ada Lovelace");
    expect(screen.queryByRole("img", { name: "A drawing of Ada" })).toBeNull();
    expect(screen.queryByText("AL")).toBeNull();
  });
});
