// Part of `npm run build`: writes brotli (.br) and gzip (.gz) twins of the
// built web app's compressible files, so the server loads them ready-made at
// start instead of compressing megabytes of JavaScript then (12–16 s here).
// The server's own rules decide what is compressed and how. Pages and the
// sitemap are left out: the server fills in BASE_URL when it loads them, and
// compresses those small files itself.
import { readFileSync, writeFileSync } from "node:fs";
import { brotli, getsBaseUrl, gzip, isCompressible, typeOf, walk } from "../apps/server/src/http/static-site.ts";

const dist = new URL("../apps/web/dist/", import.meta.url).pathname;

let count = 0;
for (const path of walk(dist)) {
  const type = typeOf(path);
  if (getsBaseUrl(type) || path.endsWith(".br") || path.endsWith(".gz")) continue;
  const body = readFileSync(path);
  if (!isCompressible(type, body.length)) continue;
  writeFileSync(`${path}.gz`, gzip(body));
  writeFileSync(`${path}.br`, brotli(body));
  count++;
}
console.log(`Compressed ${count} files of the web build (brotli and gzip).`);
