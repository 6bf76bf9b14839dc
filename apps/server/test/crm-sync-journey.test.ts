import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSyncWorker } from "../src/features/crm-sync/index.ts";
import { loadGradingCatalog } from "../src/features/grading-systems/grading-catalog.ts";
import { createLogger } from "../src/logger.ts";
import { approveDomain, json } from "./support/accounts.ts";
import { startHubspotStandin } from "./support/hubspot-standin.ts";
import { people } from "./support/people.ts";
import { createTestApp } from "./support/test-app.ts";
import { startWebhookReceiver } from "./support/webhook-receiver.ts";

// CRM sync through the real app: an admin connects a HubSpot account (a
// loopback stand-in that checks each request against HubSpot's contract), a
// webhook receiver (verifying Standard Webhooks signatures) and a Slate feed;
// tests and previews them; an evaluator saves; the worker delivers; a
// failure is retried; the secret is rotated.

const TOKEN = "pat-na1-aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee";
let t: Awaited<ReturnType<typeof createTestApp>>;
let hubspot: Awaited<ReturnType<typeof startHubspotStandin>>;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let worker: ReturnType<typeof createSyncWorker>;
let secrets: string[] = [];
const { user, send, get } = people(() => t);

const ADMIN = "head@journey.example";
const EVALUATOR = "eve@journey.example";
const transcript = {
  country: "IN",
  title: "Priya Sharma",
  applicant: { name: "Priya Sharma", id: "A-77", email: "Priya@Applicant.example" },
  courses: [
    { name: "Calculus", grade: "72", credits: 4 },
    { name: "Physics", grade: "58", credits: 4 },
  ],
};
let hubId: string;
let hookId: string;
let calculationId: string;

beforeAll(async () => {
  hubspot = await startHubspotStandin({ accessToken: TOKEN });
  receiver = await startWebhookReceiver({ secrets: () => secrets });
  t = await createTestApp({ env: { CRM_ALLOW_PRIVATE_HOSTS: "true", CRM_REQUEST_TIMEOUT_MS: "2000" } });
  worker = createSyncWorker({
    db: t.db,
    config: t.config,
    logger: createLogger("silent"),
    catalog: await loadGradingCatalog(),
  });
  await approveDomain(t.db, "journey.example");
  await user(ADMIN, { admin: true, plan: true });
  await user(EVALUATOR);
}, 300_000);
afterAll(async () => {
  await t?.close();
  await hubspot?.close();
  await receiver?.close();
});

describe("an admin connects HubSpot, a webhook and a Slate feed", () => {
  it("tests HubSpot's token before anything is sent, and previews the exact request without it", async () => {
    const created = await json(
      await send("POST", "/api/v1/crm/connections", ADMIN, {
        kind: "hubspot",
        name: "HubSpot",
        settings: { baseUrl: hubspot.url },
        secrets: { accessToken: TOKEN },
      }),
    );
    hubId = created.connection.id;
    const test = await json(await send("POST", `/api/v1/crm/connections/${hubId}/test`, ADMIN));
    expect(test.ok).toBe(true);
    expect(JSON.stringify(test)).not.toContain(TOKEN);

    calculationId = (await json(await send("POST", "/api/v1/calculations", EVALUATOR, transcript))).id;
    const preview = await json(
      await send("POST", `/api/v1/crm/connections/${hubId}/preview`, ADMIN, { calculationId }),
    );
    const text = JSON.stringify(preview);
    expect(text).not.toContain(TOKEN);
    expect(text).toContain("[redacted]");
    const upsert = preview.requests.find((r: { url: string }) =>
      r.url.endsWith("/crm/v3/objects/contacts/batch/upsert"),
    );
    expect(upsert.method).toBe("POST");
    expect(JSON.parse(upsert.body).inputs[0]).toMatchObject({ idProperty: "email", id: "priya@applicant.example" });
    // A dry run: HubSpot got no write.
    expect(hubspot.contacts.size).toBe(0);
  });

  it("the saved calculation reaches HubSpot once, as one contact, with the mapped properties", async () => {
    const run = await worker.runOnce();
    expect(run.delivered).toBe(1);
    expect(hubspot.violations).toEqual([]);
    const [contact] = [...hubspot.contacts.values()];
    expect(contact?.properties).toMatchObject({ email: "priya@applicant.example", applicant_id: "A-77" });
    expect(Number(contact?.properties.us_gpa_converted)).toBeGreaterThan(0);
    const state = await json(await get(`/api/v1/crm/calculations/${calculationId}`, EVALUATOR));
    expect(state.connections[0].latest).toMatchObject({ state: "delivered", attempts: 1 });

    // Correcting the applicant updates the same contact: still one.
    await send("PATCH", `/api/v1/calculations/${calculationId}`, ADMIN, {
      applicant: { ...transcript.applicant, id: "A-78" },
    });
    await worker.runOnce();
    expect(hubspot.contacts.size).toBe(1);
    expect([...hubspot.contacts.values()][0]?.properties.applicant_id).toBe("A-78");
  });

  it("a webhook that fails is retried with the same id and body, then delivered; its secret rotates", async () => {
    const created = await json(
      await send("POST", "/api/v1/crm/connections", ADMIN, {
        kind: "webhook",
        name: "Receiver",
        settings: { url: receiver.url },
        events: ["calculation.saved"],
      }),
    );
    hookId = created.connection.id;
    secrets = [created.shownOnce.signingSecret];
    receiver.answer({ status: 500 });
    await send("POST", "/api/v1/calculations", EVALUATOR, { ...transcript, title: "Second" });
    await worker.runOnce();
    const [waiting] = (await json(await get(`/api/v1/crm/connections/${hookId}/deliveries`, ADMIN))).deliveries;
    expect(waiting).toMatchObject({ state: "queued", attempts: 1, lastStatus: 500 });

    // Due again an hour later (the back-off is at most that): delivered, same id, same body.
    await worker.runOnce(new Date(Date.now() + 3_600_000));
    const [first, second] = receiver.received;
    expect(second?.id).toBe(first?.id);
    expect(second?.body).toBe(first?.body);
    expect(second?.verifiedWith).toEqual([0]);
    expect(JSON.parse(second?.body ?? "{}")).toMatchObject({
      type: "calculation.saved",
      data: { event: "calculation.saved" },
    });
    expect(receiver.processed.size).toBe(1);

    const rotated = await json(await send("POST", `/api/v1/crm/connections/${hookId}/rotate-secret`, ADMIN));
    expect(rotated.shownOnce.signingSecret).not.toBe(secrets[0]);
    secrets = [secrets[0] as string, rotated.shownOnce.signingSecret];
    await send("POST", "/api/v1/calculations", EVALUATOR, { ...transcript, title: "Third" });
    await worker.runOnce();
    // Signed with both during the overlap: receivers holding either secret accept it.
    expect(receiver.received.at(-1)?.verifiedWith).toEqual([0, 1]);
  });

  it("Slate's feed serves the saved calculation with its GradeAtlas fields, once", async () => {
    const created = await json(
      await send("POST", "/api/v1/crm/connections", ADMIN, { kind: "slate_feed", name: "Slate", settings: {} }),
    );
    await send("POST", "/api/v1/calculations", EVALUATOR, { ...transcript, title: "Fourth" });
    const feedUrl = new URL(created.connection.feedUrl).pathname;
    const auth = { authorization: `Bearer ${created.shownOnce.feedToken}` };
    const page = await t.app.request(feedUrl, { headers: auth });
    expect(page.status).toBe(200);
    const [header, row] = (await page.text()).split("\r\n");
    expect(header?.split(",")).toContain("applicant_id");
    expect(row).toContain("A-77");
    expect(row).toContain("priya@applicant.example");
    expect(await (await t.app.request(feedUrl, { headers: auth })).text()).toBe(`${header}\r\n`);
    expect((await t.app.request(feedUrl)).status).toBe(401);
  });
});
