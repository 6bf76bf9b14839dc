import type { HttpCallOptions } from "./http-call.ts";
import { callHubspot, type HubspotConnection, hubspotProblem, type Problem } from "./hubspot-api.ts";

// Custom contact properties, created when a mapped one is missing.
// https://developers.hubspot.com/docs/api-reference/crm-properties-v3/guide
//   GET  /crm/v3/properties/contacts                   { results: [{ name, type, fieldType, groupName, … }] }
//   POST /crm/v3/properties/contacts                   { name, label, type, fieldType, groupName }  201; 409 exists
//   GET  /crm/v3/properties/contacts/groups/{name}     200 or 404
//   POST /crm/v3/properties/contacts/groups            { name, label, displayOrder }                201; 409 exists

export const PROPERTY_GROUP = { name: "gradeatlas", label: "GradeAtlas", displayOrder: -1 };

/** HubSpot's internal property names: lower case letters, digits and underscores, starting with a letter. */
export const isHubspotPropertyName = (name: string) => /^[a-z][a-z0-9_]*$/.test(name);

/** A property's type from the value it will hold: numbers as numbers, YYYY-MM-DD as a date, the rest as text. */
export function propertyKind(value: string | number): { type: string; fieldType: string } {
  if (typeof value === "number") return { type: "number", fieldType: "number" };
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return { type: "date", fieldType: "date" };
  return { type: "string", fieldType: "text" };
}

const label = (name: string) => name.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());

/** The contact property names that exist, or why they could not be read. */
export async function listContactProperties(
  connection: HubspotConnection,
  options: HttpCallOptions,
): Promise<{ ok: true; names: Set<string> } | { ok: false; problem: Problem }> {
  const result = await callHubspot(connection, options, "GET", "/crm/v3/properties/contacts");
  if (!result.ok || result.status !== 200)
    return { ok: false, problem: hubspotProblem(result, "reading contact properties", "crm.schemas.contacts.read") };
  const results = (result.json as { results?: { name: string }[] } | null)?.results ?? [];
  return { ok: true, names: new Set(results.map((p) => p.name)) };
}

/**
 * Creates each property in `wanted` that HubSpot lacks, in the GradeAtlas
 * group (created first if missing). A 409 means another delivery created it
 * meanwhile: fine. Returns null when every property exists.
 */
export async function createMissingProperties(
  connection: HubspotConnection,
  options: HttpCallOptions,
  wanted: Map<string, string | number>,
): Promise<Problem | null> {
  const existing = await listContactProperties(connection, options);
  if (!existing.ok) return existing.problem;
  const missing = [...wanted].filter(([name]) => !existing.names.has(name));
  if (missing.length === 0) return null;

  const scope = "crm.schemas.contacts.write";
  const group = await callHubspot(
    connection,
    options,
    "GET",
    `/crm/v3/properties/contacts/groups/${PROPERTY_GROUP.name}`,
  );
  if (!group.ok || (group.status !== 200 && group.status !== 404))
    return hubspotProblem(group, "reading the GradeAtlas property group", "crm.schemas.contacts.read");
  if (group.status === 404) {
    const created = await callHubspot(
      connection,
      options,
      "POST",
      "/crm/v3/properties/contacts/groups",
      PROPERTY_GROUP,
    );
    if (!created.ok || (created.status !== 201 && created.status !== 200 && created.status !== 409))
      return hubspotProblem(created, "creating the GradeAtlas property group", scope);
  }
  for (const [name, value] of missing) {
    const created = await callHubspot(connection, options, "POST", "/crm/v3/properties/contacts", {
      name,
      label: label(name),
      ...propertyKind(value),
      groupName: PROPERTY_GROUP.name,
      description: "Filled by GradeAtlas.",
    });
    if (!created.ok || (created.status !== 201 && created.status !== 200 && created.status !== 409))
      return hubspotProblem(created, `creating the contact property ${name}`, scope);
  }
  return null;
}
