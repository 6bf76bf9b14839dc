import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordClientError } from "../src/features/client-errors/record-client-error.ts";
import type { ErrorBody } from "../src/http/error-handler.ts";
import { failRawSql } from "./support/plugins.ts";
import { createTestApp, jsonRequest } from "./support/test-app.ts";

const report = {
  message: "Cannot read properties of undefined (reading 'gpa')",
  stack: "TypeError: Cannot read properties of undefined\n    at Calculator (calculator.tsx:10:5)",
  route: "/calculator",
  userAgent: "Mozilla/5.0 Test",
  occurredAt: "2026-11-22T10:00:00.000Z",
  recentErrors: [{ message: "earlier", at: "2026-11-22T09:59:00.000Z" }],
};

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("POST /api/client-errors", () => {
  it("stores a report so the team can read it", async () => {
    const res = await t.app.request("/api/client-errors", jsonRequest("POST", report));
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const row = await t.db
      .selectFrom("client_error_reports")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ message: report.message, route: "/calculator", user_agent: "Mozilla/5.0 Test" });
    expect(row.context).toMatchObject({ recentErrors: [{ message: "earlier" }] });
  });

  it("keeps no report when trimming the oldest fails: both happen or neither", async () => {
    const failing = t.db.withPlugin(failRawSql("delete from client_error_reports"));
    const mark = { ...report, message: "stored only with the trim" };
    await expect(recordClientError(failing, mark, null)).rejects.toThrow("refused");
    const rows = await t.db
      .selectFrom("client_error_reports")
      .select("id")
      .where("message", "=", mark.message)
      .execute();
    expect(rows).toEqual([]);
  });

  it("rejects a body that is not JSON with a clear 400", async () => {
    const res = await t.app.request("/api/client-errors", jsonRequest("POST", "{not json"));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: "invalid_json", message: "The request body is not valid JSON." },
    });
  });

  it("names the field that is wrong", async () => {
    const res = await t.app.request("/api/client-errors", jsonRequest("POST", { ...report, occurredAt: "yesterday" }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.message).toBe("occurredAt: occurredAt must be an ISO date-time");
  });

  it("refuses a body over 64 KB with 413", async () => {
    const res = await t.app.request(
      "/api/client-errors",
      jsonRequest("POST", { ...report, stack: "x".repeat(70_000) }),
    );
    expect(res.status).toBe(413);
    expect(((await res.json()) as ErrorBody).error.message).toBe("An error report may be at most 64 KB.");
  });

  it("limits one address to 20 reports a minute with a 429", async () => {
    const fresh = await createTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        statuses.push((await fresh.app.request("/api/client-errors", jsonRequest("POST", report))).status);
      }
      expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
      expect(statuses[20]).toBe(429);
    } finally {
      await fresh.close();
    }
  });

  it("answers a database failure with a 500 that hides the internals", async () => {
    const broken = await createTestApp();
    await broken.close();
    const res = await broken.app.request("/api/client-errors", jsonRequest("POST", report));
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      error: { code: "internal_error", message: "Something went wrong on our side. Please try again." },
    });
    const health = await broken.app.request("/api/health");
    expect(health.status).toBe(503);
  });
});
