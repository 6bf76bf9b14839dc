import { type BrandingImageKind, brandingImageLimits, MAX_IMAGE_SIDE } from "@gradeatlas/contracts/branding";
import { AppError } from "../../errors.ts";
import { rasteriseSvg } from "./rasterise-svg.ts";
import { sanitiseSvg } from "./sanitise-svg.ts";
import { checkJpeg, checkPng, sniffFormat } from "./sniff-image.ts";

/** An image as it is stored: PNG or JPEG bytes as sent, or a sanitised SVG with its PNG rendition. */
export type CheckedImage = {
  format: "png" | "jpg" | "svg";
  data: Uint8Array;
  png: Uint8Array | null;
  width: number;
  height: number;
};

const kb = (bytes: number) => `${Math.ceil(bytes / 1024)} KB`;

/** Refuses an empty picture or one larger than MAX_IMAGE_SIDE on a side. */
export function checkSides(label: string, width: number, height: number): void {
  if (width < 1 || height < 1)
    throw new AppError(
      "unprocessable",
      `${label} must be at least 1 pixel wide and high; this one is ${width} × ${height}.`,
    );
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE)
    throw new AppError(
      "unprocessable",
      `${label} may be at most ${MAX_IMAGE_SIDE} × ${MAX_IMAGE_SIDE} pixels; this one is ${width} × ${height}. Make it smaller and upload it again.`,
    );
}

/**
 * Checks an upload by its bytes (decision 0044), never by its name or the
 * type the browser declared: size (413), format (415: PNG, JPEG or SVG),
 * structure and pixel size (422), and for an SVG, active content (422).
 */
export async function checkImage(kind: BrandingImageKind, bytes: Uint8Array): Promise<CheckedImage> {
  const { bytes: limit, label } = brandingImageLimits[kind];
  if (bytes.length === 0) throw new AppError("unprocessable", `${label} file is empty. Choose the image file again.`);
  if (bytes.length > limit)
    throw new AppError("payload_too_large", `${label} may be at most ${kb(limit)}; this file is ${kb(bytes.length)}.`);
  const format = sniffFormat(bytes);
  if (typeof format === "object")
    throw new AppError(
      "unsupported_media_type",
      `${label} must be a PNG, JPEG or SVG image; this file is ${format.other}, whatever its name says.`,
    );
  if (format === "svg") {
    const svg = await sanitiseSvg(bytes);
    const { png, width, height } = await rasteriseSvg(svg, (w, h) => checkSides(label, w, h));
    return { format, data: new TextEncoder().encode(svg), png, width, height };
  }
  const { width, height } = format === "png" ? checkPng(bytes) : checkJpeg(bytes);
  checkSides(label, width, height);
  return { format, data: bytes, png: null, width, height };
}
