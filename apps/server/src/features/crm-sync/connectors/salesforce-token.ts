import { createHash, createSign } from "node:crypto";
import type { ConnectionOf, Outcome } from "./connector.ts";
import { type HttpCallOptions, type HttpRequest, httpCall, noAnswer, snippet } from "./http-call.ts";
import { retryAfterMs } from "./retry-after.ts";

// Salesforce access tokens, by either server-to-server flow:
// - JWT bearer: https://help.salesforce.com/s/articleView?id=xcloud.remoteaccess_oauth_jwt_flow.htm
//   an RS256 JWT (iss = consumer key, sub = user name, aud = the login host,
//   exp within 3 minutes) posted to {loginUrl}/services/oauth2/token.
// - Client credentials: https://help.salesforce.com/s/articleView?id=xcloud.remoteaccess_oauth_client_credentials_flow.htm
//   posted to the org's My Domain, {instanceUrl}/services/oauth2/token.
// Either answers { access_token, instance_url, … }; REST calls go to that instance_url.

type SalesforceConnection = ConnectionOf<"salesforce">;
export type SalesforceToken = { accessToken: string; instanceUrl: string };
/** Why there is no token: a retry (Salesforce down, slow) or a failure (credentials refused). */
export type NoToken = Exclude<Outcome, { kind: "delivered" }>;
export type TokenResult = { ok: true; token: SalesforceToken } | { ok: false; outcome: NoToken };

const REDACTED = "[redacted]";
const JWT_LIFETIME_S = 170; // Salesforce refuses an exp more than 3 minutes ahead.

const base64url = (input: string | Buffer) => Buffer.from(input).toString("base64url");

/**
 * The `aud` Salesforce expects: https://login.salesforce.com for production
 * (its My Domain too), https://test.salesforce.com for a sandbox (its My
 * Domain too), an Experience Cloud site's own URL. Salesforce's CLI decides
 * the same way (@salesforce/core SfdcUrl.getJwtAudienceUrl).
 */
export function jwtAudience(loginUrl: string): string {
  const host = new URL(loginUrl).hostname.toLowerCase();
  if (host === "test.salesforce.com" || host.endsWith(".sandbox.my.salesforce.com"))
    return "https://test.salesforce.com";
  if (host === "login.salesforce.com" || host.endsWith(".my.salesforce.com")) return "https://login.salesforce.com";
  return trimSlash(loginUrl);
}

export function signJwtAssertion(connection: SalesforceConnection, now: number = Date.now()): string {
  const { settings, secrets } = connection;
  const header = base64url(JSON.stringify({ alg: "RS256", typ: "JWT" }));
  const claims = base64url(
    JSON.stringify({
      iss: settings.clientId,
      sub: settings.username,
      aud: jwtAudience(settings.loginUrl),
      exp: Math.floor(now / 1000) + JWT_LIFETIME_S,
    }),
  );
  const signature = createSign("RSA-SHA256")
    .update(`${header}.${claims}`)
    .sign(secrets.privateKey as string);
  return `${header}.${claims}.${base64url(signature)}`;
}

/** The token request; with `redact`, what preview shows (no assertion, no consumer secret). */
export function tokenRequest(connection: SalesforceConnection, redact: boolean): HttpRequest {
  const { settings, secrets } = connection;
  const headers = { "content-type": "application/x-www-form-urlencoded", accept: "application/json" };
  if (settings.auth === "jwt_bearer") {
    const assertion = redact ? REDACTED : signJwtAssertion(connection);
    return {
      method: "POST",
      url: `${trimSlash(settings.loginUrl)}/services/oauth2/token`,
      headers,
      body: `grant_type=${encodeURIComponent("urn:ietf:params:oauth:grant-type:jwt-bearer")}&assertion=${redact ? assertion : encodeURIComponent(assertion)}`,
    };
  }
  const form = new URLSearchParams({
    grant_type: "client_credentials",
    client_id: settings.clientId,
    client_secret: redact ? REDACTED : (secrets.clientSecret ?? ""),
  });
  return {
    method: "POST",
    url: `${trimSlash(settings.instanceUrl)}/services/oauth2/token`,
    headers,
    body: redact ? form.toString().replace(encodeURIComponent(REDACTED), REDACTED) : form.toString(),
  };
}

export const trimSlash = (url: string) => url.replace(/\/+$/, "");

/** What the connection's credentials are: a new key or secret (or user, app, login host) means a new token. */
function fingerprint(connection: SalesforceConnection): string {
  const { settings, secrets } = connection;
  return createHash("sha256")
    .update(
      JSON.stringify([
        settings.auth,
        settings.clientId,
        settings.username,
        settings.loginUrl,
        settings.instanceUrl,
        secrets.privateKey,
        secrets.clientSecret,
      ]),
    )
    .digest("hex");
}

/** In-memory tokens per connection id, dropped when the credentials change or Salesforce refuses one. */
export function createTokenCache() {
  const tokens = new Map<string, { fingerprint: string; token: SalesforceToken }>();

  async function fetchToken(connection: SalesforceConnection, options: HttpCallOptions): Promise<TokenResult> {
    const missing = missingCredential(connection);
    if (missing) return { ok: false, outcome: { kind: "failed", error: missing } };
    let request: HttpRequest;
    try {
      request = tokenRequest(connection, false);
    } catch {
      return {
        ok: false,
        outcome: { kind: "failed", error: "The private key could not sign the sign-in request: paste it as PEM." },
      };
    }
    const result = await httpCall(request, options);
    if (!result.ok) return { ok: false, outcome: noAnswer(result, "Salesforce sign-in: ") };
    const body = (result.json ?? {}) as {
      access_token?: string;
      instance_url?: string;
      error?: string;
      error_description?: string;
    };
    if (result.status === 200 && body.access_token && body.instance_url)
      return { ok: true, token: { accessToken: body.access_token, instanceUrl: trimSlash(body.instance_url) } };
    const why = body.error ? `${body.error}: ${body.error_description ?? ""}`.trim() : snippet(result.text);
    if (result.status === 429 || result.status >= 500)
      return {
        ok: false,
        outcome: {
          kind: "retry",
          status: result.status,
          error: `Salesforce sign-in answered ${result.status}: ${why}`,
          retryAfterMs: retryAfterMs(result.headers.get("retry-after")) ?? undefined,
        },
      };
    return {
      ok: false,
      outcome: { kind: "failed", status: result.status, error: `Salesforce refused the sign-in (${why}).` },
    };
  }

  return {
    async get(connection: SalesforceConnection, options: HttpCallOptions): Promise<TokenResult> {
      const print = fingerprint(connection);
      const cached = tokens.get(connection.id);
      if (cached && cached.fingerprint === print) return { ok: true, token: cached.token };
      const fresh = await fetchToken(connection, options);
      if (fresh.ok) tokens.set(connection.id, { fingerprint: print, token: fresh.token });
      return fresh;
    },
    /** After a 401 (INVALID_SESSION_ID): the next `get` signs in again. */
    drop(connectionId: string) {
      tokens.delete(connectionId);
    },
  };
}
export type TokenCache = ReturnType<typeof createTokenCache>;

function missingCredential(connection: SalesforceConnection): string | null {
  const { settings, secrets } = connection;
  if (settings.auth === "jwt_bearer") {
    if (!secrets.privateKey) return "The JWT bearer flow needs the connected app's private key.";
    if (!settings.username) return "The JWT bearer flow needs the Salesforce user name the app acts as.";
  } else if (!secrets.clientSecret) return "The client credentials flow needs the consumer secret.";
  return null;
}
