import type { MiddlewareHandler } from "hono";
import { rateLimited } from "../errors.ts";
import { clientAddress } from "./client-address.ts";

export interface RateLimitOptions {
  /** Requests allowed per window and address. */
  limit: number;
  windowMs: number;
  message: string;
  trustProxy: boolean;
  now?: () => number;
}

// A fixed window per address, in memory: enough for one process. Several
// server processes would each count separately (documented in docs/decisions).
export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { start: number; count: number }>();
  return async (c, next) => {
    const key = clientAddress(c, options.trustProxy);
    const t = now();
    let w = windows.get(key);
    if (!w || t - w.start >= options.windowMs) {
      if (windows.size > 10_000) windows.clear(); // bounded memory under a flood
      w = { start: t, count: 0 };
      windows.set(key, w);
    }
    w.count++;
    if (w.count > options.limit) {
      c.header("Retry-After", String(Math.ceil((w.start + options.windowMs - t) / 1000)));
      throw rateLimited(options.message);
    }
    await next();
  };
}
