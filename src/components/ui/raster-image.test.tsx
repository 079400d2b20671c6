import { act, render, screen } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";

const image: IGatsbyImageData = {
  layout: "constrained",
  width: 200,
  height: 60,
  images: { fallback: { src: "/static/x/logo.png", srcSet: "/static/x/logo.png 200w", sizes: "200px" }, sources: [] },
};

const holdHydration = jest.fn();

/** A fresh copy of the module; gatsby-plugin-image's chunk loads, or fails as an offline visitor's would. */
function loadModule(chunk: "loads" | "fails" = "loads"): typeof import("./raster-image") {
  let mod: typeof import("./raster-image") | undefined;
  jest.isolateModules(() => {
    jest.doMock("../../hydrate", () => ({ holdHydration }));
    jest.doMock("gatsby-plugin-image", () => {
      if (chunk === "fails") throw new Error("ChunkLoadError");
      return {
        GatsbyImage: ({ alt, className }: { alt: string; className?: string }) => (
          <img alt={alt} className={className} />
        ),
      };
    });
    mod = jest.requireActual<typeof import("./raster-image")>("./raster-image");
  });
  if (!mod) throw new Error("module not loaded");
  return mod;
}

afterEach(() => {
  document.body.innerHTML = "";
  holdHydration.mockReset();
  jest.resetModules();
});

describe("RasterImage", () => {
  it("holds a box of the image's size until gatsby-plugin-image has loaded, then shows the image", async () => {
    const { RasterImage } = loadModule();
    const { container } = render(<RasterImage image={image} alt="Acme AI" className="logo" />);
    const box = container.querySelector(".logo");
    expect(box).toHaveStyle({ width: "200px" });
    expect((box as HTMLElement).style.aspectRatio).toBe("200 / 60");
    expect(screen.queryByAltText("Acme AI")).toBeNull();
    expect(await screen.findByAltText("Acme AI")).toHaveClass("logo");
  });

  it("keeps the box if the chunk cannot load, without an error", async () => {
    const { RasterImage } = loadModule("fails");
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const { container } = render(<RasterImage image={image} alt="Acme AI" className="logo" />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.querySelector(".logo")).toBeInTheDocument();
    expect(screen.queryByAltText("Acme AI")).toBeNull();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("makes a page whose HTML shows a GatsbyImage wait for its code before hydrating, and no other page", () => {
    loadModule();
    expect(holdHydration).not.toHaveBeenCalled();
    document.body.innerHTML = '<div data-gatsby-image-wrapper=""></div>';
    loadModule();
    expect(holdHydration).toHaveBeenCalledTimes(1);
    expect(holdHydration.mock.calls[0]?.[0]).toBeInstanceOf(Promise);
  });

  it("renders the image itself in Gatsby's HTML renderer, never suspending there", async () => {
    const { renderToString } = await import("react-dom/server");
    process.env.BUILD_STAGE = "build-html";
    try {
      const { RasterImage } = loadModule();
      // renderToString writes a suspended boundary's fallback (the box) instead of waiting for it.
      expect(renderToString(<RasterImage image={image} alt="Partner" />)).toContain('<img alt="Partner"/>');
    } finally {
      delete process.env.BUILD_STAGE;
    }
  });
});
