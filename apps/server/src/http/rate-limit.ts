import type { Context, MiddlewareHandler } from "hono";
import type { Db } from "../db/open-database.ts";
import { rateLimited } from "../errors.ts";
import { clientAddress } from "./client-address.ts";
import { countInWindow, dropEndedWindows } from "./window-counter.ts";

export interface RateLimitOptions {
  /** Names the rule; each rule counts separately per address. */
  rule: string;
  /** Requests allowed per window and address. */
  limit: number;
  windowMs: number;
  message: string;
  trustProxy: boolean;
  /** What is counted; the client's address unless given (e.g. one feed, whoever fetches it). */
  key?: (c: Context) => string;
  now?: () => number;
}

// Ended windows are swept at most this often by each process.
const SWEEP_EVERY_MS = 60_000;
let lastSweep = 0;

/**
 * A fixed window per rule and address (or `key`), counted in the database so that every
 * app server on one PostgreSQL enforces one limit (decision 0022).
 */
export function rateLimit(db: Db, options: RateLimitOptions): MiddlewareHandler {
  const now = options.now ?? Date.now;
  return async (c, next) => {
    const t = now();
    const key = `${options.rule}:${options.key ? options.key(c) : clientAddress(c, options.trustProxy)}`;
    const window = await countInWindow(db, key, options.windowMs, t);
    if (t - lastSweep >= SWEEP_EVERY_MS) {
      lastSweep = t;
      await dropEndedWindows(db, t);
    }
    if (window.count > options.limit) {
      c.header("Retry-After", String(Math.max(1, Math.ceil((window.endsAt - t) / 1000))));
      throw rateLimited(options.message);
    }
    await next();
  };
}
