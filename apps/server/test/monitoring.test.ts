import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkAlerts } from "../src/features/monitoring/monitoring-service.ts";
import { createLogger } from "../src/logger.ts";
import { json, markVerified, signIn, signUp } from "./support/accounts.ts";
import { createTestApp } from "./support/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
const TOKEN = "prometheus-token-0123456789";

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true", METRICS_TOKEN: TOKEN, OPERATOR_EMAILS: "ops@example.org" } });
  await signUp(t, "ops@example.org");
  await markVerified(t.db, "ops@example.org");
}, 60_000);
afterAll(async () => {
  await t.close();
});

const post = (path: string, body: unknown, cookie?: string, ip = "198.51.100.1") =>
  t.app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip, ...(cookie ? { cookie } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const metric = (name: string, value: number, ago = 0) => ({ name, value, timestamp: Date.now() - ago });

describe("POST /api/metrics", () => {
  it("accepts one metric or a batch", async () => {
    expect((await post("/api/metrics", metric("page_load", 900))).status).toBe(202);
    const batch = await post("/api/metrics", { metrics: [metric("api_request", 120), metric("gpa_calculation", 3)] });
    expect(batch.status).toBe(202);
    expect(await json(batch)).toEqual({ accepted: 2 });
  });

  it("refuses bad types, future and stale timestamps, and huge bodies, with clear messages", async () => {
    const bad = await post("/api/metrics", { name: "page_load", value: "slow", timestamp: Date.now() });
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.message).toBe("value: value must be a number");
    const future = await post("/api/metrics", metric("page_load", 1, -60 * 60 * 1000));
    expect((await json(future)).error.message).toBe("timestamp: timestamp is in the future");
    const stale = await post("/api/metrics", metric("page_load", 1, 2 * 60 * 60 * 1000));
    expect((await json(stale)).error.message).toMatch(/older than the one hour/);
    expect((await post("/api/metrics", { name: "Bad Name", value: 1, timestamp: Date.now() })).status).toBe(400);
    expect((await post("/api/metrics", { metrics: [] })).status).toBe(400);
    const huge = await post("/api/metrics", { ...metric("x", 1), metadata: { blob: "x".repeat(70_000) } });
    expect(huge.status).toBe(413);
  });

  it("refuses values no page could measure (they would poison every average)", async () => {
    for (const value of [1e308, -1, 3_600_001]) {
      const res = await post("/api/metrics", metric("page_load", value));
      expect(res.status).toBe(400);
      expect((await json(res)).error.message).toBe("value: value must be from 0 to 3,600,000");
    }
  });
});

describe("alerts", () => {
  it("stores a signed-in user's client alert and refuses an unknown severity", async () => {
    const cookie = await signIn(t, "ops@example.org");
    const ok = await post(
      "/api/alerts",
      {
        rule: "slow-page",
        severity: "high",
        timestamp: Date.now(),
        template: "Slow",
      },
      cookie,
    );
    expect(ok.status).toBe(201);
    const bad = await post(
      "/api/alerts",
      { rule: "x", severity: "urgent", timestamp: Date.now(), template: "x" },
      cookie,
    );
    expect((await json(bad)).error.message).toBe("severity: severity must be low, medium, high or critical");
  });

  it("refuses an alert from a visitor who is not signed in", async () => {
    const res = await post("/api/alerts", { rule: "fake", severity: "critical", timestamp: Date.now(), template: "x" });
    expect(res.status).toBe(401);
    expect(await t.db.selectFrom("alerts").select("id").where("rule", "=", "fake").execute()).toHaveLength(0);
  });

  it("does not page operators for reports from visitors who are not signed in", async () => {
    for (let i = 0; i < 15; i++) {
      expect(
        (
          await post(
            "/api/client-errors",
            { message: `forged ${i}`, route: "/", occurredAt: new Date().toISOString() },
            undefined,
            `203.0.113.${i}`,
          )
        ).status,
      ).toBe(201);
    }
    const sent: string[] = [];
    const deps = {
      db: t.db,
      config: t.config,
      logger: createLogger("silent"),
      mailer: { send: async (m: { to: string }) => void sent.push(m.to) },
    };
    expect(await checkAlerts(deps)).toEqual([]);
    expect(sent).toEqual([]);
    await t.db.deleteFrom("client_error_reports").execute();
  });

  it("fires the error-burst rule once, stores it, e-mails the operators, and respects the cooldown", async () => {
    for (let i = 0; i < 11; i++) {
      await t.db
        .insertInto("client_error_reports")
        .values({ message: `boom ${i}`, stack: null, route: "/", user_agent: null, context: "{}", reporter_id: "u1" })
        .execute();
    }
    const deps = { db: t.db, config: t.config, logger: createLogger("silent"), mailer: { send: async () => {} } };
    const now = new Date();
    const sent: string[] = [];
    const mailer = { send: async (m: { to: string; subject: string }) => void sent.push(`${m.to}: ${m.subject}`) };
    expect((await checkAlerts({ ...deps, mailer }, now)).map((r) => r.id)).toEqual(["error-burst"]);
    expect(sent).toEqual(["ops@example.org: [GradeAtlas critical] error-burst"]);
    expect((await checkAlerts({ ...deps, mailer }, new Date(now.getTime() + 60_000))).length).toBe(0);
    const stored = await t.db.selectFrom("alerts").selectAll().where("rule", "=", "error-burst").execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.message).toMatch(/^1[1-9] errors in the last 5 minutes/);
  });
});

describe("GET /metrics (Prometheus)", () => {
  it("needs the bearer token, then answers Prometheus text", async () => {
    expect((await t.app.request("/metrics")).status).toBe(401);
    expect((await t.app.request("/metrics", { headers: { authorization: "Bearer wrong" } })).status).toBe(401);
    const res = await t.app.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain("gradeatlas_up 1");
    expect(text).toContain(`gradeatlas_build_info{version="test",node="${process.versions.node}"} 1`);
    expect(text).toMatch(/gradeatlas_metric_mean\{name="page_load"\} 900/);
  });

  it("does not exist without METRICS_TOKEN", async () => {
    const off = await createTestApp();
    expect((await off.app.request("/metrics")).status).toBe(404);
    await off.close();
  });
});
