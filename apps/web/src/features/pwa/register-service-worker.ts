import { updateStore } from "./update-store";

/** How often an open tab asks for a newer service worker. */
const UPDATE_CHECK_MS = 60 * 60 * 1_000;
/**
 * Registration waits this long after the load event: installing the worker
 * precaches ~1.6 MB, which should not compete with the first view's requests.
 */
const REGISTER_DELAY_MS = 2_000;

/**
 * Registers /sw.js (built by vite-plugin-pwa) in production builds. A newer
 * version waits until the user accepts the update prompt; then it takes over
 * and the page reloads once. workbox-window is loaded only here, once the
 * first view has settled, so it stays out of the first page's JavaScript.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;

  const start = async () => {
    const { Workbox } = await import("workbox-window");
    const wb = new Workbox("/sw.js", { scope: "/" });
    wb.addEventListener("waiting", () => {
      updateStore.offer(() => {
        wb.addEventListener("controlling", () => window.location.reload());
        wb.messageSkipWaiting();
      });
    });
    const registration = await wb.register();
    if (registration) window.setInterval(() => void registration.update().catch(() => {}), UPDATE_CHECK_MS);
  };

  const run = () => window.setTimeout(() => void start().catch(() => {}), REGISTER_DELAY_MS);
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
}
