import { createMetricsBuffer, LONG_TASK_MS, performanceScore } from "./metrics-buffer";

// Sends what the app measures to POST /api/metrics: web vitals, long tasks,
// API and GPA-calculation timings, batched every 60 s and on page hide.
// A keepalive fetch is the beacon here: it survives closing the tab and,
// unlike sendBeacon, may carry a JSON content type.

const FLUSH_EVERY_MS = 60_000;
export const metrics = createMetricsBuffer();
const vitals: { lcp?: number; inp?: number; cls?: number; ttfb?: number; longTasks: number } = { longTasks: 0 };

function send() {
  if (vitals.lcp !== undefined || vitals.ttfb !== undefined) {
    metrics.record("performance_score", performanceScore(vitals), { path: location.pathname });
  }
  const batch = metrics.drain();
  if (batch.length === 0) return;
  const body = JSON.stringify({ metrics: batch });
  // Not through api-client: that records a metric per call (a loop here), and
  // this must outlive the page (keepalive) with nothing to read back.
  void fetch("/api/metrics", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body,
    keepalive: true,
  }).catch(() => {});
}

/** Web vitals, from buffered performance entries, so this may run after the page has settled. */
async function watchVitals(): Promise<void> {
  const { onLCP, onINP, onCLS, onTTFB } = await import("web-vitals");
  const path = () => location.pathname;
  onLCP((m) => {
    vitals.lcp = m.value;
    metrics.record("lcp", m.value, { path: path() });
  });
  onINP((m) => {
    vitals.inp = m.value;
    metrics.record("inp", m.value, { path: path() });
  });
  onCLS((m) => {
    vitals.cls = m.value;
    metrics.record("cls", m.value, { path: path() });
  });
  onTTFB((m) => {
    vitals.ttfb = m.value;
    metrics.record("ttfb", m.value, { path: path() });
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    if (nav?.loadEventEnd) metrics.record("page_load", nav.loadEventEnd, { path: path() });
  });
}

export function startMetrics(): void {
  if (!import.meta.env.PROD) return;
  // web-vitals loads 2 s after the page, out of the first view's JavaScript budget.
  const later = () => setTimeout(() => void watchVitals(), 2000);
  if (document.readyState === "complete") later();
  else addEventListener("load", later, { once: true });
  if (typeof PerformanceObserver !== "undefined" && PerformanceObserver.supportedEntryTypes?.includes("longtask")) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.duration > LONG_TASK_MS) {
          vitals.longTasks++;
          metrics.record("long_task", entry.duration, { path: location.pathname });
        }
      }
    }).observe({ type: "longtask", buffered: true });
  }
  setInterval(send, FLUSH_EVERY_MS);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") send();
  });
}
