import { hubspotSettingsSchema } from "@gradeatlas/contracts/crm-sync";
import { afterEach, describe, expect, it } from "vitest";
import type { ConnectionOf } from "../src/features/crm-sync/connectors/connector.ts";
import { hubspotConnector } from "../src/features/crm-sync/connectors/hubspot.ts";
import { retryAfterMs } from "../src/features/crm-sync/connectors/retry-after.ts";
import { startHubspotStandin } from "./support/hubspot-standin.ts";
import { mappingRows, syncItem } from "./support/sync-items.ts";

// The HubSpot connector against a loopback HubSpot that checks every request
// the way HubSpot's documentation describes it (bearer token, scopes, batch
// upsert shape, property definitions) and keeps contacts in memory.

const TOKEN = "pat-na1-11111111-2222-3333-4444-555555555555";
const mapping = {
  applicant_email: "email",
  applicant_id: "applicant_id",
  gpa_overall: "us_gpa_converted",
  evaluated_on: "gpa_evaluated_on",
  scale_name: "source_grading_scale",
};
const rows = mappingRows(mapping);

const connector = hubspotConnector;
const options = { timeoutMs: 2_000, baseUrl: "http://localhost:3000", allowPrivateHosts: true };
let hs: Awaited<ReturnType<typeof startHubspotStandin>>;

async function start(standin: Parameters<typeof startHubspotStandin>[0] = { accessToken: TOKEN }) {
  hs = await startHubspotStandin(standin);
  return hs;
}
afterEach(async () => {
  expect(hs.violations).toEqual([]);
  await hs.close();
});

function connection(
  settings: Partial<ConnectionOf<"hubspot">["settings"]> = {},
  accessToken = TOKEN,
): ConnectionOf<"hubspot"> {
  return {
    id: "conn-hubspot",
    institutionId: "inst-1",
    name: "Admissions HubSpot",
    kind: "hubspot",
    settings: hubspotSettingsSchema.parse({ baseUrl: hs.url, ...settings }),
    secrets: { accessToken },
    mapping: rows,
  };
}
const item = (values: Parameters<typeof syncItem>[0]) => syncItem(values, mapping);
const calls = (method: string, path: string) => hs.requests.filter((r) => r.method === method && r.path === path);
const UPSERT = "/crm/v3/objects/contacts/batch/upsert";

describe("HubSpot contacts upserted by e-mail", () => {
  it("creates the contact, then updates the same one (one contact after two deliveries)", async () => {
    await start();
    const conn = connection();
    const [created] = await connector.deliver(
      conn,
      [item({ applicant_email: "Ana@Example.org", gpa_overall: 3.4 })],
      options,
    );
    expect(created).toMatchObject({ kind: "delivered", detail: expect.stringMatching(/^Created contact/) });
    const [updated] = await connector.deliver(
      conn,
      [item({ applicant_email: "ana@example.org", gpa_overall: 3.6, evaluated_on: "2026-11-20" })],
      options,
    );
    expect(updated).toMatchObject({ kind: "delivered", detail: expect.stringMatching(/^Updated contact/) });
    expect(updated?.kind === "delivered" && updated.remoteId).toBe(created?.kind === "delivered" && created.remoteId);
    expect([...hs.contacts.values()]).toEqual([
      {
        id: expect.any(String),
        properties: expect.objectContaining({
          email: "ana@example.org",
          us_gpa_converted: "3.6",
          gpa_evaluated_on: "2026-11-20",
        }),
      },
    ]);
    const input = JSON.parse(calls("POST", UPSERT)[0]?.body ?? "{}").inputs[0];
    expect(input).toEqual({
      idProperty: "email",
      id: "ana@example.org",
      properties: { email: "Ana@Example.org", us_gpa_converted: "3.4" },
    });
  });

  it("creates missing properties once, typed by their values, in a GradeAtlas group", async () => {
    await start();
    const conn = connection();
    const full = {
      applicant_email: "bo@example.org",
      applicant_id: "A-1",
      gpa_overall: 3.1,
      evaluated_on: "2026-11-21",
      scale_name: "French 0–20",
    };
    await connector.deliver(conn, [item(full)], options);
    await connector.deliver(conn, [item({ ...full, gpa_overall: 3.2 })], options);
    expect(calls("POST", "/crm/v3/properties/contacts/groups")).toHaveLength(1);
    expect(calls("GET", "/crm/v3/properties/contacts")).toHaveLength(2); // once per delivery
    const created = calls("POST", "/crm/v3/properties/contacts").map((r) => JSON.parse(r.body));
    expect(created.map(({ name, type, fieldType, groupName }) => ({ name, type, fieldType, groupName }))).toEqual([
      { name: "applicant_id", type: "string", fieldType: "text", groupName: "gradeatlas" },
      { name: "us_gpa_converted", type: "number", fieldType: "number", groupName: "gradeatlas" },
      { name: "gpa_evaluated_on", type: "date", fieldType: "date", groupName: "gradeatlas" },
      { name: "source_grading_scale", type: "string", fieldType: "text", groupName: "gradeatlas" },
    ]);
    expect(hs.contacts.get("bo@example.org")?.properties.us_gpa_converted).toBe("3.2");
  });

  it("takes a property another delivery created meanwhile (409) as there", async () => {
    await start();
    // The property list is read, then another worker creates applicant_id before our POST: HubSpot answers 409.
    hs.intercept(
      (r) =>
        r.method === "POST" && r.path === "/crm/v3/properties/contacts" && JSON.parse(r.body).name === "applicant_id",
      () => {
        hs.properties.set("applicant_id", {
          name: "applicant_id",
          type: "string",
          fieldType: "text",
          groupName: "gradeatlas",
        });
        return {
          status: 409,
          body: {
            status: "error",
            message: "Property named 'applicant_id' already exists.",
            category: "OBJECT_ALREADY_EXISTS",
          },
        };
      },
    );
    const [outcome] = await connector.deliver(
      connection(),
      [item({ applicant_email: "cy@example.org", applicant_id: "A-9" })],
      options,
    );
    expect(outcome).toMatchObject({ kind: "delivered" });
    expect(hs.contacts.get("cy@example.org")?.properties.applicant_id).toBe("A-9");
  });

  it("fails an item without an e-mail and delivers the others", async () => {
    await start();
    const outcomes = await connector.deliver(
      connection(),
      [item({ applicant_email: null, applicant_id: "A-2" }), item({ applicant_email: "di@example.org" })],
      options,
    );
    expect(outcomes[0]).toEqual({ kind: "failed", error: expect.stringContaining("No e-mail to match on") });
    expect(outcomes[1]).toMatchObject({ kind: "delivered" });
  });

  it("sends at most 100 inputs a batch and each contact once a batch; the later event lands last", async () => {
    await start();
    const items = Array.from({ length: 150 }, (_, i) =>
      item({ applicant_email: `student${i}@example.org`, gpa_overall: 3 }),
    );
    items.push(item({ applicant_email: "student0@example.org", gpa_overall: 3.9 }));
    const outcomes = await connector.deliver(connection(), items, options);
    expect(outcomes.every((o) => o.kind === "delivered")).toBe(true);
    expect(calls("POST", UPSERT).map((r) => JSON.parse(r.body).inputs.length)).toEqual([100, 51]);
    expect(hs.contacts.size).toBe(150);
    expect(hs.contacts.get("student0@example.org")?.properties.us_gpa_converted).toBe("3.9");
  });
});

describe("HubSpot failures and retries", () => {
  it("reads Retry-After as seconds or an HTTP date (RFC 9110)", async () => {
    await start();
    const now = Date.parse("Wed, 21 Oct 2026 07:27:00 GMT");
    expect(retryAfterMs("120", now)).toBe(120_000);
    expect(retryAfterMs("Wed, 21 Oct 2026 07:28:00 GMT", now)).toBe(60_000);
    expect(retryAfterMs("Wed, 21 Oct 2026 07:26:00 GMT", now)).toBe(0);
    expect(retryAfterMs("soon", now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });

  it("honours Retry-After in seconds and as an HTTP date, else the rate-limit window", async () => {
    await start();
    const conn = connection({ createMissingProperties: false });
    hs.properties.set("us_gpa_converted", {
      name: "us_gpa_converted",
      type: "number",
      fieldType: "number",
      groupName: "gradeatlas",
    });
    const one = [item({ applicant_email: "ed@example.org", gpa_overall: 2.9 })];
    hs.failNext(1, { status: 429, retryAfter: "3" });
    expect(await connector.deliver(conn, one, options)).toEqual([
      { kind: "retry", status: 429, error: expect.stringContaining("secondly limit"), retryAfterMs: 3_000 },
    ]);
    const at = new Date(Math.ceil(Date.now() / 1000) * 1000 + 120_000);
    hs.failNext(1, { status: 429, retryAfter: at.toUTCString() });
    const [dated] = await connector.deliver(conn, one, options);
    expect(dated?.kind === "retry" && dated.retryAfterMs).toBeGreaterThan(100_000);
    expect(dated?.kind === "retry" && dated.retryAfterMs).toBeLessThanOrEqual(121_000);
    hs.failNext(1, { status: 429 });
    expect(await connector.deliver(conn, one, options)).toMatchObject([{ kind: "retry", retryAfterMs: 10_000 }]);
    expect(await connector.deliver(conn, one, options)).toMatchObject([{ kind: "delivered" }]);
  });

  it("retries on 5xx and timeouts, including while creating properties", async () => {
    await start();
    const conn = connection();
    const one = [item({ applicant_email: "fa@example.org", applicant_id: "A-5" })];
    hs.failNext(1, { status: 500 });
    expect(await connector.deliver(conn, one, options)).toMatchObject([{ kind: "retry", status: 500 }]);
    hs.failNext(1, { hang: true });
    expect(await connector.deliver(conn, one, { ...options, timeoutMs: 300 })).toMatchObject([
      { kind: "retry", error: expect.stringContaining("did not answer") },
    ]);
    expect(await connector.deliver(conn, one, options)).toMatchObject([{ kind: "delivered" }]);
  });

  it("fails when the token is refused (401) or lacks the write scope (403)", async () => {
    await start({ accessToken: TOKEN, scopes: ["crm.objects.contacts.read", "crm.schemas.contacts.read"] });
    const one = [item({ applicant_email: "gu@example.org" })];
    expect(await connector.deliver(connection({}, "pat-na1-revoked-token-000"), one, options)).toEqual([
      { kind: "failed", status: 401, error: expect.stringContaining("HubSpot refused the token") },
    ]);
    expect(await connector.deliver(connection({ createMissingProperties: false }), one, options)).toEqual([
      { kind: "failed", status: 403, error: expect.stringContaining("lacks scope crm.objects.contacts.write") },
    ]);
  });

  it("fails with HubSpot's message when a mapped property is missing and may not be created", async () => {
    await start();
    const [outcome] = await connector.deliver(
      connection({ createMissingProperties: false }),
      [item({ applicant_email: "ha@example.org", applicant_id: "A-7" })],
      options,
    );
    expect(outcome).toMatchObject({
      kind: "failed",
      status: 400,
      error: expect.stringContaining('Property "applicant_id" does not exist'),
    });
    expect(calls("POST", "/crm/v3/properties/contacts")).toHaveLength(0);
  });

  it("reads a 207 answer per input: delivered where HubSpot has a result, failed with its message where it has an error", async () => {
    await start();
    hs.intercept(
      (r) => r.path === UPSERT,
      () => ({
        status: 207,
        body: {
          status: "COMPLETE",
          results: [{ id: "501", new: true, properties: { email: "ok@example.org" } }],
          numErrors: 1,
          errors: [
            {
              status: "error",
              category: "VALIDATION_ERROR",
              message: "Email address bad@example is invalid",
              context: { ids: ["bad@example"] },
            },
          ],
        },
      }),
    );
    const outcomes = await connector.deliver(
      connection({ createMissingProperties: false }),
      [item({ applicant_email: "ok@example.org" }), item({ applicant_email: "bad@example" })],
      options,
    );
    expect(outcomes).toEqual([
      { kind: "delivered", status: 207, remoteId: "501", detail: "Created contact 501 (ok@example.org)." },
      { kind: "failed", status: 207, error: expect.stringContaining("Email address bad@example is invalid") },
    ]);
  });

  it("fails a mapping target that isn't a HubSpot internal name, without a request", async () => {
    await start();
    const odd = syncItem(
      { applicant_email: "jo@example.org", applicant_id: "A-8" },
      { ...mapping, applicant_id: "Applicant ID" },
    );
    expect(await connector.deliver(connection(), [odd], options)).toEqual([
      { kind: "failed", error: expect.stringContaining("Applicant ID is not a HubSpot internal property name") },
    ]);
    expect(hs.requests).toHaveLength(0);
  });
});

describe("HubSpot test and preview", () => {
  it("test() passes and says which properties the first delivery creates", async () => {
    await start();
    const result = await connector.test(connection(), options);
    expect(result).toEqual({
      ok: true,
      detail: expect.stringContaining(
        "applicant_id, us_gpa_converted, gpa_evaluated_on, source_grading_scale will be created",
      ),
    });
    expect(hs.requests.every((r) => r.method === "GET" || r.path.startsWith("/oauth/"))).toBe(true);
  });

  it("test() names missing scopes and missing properties it may not create", async () => {
    await start({ accessToken: TOKEN, scopes: ["crm.objects.contacts.read", "crm.schemas.contacts.read"] });
    const result = await connector.test(connection({ createMissingProperties: false }), options);
    expect(result.ok).toBe(false);
    expect(result.detail).toContain("lacks scope crm.objects.contacts.write");
    expect(result.detail).toContain("no property applicant_id, us_gpa_converted");
  });

  it("test() says when the token is refused", async () => {
    await start();
    expect(await connector.test(connection({}, "pat-na1-wrong-token-0000"), options)).toEqual({
      ok: false,
      detail: expect.stringContaining("HubSpot refused the token"),
    });
  });

  it("preview() shows the batch upsert with its exact body and no token", async () => {
    await start();
    const preview = await connector.preview(
      connection(),
      [item({ applicant_email: "ik@example.org", gpa_overall: 3.3 })],
      options,
    );
    expect(preview.requests).toHaveLength(1);
    expect(preview.requests[0]).toMatchObject({
      method: "POST",
      url: `${hs.url}${UPSERT}`,
      headers: { authorization: "Bearer [redacted]" },
    });
    expect(JSON.parse(preview.requests[0]?.body ?? "")).toEqual({
      inputs: [
        { idProperty: "email", id: "ik@example.org", properties: { email: "ik@example.org", us_gpa_converted: "3.3" } },
      ],
    });
    expect(JSON.stringify(preview)).not.toContain(TOKEN);
    expect(hs.requests).toHaveLength(0);
  });
});
