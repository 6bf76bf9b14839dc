import type { Connector, Outcome, SyncItem } from "./connector.ts";
import {
  callHubspot,
  describeHubspotError,
  HUBSPOT_BATCH_LIMIT,
  hubspotProblem,
  hubspotRequest,
  REDACTED,
} from "./hubspot-api.ts";
import { createMissingProperties, isHubspotPropertyName, listContactProperties } from "./hubspot-properties.ts";
import { checkHubspotScopes } from "./hubspot-scopes.ts";

// Contacts upserted by e-mail, HubSpot's unique contact key:
// https://developers.hubspot.com/docs/api-reference/latest/crm/objects/contacts/batch/upsert-contacts
//   POST /crm/v3/objects/contacts/batch/upsert
//   { inputs: [{ idProperty: "email", id: <e-mail>, properties: { name: "value" } }] }, at most 100 inputs;
//   200 { status, results: [{ id, properties, new, … }] } or 207 with `errors` for the inputs that failed.

type Upsert = { item: SyncItem; index: number; email: string; properties: Record<string, string> };

const WRITE_SCOPE = "crm.objects.contacts.write";

export const hubspotConnector: Connector<"hubspot"> = {
  kind: "hubspot",

  async test(connection, options) {
    const scopes = await checkHubspotScopes(connection, options);
    if (scopes.problem) return { ok: false, detail: scopes.problem };
    const contacts = await callHubspot(connection, options, "GET", "/crm/v3/objects/contacts?limit=1");
    if (!contacts.ok || contacts.status !== 200)
      return { ok: false, detail: hubspotProblem(contacts, "reading contacts", "crm.objects.contacts.read").error };
    const properties = await listContactProperties(connection, options);
    if (!properties.ok) return { ok: false, detail: properties.problem.error };
    const targets = (connection.mapping ?? []).map((row) => row.target);
    const badNames = targets.filter((t) => !isHubspotPropertyName(t));
    const missing = targets.filter((t) => isHubspotPropertyName(t) && !properties.names.has(t));
    const problems: string[] = [];
    if (scopes.missing.length > 0) problems.push(`the token lacks scope ${scopes.missing.join(", ")}`);
    if (badNames.length > 0)
      problems.push(
        `${badNames.join(", ")} ${badNames.length === 1 ? "is not a" : "are not"} HubSpot internal name (lower case, digits, _)`,
      );
    if (missing.length > 0 && !connection.settings.createMissingProperties)
      problems.push(
        `contacts have no property ${missing.join(", ")} (create it or turn on "create missing properties")`,
      );
    if (problems.length > 0) return { ok: false, detail: `Connected, but ${problems.join("; ")}.` };
    const note = missing.length > 0 ? ` ${missing.join(", ")} will be created with the first delivery.` : "";
    return { ok: true, detail: `Connected: the token reads and writes contacts.${note}` };
  },

  async preview(connection, items) {
    const { upserts } = prepare(items);
    return {
      requests: batches(upserts).map((batch) => {
        const request = hubspotRequest(
          connection,
          "POST",
          "/crm/v3/objects/contacts/batch/upsert",
          upsertBody(batch),
          REDACTED,
        );
        return { ...request, body: request.body ?? null };
      }),
    };
  },

  async deliver(connection, items, options) {
    const { upserts, outcomes } = prepare(items);
    const badNames = [...new Set(upserts.flatMap((u) => Object.keys(u.properties)))].filter(
      (n) => !isHubspotPropertyName(n),
    );
    if (badNames.length > 0) {
      // HubSpot would refuse the whole batch; say which mapping rows to fix instead.
      const error = `${badNames.join(", ")} ${badNames.length === 1 ? "is not a" : "are not"} HubSpot internal property name (lower case letters, digits, _): fix the mapping.`;
      for (const { index } of upserts) outcomes[index] = { kind: "failed", error };
      return outcomes as Outcome[];
    }
    if (upserts.length > 0 && connection.settings.createMissingProperties) {
      const wanted = new Map<string, string | number>();
      for (const { item, properties } of upserts)
        for (const name of Object.keys(properties)) wanted.set(name, item.fields[name] as string | number);
      const problem = await createMissingProperties(connection, options, wanted);
      if (problem) for (const { index } of upserts) outcomes[index] = problem;
      if (problem) return outcomes as Outcome[];
    }
    for (const batch of batches(upserts)) {
      const result = await callHubspot(
        connection,
        options,
        "POST",
        "/crm/v3/objects/contacts/batch/upsert",
        upsertBody(batch),
      );
      if (!result.ok || (result.status !== 200 && result.status !== 207)) {
        const problem = hubspotProblem(result, "upserting contacts", WRITE_SCOPE);
        for (const { index } of batch) outcomes[index] = problem;
        continue;
      }
      const body = result.json as {
        results?: { id: string; new?: boolean; properties?: Record<string, string | null> }[];
        // Each error's `context` maps a name to a list of strings (HubSpot's batch error shape); which
        // name holds the failed input's e-mail is not documented, so every list is searched.
        errors?: { message?: string; context?: Record<string, unknown> }[];
      } | null;
      const results = body?.results ?? [];
      const byEmail = new Map(results.map((r) => [r.properties?.email?.toLowerCase(), r]));
      for (const [position, upsert] of batch.entries()) {
        const found = byEmail.get(upsert.email) ?? (results.length === batch.length ? results[position] : undefined);
        const error = (body?.errors ?? []).find((e) => namesEmail(e.context, upsert.email));
        outcomes[upsert.index] =
          found && !error
            ? {
                kind: "delivered",
                status: result.status,
                remoteId: found.id,
                detail: `${found.new ? "Created" : "Updated"} contact ${found.id} (${upsert.email}).`,
              }
            : {
                kind: "failed",
                status: result.status,
                error: `HubSpot did not upsert ${upsert.email}: ${error?.message ?? describeHubspotError(result)}`,
              };
      }
    }
    return outcomes as Outcome[];
  },
};

/** Whether a batch error's context lists this e-mail under any name. */
function namesEmail(context: Record<string, unknown> | undefined, email: string): boolean {
  return Object.values(context ?? {}).some(
    (list) => Array.isArray(list) && list.some((v) => typeof v === "string" && v.toLowerCase() === email),
  );
}

/**
 * Items with an e-mail become upserts (nulls left out: a value GradeAtlas
 * doesn't know yet must not erase what is in HubSpot; numbers sent as HubSpot
 * stores them, as strings); the rest fail at once.
 */
function prepare(items: SyncItem[]): { upserts: Upsert[]; outcomes: (Outcome | undefined)[] } {
  const upserts: Upsert[] = [];
  const outcomes: (Outcome | undefined)[] = items.map(() => undefined);
  for (const [index, item] of items.entries()) {
    const email = String(item.record.applicant_email ?? "")
      .trim()
      .toLowerCase();
    if (!email) {
      outcomes[index] = { kind: "failed", error: "No e-mail to match on: HubSpot upserts contacts by e-mail." };
      continue;
    }
    const properties: Record<string, string> = {};
    for (const [name, value] of Object.entries(item.fields)) if (value !== null) properties[name] = String(value);
    upserts.push({ item, index, email, properties });
  }
  return { upserts, outcomes };
}

/**
 * At most 100 inputs, and one e-mail once per batch (HubSpot refuses a batch
 * naming a contact twice): a second event for the same applicant waits for
 * the next batch, so the later one lands last.
 */
function batches(upserts: Upsert[]): Upsert[][] {
  const out: Upsert[][] = [];
  for (const upsert of upserts) {
    const last = out.findLastIndex((b) => b.some((u) => u.email === upsert.email));
    const open = out.find((b, i) => i > last && b.length < HUBSPOT_BATCH_LIMIT);
    if (open) open.push(upsert);
    else out.push([upsert]);
  }
  return out;
}

const upsertBody = (batch: Upsert[]) => ({
  inputs: batch.map(({ email, properties }) => ({ idProperty: "email", id: email, properties })),
});
