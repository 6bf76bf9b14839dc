import { generateKeyPairSync } from "node:crypto";
import type { FieldMapping } from "@gradeatlas/contracts/crm-sync";
import { salesforceSettingsSchema } from "@gradeatlas/contracts/crm-sync";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ConnectionOf } from "../src/features/crm-sync/connectors/connector.ts";
import { salesforceConnector } from "../src/features/crm-sync/connectors/salesforce.ts";
import { jwtAudience } from "../src/features/crm-sync/connectors/salesforce-token.ts";
import { startSalesforceStandin } from "./support/salesforce-standin.ts";
import { mappingRows, syncItem } from "./support/sync-items.ts";

// The Salesforce connector against a loopback Salesforce that checks every
// request the way Salesforce's documentation describes it (JWT signature and
// claims, form encoding, upsert URL and body) and keeps records in memory.

const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const PRIVATE_PEM = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
const CLIENT_ID = "3MVG9-gradeatlas-consumer-key";
const CLIENT_SECRET = "consumer-secret-0123456789";
const USERNAME = "integration@college.example.edu";

const mapping = {
  applicant_id: "Applicant_ID__c",
  applicant_email: "Email",
  gpa_overall: "US_GPA_Converted__c",
  evaluated_on: "GPA_Evaluated_On__c",
};
const rows = mappingRows(mapping);
const contactFields = [
  { name: "Id", type: "id" },
  { name: "Applicant_ID__c", externalId: true },
  { name: "Email", type: "email" },
  { name: "US_GPA_Converted__c", type: "double" },
  { name: "GPA_Evaluated_On__c", type: "date" },
  { name: "Legacy_Code__c" },
];

const connector = salesforceConnector;
const options = { timeoutMs: 2_000, baseUrl: "http://localhost:3000", allowPrivateHosts: true };
let sf: Awaited<ReturnType<typeof startSalesforceStandin>>;
let connectionSeq = 0;

beforeEach(async () => {
  sf = await startSalesforceStandin({
    clientId: CLIENT_ID,
    username: USERNAME,
    publicKey,
    clientSecret: CLIENT_SECRET,
    objects: { Contact: contactFields },
  });
});
afterEach(async () => {
  expect(sf.violations).toEqual([]);
  await sf.close();
});

function connection(
  overrides: Partial<ConnectionOf<"salesforce">["settings"]> = {},
  secrets: ConnectionOf<"salesforce">["secrets"] = { privateKey: PRIVATE_PEM },
): ConnectionOf<"salesforce"> {
  return {
    id: `conn-${++connectionSeq}`,
    institutionId: "inst-1",
    name: "Admissions Salesforce",
    kind: "salesforce",
    settings: salesforceSettingsSchema.parse({
      instanceUrl: sf.url,
      loginUrl: sf.url,
      auth: "jwt_bearer",
      clientId: CLIENT_ID,
      username: USERNAME,
      object: "Contact",
      externalIdField: "Applicant_ID__c",
      ...overrides,
    }),
    secrets,
    mapping: rows,
  };
}
const item = (values: Parameters<typeof syncItem>[0]) => syncItem(values, mapping);
const calls = (method: string, path: RegExp) => sf.requests.filter((r) => r.method === method && path.test(r.path));

describe("Salesforce upsert by external id", () => {
  it("signs in with a JWT, creates the record, then updates the same one (one record after two deliveries)", async () => {
    const conn = connection();
    const [created] = await connector.deliver(conn, [item({ applicant_id: "A-1001", gpa_overall: 3.41 })], options);
    expect(created).toMatchObject({ kind: "delivered", status: 201 });
    const [updated] = await connector.deliver(
      conn,
      [item({ applicant_id: "A-1001", gpa_overall: 3.52, evaluated_on: "2026-11-20" })],
      options,
    );
    expect(updated).toMatchObject({
      kind: "delivered",
      status: 200,
      remoteId: created?.kind === "delivered" ? created.remoteId : "",
    });
    expect(sf.records).toHaveLength(1);
    expect(sf.records[0]?.fields).toMatchObject({
      Applicant_ID__c: "A-1001",
      US_GPA_Converted__c: 3.52,
      GPA_Evaluated_On__c: "2026-11-20",
    });
    // The token is cached: one sign-in for both deliveries.
    expect(calls("POST", /oauth2\/token$/)).toHaveLength(1);
    const patch = calls("PATCH", /sobjects/)[0];
    expect(patch?.path).toBe("/services/data/v62.0/sobjects/Contact/Applicant_ID__c/A-1001");
    expect(JSON.parse(patch?.body ?? "{}")).toEqual({ US_GPA_Converted__c: 3.41 });
  });

  it("addresses the JWT to the login host Salesforce expects", () => {
    expect(jwtAudience("https://login.salesforce.com")).toBe("https://login.salesforce.com");
    expect(jwtAudience("https://acme.my.salesforce.com/")).toBe("https://login.salesforce.com");
    expect(jwtAudience("https://test.salesforce.com")).toBe("https://test.salesforce.com");
    expect(jwtAudience("https://acme--uat.sandbox.my.salesforce.com")).toBe("https://test.salesforce.com");
    expect(jwtAudience("https://acme.my.site.com/customers/")).toBe("https://acme.my.site.com/customers");
  });

  it("signs in with client credentials at the instance and uses the token's instance_url", async () => {
    const conn = connection({ auth: "client_credentials", username: undefined }, { clientSecret: CLIENT_SECRET });
    const [outcome] = await connector.deliver(
      conn,
      [item({ applicant_id: "A-2002", applicant_email: "ana@example.org" })],
      options,
    );
    expect(outcome).toMatchObject({ kind: "delivered", status: 201 });
    const form = new URLSearchParams(calls("POST", /oauth2\/token$/)[0]?.body);
    expect(form.get("grant_type")).toBe("client_credentials");
    expect(form.get("client_id")).toBe(CLIENT_ID);
  });

  it("signs in again once when the session has expired (401 INVALID_SESSION_ID), then sends the same request", async () => {
    const conn = connection();
    await connector.deliver(conn, [item({ applicant_id: "A-3003", gpa_overall: 3.0 })], options);
    sf.expireSessions();
    sf.resetLog();
    const [outcome] = await connector.deliver(conn, [item({ applicant_id: "A-3003", gpa_overall: 3.1 })], options);
    expect(outcome).toMatchObject({ kind: "delivered", status: 200 });
    expect(sf.requests.map((r) => r.method)).toEqual(["PATCH", "POST", "PATCH"]);
    expect(sf.records).toHaveLength(1);
  });

  it("signs in again when the connection's key changes", async () => {
    const first = connection();
    await connector.deliver(first, [item({ applicant_id: "A-3100" })], options);
    const other = generateKeyPairSync("rsa", { modulusLength: 2048 })
      .privateKey.export({ type: "pkcs8", format: "pem" })
      .toString();
    const [outcome] = await connector.deliver(
      { ...first, secrets: { privateKey: other } },
      [item({ applicant_id: "A-3100" })],
      options,
    );
    expect(outcome).toMatchObject({ kind: "failed", error: expect.stringContaining("invalid signature") });
  });
});

describe("Salesforce failures and retries", () => {
  it("fails a record with no value to match on, without a request", async () => {
    const outcomes = await connector.deliver(
      connection(),
      [item({ applicant_id: null, applicant_email: "x@example.org" })],
      options,
    );
    expect(outcomes).toEqual([{ kind: "failed", error: expect.stringContaining("No applicant_id to match on") }]);
    expect(calls("PATCH", /sobjects/)).toHaveLength(0);
  });

  it("fails when several records share the external id (300) and names them", async () => {
    sf.addRecord("Contact", { Applicant_ID__c: "A-4004" });
    sf.addRecord("Contact", { Applicant_ID__c: "A-4004" });
    const [outcome] = await connector.deliver(connection(), [item({ applicant_id: "A-4004" })], options);
    expect(outcome).toMatchObject({
      kind: "failed",
      status: 300,
      error: expect.stringContaining("2 Contact records have Applicant_ID__c = A-4004"),
    });
  });

  it("fails with Salesforce's errorCode and message for a field the object lacks (400 INVALID_FIELD)", async () => {
    const conn = connection();
    const bad = syncItem({ applicant_id: "A-5005", country_iso: "FR" }, { ...mapping, country_iso: "Country__c" });
    const [outcome] = await connector.deliver(conn, [bad], options);
    expect(outcome).toMatchObject({
      kind: "failed",
      status: 400,
      error: expect.stringContaining("INVALID_FIELD: No such column 'Country__c'"),
    });
  });

  it("a refused sign-in fails every item once, without upserts", async () => {
    const conn = connection({ username: "someone-else@college.example.edu" });
    const outcomes = await connector.deliver(
      conn,
      [item({ applicant_id: "A-1" }), item({ applicant_id: "A-2" })],
      options,
    );
    expect(outcomes.map((o) => o.kind)).toEqual(["failed", "failed"]);
    expect(outcomes[0]).toMatchObject({ error: expect.stringContaining("invalid_grant") });
    expect(calls("POST", /oauth2\/token$/)).toHaveLength(1);
    expect(calls("PATCH", /sobjects/)).toHaveLength(0);
  });

  it("retries on 429 (with Retry-After), 403 REQUEST_LIMIT_EXCEEDED, 5xx and a timeout; a later try delivers", async () => {
    const conn = connection();
    await connector.deliver(conn, [item({ applicant_id: "A-0" })], options); // signs in
    sf.failNext(1, { status: 429, retryAfter: "7" });
    sf.failNext(1, {
      reply: { status: 403, body: [{ errorCode: "REQUEST_LIMIT_EXCEEDED", message: "TotalRequests Limit exceeded." }] },
    });
    sf.failNext(1, { status: 503 });
    sf.failNext(1, { hang: true });
    const outcomes = await connector.deliver(
      conn,
      ["A-6", "A-7", "A-8", "A-9", "A-10"].map((id) => item({ applicant_id: id })),
      { ...options, timeoutMs: 500 },
    );
    expect(outcomes.slice(0, 4)).toEqual([
      { kind: "retry", status: 429, error: expect.any(String), retryAfterMs: 7_000 },
      { kind: "retry", status: 403, error: expect.stringContaining("REQUEST_LIMIT_EXCEEDED"), retryAfterMs: undefined },
      { kind: "retry", status: 503, error: expect.stringContaining("SERVER_UNAVAILABLE"), retryAfterMs: undefined },
      { kind: "retry", error: expect.stringContaining("did not answer") },
    ]);
    expect(outcomes[4]).toMatchObject({ kind: "delivered", status: 201 });
  });

  it("retries every item when the sign-in itself is unavailable", async () => {
    sf.failNext(1, { status: 503 });
    const outcomes = await connector.deliver(
      connection(),
      [item({ applicant_id: "A-1" }), item({ applicant_id: "A-2" })],
      options,
    );
    expect(outcomes.map((o) => o.kind)).toEqual(["retry", "retry"]);
  });
});

describe("Salesforce test and preview", () => {
  it("test() passes when the external id field is an External ID and every mapped field exists", async () => {
    expect(await connector.test(connection(), options)).toMatchObject({ ok: true });
    expect(sf.records).toHaveLength(0);
  });

  it("test() names a missing mapped field and an external id field that isn't an External ID", async () => {
    const conn = {
      ...connection({ externalIdField: "Legacy_Code__c" }),
      mapping: [...rows, { field: "scale_name", target: "Grading_Scale__c" }] as FieldMapping,
    };
    const result = await connector.test(conn, options);
    expect(result.ok).toBe(false);
    expect(result.detail).toContain("Legacy_Code__c is not marked as an External ID field");
    expect(result.detail).toContain("Contact has no field Grading_Scale__c");
  });

  it("test() names an object Salesforce doesn't have", async () => {
    const result = await connector.test(connection({ object: "Application__c" }), options);
    expect(result).toEqual({ ok: false, detail: expect.stringContaining("no object Application__c") });
  });

  it("preview() shows the sign-in and each upsert with its exact body, and no secret", async () => {
    for (const conn of [connection(), connection({ auth: "client_credentials" }, { clientSecret: CLIENT_SECRET })]) {
      const preview = await connector.preview(conn, [item({ applicant_id: "A-77", gpa_overall: 3.9 })], options);
      expect(preview.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
        `POST ${sf.url}/services/oauth2/token`,
        `PATCH ${sf.url}/services/data/v62.0/sobjects/Contact/Applicant_ID__c/A-77`,
      ]);
      expect(JSON.parse(preview.requests[1]?.body ?? "")).toEqual({ US_GPA_Converted__c: 3.9 });
      const shown = JSON.stringify(preview);
      expect(shown).toContain("[redacted]");
      for (const secret of [PRIVATE_PEM.split("\n")[1] as string, CLIENT_SECRET]) expect(shown).not.toContain(secret);
    }
    expect(sf.requests).toHaveLength(0);
  });
});
