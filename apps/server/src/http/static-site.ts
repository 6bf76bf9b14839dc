import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

interface StaticFile {
  body: Uint8Array;
  gzip?: Uint8Array;
  br?: Uint8Array;
  type: string;
  etag: string;
  cacheControl: string;
}

export interface StaticSite {
  /** The built app's HTML shell, sent for every page route. */
  readonly indexHtml: StaticFile;
  get(pathname: string): StaticFile | undefined;
  /** The page's prerendered HTML (its own metadata and text), when the build made one. */
  page(pathname: string): StaticFile | undefined;
}

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".woff2": "font/woff2",
  ".pdf": "application/pdf",
};
const compressible = /^(text\/|application\/(json|manifest\+json|xml)|image\/svg)/;

/** The Content-Type the server sends for a file. */
export const typeOf = (path: string) => types[extname(path)] ?? "application/octet-stream";
/** Files worth sending compressed: text types over 512 bytes. */
export const isCompressible = (type: string, bytes: number) => compressible.test(type) && bytes > 512;
/** Pages and the sitemap get BASE_URL filled in when the server loads them. */
export const getsBaseUrl = (type: string) => type.startsWith("text/html") || type.startsWith("application/xml");
export const gzip = (body: Uint8Array) => gzipSync(body, { level: 9 });
export const brotli = (body: Uint8Array) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });

// Vite puts content-hashed files under /assets/: they never change, so they
// may be cached for a year. Everything else is revalidated with its ETag.
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

/**
 * Loads the built web app into memory once at start-up, with the gzip and
 * brotli twins `npm run build` made (scripts/compress-web.ts): serving is a
 * map lookup, never disk. A file without twins (pages, which get BASE_URL
 * here, or a build made otherwise) is compressed on its first request, once.
 */
export function loadStaticSite(dir: string, options: { baseUrl?: string } = {}): StaticSite {
  if (!existsSync(join(dir, "index.html"))) {
    throw new Error(`The web app is not built: ${join(dir, "index.html")} is missing. Run "npm run build".`);
  }
  const files = new Map<string, StaticFile>();
  for (const path of walk(dir)) {
    if (path.endsWith(".br") || path.endsWith(".gz")) continue;
    const urlPath = `/${relative(dir, path).split(sep).join("/")}`;
    const type = typeOf(path);
    // Prerendered pages and the sitemap carry absolute URLs: filled in here,
    // from configuration, so one build serves any address.
    const raw = readFileSync(path);
    const body =
      options.baseUrl && getsBaseUrl(type)
        ? Buffer.from(raw.toString("utf8").replaceAll("%BASE_URL%", options.baseUrl))
        : raw;
    const file: StaticFile = {
      body,
      type,
      etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 20)}"`,
      cacheControl: urlPath.startsWith("/assets/") ? IMMUTABLE : REVALIDATE,
    };
    if (isCompressible(type, body.length)) {
      if (body === raw && existsSync(`${path}.br`) && existsSync(`${path}.gz`)) {
        file.br = readFileSync(`${path}.br`);
        file.gzip = readFileSync(`${path}.gz`);
      } else {
        compressOnFirstUse(file);
      }
    }
    files.set(urlPath, file);
  }
  const indexHtml = files.get("/index.html") as StaticFile;
  return {
    indexHtml,
    get: (pathname) => (pathname.startsWith("/prerendered/") ? undefined : files.get(pathname)),
    page: (pathname) => {
      const clean = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
      return files.get(`/prerendered/${clean === "/" ? "index" : clean.slice(1)}.html`);
    },
  };
}

function compressOnFirstUse(file: StaticFile): void {
  let gzipped: Uint8Array | undefined;
  let brotlied: Uint8Array | undefined;
  Object.defineProperties(file, {
    gzip: { enumerable: true, get: () => (gzipped ??= gzip(file.body)) },
    br: { enumerable: true, get: () => (brotlied ??= brotli(file.body)) },
  });
}

export function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}

/** Builds the response for a file, honouring Accept-Encoding and If-None-Match. */
export function fileResponse(file: StaticFile, request: Request, status = 200): Response {
  const headers = new Headers({
    "Content-Type": file.type,
    "Cache-Control": file.cacheControl,
    ETag: file.etag,
    Vary: "Accept-Encoding",
  });
  if (status === 200 && request.headers.get("if-none-match") === file.etag) {
    return new Response(null, { status: 304, headers });
  }
  const accept = request.headers.get("accept-encoding") ?? "";
  let body = file.body;
  if (file.br && /\bbr\b/.test(accept)) {
    body = file.br;
    headers.set("Content-Encoding", "br");
  } else if (file.gzip && /\bgzip\b/.test(accept)) {
    body = file.gzip;
    headers.set("Content-Encoding", "gzip");
  }
  headers.set("Content-Length", String(body.length));
  return new Response(request.method === "HEAD" ? null : (body as Uint8Array<ArrayBuffer>), { status, headers });
}
