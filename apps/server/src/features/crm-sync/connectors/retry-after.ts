/**
 * A Retry-After header in milliseconds from now: delay-seconds or an HTTP
 * date (RFC 9110 §10.2.3). Null when absent or unreadable; a date in the
 * past is 0. Any connector that retries on 429/503 reads it here.
 */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
