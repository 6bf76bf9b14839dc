// What makes an SVG more than a picture (decision 0044). Each finding is said
// in words, so the refusal tells the admin what to remove. DOMPurify runs
// after this and strips whatever else it does not know; these are refused
// rather than silently stripped because a logo that loses a part no longer
// looks as its owner expects.

const XHTML_NS = "http://www.w3.org/1999/xhtml";
const XLINK_NS = "http://www.w3.org/1999/xlink";

const ACTIVE_ELEMENTS: Record<string, string> = {
  script: "a <script> element",
  foreignobject: "a <foreignObject> element",
  iframe: "an <iframe> element",
  embed: "an <embed> element",
  object: "an <object> element",
  handler: "a <handler> element",
  listener: "a <listener> element",
};

/** Embedded PNG or JPEG pictures are fine: they stay inside the file. */
const EMBEDDED_RASTER = /^data:image\/(png|jpe?g);base64,/i;

// Browsers ignore whitespace and control characters inside a scheme ("java\nscript:").
const squeeze = (value: string) =>
  [...value]
    .filter((ch) => ch.charCodeAt(0) > 32)
    .join("")
    .toLowerCase();

function findInCss(css: string): string | null {
  const text = squeeze(css);
  if (text.includes("javascript:")) return "a javascript: URL in a style";
  if (text.includes("@import")) return "an @import of an outside style sheet";
  if (text.includes("expression(")) return "a script expression in a style";
  for (const [, url] of text.matchAll(/url\(['"]?([^'")]*)/g))
    if (!url?.startsWith("#") && !EMBEDDED_RASTER.test(url ?? ""))
      return `an external reference in a style (url(${(url ?? "").slice(0, 60)}))`;
  return null;
}

function findInAttribute(element: Element, attr: Attr): string | null {
  const name = attr.localName.toLowerCase();
  const value = attr.value;
  if (name.startsWith("on")) return `an event handler attribute (${attr.name}=) on <${element.localName}>`;
  const squeezed = squeeze(value);
  if (/^(javascript|vbscript):/.test(squeezed)) return `a ${squeezed.split(":")[0]}: URL in ${attr.name}=`;
  if (name === "href" || name === "src" || (attr.namespaceURI === XLINK_NS && name === "href")) {
    const target = value.trim();
    if (!target.startsWith("#") && !EMBEDDED_RASTER.test(target))
      return `an external reference (${attr.name}="${target.slice(0, 60)}") on <${element.localName}>`;
  }
  if (name === "style") return findInCss(value);
  // An animation can turn a harmless link into a script one once the picture is shown.
  if (
    (element.localName === "set" || element.localName.startsWith("animate")) &&
    name === "attributename" &&
    /href$/i.test(value.trim())
  )
    return `an animation that changes a link (<${element.localName} attributeName="${value}">)`;
  return null;
}

/**
 * The first piece of active content in a parsed SVG, in words ("a <script>
 * element", "an event handler attribute (onload=) on <svg>"), or null.
 */
export function findActiveContent(root: Element): string | null {
  const elements = [root, ...root.querySelectorAll("*")];
  for (const element of elements) {
    const local = element.localName.toLowerCase();
    const found = ACTIVE_ELEMENTS[local];
    if (found) return found;
    // Editors' own metadata (Inkscape's sodipodi:*, rdf:*) is harmless and DOMPurify drops it; HTML is not.
    if (element.namespaceURI === XHTML_NS) return `HTML inside the SVG (<${element.localName}>)`;
    if (local === "style") {
      const css = findInCss(element.textContent ?? "");
      if (css) return css;
    }
    for (const attr of element.attributes) {
      const problem = findInAttribute(element, attr);
      if (problem) return problem;
    }
  }
  return null;
}
