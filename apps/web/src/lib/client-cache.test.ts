import { describe, expect, it } from "vitest";
import { type CacheKind, cacheKeys, cacheLimits, createClientCache } from "./client-cache";

const MINUTE = 60_000;

function fakeClock(start = 1_000_000) {
  let time = start;
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe("client cache limits", () => {
  it("match docs/requirements.md §9", () => {
    expect(cacheLimits).toEqual({
      grading_systems: { ttlMs: 60 * MINUTE, maxEntries: 10 },
      user_profiles: { ttlMs: 15 * MINUTE, maxEntries: 50 },
      academic_reports: { ttlMs: 5 * MINUTE, maxEntries: 100 },
      institutions: { ttlMs: 30 * MINUTE, maxEntries: 20 },
      default: { ttlMs: 5 * MINUTE, maxEntries: 100 },
    });
  });

  it("name the grading systems key with its version", () => {
    expect(cacheKeys.gradingSystems).toContain("v2");
    expect(new Set(Object.values(cacheKeys)).size).toBe(Object.keys(cacheKeys).length);
  });
});

describe("client cache expiry", () => {
  it.each<[CacheKind, number]>([
    ["grading_systems", 60],
    ["user_profiles", 15],
    ["academic_reports", 5],
    ["institutions", 30],
    ["default", 5],
  ])("keeps %s entries for %i minutes", (kind, minutes) => {
    const clock = fakeClock();
    const cache = createClientCache({ now: clock.now });
    cache.set(kind, "k", { ok: true });

    clock.advance(minutes * MINUTE - 1);
    expect(cache.get(kind, "k")).toEqual({ ok: true });

    clock.advance(1);
    expect(cache.get(kind, "k")).toBeUndefined();
    expect(cache.size(kind)).toBe(0);
  });

  it("restarts the time-to-live when a key is written again", () => {
    const clock = fakeClock();
    const cache = createClientCache({ now: clock.now });
    cache.set("default", "k", 1);
    clock.advance(4 * MINUTE);
    cache.set("default", "k", 2);
    clock.advance(4 * MINUTE);
    expect(cache.get("default", "k")).toBe(2);
  });
});

describe("client cache eviction", () => {
  it.each<[CacheKind, number]>([
    ["grading_systems", 10],
    ["user_profiles", 50],
    ["academic_reports", 100],
    ["institutions", 20],
    ["default", 100],
  ])("holds at most the %s limit (%i entries)", (kind, max) => {
    const cache = createClientCache();
    for (let i = 0; i < max + 25; i++) cache.set(kind, `key-${i}`, i);
    expect(cache.size(kind)).toBe(max);
  });

  it("evicts the least-used entry when full", () => {
    const cache = createClientCache();
    for (let i = 0; i < 10; i++) cache.set("grading_systems", `country-${i}`, i);
    // Use every entry except country-3 at least once.
    for (let i = 0; i < 10; i++) if (i !== 3) cache.get("grading_systems", `country-${i}`);

    cache.set("grading_systems", "country-new", 99);

    expect(cache.get("grading_systems", "country-3")).toBeUndefined();
    expect(cache.get("grading_systems", "country-new")).toBe(99);
    expect(cache.size("grading_systems")).toBe(10);
  });

  it("breaks ties by evicting the entry used longest ago", () => {
    const cache = createClientCache();
    for (let i = 0; i < 10; i++) cache.set("grading_systems", `country-${i}`, i);
    for (let i = 9; i >= 0; i--) cache.get("grading_systems", `country-${i}`);
    // All used once; country-9 was used first, so it goes.
    cache.set("grading_systems", "country-new", 99);
    expect(cache.get("grading_systems", "country-9")).toBeUndefined();
    expect(cache.get("grading_systems", "country-0")).toBe(0);
  });

  it("drops expired entries before evicting live ones", () => {
    const clock = fakeClock();
    const cache = createClientCache({ now: clock.now });
    cache.set("institutions", "old", "stale");
    // Well used, so only its expiry (not least-use) can explain its removal.
    for (let i = 0; i < 5; i++) cache.get("institutions", "old");
    clock.advance(20 * MINUTE);
    for (let i = 0; i < 19; i++) cache.set("institutions", `fresh-${i}`, i);
    clock.advance(11 * MINUTE); // "old" is now 31 minutes old: expired.

    cache.set("institutions", "newest", "x");
    for (let i = 0; i < 19; i++) expect(cache.get("institutions", `fresh-${i}`)).toBe(i);
    expect(cache.size("institutions")).toBe(20);
  });

  it("keeps kinds apart and clears them", () => {
    const cache = createClientCache();
    cache.set("user_profiles", "me", { id: 1 });
    cache.set("institutions", "me", { id: 2 });
    expect(cache.get("user_profiles", "me")).toEqual({ id: 1 });

    cache.clear("user_profiles");
    expect(cache.get("user_profiles", "me")).toBeUndefined();
    expect(cache.get("institutions", "me")).toEqual({ id: 2 });

    cache.clear();
    expect(cache.size("institutions")).toBe(0);
  });
});
