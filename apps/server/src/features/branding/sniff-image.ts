import { crc32 } from "node:zlib";
import { AppError } from "../../errors.ts";

export type RasterImage = { format: "png" | "jpg"; width: number; height: number };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

// Formats people try that we do not take, by their first bytes, so the refusal can name what was sent.
const OTHER_FORMATS: [name: string, magic: number[]][] = [
  ["a GIF image", [0x47, 0x49, 0x46, 0x38]],
  ["a WebP image", [0x52, 0x49, 0x46, 0x46]],
  ["a BMP image", [0x42, 0x4d]],
  ["a TIFF image", [0x49, 0x49, 0x2a, 0x00]],
  ["a TIFF image", [0x4d, 0x4d, 0x00, 0x2a]],
  ["a PDF document", [0x25, 0x50, 0x44, 0x46]],
  ["an ICO icon", [0x00, 0x00, 0x01, 0x00]],
  ["a ZIP archive (or a Word or Excel file)", [0x50, 0x4b, 0x03, 0x04]],
];

const startsWith = (bytes: Uint8Array, magic: readonly number[], at = 0) =>
  bytes.length >= at + magic.length && magic.every((b, i) => bytes[at + i] === b);

/** What the bytes are, whatever the file was called or declared as. */
export function sniffFormat(bytes: Uint8Array): "png" | "jpg" | "svg" | { other: string } {
  if (startsWith(bytes, PNG_SIGNATURE)) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpg";
  if (looksLikeSvg(bytes)) return "svg";
  for (const [name, magic] of OTHER_FORMATS) if (startsWith(bytes, magic)) return { other: name };
  if (startsWith(bytes, [0x66, 0x74, 0x79, 0x70], 4)) return { other: "a HEIC, AVIF or video file" };
  return { other: looksLikeText(bytes) ? "a text file" : "a file of an unknown type" };
}

/** An SVG is text whose first element, after any XML declaration, comments and doctype, is <svg. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, "");
  const rest = head.replace(/^(\s+|<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>)*/i, "");
  return /^<svg[\s>/]/.test(rest);
}

function looksLikeText(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 512);
  return head.length > 0 && head.every((b) => b === 9 || b === 10 || b === 13 || b >= 32);
}

const damaged = (format: string, why: string) =>
  new AppError("unprocessable", `This ${format} file is damaged (${why}). Export it again and upload the new file.`);

/**
 * Walks a PNG's chunks: IHDR first, every chunk's CRC right, image data
 * present, IEND last. A truncated or altered file fails here rather than
 * later inside the PDF renderer. Returns the pixel size from IHDR.
 */
export function checkPng(bytes: Uint8Array): RasterImage {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = PNG_SIGNATURE.length;
  let width = 0;
  let height = 0;
  let sawData = false;
  for (let index = 0; ; index++) {
    if (at + 12 > bytes.length) throw damaged("PNG", "it ends before its last chunk");
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const end = at + 12 + length;
    if (end > bytes.length) throw damaged("PNG", `its ${type} chunk is cut short`);
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== view.getUint32(at + 8 + length))
      throw damaged("PNG", `its ${type} chunk does not match its checksum`);
    if (index === 0) {
      if (type !== "IHDR" || length !== 13) throw damaged("PNG", "it does not start with an image header");
      width = view.getUint32(at + 8);
      height = view.getUint32(at + 12);
    }
    if (type === "IDAT") sawData = true;
    if (type === "IEND") break;
    at = end;
  }
  if (!sawData) throw damaged("PNG", "it has no image data");
  return { format: "png", width, height };
}

/**
 * Walks a JPEG's markers to its frame header (SOFn) for the pixel size, and
 * checks the file ends with the end-of-image marker, so a cut-off upload is
 * refused.
 */
export function checkJpeg(bytes: Uint8Array): RasterImage {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 2;
  let size: { width: number; height: number } | null = null;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) throw damaged("JPEG", "a marker is missing where one must be");
    const marker = bytes[at + 1] as number;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xda) break; // start of scan: the frame header came before it
    const length = view.getUint16(at + 2);
    if (length < 2 || at + 2 + length > bytes.length) throw damaged("JPEG", "a segment is cut short");
    // SOF0..SOF15, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (length < 7) throw damaged("JPEG", "its frame header is cut short");
      size = { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    }
    at += 2 + length;
  }
  if (!size) throw damaged("JPEG", "it has no frame header");
  let last = bytes.length;
  while (last > 0 && bytes[last - 1] === 0) last--; // some writers pad with zeros
  if (!(bytes[last - 2] === 0xff && bytes[last - 1] === 0xd9)) throw damaged("JPEG", "it is cut off before its end");
  return { format: "jpg", ...size };
}
