import { describe, expect, it } from "vitest";
import { rulesToFire } from "./alert-rules.ts";

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 22, 12, minutes));
const ids = (rules: { id: string }[]) => rules.map((r) => r.id);

describe("alert rules (docs/requirements.md §9)", () => {
  it("fires on more than 10 errors in 5 minutes, not on 10", () => {
    expect(ids(rulesToFire({ errors5m: 11, avgTimingMs10m: null }, {}, at(0)))).toEqual(["error-burst"]);
    expect(rulesToFire({ errors5m: 10, avgTimingMs10m: null }, {}, at(0))).toEqual([]);
  });

  it("fires on an average timing over 2000 ms in 10 minutes", () => {
    expect(ids(rulesToFire({ errors5m: 0, avgTimingMs10m: 2001 }, {}, at(0)))).toEqual(["slow-timings"]);
    expect(rulesToFire({ errors5m: 0, avgTimingMs10m: 2000 }, {}, at(0))).toEqual([]);
  });

  it("respects each rule's cooldown and never fires twice within it", () => {
    const burst = { errors5m: 50, avgTimingMs10m: 5000 };
    const fired = { "error-burst": at(0), "slow-timings": at(0) };
    expect(rulesToFire(burst, fired, at(14))).toEqual([]);
    expect(ids(rulesToFire(burst, fired, at(15)))).toEqual(["error-burst"]);
    expect(ids(rulesToFire(burst, fired, at(29)))).toEqual(["error-burst"]);
    expect(ids(rulesToFire(burst, fired, at(30)))).toEqual(["error-burst", "slow-timings"]);
  });
});
