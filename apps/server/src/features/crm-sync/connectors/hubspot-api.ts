import type { ConnectionOf, Outcome } from "./connector.ts";
import { type HttpCallOptions, type HttpRequest, type HttpResult, httpCall, noAnswer, snippet } from "./http-call.ts";
import { retryAfterMs } from "./retry-after.ts";

// HubSpot CRM v3 with a service key or a legacy private app's token (Authorization: Bearer). Service keys
// replace private apps, whose creation HubSpot ended on 2026-10-26:
// https://developers.hubspot.com/changelog/legacy-private-app-creation-sunset
// Errors: https://developers.hubspot.com/docs/api/error-handling
//   { status: "error", message, category, correlationId, errors?: [{ message, code, context }] }
// 429: https://developers.hubspot.com/docs/guides/apps/api-usage/usage-details — X-HubSpot-RateLimit-*
//   headers, and Retry-After where HubSpot sends it.

export type HubspotConnection = ConnectionOf<"hubspot">;
export type Problem = Exclude<Outcome, { kind: "delivered" }>;
export type HubspotResponse = Extract<HttpResult, { ok: true }>;
type HubspotError = { message?: string; category?: string; errors?: { message?: string; context?: unknown }[] };

export const REDACTED = "[redacted]";
/** HubSpot's limit on inputs in one batch request. */
export const HUBSPOT_BATCH_LIMIT = 100;

export const hubspotUrl = (connection: HubspotConnection, path: string) =>
  `${connection.settings.baseUrl.replace(/\/+$/, "")}${path}`;

export function hubspotRequest(
  connection: HubspotConnection,
  method: HttpRequest["method"],
  path: string,
  body?: unknown,
  token: string = connection.secrets.accessToken,
): HttpRequest {
  return {
    method,
    url: hubspotUrl(connection, path),
    headers: {
      authorization: `Bearer ${token}`,
      accept: "application/json",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body, null, 2) }),
  };
}

export const callHubspot = (
  connection: HubspotConnection,
  options: HttpCallOptions,
  method: HttpRequest["method"],
  path: string,
  body?: unknown,
) => httpCall(hubspotRequest(connection, method, path, body), options);

/** "Property values were not valid: …" — HubSpot's own words, with the details it lists. */
export function describeHubspotError(result: HubspotResponse): string {
  const body = result.json as HubspotError | null;
  if (!body?.message) return snippet(result.text) || `status ${result.status}`;
  const details = (body.errors ?? []).map((e) => e.message).filter(Boolean);
  return details.length > 0 ? `${body.message} (${details.join("; ")})` : body.message;
}

/**
 * What an answer other than success means. 429: wait as long as HubSpot says
 * (Retry-After; else the rate-limit window when none is left). 401/403: a
 * retry can't help until an admin changes the token.
 */
export function hubspotProblem(result: HttpResult, what: string, scope: string): Problem {
  if (!result.ok) return noAnswer(result);
  const { status, headers } = result;
  if (status === 429) {
    const interval = Number(headers.get("x-hubspot-ratelimit-interval-milliseconds"));
    const windowMs = headers.get("x-hubspot-ratelimit-remaining") === "0" && interval > 0 ? interval : undefined;
    return {
      kind: "retry",
      status,
      error: `HubSpot's rate limit was reached while ${what}: ${describeHubspotError(result)}`,
      retryAfterMs: retryAfterMs(headers.get("retry-after")) ?? windowMs,
    };
  }
  if (status >= 500)
    return {
      kind: "retry",
      status,
      error: `HubSpot answered ${status} while ${what}: ${describeHubspotError(result)}`,
      retryAfterMs: retryAfterMs(headers.get("retry-after")) ?? undefined,
    };
  if (status === 401)
    return {
      kind: "failed",
      status,
      error: `HubSpot refused the token while ${what}: paste a current one.`,
    };
  if (status === 403)
    return {
      kind: "failed",
      status,
      error: `The token lacks scope ${scope} (needed for ${what}): add it to the service key (or private app) in HubSpot. ${describeHubspotError(result)}`,
    };
  return { kind: "failed", status, error: `HubSpot refused ${what} (${status}): ${describeHubspotError(result)}` };
}
