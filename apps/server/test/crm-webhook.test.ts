import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { type SyncRecord, syncFields } from "@gradeatlas/contracts/crm-sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newWebhookSecret } from "../src/features/crm-sync/connection-tokens.ts";
import type { ConnectionOf, ConnectorOptions, SyncItem } from "../src/features/crm-sync/connectors/connector.ts";
import { connectorFor, NoConnectorError } from "../src/features/crm-sync/connectors/registry.ts";
import { retryAfterMs } from "../src/features/crm-sync/connectors/retry-after.ts";
import {
  rotateWebhookSecret,
  type WebhookSecrets,
  webhookConnector,
} from "../src/features/crm-sync/connectors/webhook.ts";
import { startWebhookReceiver, type WebhookReceiver } from "./support/webhook-receiver.ts";

// The webhook connector against a real HTTP endpoint on loopback that checks
// each request with the `standardwebhooks` package, as a customer's would.

let receiver: WebhookReceiver;
let secrets: WebhookSecrets = { secret: newWebhookSecret() };
/** What the receiver accepts: the current secret, and the previous one while it still signs. */
let accepted: string[] = [secrets.secret];
const options: ConnectorOptions = { timeoutMs: 1_000, baseUrl: "http://gradeatlas.test", allowPrivateHosts: true };

const record = Object.fromEntries(syncFields.map((f) => [f, null])) as SyncRecord;
const item = (n: number): SyncItem => ({
  deliveryId: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  event: "calculation.saved",
  occurredAt: "2026-11-26T04:00:00.000Z",
  record: { ...record, applicant_id: `A-${n}`, gpa_overall: 3.42, event: "calculation.saved" },
  fields: {},
  report: null,
});
const connection = (url = receiver.url): ConnectionOf<"webhook"> => ({
  id: "c1",
  institutionId: "i1",
  name: "Admissions hook",
  kind: "webhook",
  settings: { url },
  secrets: secrets as never,
});

beforeAll(async () => {
  receiver = await startWebhookReceiver({ secrets: () => accepted });
});
afterAll(async () => {
  await receiver?.close();
});

describe("signing", () => {
  it("delivers a JSON event the standardwebhooks package verifies, with the delivery id as webhook-id", async () => {
    const [outcome] = await webhookConnector.deliver(connection(), [item(1)], options);
    expect(outcome).toMatchObject({ kind: "delivered", status: 204 });
    const got = receiver.received.at(-1);
    expect(got?.id).toBe(item(1).deliveryId);
    expect(got?.verifiedWith).toEqual([0]);
    expect(JSON.parse(got?.body ?? "")).toEqual({
      type: "calculation.saved",
      timestamp: "2026-11-26T04:00:00.000Z",
      data: item(1).record,
    });
    expect(receiver.processed.get(item(1).deliveryId)).toBe(1);
  });

  it("after a rotation signs with the new and the previous secret, each verifying on its own", async () => {
    const old = secrets.secret;
    secrets = rotateWebhookSecret(secrets, new Date());
    expect(secrets.previousSecret).toBe(old);
    expect(secrets.secret).not.toBe(old);
    accepted = [secrets.secret, old];
    await webhookConnector.deliver(connection(), [item(2)], options);
    const got = receiver.received.at(-1);
    expect(got?.signature.split(" ")).toHaveLength(2);
    expect(got?.verifiedWith).toEqual([0, 1]);
  });

  it("stops signing with the previous secret 24 hours after the rotation", async () => {
    const rotated = rotateWebhookSecret({ secret: newWebhookSecret() }, new Date(Date.now() - 25 * 60 * 60_000));
    secrets = rotated;
    accepted = [rotated.secret, rotated.previousSecret as string];
    await webhookConnector.deliver(connection(), [item(3)], options);
    const got = receiver.received.at(-1);
    expect(got?.signature.split(" ")).toHaveLength(1);
    expect(got?.verifiedWith).toEqual([0]);
  });

  it("makes secrets as the spec describes them: whsec_ and at least 24 random bytes", () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(secret.slice(6), "base64").length).toBeGreaterThanOrEqual(24);
    expect(newWebhookSecret()).not.toBe(secret);
  });
});

describe("answers", () => {
  it("retries a 500 and a 429, with the wait the 429's Retry-After asks for", async () => {
    receiver.answer({ status: 500 }, { status: 429, headers: { "retry-after": "120" } });
    const outcomes = await webhookConnector.deliver(connection(), [item(4), item(5)], options);
    expect(outcomes[0]).toMatchObject({ kind: "retry", status: 500 });
    expect(outcomes[1]).toMatchObject({ kind: "retry", status: 429, retryAfterMs: 120_000 });
    expect(receiver.processed.has(item(4).deliveryId)).toBe(false);
  });

  it("retries an endpoint that does not answer in time", async () => {
    receiver.answer("hang");
    const [outcome] = await webhookConnector.deliver(connection(), [item(6)], options);
    expect(outcome).toMatchObject({ kind: "retry" });
    expect(outcome?.kind === "retry" && outcome.error).toMatch(/did not answer within 1 s/);
  });

  it("fails a 410 and other 4xx for good", async () => {
    receiver.answer({ status: 410 }, { status: 400 });
    const outcomes = await webhookConnector.deliver(connection(), [item(7), item(8)], options);
    expect(outcomes.map((o) => [o.kind, o.kind === "delivered" ? 0 : o.status])).toEqual([
      ["failed", 410],
      ["failed", 400],
    ]);
  });

  it("does not follow a redirect, and names where it pointed", async () => {
    receiver.answer({ status: 301, headers: { location: "https://elsewhere.example/hook" } });
    const [outcome] = await webhookConnector.deliver(connection(), [item(9)], options);
    expect(outcome).toMatchObject({ kind: "failed", status: 301 });
    expect(outcome?.kind === "failed" && outcome.error).toContain("https://elsewhere.example/hook");
  });

  it("retries when nothing listens at the address", async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, "127.0.0.1", r));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((r) => closed.close(() => r()));
    const [outcome] = await webhookConnector.deliver(connection(`http://127.0.0.1:${port}/x`), [item(10)], options);
    expect(outcome).toMatchObject({ kind: "retry" });
    expect(outcome?.kind === "retry" && outcome.error).toMatch(/Could not reach 127\.0\.0\.1:\d+ \(ECONNREFUSED\)/);
  });

  it("refuses a private host unless private hosts are allowed, before sending anything", async () => {
    const before = receiver.received.length;
    const strict = { ...options, allowPrivateHosts: false };
    const [outcome] = await webhookConnector.deliver(connection(), [item(11)], strict);
    expect(outcome).toMatchObject({ kind: "failed" });
    expect(outcome?.kind === "failed" && outcome.error).toMatch(/private or local address/);
    expect(await webhookConnector.test(connection(), strict)).toMatchObject({ ok: false });
    expect(receiver.received.length).toBe(before);
  });

  it("checks a host name as the connection resolves it, so the address checked is the one connected to", async () => {
    const before = receiver.received.length;
    const byName = receiver.url.replace("127.0.0.1", "localhost");
    const strict = { ...options, allowPrivateHosts: false };
    const [refused] = await webhookConnector.deliver(connection(byName), [item(12)], strict);
    expect(refused?.kind === "failed" && refused.error).toMatch(
      /localhost is a private or local address \((127\.0\.0\.1|::1)\)/,
    );
    expect(receiver.received.length).toBe(before);
    // The same lookup lets it through when private hosts are allowed.
    const [sent] = await webhookConnector.deliver(connection(byName), [item(13)], options);
    expect(sent).toMatchObject({ kind: "delivered" });
  });
});

describe("test and preview", () => {
  it("tests with a signed gradeatlas.test event and says what the endpoint answered", async () => {
    secrets = { secret: newWebhookSecret() };
    accepted = [secrets.secret];
    const result = await webhookConnector.test(connection(), options);
    expect(result).toEqual({ ok: true, detail: expect.stringContaining("answered 204") });
    const got = receiver.received.at(-1);
    expect(JSON.parse(got?.body ?? "")).toMatchObject({ type: "gradeatlas.test", data: {} });
    expect(got?.verifiedWith).toEqual([0]);

    receiver.answer({ status: 404 });
    expect(await webhookConnector.test(connection(), options)).toEqual({
      ok: false,
      detail: expect.stringContaining("404"),
    });
  });

  it("previews the exact body and headers without the signature", async () => {
    const preview = await webhookConnector.preview(connection(), [item(12)], options);
    const [request] = preview.requests;
    expect(request).toMatchObject({ method: "POST", url: receiver.url });
    expect(request?.headers["webhook-id"]).toBe(item(12).deliveryId);
    expect(request?.headers["webhook-signature"]).toBe("v1,[redacted]");
    expect(JSON.stringify(preview)).not.toContain(secrets.secret.slice(6));
    expect(JSON.parse(request?.body ?? "")).toMatchObject({
      type: "calculation.saved",
      data: { applicant_id: "A-12" },
    });
  });
});

describe("the registry and Retry-After", () => {
  it("gives each pushed kind its connector, and a typed error for the Slate feed, which Slate pulls", () => {
    expect(connectorFor("webhook")).toBe(webhookConnector);
    for (const kind of ["slate_sftp", "salesforce", "hubspot"] as const) expect(connectorFor(kind).kind).toBe(kind);
    expect(() => connectorFor("slate_feed")).toThrow(NoConnectorError);
  });

  it("reads Retry-After as seconds or an HTTP date", () => {
    const now = Date.parse("2026-11-26T04:00:00Z");
    expect(retryAfterMs("30", now)).toBe(30_000);
    expect(retryAfterMs("Thu, 26 Nov 2026 04:02:00 GMT", now)).toBe(120_000);
    expect(retryAfterMs("Thu, 26 Nov 2026 03:00:00 GMT", now)).toBe(0);
    expect(retryAfterMs("soon", now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });
});
