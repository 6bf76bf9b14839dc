import { CRM_MAX_ATTEMPTS, type CrmEvent } from "@gradeatlas/contracts/crm-sync";
import { partnerMarks } from "@gradeatlas/engine/test-fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enqueueCrmEvent } from "../src/features/crm-events/index.ts";
import { newWebhookSecret } from "../src/features/crm-sync/connection-tokens.ts";
import { createSyncWorker } from "../src/features/crm-sync/index.ts";
import { buildSyncRecord } from "../src/features/crm-sync/sync-record.ts";
import { redactSecrets, retryDelayMs } from "../src/features/crm-sync/sync-worker.ts";
import { loadGradingCatalog } from "../src/features/grading-systems/grading-catalog.ts";
import { createLogger } from "../src/logger.ts";
import { approveDomain, grantSubscription, json } from "./support/accounts.ts";
import { deliveryRow, makeConnection } from "./support/crm.ts";
import { people } from "./support/people.ts";
import { createTestApp } from "./support/test-app.ts";
import { startWebhookReceiver, type WebhookReceiver } from "./support/webhook-receiver.ts";

// The CRM sync worker (decision 0049) on the real database, delivering to a
// real webhook endpoint on loopback that verifies signatures with the
// `standardwebhooks` package. The worker is driven with runOnce and a later
// `now`, instead of waiting out a back-off.

let t: Awaited<ReturnType<typeof createTestApp>>;
let receiver: WebhookReceiver;
const secret = newWebhookSecret();
const { user, send } = people(() => t);
const logger = createLogger("silent");
let worker: ReturnType<typeof createSyncWorker>;

const ADMIN = "head@sync.example";
const EVALUATOR = "ana@sync.example";
let institutionId: string;
let calculationId: string;

const transcript = {
  country: "IN",
  title: "Priya's transcript",
  applicant: { name: "Priya Sharma", id: "A-102938" },
  courses: [
    { name: "Calculus", grade: "72", credits: 4, year: 2021 },
    { name: "Physics", grade: "58", credits: 4, year: 2022 },
  ],
};

const later = (ms: number) => new Date(Date.now() + ms);
let hook: string;
/** The one connection that listens at a time: the others are paused. */
let active: string;
async function only(connectionId: string) {
  active = connectionId;
  await t.db.updateTable("crm_connections").set({ state: "paused" }).execute();
  await t.db.updateTable("crm_connections").set({ state: "active" }).where("id", "=", connectionId).execute();
}
/** Queues `event` as the lead's features will (in a transaction); the new deliveries of the active connection. */
async function enqueue(event: CrmEvent = "calculation.saved", calculation = calculationId): Promise<string[]> {
  const last = await t.db.selectFrom("crm_deliveries").select("seq").orderBy("seq", "desc").executeTakeFirst();
  await t.db
    .transaction()
    .execute((trx) =>
      enqueueCrmEvent(trx, { institutionId, event, calculationId: calculation, subject: "Priya's transcript" }),
    );
  const rows = await t.db
    .selectFrom("crm_deliveries")
    .select("id")
    .where("seq", ">", last?.seq ?? "0")
    .where("connection_id", "=", active)
    .orderBy("seq")
    .execute();
  return rows.map((r) => r.id);
}
beforeAll(async () => {
  receiver = await startWebhookReceiver({ secrets: () => [secret] });
  t = await createTestApp({
    env: { BASE_URL: "http://sync.test", CRM_ALLOW_PRIVATE_HOSTS: "true", CRM_REQUEST_TIMEOUT_MS: "1000" },
  });
  worker = createSyncWorker({ db: t.db, config: t.config, logger, catalog: await loadGradingCatalog() });
  await approveDomain(t.db, "sync.example");
  await user(ADMIN, { admin: true, plan: true });
  await user(EVALUATOR);
  const saved = await send("POST", "/api/v1/calculations", EVALUATOR, transcript);
  expect(saved.status).toBe(201);
  calculationId = (await json(saved)).id;
  const row = await t.db
    .selectFrom("calculations")
    .select("institution_id")
    .where("id", "=", calculationId)
    .executeTakeFirstOrThrow();
  institutionId = row.institution_id as string;
  hook = await makeConnection(t.db, institutionId, "webhook", { url: receiver.url }, { secret });
}, 300_000);
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

describe("the sync record", () => {
  it("is the calculation as the mapping guide's fields: numbers as numbers, the saver as evaluator", async () => {
    const built = await buildSyncRecord(
      { db: t.db, baseUrl: t.config.BASE_URL, catalog: await loadGradingCatalog() },
      { institutionId, event: "calculation.saved", calculationId },
    );
    expect(built?.subject).toBe("Priya's transcript");
    expect(built?.report).toBeNull();
    const record = built?.record;
    expect(record).toMatchObject({
      applicant_id: "A-102938",
      applicant_name: "Priya Sharma",
      applicant_email: null,
      country_iso: "IN",
      course_count: 2,
      us_credits: expect.any(Number),
      gpa_overall: expect.any(Number),
      gpa_by_year: expect.stringMatching(/^2021: \d\.\d\d; 2022: \d\.\d\d$/),
      method: expect.stringMatching(/^(Band table|Published formula|Linear):/),
      evaluator: EVALUATOR,
      evaluated_on: new Date().toISOString().slice(0, 10),
      report_number: null,
      report_url: null,
      dataset_version: expect.any(String),
      calculation_id: calculationId,
      event: "calculation.saved",
    });
    expect(String(record?.gpa_overall)).toMatch(/^\d(\.\d{1,2})?$/);
    expect(record?.source).toMatch(/https?:\/\//);
  });

  it("describes an institution's own scale as the GPA report does, at the version it was saved with", async () => {
    const made = await send("POST", "/api/v1/custom-scales", ADMIN, {
      country: "DE",
      definition: { ...partnerMarks, sourceUrl: "https://sync.example/our-grades" },
    });
    expect(made.status).toBe(201);
    const scaleId = (await json(made)).id;
    const saved = await send("POST", "/api/v1/calculations", EVALUATOR, {
      country: "DE",
      scale: `custom:${scaleId}`,
      courses: [{ name: "Analysis", grade: "90", credits: 5 }],
    });
    expect(saved.status).toBe(201);
    const customId = (await json(saved)).id;
    // Saving queued it for the webhook; the delivery tests below count their own.
    await t.db.deleteFrom("crm_deliveries").where("calculation_id", "=", customId).execute();
    const built = await buildSyncRecord(
      { db: t.db, baseUrl: t.config.BASE_URL, catalog: await loadGradingCatalog() },
      { institutionId, event: "calculation.saved", calculationId: customId },
    );
    expect(built?.record).toMatchObject({
      country_iso: "DE",
      scale_id: expect.stringMatching(/custom/),
      method: expect.stringMatching(/^(Band table|Published formula|Linear):/),
      source: expect.stringContaining("https://sync.example/our-grades"),
    });
  });

  it("is null for a calculation of another institution or none", async () => {
    const deps = { db: t.db, baseUrl: t.config.BASE_URL, catalog: await loadGradingCatalog() };
    const other = "00000000-0000-4000-8000-000000000001";
    expect(await buildSyncRecord(deps, { institutionId: other, event: "calculation.saved", calculationId })).toBeNull();
    expect(await buildSyncRecord(deps, { institutionId, event: "calculation.saved", calculationId: other })).toBeNull();
  });
});

describe("delivering", () => {
  it("delivers once with a valid signature, then the log says delivered", async () => {
    await only(hook);
    const [id] = await enqueue();
    expect(await worker.runOnce()).toEqual({ delivered: 1, retried: 0, dead: 0 });
    const got = receiver.received.filter((r) => r.id === id);
    expect(got).toHaveLength(1);
    expect(got[0]?.verifiedWith).toEqual([0]);
    expect(JSON.parse(got[0]?.body ?? "")).toMatchObject({
      type: "calculation.saved",
      data: { calculation_id: calculationId, applicant_id: "A-102938", evaluator: EVALUATOR },
    });
    const row = await deliveryRow(t.db, id as string);
    expect(row).toMatchObject({ state: "delivered", attempts: 1, last_status: 204, last_error: null });
    expect(row.record).toMatchObject({ applicant_id: "A-102938" });
    const connection = await t.db.selectFrom("crm_connections").selectAll().where("id", "=", hook).executeTakeFirst();
    expect(connection?.last_success_at).not.toBeNull();
    // Nothing is due any more.
    expect(await worker.runOnce(later(2 * 60 * 60_000))).toEqual({ delivered: 0, retried: 0, dead: 0 });
  });

  it("retries after a 500 with the same webhook-id and the identical body, even if the calculation changed", async () => {
    const [id] = await enqueue();
    receiver.answer({ status: 500 });
    expect(await worker.runOnce()).toEqual({ delivered: 0, retried: 1, dead: 0 });
    const waiting = await deliveryRow(t.db, id as string);
    expect(waiting).toMatchObject({ state: "queued", attempts: 1, last_status: 500 });
    expect(waiting.last_error).toMatch(/answered 500/);
    // A retry sends what the first try sent, not a fresh read.
    await t.db
      .updateTable("calculations")
      .set({ title: "Renamed meanwhile" })
      .where("id", "=", calculationId)
      .execute();
    expect(await worker.runOnce(later(2 * 60 * 60_000))).toEqual({ delivered: 1, retried: 0, dead: 0 });
    const tries = receiver.received.filter((r) => r.id === id);
    expect(tries).toHaveLength(2);
    expect(tries[1]?.body).toBe(tries[0]?.body);
    expect(tries.every((r) => r.verifiedWith.length === 1)).toBe(true);
    expect(receiver.processed.get(id as string)).toBe(1);
    expect(await deliveryRow(t.db, id as string)).toMatchObject({ state: "delivered", attempts: 2 });
  });

  it("waits at least as long as a 429's Retry-After", async () => {
    const [id] = await enqueue();
    receiver.answer({ status: 429, headers: { "retry-after": "3600" } });
    const before = Date.now();
    expect(await worker.runOnce()).toMatchObject({ retried: 1 });
    const row = await deliveryRow(t.db, id as string);
    expect(row.last_status).toBe(429);
    expect(new Date(row.next_attempt_at).getTime()).toBeGreaterThanOrEqual(before + 3600_000);
    // Not due before then.
    expect(await worker.runOnce(later(30 * 60_000))).toEqual({ delivered: 0, retried: 0, dead: 0 });
    expect(await worker.runOnce(later(3 * 60 * 60_000))).toMatchObject({ delivered: 1 });
  });

  it(`gives up after ${CRM_MAX_ATTEMPTS} tries and says why, on the delivery and the connection`, async () => {
    const [id] = await enqueue();
    receiver.answer(...Array.from({ length: CRM_MAX_ATTEMPTS }, () => ({ status: 503 })));
    for (let i = 1; i <= CRM_MAX_ATTEMPTS; i++) {
      const run = await worker.runOnce(later(i * 2 * 60 * 60_000));
      expect(run).toEqual(
        i < CRM_MAX_ATTEMPTS ? { delivered: 0, retried: 1, dead: 0 } : { delivered: 0, retried: 0, dead: 1 },
      );
    }
    const row = await deliveryRow(t.db, id as string);
    expect(row).toMatchObject({ state: "dead", attempts: CRM_MAX_ATTEMPTS, last_status: 503 });
    expect(row.last_error).toMatch(new RegExp(`^Gave up after ${CRM_MAX_ATTEMPTS} tries: .*answered 503`));
    expect(receiver.received.filter((r) => r.id === id)).toHaveLength(CRM_MAX_ATTEMPTS);
    const connection = await t.db.selectFrom("crm_connections").selectAll().where("id", "=", hook).executeTakeFirst();
    expect(connection?.last_error).toBe(row.last_error);
  });

  it("sends a 4xx answer to the dead letters at once", async () => {
    const [id] = await enqueue();
    receiver.answer({ status: 410 });
    expect(await worker.runOnce()).toEqual({ delivered: 0, retried: 0, dead: 1 });
    expect(await deliveryRow(t.db, id as string)).toMatchObject({ state: "dead", attempts: 1, last_status: 410 });
  });

  it("sends nothing to a paused connection until it resumes", async () => {
    const [id] = await enqueue();
    await t.db.updateTable("crm_connections").set({ state: "paused" }).where("id", "=", hook).execute();
    expect(await worker.runOnce()).toEqual({ delivered: 0, retried: 0, dead: 0 });
    expect(await deliveryRow(t.db, id as string)).toMatchObject({ state: "queued", attempts: 0 });
    await only(hook);
    expect(await worker.runOnce()).toEqual({ delivered: 1, retried: 0, dead: 0 });
  });

  it("groups a connection's due deliveries into one run, in the order they were queued", async () => {
    const ids = [...(await enqueue()), ...(await enqueue("calculation.updated"))];
    expect(await worker.runOnce()).toEqual({ delivered: 2, retried: 0, dead: 0 });
    const order = receiver.received.map((r) => r.id).filter((id) => ids.includes(id));
    expect(order).toEqual(ids);
  });

  it("is claimed by one worker only when two servers work the queue at once", async () => {
    const ids = [...(await enqueue()), ...(await enqueue()), ...(await enqueue())];
    const other = createSyncWorker({ db: t.db, config: t.config, logger, catalog: await loadGradingCatalog() });
    const runs = await Promise.all([worker.runOnce(), other.runOnce()]);
    expect(runs.reduce((n, r) => n + r.delivered, 0)).toBe(3);
    for (const id of ids) expect(receiver.received.filter((r) => r.id === id)).toHaveLength(1);
  });

  it("dead-letters a delivery whose calculation was deleted before its first try", async () => {
    const saved = await send("POST", "/api/v1/calculations", EVALUATOR, { ...transcript, title: "Gone soon" });
    const gone = (await json(saved)).id as string;
    // Saving queued it (the lead's wiring): that delivery is the one left without its calculation.
    const { id } = await t.db
      .selectFrom("crm_deliveries")
      .select("id")
      .where("calculation_id", "=", gone)
      .where("connection_id", "=", active)
      .executeTakeFirstOrThrow();
    expect((await send("DELETE", `/api/v1/calculations/${gone}`, EVALUATOR)).status).toBe(204);
    expect(await worker.runOnce()).toEqual({ delivered: 0, retried: 0, dead: 1 });
    expect((await deliveryRow(t.db, id)).last_error).toMatch(/deleted/);
  });
});

describe("a GPA report", () => {
  it("goes with report.issued: its number and verify link in the record, its bytes for the connector", async () => {
    const issued = await send("POST", "/api/v1/gpa-reports", EVALUATOR, { calculationId });
    expect(issued.status).toBe(201);
    const report = await json(issued);
    const deps = { db: t.db, baseUrl: t.config.BASE_URL, catalog: await loadGradingCatalog() };
    const built = await buildSyncRecord(deps, {
      institutionId,
      event: "report.issued",
      calculationId,
      reportId: report.id,
    });
    expect(built?.record).toMatchObject({
      report_number: report.number,
      report_url: expect.stringMatching(/^http:\/\/sync\.test\//),
      event: "report.issued",
    });
    expect(built?.report?.filename).toBe(`${report.number}.pdf`);
    expect(
      Buffer.from(built?.report?.content ?? [])
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    // Once revoked, a later sync carries no report.
    const revoked = await send("POST", `/api/v1/gpa-reports/${report.id}/revoke`, ADMIN, {
      reason: "Typo in the name",
    });
    expect(revoked.status).toBe(200);
    const after = await buildSyncRecord(deps, { institutionId, event: "calculation.updated", calculationId });
    expect(after?.record.report_number).toBeNull();
    expect(after?.report).toBeNull();
  });
});

describe("secrets", () => {
  it("are never in an error: a value a message repeats is redacted", () => {
    expect(redactSecrets("401 for token pat-na1-abcdef", { accessToken: "pat-na1-abcdef" })).toBe(
      "401 for token [redacted]",
    );
  });

  it("that cannot be opened keep the delivery waiting, with a reason that holds no secret", async () => {
    const broken = await makeConnection(t.db, institutionId, "webhook", { url: receiver.url }, { secret });
    await t.db.updateTable("crm_connections").set({ secrets: "v1.AAAA.BBBB.CCCC" }).where("id", "=", broken).execute();
    await only(broken);
    const [id] = await enqueue();
    expect(await worker.runOnce()).toEqual({ delivered: 0, retried: 1, dead: 0 });
    const row = await deliveryRow(t.db, id as string);
    expect(row.state).toBe("queued");
    expect(row.last_error).toBeTruthy();
    expect(row.last_error).not.toContain(secret.slice(6));
  });
});

describe("connections the worker cannot send to", () => {
  it("never pushes to a Slate feed (Slate pulls it)", async () => {
    const feed = await makeConnection(t.db, institutionId, "slate_feed", {}, {});
    await only(feed);
    const [id] = await enqueue();
    expect(await worker.runOnce()).toEqual({ delivered: 0, retried: 0, dead: 0 });
    expect(await deliveryRow(t.db, id as string)).toMatchObject({ state: "queued", attempts: 0 });
  });
});

describe("an institution whose premium lapsed", () => {
  it("has its deliveries held, untried, and sent once an admin subscribes again", async () => {
    await only(hook);
    const [id] = await enqueue();
    await grantSubscription(t.db, ADMIN, "canceled");
    expect(await worker.runOnce(later(60_000))).toEqual({ delivered: 0, retried: 0, dead: 0 });
    expect(await deliveryRow(t.db, id as string)).toMatchObject({ state: "queued", attempts: 0, last_error: null });
    expect(receiver.received.filter((r) => r.id === id)).toHaveLength(0);

    await grantSubscription(t.db, ADMIN, "active");
    // (with whatever earlier tests left due by then)
    expect((await worker.runOnce(later(60_000))).delivered).toBeGreaterThanOrEqual(1);
    expect(await deliveryRow(t.db, id as string)).toMatchObject({ state: "delivered", attempts: 1 });
    expect(receiver.received.filter((r) => r.id === id)).toHaveLength(1);
  });
});

describe("the back-off", () => {
  it("is full jitter over 30 s doubling to an hour, never sooner than Retry-After", () => {
    expect(retryDelayMs(1, undefined, () => 1)).toBe(30_000);
    expect(retryDelayMs(3, undefined, () => 1)).toBe(120_000);
    expect(retryDelayMs(20, undefined, () => 1)).toBe(3_600_000);
    expect(retryDelayMs(5, undefined, () => 0)).toBe(0);
    expect(retryDelayMs(1, 600_000, () => 1)).toBe(600_000);
  });
});
