import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, jsonRequest } from "./support/test-app.ts";

// Every API route, who may call it and what they get. Accounts arrive with the
// accounts issue, which adds its roles as columns; today every route is public,
// so the guest column is the whole matrix. A route added to the app without a
// row here fails the first test.
type Row = { request: () => RequestInit & { path: string }; guest: number };

const matrix: Record<string, Row> = {
  "GET /api/health": { request: () => ({ path: "/api/health" }), guest: 200 },
  "POST /api/client-errors": {
    request: () => ({
      path: "/api/client-errors",
      ...jsonRequest("POST", { message: "boom", route: "/", occurredAt: new Date().toISOString() }),
    }),
    guest: 201,
  },
  "GET /api/v1/grading-systems": { request: () => ({ path: "/api/v1/grading-systems" }), guest: 200 },
  "GET /api/v1/grading-systems/:code": { request: () => ({ path: "/api/v1/grading-systems/IN" }), guest: 200 },
  "POST /api/v1/convert/grade": {
    request: () => ({ path: "/api/v1/convert/grade", ...jsonRequest("POST", { country: "IN", grade: "65" }) }),
    guest: 200,
  },
  "POST /api/v1/convert/transcript": {
    request: () => ({
      path: "/api/v1/convert/transcript",
      ...jsonRequest("POST", { country: "IN", courses: [{ grade: "65", credits: 3 }] }),
    }),
    guest: 200,
  },
};

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("authorisation matrix", () => {
  it("lists every API route the app serves", () => {
    const served = new Set(
      t.app.routes
        .filter((r) => r.path.startsWith("/api/") && r.path !== "/api/*" && r.method !== "ALL")
        .map((r) => `${r.method} ${r.path.replace(/\/$/, "")}`),
    );
    expect([...served].sort()).toEqual(Object.keys(matrix).sort());
  });

  for (const [route, row] of Object.entries(matrix)) {
    it(`${route}: a guest gets ${row.guest}`, async () => {
      const { path, ...init } = row.request();
      expect((await t.app.request(path, init)).status).toBe(row.guest);
    });
  }
});
