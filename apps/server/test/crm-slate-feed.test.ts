import { type FieldMapping, type SyncRecord, syncFields } from "@gradeatlas/contracts/crm-sync";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashFeedToken, takeSlateFeed } from "../src/features/crm-sync/slate-feed.ts";
import { slateFeedRoutes } from "../src/features/crm-sync/slate-feed-routes.ts";
import { loadGradingCatalog } from "../src/features/grading-systems/grading-catalog.ts";
import { toErrorResponse } from "../src/http/error-handler.ts";
import { createLogger } from "../src/logger.ts";
import { grantSubscription } from "./support/accounts.ts";
import { makeInstitutionPay } from "./support/crm.ts";
import { createTestApp } from "./support/test-app.ts";

// Slate's pull feed as Slate's import fetches it: the connection's token,
// a cursor that never serves a row twice, and `since` to fetch again.

let t: Awaited<ReturnType<typeof createTestApp>>;
let feed: Hono;
let institutionId: string;
let payer: string;

const mapping: FieldMapping = [
  { field: "applicant_id", target: "Ref" },
  { field: "applicant_name", target: "Name" },
  { field: "gpa_overall", target: "GPA" },
];

beforeAll(async () => {
  t = await createTestApp();
  const logger = createLogger("silent");
  // Mounted as the lead mounts it in app.ts, with the app's one error handler.
  feed = new Hono().route(
    "/api/v1/crm-feeds",
    slateFeedRoutes({
      config: t.config,
      db: t.db,
      dbKind: t.dbKind,
      logger,
      catalog: await loadGradingCatalog(),
      site: null,
      version: "test",
    }),
  );
  feed.onError((err, c) => toErrorResponse(err, c, logger));
  const institution = await t.db
    .insertInto("institutions")
    .values({ name: "Feed University", created_by: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  institutionId = institution.id;
  payer = await makeInstitutionPay(t.db, institutionId);
});
afterAll(async () => {
  await t?.close();
});

/** A connection row as the lead's routes store it; returns its id and token. */
async function makeFeed(kind: "slate_feed" | "webhook" = "slate_feed") {
  const token = `feed_${crypto.randomUUID()}`;
  const row = await t.db
    .insertInto("crm_connections")
    .values({
      institution_id: institutionId,
      kind,
      name: "Slate feed",
      settings: JSON.stringify(kind === "webhook" ? { url: "https://example.org/hook" } : {}),
      secrets: null,
      mapping: JSON.stringify(mapping),
      events: JSON.stringify(["calculation.saved"]),
      feed_token_hash: hashFeedToken(token),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, token, url: `/api/v1/crm-feeds/${row.id}.csv` };
}

function record(applicantId: string, name: string, gpa: number): SyncRecord {
  const r = Object.fromEntries(syncFields.map((f) => [f, null])) as SyncRecord;
  return { ...r, applicant_id: applicantId, applicant_name: name, gpa_overall: gpa };
}

/** A queued delivery whose record the worker already froze; returns its seq. */
async function queue(connectionId: string, rec: SyncRecord | null): Promise<string> {
  const row = await t.db
    .insertInto("crm_deliveries")
    .values({
      connection_id: connectionId,
      institution_id: institutionId,
      event: "calculation.saved",
      subject: rec ? String(rec.applicant_name) : null,
      record: rec ? JSON.stringify(rec) : null,
    })
    .returning("seq")
    .executeTakeFirstOrThrow();
  return String(row.seq);
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const basic = (user: string, token: string) => ({
  authorization: `Basic ${Buffer.from(`${user}:${token}`).toString("base64")}`,
});
const get = (url: string, headers: Record<string, string> = {}) => feed.request(url, { headers });

const states = async (connectionId: string) =>
  (
    await t.db
      .selectFrom("crm_deliveries")
      .select("state")
      .where("connection_id", "=", connectionId)
      .orderBy("seq")
      .execute()
  ).map((r) => r.state);

describe("Slate feed: who may fetch it", () => {
  it("opens with the token as a bearer token or as HTTP Basic's password (any user name)", async () => {
    const f = await makeFeed();
    await queue(f.id, record("S-1", "Zoë Ång", 3.75));
    const viaBearer = await get(f.url, bearer(f.token));
    expect(viaBearer.status).toBe(200);
    expect(viaBearer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(await viaBearer.text()).toBe("Ref,Name,GPA\r\nS-1,Zoë Ång,3.75\r\n");

    const viaBasic = await get(f.url, basic("slate", f.token));
    expect(viaBasic.status).toBe(200);
    expect(await viaBasic.text()).toBe("Ref,Name,GPA\r\n");
  });

  it("a wrong or missing token is 401 with a challenge, and takes nothing", async () => {
    const f = await makeFeed();
    await queue(f.id, record("S-2", "Kai", 3.1));
    for (const headers of [{}, bearer("feed_wrong"), basic("slate", "feed_wrong"), basic(f.token, "")]) {
      const res = await get(f.url, headers);
      expect(res.status).toBe(401);
      expect(res.headers.get("www-authenticate")).toContain('Basic realm="GradeAtlas Slate feed"');
      expect((await res.json()).error.message).toMatch(/password of HTTP Basic/);
    }
    const other = await makeFeed();
    expect((await get(f.url, bearer(other.token))).status).toBe(401);
    expect(await states(f.id)).toEqual(["queued"]);
  });

  it("an unknown, malformed or non-feed connection is 404; a paused feed is 409 and keeps its rows", async () => {
    const f = await makeFeed();
    expect((await get(`/api/v1/crm-feeds/${crypto.randomUUID()}.csv`, bearer(f.token))).status).toBe(404);
    expect((await get("/api/v1/crm-feeds/not-a-feed.csv", bearer(f.token))).status).toBe(404);
    const hook = await makeFeed("webhook");
    expect((await get(hook.url, bearer(hook.token))).status).toBe(404);

    await queue(f.id, record("S-3", "Ola", 2.2));
    await t.db.updateTable("crm_connections").set({ state: "paused" }).where("id", "=", f.id).execute();
    const paused = await get(f.url, bearer(f.token));
    expect(paused.status).toBe(409);
    expect((await paused.json()).error.message).toMatch(/paused/);
    expect(await states(f.id)).toEqual(["queued"]);
  });

  it("is 403 while the institution's premium has lapsed, keeps its rows, and serves them once it pays again", async () => {
    const f = await makeFeed();
    await queue(f.id, record("L-1", "Lee", 3.3));
    await grantSubscription(t.db, payer, "canceled");
    const lapsed = await get(f.url, bearer(f.token));
    expect(lapsed.status).toBe(403);
    expect((await lapsed.json()).error.message).toMatch(/premium has lapsed/);
    expect(await states(f.id)).toEqual(["queued"]);

    await grantSubscription(t.db, payer, "active");
    const again = await get(f.url, bearer(f.token));
    expect(again.status).toBe(200);
    expect(await again.text()).toBe("Ref,Name,GPA\r\nL-1,Lee,3.3\r\n");
    expect(await states(f.id)).toEqual(["delivered"]);
  });
});

describe("Slate feed: the cursor", () => {
  it("serves each queued delivery once, oldest first, and then only what is new", async () => {
    const f = await makeFeed();
    await queue(f.id, record("C-1", "Ana", 3.0));
    const second = await queue(f.id, record("C-2", "Ben, Jr.", 3.5));

    const first = await get(f.url, bearer(f.token));
    expect(await first.text()).toBe('Ref,Name,GPA\r\nC-1,Ana,3\r\nC-2,"Ben, Jr.",3.5\r\n');
    expect(first.headers.get("x-next-cursor")).toBe(second);
    expect(await states(f.id)).toEqual(["delivered", "delivered"]);

    const empty = await get(f.url, bearer(f.token));
    expect(await empty.text()).toBe("Ref,Name,GPA\r\n");
    expect(empty.headers.get("x-next-cursor")).toBe(second);

    const third = await queue(f.id, record("C-3", "Cy", 2.75));
    const next = await get(f.url, bearer(f.token));
    expect(await next.text()).toBe("Ref,Name,GPA\r\nC-3,Cy,2.75\r\n");
    expect(next.headers.get("x-next-cursor")).toBe(third);
    expect(await (await get(f.url, bearer(f.token))).text()).toBe("Ref,Name,GPA\r\n");
  });

  it("since= serves delivered rows after that cursor again without moving it; HEAD takes nothing", async () => {
    const f = await makeFeed();
    const a = await queue(f.id, record("R-1", "Ida", 3.9));
    const b = await queue(f.id, record("R-2", "Jon", 3.2));
    await get(f.url, bearer(f.token));

    const replay = await get(`${f.url}?since=0`, bearer(f.token));
    expect(await replay.text()).toBe("Ref,Name,GPA\r\nR-1,Ida,3.9\r\nR-2,Jon,3.2\r\n");
    expect(replay.headers.get("x-next-cursor")).toBe(b);
    expect(await (await get(`${f.url}?since=${a}`, bearer(f.token))).text()).toBe("Ref,Name,GPA\r\nR-2,Jon,3.2\r\n");

    const pending = await queue(f.id, record("R-3", "Liv", 3.0));
    const head = await feed.request(f.url, { method: "HEAD", headers: bearer(f.token) });
    expect(head.status).toBe(200);
    expect(head.headers.get("x-next-cursor")).toBe(b);
    // Nothing above took R-3: the next plain fetch serves it.
    const next = await get(f.url, bearer(f.token));
    expect(await next.text()).toBe("Ref,Name,GPA\r\nR-3,Liv,3\r\n");
    expect(next.headers.get("x-next-cursor")).toBe(pending);

    const bad = await get(`${f.url}?since=yesterday`, bearer(f.token));
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toMatch(/X-Next-Cursor/);
  });

  it("two fetches at once never serve the same delivery", async () => {
    const f = await makeFeed();
    for (let i = 1; i <= 6; i++) await queue(f.id, record(`P-${i}`, "Par", 3));
    const pages = await Promise.all([get(f.url, bearer(f.token)), get(f.url, bearer(f.token))]);
    const rows = (await Promise.all(pages.map((p) => p.text()))).flatMap((csv) => csv.split("\r\n").slice(1, -1));
    expect(rows.sort()).toEqual(["P-1,Par,3", "P-2,Par,3", "P-3,Par,3", "P-4,Par,3", "P-5,Par,3", "P-6,Par,3"]);
  });

  it("with a record builder, a delivery whose calculation is gone goes to the dead letters and the cursor passes it", async () => {
    const f = await makeFeed();
    await queue(f.id, null); // no calculation left to build from
    const last = await queue(f.id, record("G-2", "Gus", 3.6));
    const build = async () => record("never", "called", 0);
    const page = await takeSlateFeed(t.db, build, f.id, f.token);
    expect(page).toEqual({ csv: "Ref,Name,GPA\r\nG-2,Gus,3.6\r\n", rows: 1, nextCursor: last });
    expect(await states(f.id)).toEqual(["dead", "delivered"]);
  });

  it("a browser page elsewhere cannot make a browser fetch the feed", async () => {
    const f = await makeFeed();
    await queue(f.id, record("X-1", "Pia", 3.0));
    const res = await get(f.url, { ...bearer(f.token), "sec-fetch-site": "cross-site" });
    expect(res.status).toBe(403);
    expect(await states(f.id)).toEqual(["queued"]);
  });

  it("is limited to 60 fetches a minute per feed, whoever fetches", async () => {
    const f = await makeFeed();
    const other = await makeFeed();
    for (let i = 0; i < 60; i++)
      expect((await feed.request(f.url, { method: "HEAD", headers: bearer(f.token) })).status).toBe(200);
    const limited = await get(f.url, bearer(f.token));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await get(other.url, bearer(other.token))).status).toBe(200);
  });
});
