// Offline, the service worker opens a page from the precached app only if this
// device has shown it before; any other page gets the offline page instead
// (docs/decisions/0026-offline-pages.md). The page itself records each path it
// shows, so pages reached by in-app links count too: the worker only ever sees
// full page loads. The cache name is repeated in vite.config.ts, inside the
// worker's navigation handler (a function serialised into sw.js can't import).

export const VISITED_PAGES_CACHE = "gradeatlas-visited-pages";

/** The cache key of a path: the page's address without query, hash or trailing slash. */
export function visitedPageKey(pathname: string, origin: string): string {
  return new URL(pathname.replace(/\/+$/, "") || "/", origin).href;
}

/** Remembers that this device has shown `pathname` (best effort: no Cache Storage, no record). */
export async function rememberVisitedPage(pathname: string): Promise<void> {
  if (typeof caches === "undefined") return;
  try {
    const cache = await caches.open(VISITED_PAGES_CACHE);
    await cache.put(visitedPageKey(pathname, window.location.origin), new Response(""));
  } catch {
    // Storage can be full or blocked; the page then shows the offline page when offline.
  }
}
