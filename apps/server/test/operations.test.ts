import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { metricSummary } from "../src/features/operations/operations-queries.ts";
import { json, markVerified, signIn, signUp } from "./support/accounts.ts";
import { createTestApp } from "./support/test-app.ts";

// The monitoring tab of /sys-admin: what operators read about the app's health.
let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true", OPERATOR_EMAILS: "ops@example.org" } });
  await signUp(t, "ops@example.org");
  await markVerified(t.db, "ops@example.org");
  cookie = await signIn(t, "ops@example.org");
}, 60_000);
afterAll(async () => {
  await t.close();
});

const get = (path: string) => t.app.request(path, { headers: { cookie } });

describe("GET /api/v1/admin/metrics", () => {
  it("gives p50 and p95 per metric over the window, and per five-minute bucket", async () => {
    const now = new Date("2026-11-22T10:00:00Z");
    const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
    // 1..100 ms in the 09:50 bucket, 1000..1009 ms in the 09:55 bucket.
    const rows = [
      ...Array.from({ length: 100 }, (_, i) => ({ name: "api_request", value: i + 1, recorded_at: at(7) })),
      ...Array.from({ length: 10 }, (_, i) => ({ name: "api_request", value: 1000 + i, recorded_at: at(2) })),
      { name: "cls", value: 0.05, recorded_at: at(1) },
      // Outside the 30-minute window asked for below: not counted.
      { name: "api_request", value: 99_999, recorded_at: at(45) },
    ];
    await t.db
      .insertInto("metrics")
      .values(rows.map((r) => ({ ...r, tags: "{}", metadata: "{}" })))
      .execute();

    const summary = await metricSummary(t.db, 30, now);
    expect(summary.bucketMinutes).toBe(5);
    expect(summary.from).toBe("2026-11-22T09:30:00.000Z");
    const api = summary.metrics.find((m) => m.name === "api_request");
    expect(api).toMatchObject({ count: 110, thresholdMs: 2000 });
    expect(api?.p50).toBeCloseTo(55.5, 5);
    expect(api?.p95).toBeGreaterThan(1000);
    expect(api?.buckets).toEqual([
      { start: "2026-11-22T09:50:00.000Z", count: 100, p50: 50.5, p95: expect.closeTo(95.05, 5) },
      { start: "2026-11-22T09:55:00.000Z", count: 10, p50: 1004.5, p95: expect.closeTo(1008.55, 5) },
    ]);
    expect(summary.metrics.find((m) => m.name === "cls")).toMatchObject({ count: 1, p50: 0.05, thresholdMs: null });
  });

  it("answers over HTTP and refuses a window outside 5–60 minutes", async () => {
    const ok = await get("/api/v1/admin/metrics?minutes=15");
    expect(ok.status).toBe(200);
    expect((await json(ok)).bucketMinutes).toBe(5);
    for (const bad of ["0", "61", "2.5", "soon"]) {
      const res = await get(`/api/v1/admin/metrics?minutes=${bad}`);
      expect(res.status).toBe(400);
      expect((await json(res)).error.message).toBe("minutes: minutes must be a whole number from 5 to 60");
    }
  });
});

describe("GET /api/v1/admin/alerts", () => {
  it("lists alerts newest first, filters by severity and refuses an unknown one", async () => {
    await t.db
      .insertInto("alerts")
      .values([
        {
          rule: "error-burst",
          severity: "critical",
          source: "server",
          message: "12 errors",
          fired_at: new Date(Date.now() - 60_000),
        },
        { rule: "slow-page", severity: "high", source: "client", message: "Slow page", fired_at: new Date() },
      ])
      .execute();
    const all = await json(await get("/api/v1/admin/alerts"));
    expect(all.alerts.map((a: { rule: string }) => a.rule)).toEqual(["slow-page", "error-burst"]);
    const critical = await json(await get("/api/v1/admin/alerts?severity=critical"));
    expect(critical.alerts).toEqual([
      expect.objectContaining({ rule: "error-burst", source: "server", message: "12 errors" }),
    ]);
    const bad = await get("/api/v1/admin/alerts?severity=urgent");
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.message).toBe("severity: severity must be low, medium, high or critical");
  });
});

describe("GET /api/v1/admin/client-errors", () => {
  it("lists the web app's error reports with the route, browser and time they happened", async () => {
    const occurredAt = new Date(Date.now() - 5_000).toISOString();
    const report = await t.app.request("/api/client-errors", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.9" },
      body: JSON.stringify({ message: "Cannot read x", route: "/calculator", userAgent: "Test/1.0", occurredAt }),
    });
    expect(report.status).toBe(201);
    const list = await json(await get("/api/v1/admin/client-errors"));
    expect(list.lastHour).toBeGreaterThanOrEqual(1);
    expect(list.reports[0]).toMatchObject({
      message: "Cannot read x",
      route: "/calculator",
      userAgent: "Test/1.0",
      occurredAt,
    });
    expect((await json(await get("/api/v1/admin/client-errors?route=/about"))).reports).toEqual([]);
    const bad = await get("/api/v1/admin/client-errors?route=calculator");
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.message).toBe("route: route must be a path starting with /");
  });
});
