/**
 * Retry-After as RFC 9110 §10.2.3 defines it: a number of seconds or an
 * HTTP date. Returns milliseconds from `now` (never negative), or undefined
 * when the header is absent or unreadable (the worker's back-off decides).
 */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}
