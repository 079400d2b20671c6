import fs from "node:fs";
import path from "node:path";
import { BUILD_TIME_FIELDS } from "./type-defs";
import { FOUNDER_PHOTO, LOGO_IMAGE, PIXEL_DENSITY } from "./images";

// GraphQL queries must be literal, so the image sizes are written in them; these tests keep them equal to the
// content model's boxes, which the build's size check uses.
const source = (file: string) => fs.readFileSync(path.join(__dirname, "..", "..", file), "utf8");
const densities = `outputPixelDensities: [${Array.from({ length: PIXEL_DENSITY }, (_, i) => i + 1).join(", ")}]`;

describe("the image queries", () => {
  it("ask for partner logos at the grid box's height, 1× and 2×, in AVIF and WebP, no wider than the box", () => {
    const query = source("hooks/use-partners.ts");
    expect(query).toContain(`height: ${LOGO_IMAGE.box.height}\n`);
    expect(query).toContain(densities);
    expect(query).toContain("formats: [AUTO, WEBP, AVIF]");
    expect(source("components/ui/logo-grid.tsx")).toContain(`max-width: ${LOGO_IMAGE.box.width}px;`);
  });

  it("ask for the founder's photo at its box, cropped, blurred while loading, in AVIF and WebP", () => {
    const query = source("hooks/use-founder-photo.ts");
    expect(query).toContain(`width: ${FOUNDER_PHOTO.box.width}\n`);
    expect(query).toContain(`height: ${FOUNDER_PHOTO.box.height}\n`);
    expect(query).toContain(densities);
    expect(query).toContain("placeholder: BLURRED");
    expect(query).toContain("formats: [AUTO, WEBP, AVIF]");
  });

  it("read fields the schema declares", () => {
    expect(BUILD_TIME_FIELDS.PartnersJson).toContain("logoImage: File");
    expect(BUILD_TIME_FIELDS.SiteSiteMetadata).toContain("founderPhotoImage: File");
  });
});
