import { AppError } from "../../errors.ts";
import { findActiveContent } from "./find-active-content.ts";

const refused = (what: string) =>
  new AppError(
    "unprocessable",
    `This SVG contains ${what}, which a logo or signature must not have. Remove it (or export the image as PNG) and upload again.`,
    { found: what },
  );

// jsdom is heavy (a whole DOM): loaded on the first SVG upload only, never at start-up.
let window: Promise<import("jsdom").DOMWindow> | undefined;
const svgWindow = () => {
  window ??= import("jsdom").then(({ JSDOM }) => new JSDOM("").window);
  return window;
};

/**
 * Parses an uploaded SVG as XML, refuses it when it carries active content
 * (scripts, event handlers, javascript: URLs, foreignObject, references to
 * anything outside the file), and returns it sanitised by DOMPurify's SVG
 * profile, which also drops editors' metadata and anything else it does not know.
 */
export async function sanitiseSvg(bytes: Uint8Array): Promise<string> {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    throw new AppError("unprocessable", "This SVG is not UTF-8 text. Save it again as UTF-8 and upload it.");
  }
  // Entity declarations can expand without end or reach outside files; no logo needs them.
  if (/<!DOCTYPE[^>]*\[/i.test(text)) throw refused("a DOCTYPE with entity declarations");
  if (/<\?xml-stylesheet/i.test(text)) throw refused("a link to an outside style sheet (<?xml-stylesheet?>)");

  const win = await svgWindow();
  const doc = new win.DOMParser().parseFromString(text, "image/svg+xml");
  const root = doc.documentElement;
  if (root?.localName !== "svg" || root.getElementsByTagName("parsererror").length > 0)
    throw new AppError("unprocessable", "This SVG is not well-formed XML, so it cannot be read. Export it again.");
  const found = findActiveContent(root);
  if (found) throw refused(found);

  const { default: createDOMPurify } = await import("dompurify");
  const purify = createDOMPurify(win as unknown as Parameters<typeof createDOMPurify>[0]);
  // Parsed as HTML (DOMPurify's XML mode drops camel-cased SVG elements such as
  // linearGradient); <use> is kept, as only references inside the file got this far.
  const clean = purify.sanitize(root.outerHTML, { USE_PROFILES: { svg: true, svgFilters: true }, ADD_TAGS: ["use"] });
  // What is stored is served as XML: it must read back as the same harmless picture.
  const again = new win.DOMParser().parseFromString(clean, "image/svg+xml").documentElement;
  if (again?.localName !== "svg" || again.getElementsByTagName("parsererror").length > 0)
    throw new AppError("unprocessable", "This SVG could not be cleaned into a well-formed picture. Export it again.");
  const left = findActiveContent(again);
  if (left) throw refused(left);
  // The PNG for the PDF is drawn without fonts, so live text would vanish from the report.
  if (root.getElementsByTagNameNS(root.namespaceURI, "text").length > 0)
    throw new AppError(
      "unprocessable",
      "This SVG has live text, which the report cannot print without its font. Convert the text to outlines (paths) in your design program, or upload a PNG.",
    );
  return clean;
}
