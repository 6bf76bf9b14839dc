import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { AppError } from "../../errors.ts";

/** The longer side of the PNG made from an SVG: sharp at print size for a logo or signature. */
const RENDER_SIDE = 1200;

// The wasm module is read from node_modules on the first SVG, in the test
// runner and in the esbuild bundle alike (resolved from this module's place).
let resvg: Promise<typeof import("@resvg/resvg-wasm")> | undefined;
function loadResvg() {
  resvg ??= (async () => {
    const mod = await import("@resvg/resvg-wasm");
    const wasm = await readFile(createRequire(import.meta.url).resolve("@resvg/resvg-wasm/index_bg.wasm"));
    await mod.initWasm(wasm);
    return mod;
  })();
  return resvg;
}

/**
 * A sanitised SVG as PNG bytes for the PDF renderer (which takes PNG and JPEG
 * only), with the SVG's own size, once `checkSize` accepts it. No fonts are
 * loaded (sanitiseSvg refuses text that is not outlines).
 */
export async function rasteriseSvg(
  svg: string,
  checkSize: (width: number, height: number) => void,
): Promise<{ png: Uint8Array; width: number; height: number }> {
  const { Resvg } = await loadResvg();
  const options = { font: { loadSystemFonts: false } };
  let width: number;
  let height: number;
  try {
    const measure = new Resvg(svg, options);
    [width, height] = [Math.round(measure.width), Math.round(measure.height)];
    measure.free();
  } catch {
    throw new AppError("unprocessable", "This SVG cannot be drawn. Export it again, or upload a PNG.");
  }
  checkSize(width, height);
  const fitTo =
    width >= height
      ? ({ mode: "width", value: RENDER_SIDE } as const)
      : ({ mode: "height", value: RENDER_SIDE } as const);
  const renderer = new Resvg(svg, { ...options, fitTo });
  try {
    return { png: renderer.render().asPng(), width, height };
  } finally {
    renderer.free();
  }
}
