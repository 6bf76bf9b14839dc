// Part of `npm run build`: writes brotli (.br) and gzip (.gz) twins of the
// built web app's compressible files, so the server loads them ready-made at
// start instead of compressing megabytes of JavaScript then (12–16 s here).
// Pages and the sitemap are left out: the server fills in BASE_URL when it
// loads them, and compresses those small files itself.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dist = new URL("../apps/web/dist/", import.meta.url).pathname;
const twinned = new Set([".js", ".mjs", ".css", ".json", ".webmanifest", ".svg", ".txt"]);

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}

let count = 0;
for (const path of walk(dist)) {
  if (!twinned.has(extname(path))) continue;
  const body = readFileSync(path);
  if (body.length <= 512) continue;
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  count++;
}
console.log(`Compressed ${count} files of the web build (brotli and gzip).`);
