import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A tiny built web app on disk, shaped like Vite's output. */
export function writeFixtureSite(): string {
  const dir = mkdtempSync(join(tmpdir(), "gradeatlas-site-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(
    join(dir, "index.html"),
    `<!doctype html><html lang="en"><head><title>GradeAtlas</title></head><body><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script></body></html>`,
  );
  writeFileSync(
    join(dir, "assets", "app-abc123.js"),
    `export const grades = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `grade-${i}`))};\n`,
  );
  writeFileSync(
    join(dir, "favicon.svg"),
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16"/></svg>`,
  );
  mkdirSync(join(dir, "prerendered", "blog"), { recursive: true });
  writeFileSync(
    join(dir, "prerendered", "blog", "a-guide.html"),
    `<!doctype html><html lang="en"><head><title>A guide · GradeAtlas</title><link rel="canonical" href="%BASE_URL%/blog/a-guide" /></head><body><div id="root"><main><h1>A guide</h1></main></div></body></html>`,
  );
  writeFileSync(
    join(dir, "sitemap.xml"),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>%BASE_URL%/blog/a-guide</loc></url></urlset>\n`,
  );
  return dir;
}
