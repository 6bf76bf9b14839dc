import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";

// The API lives on the Hono server (apps/server, port 3000). In development the
// browser talks only to Vite, so /api is proxied to keep cookies same-origin.
const apiProxy = {
  "/api": { target: "http://localhost:3000", changeOrigin: false },
};

// The PDF report's chunk (~1.2 MB) is used only when a report is made: it is
// left out of the precache and cached the first time it is fetched instead.
const PDF_CHUNK = "assets/render-report-pdf-*.js";

/**
 * Page loads (docs/decisions/0026-offline-pages.md). The calculator and any
 * page this device has shown (recorded by lib/visited-pages.ts) open from the
 * precached app, online or not, as every page did before. Other pages come
 * from the network; offline, the precached offline page answers instead of
 * the browser's error. Serialised into sw.js as text: it may use only the
 * worker's globals, hence the cache name written out here.
 */
const navigationHandler = async ({ request, url }: { request: Request; url: URL }): Promise<Response> => {
  const path = url.pathname.replace(/\/+$/, "") || "/";
  // Precached files are stored with a revision query; ignoreSearch finds them.
  const precached = (file: string) => caches.match(file, { ignoreSearch: true });
  const visitedPages = await caches.open("gradeatlas-visited-pages");
  const visited = await visitedPages.match(new URL(path, url.origin).href);
  if (path === "/" || path === "/calculator" || visited) {
    const shell = await precached("/index.html");
    if (shell) return shell;
  }
  try {
    return await fetch(request);
  } catch (error) {
    const offline = await precached("/offline.html");
    if (offline) return offline;
    throw error;
  }
};

const pwa = VitePWA({
  // A waiting worker is announced by our own prompt (features/pwa), which is
  // also what registers it: the plugin injects no registration script.
  registerType: "prompt",
  injectRegister: false,
  strategies: "generateSW",
  filename: "sw.js",
  manifestFilename: "manifest.webmanifest",
  includeManifestIcons: false,
  manifest: {
    name: "GradeAtlas",
    short_name: "GradeAtlas",
    description: "Convert international grades and whole transcripts to the US 4.0 GPA scale, online or offline.",
    theme_color: "#1e3a8a",
    background_color: "#ffffff",
    display: "standalone",
    start_url: "/calculator",
    scope: "/",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  },
  workbox: {
    // The app shell, the offline page, every JS and CSS chunk (country data included) and the icons.
    // Source maps, the social card, the sitemap and the prerendered pages stay
    // out (a page not yet shown on this device is fetched, never precached).
    globPatterns: ["index.html", "offline.html", "assets/**/*.{js,css}", "favicon.svg", "icons/*.png"],
    // The chart chunk (Recharts, ~110 KB gzip) serves /sys-admin and /dashboard only, which need the network anyway.
    // The report's font range tables (unicode-*.js, for Chinese, Japanese and Korean) likewise;
    // the fonts (.woff) are not in globPatterns at all: about 450 files, fetched only as a report needs them.
    globIgnores: [PDF_CHUNK, "assets/unicode-*.js", "assets/charts-*.js", "prerendered/**"],
    // The main chunk is ~350 KB; the PDF chunk, the only bigger file, is ignored above.
    maximumFileSizeToCacheInBytes: 1024 * 1024,
    // Hashed file names already make each URL unique.
    dontCacheBustURLsMatching: /^assets\//,
    cleanupOutdatedCaches: true,
    // Not the plugin's default fallback (the app shell for every page load):
    // page loads go through navigationHandler, below.
    navigateFallback: null,
    runtimeCaching: [
      {
        urlPattern: ({ request, url, sameOrigin }) =>
          sameOrigin && request.mode === "navigate" && !/^\/(api\/|sitemap\.xml$|robots\.txt$)/.test(url.pathname),
        handler: navigationHandler,
      },
      {
        // Signed-in data (accounts, saved calculations, subscriptions) must never
        // be served stale from a cache: the API always goes to the network.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/api/"),
        handler: "NetworkOnly",
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/assets\/render-report-pdf-[^/]+\.js$/.test(url.pathname),
        handler: "CacheFirst",
        options: {
          cacheName: "gradeatlas-pdf-report",
          expiration: { maxEntries: 2 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // The report's fonts and range tables, kept once fetched: a report made online once
        // (a Latin one needs 4 files, about 150 KB) can be made again offline, as the PDF chunk can.
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin && /^\/assets\/([^/]+\.woff|unicode-[^/]+\.js)$/.test(url.pathname),
        handler: "CacheFirst",
        options: {
          cacheName: "gradeatlas-pdf-fonts",
          expiration: { maxEntries: 60 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
});

export default defineConfig({
  plugins: [react(), tailwindcss(), pwa],
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: "dist",
    assetsDir: "assets",
    emptyOutDir: true,
    // Maps are written (to read stacks from error reports) but not referenced by the bundles.
    sourcemap: "hidden",
    // The PDF report's chunk (@react-pdf, ~450 KB gzip) is loaded only when a
    // report is made; the first page's budget is checked by npm run bench.
    chunkSizeWarningLimit: 1300,
  },
});
