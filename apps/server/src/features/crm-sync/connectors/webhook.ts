import { randomUUID } from "node:crypto";
import type { TestResult } from "@gradeatlas/contracts/crm-sync";
import { Webhook } from "standardwebhooks";
import { z } from "zod";
import { newWebhookSecret } from "../connection-tokens.ts";
import type { ConnectionOf, Connector, ConnectorOptions, Outcome, SyncItem } from "./connector.ts";
import { httpCall, noAnswer } from "./http-call.ts";
import { retryAfterMs } from "./retry-after.ts";

// Signed webhooks per the Standard Webhooks spec
// (https://github.com/standard-webhooks/standard-webhooks/blob/main/spec/standard-webhooks.md):
// body {type, timestamp, data}; headers webhook-id (the delivery's id, the
// same on every retry, so receivers drop a repeat), webhook-timestamp (unix
// seconds of this try) and webhook-signature ("v1,<base64 HMAC-SHA256 of
// id.timestamp.body>", space-separated when two secrets sign). Redirects are
// not followed (the spec: a redirect is a failure), so a signed body never
// lands somewhere the admin did not name.

/** How long the previous secret keeps signing after a rotation: receivers switch over in that time. */
export const PREVIOUS_SECRET_VALID_MS = 24 * 60 * 60_000;

/** A webhook connection's stored secrets (made by the server, never typed by an admin). */
export const webhookStoredSecretsSchema = z.object({
  secret: z.string().startsWith("whsec_"),
  previousSecret: z.string().startsWith("whsec_").optional(),
  previousUntil: z.iso.datetime().optional(),
});
export type WebhookSecrets = z.infer<typeof webhookStoredSecretsSchema>;

/** A new secret; the one it replaces still signs (as well) for 24 hours. */
export function rotateWebhookSecret(secrets: WebhookSecrets, now = new Date()): WebhookSecrets {
  return {
    secret: newWebhookSecret(),
    previousSecret: secrets.secret,
    previousUntil: new Date(now.getTime() + PREVIOUS_SECRET_VALID_MS).toISOString(),
  };
}

/** The secrets that sign at `now`: the current one, and the previous one during its 24 hours. */
function signingSecrets(secrets: WebhookSecrets, now: Date): string[] {
  const previous =
    secrets.previousSecret && secrets.previousUntil && Date.parse(secrets.previousUntil) > now.getTime()
      ? [secrets.previousSecret]
      : [];
  return [secrets.secret, ...previous];
}

type Signed = { url: string; headers: Record<string, string>; body: string };

/** The request for one message: the body is the same on every try; the timestamp and signature are this try's. */
export function signedRequest(
  url: string,
  secrets: WebhookSecrets,
  message: { id: string; type: string; occurredAt: string; data: unknown },
  options: Pick<ConnectorOptions, "baseUrl">,
  now = new Date(),
): Signed {
  const body = JSON.stringify({ type: message.type, timestamp: message.occurredAt, data: message.data });
  const signature = signingSecrets(secrets, now)
    .map((secret) => new Webhook(secret).sign(message.id, now, body))
    .join(" ");
  return {
    url,
    body,
    headers: {
      "content-type": "application/json",
      "user-agent": `GradeAtlas-Webhooks/1 (+${options.baseUrl})`,
      "webhook-id": message.id,
      "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
      "webhook-signature": signature,
    },
  };
}

const secretsOf = (connection: ConnectionOf<"webhook">): WebhookSecrets =>
  webhookStoredSecretsSchema.parse(connection.secrets);

/** POSTs one signed message and says what became of it; never throws for a remote failure. */
async function send(request: Signed, options: ConnectorOptions): Promise<Outcome> {
  const host = new URL(request.url).host;
  const res = await httpCall({ method: "POST", ...request }, options);
  if (!res.ok) return noAnswer(res);
  const status = res.status;
  if (status >= 200 && status < 300) return { kind: "delivered", detail: `${host} answered ${status}.`, status };
  if (status === 429 || status >= 500) {
    const wait = retryAfterMs(res.headers.get("retry-after"));
    return {
      kind: "retry",
      error: `${host} answered ${status}${status === 429 ? " (too many requests)" : ""}.`,
      status,
      ...(wait === null ? {} : { retryAfterMs: wait }),
    };
  }
  if (status >= 300 && status < 400)
    return {
      kind: "failed",
      error: `${host} answered ${status}, a redirect to ${res.headers.get("location") ?? "(no Location)"}; webhooks do not follow redirects: enter the final address.`,
      status,
    };
  return { kind: "failed", error: `${host} refused the webhook with ${status}.`, status };
}

const messageOf = (item: SyncItem) => ({
  id: item.deliveryId,
  type: item.event,
  occurredAt: item.occurredAt,
  data: item.record,
});

export const webhookConnector: Connector<"webhook"> = {
  kind: "webhook",

  async test(connection, options): Promise<TestResult> {
    const url = connection.settings.url;
    // Standard Webhooks has no ping: a signed event of its own type, which receivers may ignore.
    const outcome = await send(
      signedRequest(
        url,
        secretsOf(connection),
        { id: `msg_test_${randomUUID()}`, type: "gradeatlas.test", occurredAt: new Date().toISOString(), data: {} },
        options,
      ),
      options,
    );
    return outcome.kind === "delivered"
      ? { ok: true, detail: `The endpoint accepted a signed test event: ${outcome.detail}` }
      : { ok: false, detail: outcome.error };
  },

  async preview(connection, items, options) {
    const secrets = secretsOf(connection);
    return {
      requests: items.map((item) => {
        const signed = signedRequest(connection.settings.url, secrets, messageOf(item), options);
        return {
          method: "POST",
          url: signed.url,
          // The signature changes with each try's timestamp; how it is made is the spec's.
          headers: { ...signed.headers, "webhook-signature": "v1,[redacted]" },
          body: JSON.stringify(JSON.parse(signed.body), null, 2),
        };
      }),
    };
  },

  async deliver(connection, items, options) {
    const secrets = secretsOf(connection);
    const outcomes: Outcome[] = [];
    for (const item of items)
      outcomes.push(await send(signedRequest(connection.settings.url, secrets, messageOf(item), options), options));
    return outcomes;
  },
};
