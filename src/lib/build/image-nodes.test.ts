import path from "node:path";
import { imageResolvers, type ImageResolverContext } from "./image-nodes";

const dirs = { staticDir: "/site/static", contentDir: "/site/data" };

function context(files: Record<string, string>) {
  const findOne = jest.fn(({ query }: { query: { filter: { absolutePath: { eq: string } } } }) =>
    Promise.resolve(files[query.filter.absolutePath.eq] ?? null),
  );
  return { findOne, ctx: { nodeModel: { findOne } } as ImageResolverContext };
}

describe("image resolvers", () => {
  it("find a raster logo's File node under static/, and the photo's under the content folder", async () => {
    const { ctx } = context({
      [path.join("/site/static", "partners/acme.png")]: "logo-node",
      [path.join("/site/data", "images/founder.jpg")]: "photo-node",
    });
    const r = imageResolvers(dirs);
    await expect(r.PartnersJson.logoImage.resolve({ logo: "partners/acme.png" }, {}, ctx)).resolves.toBe("logo-node");
    await expect(r.PartnersJson.logoImage.resolve({ logo: "/partners/acme.png" }, {}, ctx)).resolves.toBe("logo-node");
    await expect(
      r.SiteSiteMetadata.founderPhotoImage.resolve({ founderPhoto: "images/founder.jpg" }, {}, ctx),
    ).resolves.toBe("photo-node");
  });

  it("leave SVG logos and a site without a photo without an image, asking nothing", async () => {
    const { ctx, findOne } = context({});
    const r = imageResolvers(dirs);
    await expect(r.PartnersJson.logoImage.resolve({ logo: "partners/acme.svg" }, {}, ctx)).resolves.toBeNull();
    await expect(r.SiteSiteMetadata.founderPhotoImage.resolve({}, {}, ctx)).resolves.toBeNull();
    await expect(r.SiteSiteMetadata.founderPhotoImage.resolve({ founderPhoto: null }, {}, ctx)).resolves.toBeNull();
    expect(findOne).not.toHaveBeenCalled();
  });

  it("answer null for a file Gatsby has no node of", async () => {
    const { ctx } = context({});
    await expect(
      imageResolvers(dirs).PartnersJson.logoImage.resolve({ logo: "partners/gone.webp" }, {}, ctx),
    ).resolves.toBeNull();
  });
});
