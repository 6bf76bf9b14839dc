import type { ConnectionOf, Connector, Outcome, SyncItem } from "./connector.ts";
import { type HttpCallOptions, type HttpRequest, type HttpResult, httpCall, noAnswer, snippet } from "./http-call.ts";
import { retryAfterMs } from "./retry-after.ts";
import { createTokenCache, type NoToken, type SalesforceToken, tokenRequest, trimSlash } from "./salesforce-token.ts";

// Salesforce REST API: one upsert per item by the connection's external-id field.
// https://developer.salesforce.com/docs/atlas.en-us.api_rest.meta/api_rest/resources_sobject_upsert_patch.htm
//   PATCH /services/data/vXX.X/sobjects/{object}/{externalIdField}/{value}, JSON body without that field;
//   201 { id, success, created: true } a new record, 200 { …, created: false } (204 before v46) an update,
//   300 several records match, 400/404 [{ errorCode, message, fields }].
// Errors: https://developer.salesforce.com/docs/atlas.en-us.api_rest.meta/api_rest/errorcodes.htm
//   401 INVALID_SESSION_ID (token expired or revoked), 403 REQUEST_LIMIT_EXCEEDED (the org's API limit).

type SalesforceConnection = ConnectionOf<"salesforce">;
type SalesforceError = { errorCode?: string; message?: string; fields?: string[] };

const REDACTED = "[redacted]";

/** Tokens live in this process's memory: a restart signs in again. */
const tokens = createTokenCache();

/** A REST call with the cached token; on 401 one fresh sign-in and one more try. */
async function authorised(
  connection: SalesforceConnection,
  options: HttpCallOptions,
  build: (token: SalesforceToken) => HttpRequest,
): Promise<{ ok: true; result: HttpResult } | { ok: false; outcome: NoToken }> {
  for (let attempt = 0; ; attempt++) {
    const token = await tokens.get(connection, options);
    if (!token.ok) return token;
    const result = await httpCall(build(token.token), options);
    if (result.ok && result.status === 401 && attempt === 0) {
      tokens.drop(connection.id);
      continue;
    }
    return { ok: true, result };
  }
}

export const salesforceConnector: Connector<"salesforce"> = {
  kind: "salesforce",

  async test(connection, options) {
    const { settings } = connection;
    const call = await authorised(connection, options, (token) => ({
      method: "GET",
      url: `${token.instanceUrl}/services/data/${settings.apiVersion}/sobjects/${settings.object}/describe`,
      headers: { authorization: `Bearer ${token.accessToken}`, accept: "application/json" },
    }));
    if (!call.ok) return { ok: false, detail: call.outcome.error };
    const { result } = call;
    if (!result.ok) return { ok: false, detail: result.error };
    if (result.status === 404)
      return { ok: false, detail: `Salesforce has no object ${settings.object} (or this user cannot see it).` };
    if (result.status !== 200)
      return { ok: false, detail: `Salesforce answered ${result.status}: ${describeErrors(result)}` };
    const fields = ((result.json as { fields?: { name: string; externalId?: boolean }[] })?.fields ?? []).map((f) => ({
      name: f.name.toLowerCase(),
      externalId: f.externalId === true,
    }));
    const byName = new Map(fields.map((f) => [f.name, f]));
    const problems: string[] = [];
    const idField = byName.get(settings.externalIdField.toLowerCase());
    if (!idField) problems.push(`${settings.object} has no field ${settings.externalIdField}`);
    else if (!idField.externalId)
      problems.push(
        `${settings.externalIdField} is not marked as an External ID field, so records cannot be upserted by it`,
      );
    const missing = (connection.mapping ?? [])
      .map((row) => row.target)
      .filter((target) => !byName.has(target.toLowerCase()));
    if (missing.length > 0) problems.push(`${settings.object} has no field ${missing.join(", ")}`);
    if (problems.length > 0) return { ok: false, detail: `Signed in, but ${problems.join("; ")}.` };
    return {
      ok: true,
      detail: `Signed in; ${settings.object} has ${settings.externalIdField} (External ID)${connection.mapping ? " and every mapped field" : ""}.`,
    };
  },

  async preview(connection, items) {
    const requests = [tokenRequest(connection, true)];
    for (const item of items) {
      const upsert = upsertRequest(connection, trimSlash(connection.settings.instanceUrl), REDACTED, item);
      if (upsert) requests.push(upsert);
    }
    return { requests: requests.map((r) => ({ ...r, body: r.body ?? null })) };
  },

  async deliver(connection, items, options) {
    const outcomes: Outcome[] = [];
    // No token means none for the later items either: they get the same answer without asking again.
    let noToken: NoToken | null = null;
    for (const item of items) {
      const matchOn = connection.settings.matchOn;
      if (!hasValue(item.record[matchOn])) {
        outcomes.push({
          kind: "failed",
          error: `No ${matchOn} to match on: the record cannot be upserted by ${connection.settings.externalIdField}.`,
        });
        continue;
      }
      if (noToken) {
        outcomes.push(noToken);
        continue;
      }
      const call = await authorised(
        connection,
        options,
        (token) => upsertRequest(connection, token.instanceUrl, token.accessToken, item) as HttpRequest,
      );
      if (!call.ok) noToken = call.outcome;
      outcomes.push(call.ok ? upsertOutcome(connection, item, call.result) : call.outcome);
    }
    return outcomes;
  },
};

const hasValue = (value: unknown) => value !== null && value !== undefined && String(value).trim() !== "";

/** The PATCH for one item, or null when it has nothing to match on. */
function upsertRequest(
  connection: SalesforceConnection,
  instanceUrl: string,
  accessToken: string,
  item: SyncItem,
): HttpRequest | null {
  const { settings } = connection;
  const value = item.record[settings.matchOn];
  if (!hasValue(value)) return null;
  return {
    method: "PATCH",
    url: `${instanceUrl}/services/data/${settings.apiVersion}/sobjects/${settings.object}/${settings.externalIdField}/${encodeURIComponent(String(value).trim())}`,
    headers: {
      authorization: `Bearer ${accessToken}`,
      "content-type": "application/json",
      accept: "application/json",
    },
    body: JSON.stringify(upsertBody(item, settings.externalIdField), null, 2),
  };
}

/**
 * The mapped fields without the external id (Salesforce refuses it in the
 * body: it is in the URL) and without nulls: a value GradeAtlas doesn't know
 * yet must not erase what the office typed into the record.
 */
function upsertBody(item: SyncItem, externalIdField: string): Record<string, string | number> {
  const body: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(item.fields))
    if (value !== null && name.toLowerCase() !== externalIdField.toLowerCase()) body[name] = value;
  return body;
}

function upsertOutcome(connection: SalesforceConnection, item: SyncItem, result: HttpResult): Outcome {
  if (!result.ok) return noAnswer(result);
  const { status } = result;
  const { object, externalIdField, matchOn } = connection.settings;
  const key = `${externalIdField} = ${item.record[matchOn]}`;
  const id = (result.json as { id?: string } | null)?.id;
  const record = id ? `${object} ${id}` : object;
  if (status === 201) return { kind: "delivered", status, remoteId: id, detail: `Created ${record} (${key}).` };
  if (status === 200 || status === 204)
    return { kind: "delivered", status, remoteId: id, detail: `Updated ${record} (${key}).` };
  if (status === 300) {
    const matches = Array.isArray(result.json) ? (result.json as string[]).length : "several";
    return {
      kind: "failed",
      status,
      error: `${matches} ${object} records have ${key}: Salesforce updates none of them. Remove the duplicates in Salesforce, then retry.`,
    };
  }
  const errors = salesforceErrors(result);
  const wait = retryAfterMs(result.headers.get("retry-after")) ?? undefined;
  if (status === 403 && errors.some((e) => e.errorCode === "REQUEST_LIMIT_EXCEEDED"))
    return {
      kind: "retry",
      status,
      error: `Salesforce's API request limit is used up: ${describeErrors(result)}`,
      retryAfterMs: wait,
    };
  if (status === 429 || status >= 500)
    return {
      kind: "retry",
      status,
      error: `Salesforce answered ${status}: ${describeErrors(result)}`,
      retryAfterMs: wait,
    };
  if (status === 401)
    return {
      kind: "failed",
      status,
      error: `Salesforce refused a fresh session (${describeErrors(result)}): check the connected app's policies.`,
    };
  return { kind: "failed", status, error: `Salesforce refused ${key} (${status}): ${describeErrors(result)}` };
}

function salesforceErrors(result: Extract<HttpResult, { ok: true }>): SalesforceError[] {
  const body = result.json;
  if (Array.isArray(body)) return body as SalesforceError[];
  if (body && typeof body === "object" && "errorCode" in body) return [body as SalesforceError];
  return [];
}

/** "INVALID_FIELD: No such column 'Foo__c' on sobject of type Contact" — Salesforce's own words. */
function describeErrors(result: Extract<HttpResult, { ok: true }>): string {
  const errors = salesforceErrors(result);
  if (errors.length === 0) return snippet(result.text) || "no details";
  return errors
    .map((e) => `${e.errorCode ?? "ERROR"}: ${e.message ?? ""}${e.fields?.length ? ` (${e.fields.join(", ")})` : ""}`)
    .join("; ");
}
