import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSecretsBox } from "../src/features/crm-sync/secrets-box.ts";
import { approveDomain, json, setInstitutionRole } from "./support/accounts.ts";
import { people } from "./support/people.ts";
import { createTestApp } from "./support/test-app.ts";

// CRM sync (issue 20): an institution's admins set up connections; saving,
// correcting and reporting queue deliveries in the same transaction; the sync
// log, retry and resync. Delivery itself is tested per CRM and in crm-worker.

let t: Awaited<ReturnType<typeof createTestApp>>;
const { user, send, get } = people(() => t);

const ADMIN = "head@crm.example";
const EVALUATOR = "eve@crm.example";
const VIEWER = "vic@crm.example";
const OTHER = "olga@othercrm.example";
const UNPAID = "una@unpaid.example";

const transcript = {
  country: "IN",
  title: "Priya Sharma",
  applicant: { name: "Priya Sharma", id: "A-1001", email: "priya@applicant.example" },
  courses: [
    { name: "Calculus", grade: "72", credits: 4 },
    { name: "Physics", grade: "58", credits: 4 },
  ],
};

const hubspot = {
  kind: "hubspot",
  name: "Admissions HubSpot",
  settings: { baseUrl: "https://api.hubapi.com" },
  secrets: { accessToken: "pat-na1-11111111-2222-3333-4444-555555555555" },
};
const create = (who: string, body: unknown) => send("POST", "/api/v1/crm/connections", who, body);
const deliveries = async (who: string, id: string, query = "") =>
  json(await get(`/api/v1/crm/connections/${id}/deliveries${query}`, who));

beforeAll(async () => {
  t = await createTestApp();
  await approveDomain(t.db, "crm.example");
  await approveDomain(t.db, "othercrm.example");
  await approveDomain(t.db, "unpaid.example");
  await user(ADMIN, { admin: true, plan: true });
  await user(EVALUATOR);
  await user(VIEWER);
  await setInstitutionRole(t, VIEWER, "viewer");
  await user(OTHER, { admin: true, plan: true });
  await user(UNPAID, { admin: true });
}, 300_000);
afterAll(async () => {
  await t?.close();
});

describe("connections", () => {
  it("an admin connects HubSpot; the token is stored sealed and never sent back", async () => {
    const res = await create(ADMIN, hubspot);
    expect(res.status).toBe(201);
    const { connection, shownOnce } = await json(res);
    expect(shownOnce).toBeUndefined();
    expect(connection).toMatchObject({
      kind: "hubspot",
      name: "Admissions HubSpot",
      state: "active",
      secretsSet: ["accessToken"],
      events: ["calculation.saved", "calculation.updated"],
      counts: { queued: 0, delivered: 0, dead: 0 },
      createdBy: ADMIN,
    });
    // The guide's suggestions: HubSpot matches contacts on e-mail.
    expect(connection.mapping).toContainEqual({ field: "applicant_email", target: "email" });
    expect(connection.mapping).toContainEqual({ field: "gpa_overall", target: "us_gpa_converted" });

    const listed = await (await get("/api/v1/crm/connections", ADMIN)).text();
    expect(listed).not.toContain("pat-na1");
    const row = await t.db
      .selectFrom("crm_connections")
      .select("secrets")
      .where("id", "=", connection.id)
      .executeTakeFirstOrThrow();
    expect(row.secrets).toMatch(/^v1\./);
    expect(row.secrets).not.toContain("pat-na1");
    expect(createSecretsBox(t.config).open(row.secrets as string)).toEqual({
      accessToken: hubspot.secrets.accessToken,
    });
  });

  it("a webhook gets a signing secret shown once; a Slate feed a token and its address", async () => {
    const hook = await json(
      await create(ADMIN, {
        kind: "webhook",
        name: "Our receiver",
        settings: { url: "https://hooks.crm.example/gradeatlas" },
        events: ["calculation.saved", "report.issued", "student.notified"],
      }),
    );
    expect(hook.shownOnce.signingSecret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    expect(hook.connection.secretsSet).toEqual(["secret"]);
    expect(JSON.stringify(await json(await get(`/api/v1/crm/connections/${hook.connection.id}`, ADMIN)))).not.toContain(
      hook.shownOnce.signingSecret,
    );

    const feed = await json(await create(ADMIN, { kind: "slate_feed", name: "Slate import", settings: {} }));
    expect(feed.shownOnce.feedToken).toMatch(/^gaf_/);
    expect(feed.connection.feedUrl).toBe(`${t.config.BASE_URL}/api/v1/crm-feeds/${feed.connection.id}.csv`);
    const again = await json(await send("POST", `/api/v1/crm/connections/${feed.connection.id}/feed-token`, ADMIN));
    expect(again.shownOnce.feedToken).not.toBe(feed.shownOnce.feedToken);
  });

  it("refuses what cannot work, with the field at fault", async () => {
    const cases: [unknown, RegExp][] = [
      [{ ...hubspot, secrets: {} }, /accessToken/],
      [{ ...hubspot, name: "" }, /Name the connection/],
      [{ kind: "webhook", name: "x", settings: { url: "ftp://x.example" } }, /https:\/\//],
      [
        { kind: "webhook", name: "x", settings: { url: "https://x.example" }, secrets: { secret: "mine" } },
        /made by GradeAtlas/,
      ],
      [{ ...hubspot, events: [] }, /at least one event/],
      [
        {
          ...hubspot,
          mapping: [
            { field: "gpa_overall", target: "a" },
            { field: "us_credits", target: "A" },
          ],
        },
        /mapped twice/,
      ],
      [{ ...hubspot, mapping: [{ field: "gpa_overall", target: "drop table;" }] }, /letters, digits/],
      [{ kind: "teams", name: "x", settings: {} }, /kind/],
      [
        {
          kind: "salesforce",
          name: "SF",
          settings: {
            instanceUrl: "https://acme.my.salesforce.com",
            loginUrl: "https://login.salesforce.com",
            auth: "jwt_bearer",
            clientId: "3MVG9",
            object: "Contact",
            externalIdField: "Applicant_ID__c",
          },
          secrets: { privateKey: "-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----" },
        },
        /user name the app acts as/,
      ],
      [
        {
          kind: "slate_sftp",
          name: "Slate",
          settings: { host: "ft.technolutions.net", username: "u", directory: "incoming", hostKeySha256: "SHA256:x" },
          secrets: { password: "p" },
        },
        /Start the folder with \/|host key/,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await create(ADMIN, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json(res)).error.message).toMatch(message);
    }
  });

  it("only a paying institution's admins set it up; others' connections are a 404", async () => {
    expect((await create(EVALUATOR, hubspot)).status).toBe(403);
    expect((await get("/api/v1/crm/connections", VIEWER)).status).toBe(403);
    const unpaid = await get("/api/v1/crm/connections", UNPAID);
    expect(unpaid.status).toBe(403);
    expect((await json(unpaid)).error.message).toMatch(/premium feature of the institution/);
    const mine = (await json(await get("/api/v1/crm/connections", ADMIN))).connections[0].id;
    expect((await get(`/api/v1/crm/connections/${mine}`, OTHER)).status).toBe(404);
    expect((await send("DELETE", `/api/v1/crm/connections/${mine}`, OTHER)).status).toBe(404);
    expect((await get("/api/v1/crm/connections/not-a-uuid", ADMIN)).status).toBe(404);
  });
});

describe("events reach the queue with what caused them", () => {
  let hookId: string;
  let calculationId: string;

  beforeAll(async () => {
    const list = await json(await get("/api/v1/crm/connections", ADMIN));
    hookId = list.connections.find((c: { kind: string }) => c.kind === "webhook").id;
  });

  it("saving queues one delivery per listening connection, in the sync log", async () => {
    const saved = await json(await send("POST", "/api/v1/calculations", EVALUATOR, transcript));
    calculationId = saved.id;
    expect(saved.request.applicant.email).toBe("priya@applicant.example");
    const log = await deliveries(ADMIN, hookId);
    expect(log.deliveries).toHaveLength(1);
    expect(log.deliveries[0]).toMatchObject({
      event: "calculation.saved",
      calculationId,
      subject: "Priya Sharma",
      state: "queued",
      attempts: 0,
    });
    // The feed and HubSpot (listening to saves) have one each; nothing for another institution.
    const all = await t.db
      .selectFrom("crm_deliveries")
      .select("connection_id")
      .where("calculation_id", "=", calculationId)
      .execute();
    expect(all).toHaveLength(3);
  });

  it("an applicant's details corrected: calculation.updated for connections that listen, and an audit line", async () => {
    const res = await send("PATCH", `/api/v1/calculations/${calculationId}`, ADMIN, {
      applicant: { name: "Priya S. Sharma", id: "A-1001", email: "priya.sharma@applicant.example" },
    });
    expect(res.status).toBe(200);
    const updated = await json(res);
    expect(updated.request.applicant).toEqual({
      name: "Priya S. Sharma",
      id: "A-1001",
      email: "priya.sharma@applicant.example",
    });
    expect(updated.title).toBe("Priya S. Sharma");
    const events = await t.db
      .selectFrom("crm_deliveries")
      .select("event")
      .where("calculation_id", "=", calculationId)
      .where("event", "=", "calculation.updated")
      .execute();
    expect(events).toHaveLength(2); // HubSpot and the feed; the webhook did not ask for updates
    const audit = await json(await get("/api/v1/audit?action=calculation.updated", ADMIN));
    expect(audit.events[0]).toMatchObject({ actorEmail: ADMIN, subject: "Priya S. Sharma" });
  });

  it("refuses a bad e-mail and anyone who may not correct it", async () => {
    const bad = await send("PATCH", `/api/v1/calculations/${calculationId}`, EVALUATOR, {
      applicant: { email: "not an address" },
    });
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.message).toMatch(/applicant's e-mail address/);
    const viewer = await send("PATCH", `/api/v1/calculations/${calculationId}`, VIEWER, { applicant: { name: "X" } });
    expect(viewer.status).toBe(404);
    const stranger = await send("PATCH", `/api/v1/calculations/${calculationId}`, OTHER, { applicant: { name: "X" } });
    expect(stranger.status).toBe(404);
    const unchanged = await json(await get(`/api/v1/calculations/${calculationId}`, ADMIN));
    expect(unchanged.request.applicant.name).toBe("Priya S. Sharma");
  });

  it("a calculation's sync state per connection, for those who may read it", async () => {
    const state = await json(await get(`/api/v1/crm/calculations/${calculationId}`, EVALUATOR));
    expect(state.connections.map((c: { kind: string }) => c.kind)).toEqual(["hubspot", "webhook", "slate_feed"]);
    const hook = state.connections.find((c: { kind: string }) => c.kind === "webhook");
    expect(hook.latest).toMatchObject({ event: "calculation.saved", state: "queued" });
    expect((await get(`/api/v1/crm/calculations/${calculationId}`, VIEWER)).status).toBe(200);
    expect((await get(`/api/v1/crm/calculations/${calculationId}`, OTHER)).status).toBe(404);
  });

  it("a dead letter is retried with fresh tries; a delivered one is not sent twice by retry", async () => {
    const [dead] = (await deliveries(ADMIN, hookId)).deliveries;
    await t.db
      .updateTable("crm_deliveries")
      .set({ state: "dead", attempts: 10, last_error: "HTTP 500" })
      .where("id", "=", dead.id)
      .execute();
    expect((await deliveries(ADMIN, hookId, "?state=dead")).deliveries).toHaveLength(1);
    const retried = await send("POST", `/api/v1/crm/deliveries/${dead.id}/retry`, ADMIN);
    expect(retried.status).toBe(200);
    expect(await json(retried)).toMatchObject({ state: "queued", attempts: 0 });
    expect((await send("POST", `/api/v1/crm/deliveries/${dead.id}/retry`, EVALUATOR)).status).toBe(403);
    expect((await send("POST", `/api/v1/crm/deliveries/${dead.id}/retry`, OTHER)).status).toBe(404);
    await t.db.updateTable("crm_deliveries").set({ state: "delivered" }).where("id", "=", dead.id).execute();
    expect((await send("POST", `/api/v1/crm/deliveries/${dead.id}/retry`, ADMIN)).status).toBe(409);
  });

  it("resync queues every calculation saved since a day; pause keeps them waiting", async () => {
    const before = (await deliveries(ADMIN, hookId)).deliveries.length;
    const res = await send("POST", `/api/v1/crm/connections/${hookId}/resync`, ADMIN, { since: "2020-01-01" });
    expect(res.status).toBe(202);
    expect(await json(res)).toEqual({ queued: 1, capped: false });
    expect((await deliveries(ADMIN, hookId)).deliveries).toHaveLength(before + 1);
    const bad = await send("POST", `/api/v1/crm/connections/${hookId}/resync`, ADMIN, { since: "last week" });
    expect(bad.status).toBe(400);

    const paused = await json(await send("POST", `/api/v1/crm/connections/${hookId}/pause`, ADMIN));
    expect(paused.state).toBe("paused");
    await send("POST", "/api/v1/calculations", EVALUATOR, transcript);
    expect((await json(await get(`/api/v1/crm/connections/${hookId}`, ADMIN))).counts).toMatchObject({
      queued: 2,
      delivered: 1,
    });
    expect((await json(await send("POST", `/api/v1/crm/connections/${hookId}/resume`, ADMIN))).state).toBe("active");
  });

  it("an edit changes what was sent; new credentials replace the old; delete takes the log with it", async () => {
    const hub = (await json(await get("/api/v1/crm/connections", ADMIN))).connections.find(
      (c: { kind: string }) => c.kind === "hubspot",
    );
    const edited = await json(
      await send("PATCH", `/api/v1/crm/connections/${hub.id}`, ADMIN, {
        name: "HubSpot (admissions)",
        mapping: [
          { field: "applicant_email", target: "email" },
          { field: "gpa_overall", target: "gpa_us" },
        ],
        secrets: { accessToken: "pat-na1-99999999-8888-7777-6666-555555555555" },
      }),
    );
    expect(edited.name).toBe("HubSpot (admissions)");
    expect(edited.mapping).toHaveLength(2);
    const row = await t.db
      .selectFrom("crm_connections")
      .select("secrets")
      .where("id", "=", hub.id)
      .executeTakeFirstOrThrow();
    expect(createSecretsBox(t.config).open(row.secrets as string).accessToken).toMatch(/^pat-na1-9999/);

    expect((await send("DELETE", `/api/v1/crm/connections/${hub.id}`, ADMIN)).status).toBe(204);
    const left = await t.db.selectFrom("crm_deliveries").select("id").where("connection_id", "=", hub.id).execute();
    expect(left).toHaveLength(0);
    const audit = await json(await get("/api/v1/audit?action=crm.connection_deleted", ADMIN));
    expect(audit.events[0]).toMatchObject({ subject: "HubSpot (admissions)" });
  });
});

describe("the secrets box", () => {
  it("opens only what it sealed, and needs a key in production", () => {
    const box = createSecretsBox({ NODE_ENV: "test", CRM_SECRETS_KEY: undefined });
    const sealed = box.seal({ token: "s3cret" });
    expect(box.open(sealed)).toEqual({ token: "s3cret" });
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith("A") ? "B" : "A"}A`;
    expect(() => box.open(tampered)).toThrow();
    const other = createSecretsBox({ NODE_ENV: "test", CRM_SECRETS_KEY: "a".repeat(64) });
    expect(() => other.open(sealed)).toThrow();
    expect(createSecretsBox({ NODE_ENV: "production", CRM_SECRETS_KEY: undefined }).configured).toBe(false);
  });
});
