// After `vite build`: writes apps/web/dist/prerendered/<path>.html for every
// public page, each carrying its own title, description, canonical URL, Open
// Graph and Twitter tags, article metadata and JSON-LD, with the page's main
// text in the body for crawlers that do not run JavaScript; and sitemap.xml.
// Absolute URLs use the %BASE_URL% placeholder, which the server fills in
// from its configuration when it loads the build.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { countryIndex } from "../../packages/engine/src/index.ts";
import { generatePages, type PageMeta } from "./page-meta.ts";

const dist = new URL("../../apps/web/dist", import.meta.url).pathname;
const BASE = "%BASE_URL%";

const esc = (s: string) =>
  s.replace(/[&<>"]/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[ch] as string);

function head(page: PageMeta): string {
  const url = `${BASE}${page.path === "/" ? "" : page.path}`;
  const image = `${BASE}/social-card.png`;
  const tags = [
    `<title data-prerendered>${esc(page.title)}</title>`,
    `<meta data-prerendered name="description" content="${esc(page.description)}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:site_name" content="GradeAtlas" />`,
    `<meta property="og:type" content="${page.type}" />`,
    `<meta property="og:title" content="${esc(page.title)}" />`,
    `<meta property="og:description" content="${esc(page.description)}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta property="og:image:alt" content="GradeAtlas: international grades to the US 4.0 scale" />`,
    `<meta property="og:locale" content="en_US" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${esc(page.title)}" />`,
    `<meta name="twitter:description" content="${esc(page.description)}" />`,
    `<meta name="twitter:image" content="${image}" />`,
    `<meta name="twitter:image:alt" content="GradeAtlas: international grades to the US 4.0 scale" />`,
  ];
  if (page.article) {
    tags.push(`<meta property="article:published_time" content="${page.article.published}" />`);
    if (page.article.modified)
      tags.push(`<meta property="article:modified_time" content="${page.article.modified}" />`);
    tags.push(`<meta property="article:author" content="${esc(page.article.author)}" />`);
    tags.push(`<meta property="article:section" content="${esc(page.article.section)}" />`);
    for (const tag of page.article.tags) tags.push(`<meta property="article:tag" content="${esc(tag)}" />`);
  }
  if (page.jsonLd) {
    // JSON in a non-executable script element; "<" escaped so no tag can close it early.
    const json = JSON.stringify({ "@context": "https://schema.org", ...page.jsonLd, url }).replace(/</g, "\\u003c");
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  return tags.join("\n    ");
}

export function prerender(): { pages: number } {
  const shell = readFileSync(join(dist, "index.html"), "utf8");
  const pages = generatePages();
  for (const page of pages) {
    const html = shell
      .replace(/<title>[\s\S]*?<\/title>\s*<meta\s+name="description"[\s\S]*?\/>/, head(page))
      .replace('<div id="root"></div>', `<div id="root">${page.bodyHtml}</div>`);
    const file = join(dist, "prerendered", `${page.path === "/" ? "index" : page.path.slice(1)}.html`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
  const urls = pages
    .filter((p) => p.sitemap)
    .map(
      (p) =>
        `  <url><loc>${BASE}${p.path === "/" ? "/" : p.path}</loc>${p.lastmod ? `<lastmod>${p.lastmod}</lastmod>` : ""}</url>`,
    );
  writeFileSync(
    join(dist, "sitemap.xml"),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`,
  );
  return { pages: pages.length };
}

if (process.argv[1] === import.meta.filename) {
  const { pages } = prerender();
  console.log(`prerendered ${pages} pages and sitemap.xml (${countryIndex.length} countries in the dataset)`);
}
