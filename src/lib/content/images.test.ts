import { realFileExists, realSources, withCollection } from "../../test/content-fixture";
import { COLLECTIONS, OBJECT_FILES } from "./collections";
import {
  FOUNDER_PHOTO,
  LOGO_IMAGE,
  PIXEL_DENSITY,
  formatList,
  formatOfName,
  isLargeEnough,
  type FileRoot,
  type ImageInfo,
} from "./images";
import { validateContent } from "./validate";

type Entry = Record<string, unknown>;

/** Real content with site.json edited. */
function withSite(edit: (site: Entry) => Entry) {
  const sources = realSources();
  sources.objects.site = JSON.stringify(edit(JSON.parse(sources.objects.site ?? "{}") as Entry));
  return sources;
}

/** Validation with made-up files: `files` maps "<root>:<path>" to what the image reader finds there. */
function validateWith(sources: ReturnType<typeof realSources>, files: Record<string, ImageInfo | "not an image">) {
  const warnings: string[] = [];
  const key = (rel: string, root: FileRoot) => `${root}:${rel}`;
  const problems = validateContent(sources, {
    fileExists: (rel, root) => key(rel, root) in files || realFileExists(rel, root),
    imageInfo: (rel, root) => {
      const found = files[key(rel, root)];
      if (found === "not an image") return undefined;
      return found ?? { format: "svg", width: 200, height: 60 };
    },
    warnings,
  });
  return { problems, warnings };
}

const partners = () => JSON.parse(realSources().collections.partners ?? "[]") as Entry[];

/** The real partners with the first one's logo replaced. */
function withLogo(logo: string) {
  const first = partners()[0] ?? {};
  return {
    where: `data/partners.json[0] "${String(first.slug)}"`,
    sources: withCollection("partners", (list) => list.map((p, i) => (i === 0 ? { ...p, logo } : p))),
  };
}

describe("image rules of the content model", () => {
  it("gives partner logos and the founder's photo their image rules", () => {
    expect(COLLECTIONS.partners.fields.logo?.image).toBe(LOGO_IMAGE);
    expect(OBJECT_FILES.site.founderPhoto).toMatchObject({ optional: true, fileRoot: "content", image: FOUNDER_PHOTO });
  });

  it("reads formats from file names, .jpeg and .JPG alike", () => {
    expect(formatOfName("a/logo.PNG")).toBe("png");
    expect(formatOfName("photo.jpeg")).toBe("jpg");
    expect(formatOfName("photo.jpg")).toBe("jpg");
    expect(formatOfName("logo.svg")).toBe("svg");
    expect(formatOfName("logo.gif")).toBeUndefined();
    expect(formatOfName("logo")).toBeUndefined();
    expect(formatList(["png", "jpg", "webp"])).toBe("PNG, JPG or WebP");
  });

  it("asks a contained image for one side at 2×, a cropped one for both", () => {
    const box = { width: 100, height: 50 };
    expect(isLargeEnough({ width: 200, height: 10 }, { ...box, fit: "contain" })).toBe(true);
    expect(isLargeEnough({ width: 10, height: 100 }, { ...box, fit: "contain" })).toBe(true);
    expect(isLargeEnough({ width: 199, height: 99 }, { ...box, fit: "contain" })).toBe(false);
    expect(isLargeEnough({ width: 200, height: 99 }, { ...box, fit: "cover" })).toBe(false);
    expect(isLargeEnough({ width: 200, height: 100 }, { ...box, fit: "cover" })).toBe(true);
  });
});

describe("validation of image files", () => {
  const big = (format: ImageInfo["format"]): ImageInfo => ({
    format,
    width: LOGO_IMAGE.box.width * PIXEL_DENSITY,
    height: LOGO_IMAGE.box.height * PIXEL_DENSITY,
  });

  it("accepts a PNG, JPG or WebP partner logo large enough for its box", () => {
    for (const [name, format] of [
      ["acme.png", "png"],
      ["acme.jpeg", "jpg"],
      ["acme.webp", "webp"],
    ] as const) {
      const { sources } = withLogo(`partners/${name}`);
      expect(validateWith(sources, { [`static:partners/${name}`]: big(format) })).toEqual({
        problems: [],
        warnings: [],
      });
    }
  });

  it("refuses a logo in a format the site cannot show, naming file, entry and field", () => {
    const { sources, where } = withLogo("partners/acme.gif");
    const { problems } = validateWith(sources, { "static:partners/acme.gif": "not an image" });
    expect(problems).toEqual([
      `${where}: field "logo" must be an image in SVG, PNG, JPG or WebP format (got "partners/acme.gif")`,
    ]);
  });

  it("refuses a file whose bytes are not the image its name says", () => {
    const { sources, where } = withLogo("partners/acme.png");
    expect(validateWith(sources, { "static:partners/acme.png": "not an image" }).problems).toEqual([
      `${where}: field "logo" file static/partners/acme.png does not hold a PNG image (its bytes are not an image this site reads)`,
    ]);
    expect(validateWith(sources, { "static:partners/acme.png": big("jpg") }).problems).toEqual([
      `${where}: field "logo" file static/partners/acme.png does not hold a PNG image (its bytes are JPG)`,
    ]);
  });

  it("warns, without failing, about a raster logo too small for 2× screens", () => {
    const { sources, where } = withLogo("partners/acme.png");
    const small = { format: "png" as const, width: 300, height: 100 };
    const { problems, warnings } = validateWith(sources, { "static:partners/acme.png": small });
    expect(problems).toEqual([]);
    expect(warnings).toEqual([
      `${where}: field "logo" file static/partners/acme.png is 300 × 100 px, too small for its 180 × 60 px box ` +
        "on 2× screens (it needs 360 px wide or 120 px high): it will look blurred",
    ]);
  });

  it("does not measure SVG logos, which scale", () => {
    const { sources } = withLogo("partners/acme.svg");
    const tiny = { format: "svg" as const, width: 20, height: 6 };
    expect(validateWith(sources, { "static:partners/acme.svg": tiny })).toEqual({ problems: [], warnings: [] });
  });

  it("finds the founder's photo under data/, and names it when it is missing", () => {
    const photo = { format: "jpg" as const, width: 800, height: 800 };
    const sources = withSite((site) => ({ ...site, founderPhoto: "images/founder.jpg" }));
    expect(validateWith(sources, { "content:images/founder.jpg": photo })).toEqual({ problems: [], warnings: [] });
    expect(validateWith(sources, {}).problems).toEqual([
      "data/site.json: founderPhoto file data/images/founder.jpg does not exist",
    ]);
  });

  it("refuses an SVG or a file outside data/images/ as the founder's photo", () => {
    const svg = withSite((site) => ({ ...site, founderPhoto: "images/founder.svg" }));
    expect(validateWith(svg, { "content:images/founder.svg": big("svg") }).problems).toEqual([
      'data/site.json: field "founderPhoto" must be an image in PNG, JPG or WebP format (got "images/founder.svg")',
    ]);
    const elsewhere = withSite((site) => ({ ...site, founderPhoto: "photos/founder.jpg" }));
    expect(validateWith(elsewhere, { "content:photos/founder.jpg": big("jpg") }).problems).toEqual([
      'data/site.json: field "founderPhoto" must name a file in data/images/ (got "photos/founder.jpg")',
    ]);
  });

  it("warns about a photo that does not fill its circle at 2× on both sides", () => {
    const sources = withSite((site) => ({ ...site, founderPhoto: "images/founder.webp" }));
    const wide = { format: "webp" as const, width: 1200, height: 400 };
    const { problems, warnings } = validateWith(sources, { "content:images/founder.webp": wide });
    expect(problems).toEqual([]);
    expect(warnings).toEqual([
      'data/site.json: field "founderPhoto" file data/images/founder.webp is 1200 × 400 px, too small for its ' +
        "240 × 240 px box on 2× screens (it needs 480 px wide and 480 px high): it will look blurred",
    ]);
  });
});
