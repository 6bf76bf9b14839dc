import { randomUUID } from "node:crypto";
import { isJson, parseJson, type RecordedRequest, type Reply, startHttpStandin } from "./http-standin.ts";

// HubSpot CRM v3 as its documentation describes it, on loopback:
// - every call: Authorization: Bearer <private app token>; 401 INVALID_AUTHENTICATION, 403 MISSING_SCOPES.
// - POST /oauth/v2/private-apps/get/access-token-info { tokenKey } → { scopes }.
// - GET /crm/v3/objects/contacts?limit=1; POST /crm/v3/objects/contacts/batch/upsert
//   { inputs: [{ idProperty: "email", id, properties }] } (1–100 inputs, each contact once).
// - GET/POST /crm/v3/properties/contacts, GET /crm/v3/properties/contacts/groups/{name}, POST …/groups.
// Errors: { status: "error", message, correlationId, category, errors? }.

export type HubspotProperty = { name: string; type: string; fieldType: string; groupName: string };

const ALL_SCOPES = [
  "crm.objects.contacts.read",
  "crm.objects.contacts.write",
  "crm.schemas.contacts.read",
  "crm.schemas.contacts.write",
];
const fieldTypes: Record<string, string[]> = {
  string: ["text", "textarea", "phonenumber", "html", "file"],
  number: ["number", "calculation_equation"],
  date: ["date"],
  datetime: ["date"],
  bool: ["booleancheckbox"],
  enumeration: ["select", "radio", "checkbox"],
};

const hsError = (status: number, category: string, message: string, extra: Record<string, unknown> = {}): Reply => ({
  status,
  body: { status: "error", message, correlationId: randomUUID(), category, ...extra },
});

export async function startHubspotStandin(options: { accessToken: string; scopes?: string[] }) {
  const scopes = options.scopes ?? ALL_SCOPES;
  const properties = new Map<string, HubspotProperty>(
    ["email", "firstname", "lastname"].map((name) => [
      name,
      { name, type: "string", fieldType: "text", groupName: "contactinformation" },
    ]),
  );
  const groups = new Set(["contactinformation"]);
  const contacts = new Map<string, { id: string; properties: Record<string, string> }>();
  let nextId = 101;

  const needs = (scope: string): Reply | null =>
    scopes.includes(scope)
      ? null
      : hsError(403, "MISSING_SCOPES", "This app hasn't been granted all required scopes to make this call.", {
          errors: [
            {
              message: `One or more of the following scopes are required.`,
              context: { requiredGranularScopes: [scope] },
            },
          ],
        });

  function body(request: RecordedRequest, violation: (m: string) => void): Record<string, unknown> | null {
    if (!isJson(request)) violation(`content-type ${request.headers["content-type"]}, not application/json`);
    const parsed = parseJson(request);
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) {
      violation("the body is not a JSON object");
      return null;
    }
    return parsed as Record<string, unknown>;
  }

  function createProperty(request: RecordedRequest, violation: (m: string) => void): Reply {
    const input = body(request, violation);
    const { name, label, type, fieldType, groupName } = (input ?? {}) as Record<string, string>;
    if (!name || !/^[a-z][a-z0-9_]*$/.test(name)) violation(`property name ${name}`);
    if (!label) violation(`property ${name} without a label`);
    if (!type || !fieldTypes[type]?.includes(fieldType ?? "")) violation(`type ${type} with fieldType ${fieldType}`);
    if (!groupName || !groups.has(groupName)) {
      violation(`property group ${groupName} does not exist`);
      return hsError(400, "VALIDATION_ERROR", `Property group ${groupName} does not exist.`);
    }
    if (!name || !type || !fieldType || !label) return hsError(400, "VALIDATION_ERROR", "Invalid input JSON on line 1");
    if (properties.has(name)) return hsError(409, "OBJECT_ALREADY_EXISTS", `Property named '${name}' already exists.`);
    const created = { name, type, fieldType, groupName };
    properties.set(name, created);
    return { status: 201, body: { ...created, label } };
  }

  function upsert(request: RecordedRequest, violation: (m: string) => void): Reply {
    const inputs = body(request, violation)?.inputs;
    if (!Array.isArray(inputs) || inputs.length === 0 || inputs.length > 100) {
      violation(`${Array.isArray(inputs) ? inputs.length : "no"} inputs (HubSpot takes 1 to 100)`);
      return hsError(400, "VALIDATION_ERROR", "Invalid input JSON: inputs must hold 1 to 100 items");
    }
    const seen = new Set<string>();
    const invalid: { message: string; code: string }[] = [];
    for (const input of inputs as { idProperty?: string; id?: string; properties?: Record<string, unknown> }[]) {
      if (input.idProperty !== "email") violation(`idProperty ${input.idProperty}, not email`);
      const id = String(input.id ?? "").toLowerCase();
      if (!/^[^@\s]+@[^@\s]+$/.test(id)) violation(`id ${input.id} is not an e-mail`);
      if (seen.has(id)) {
        violation(`${id} twice in one batch`);
        return hsError(400, "VALIDATION_ERROR", "Duplicate IDs found in batch input");
      }
      seen.add(id);
      for (const [name, value] of Object.entries(input.properties ?? {})) {
        const property = properties.get(name);
        if (typeof value !== "string") violation(`${name} sent as ${typeof value}, not a string`);
        if (!property) invalid.push({ message: `Property "${name}" does not exist`, code: "PROPERTY_DOESNT_EXIST" });
        else if (property.type === "number" && Number.isNaN(Number(value)))
          invalid.push({ message: `${value} is not a valid number for ${name}`, code: "INVALID_DOUBLE" });
        else if (property.type === "date" && !/^\d{4}-\d{2}-\d{2}$/.test(String(value)))
          invalid.push({ message: `${value} is not a valid date for ${name}`, code: "INVALID_DATE" });
      }
    }
    if (invalid.length > 0)
      return hsError(400, "VALIDATION_ERROR", "Property values were not valid", { errors: invalid });
    const now = new Date().toISOString();
    const results = (inputs as { id: string; properties?: Record<string, string> }[]).map((input) => {
      const email = input.id.toLowerCase();
      const existing = contacts.get(email);
      const contact = existing ?? { id: String(nextId++), properties: { email } };
      Object.assign(contact.properties, input.properties);
      contacts.set(email, contact);
      return {
        id: contact.id,
        properties: { ...contact.properties },
        createdAt: now,
        updatedAt: now,
        archived: false,
        new: !existing,
      };
    });
    return { status: 200, body: { status: "COMPLETE", results, startedAt: now, completedAt: now } };
  }

  const standin = await startHttpStandin(
    (request, violation) => {
      const header = request.headers.authorization;
      if (!header?.startsWith("Bearer ")) violation("no Authorization: Bearer header");
      if (header !== `Bearer ${options.accessToken}`)
        return hsError(401, "INVALID_AUTHENTICATION", "Authentication credentials not found.");
      const route = `${request.method} ${request.path}`;
      if (route === "POST /oauth/v2/private-apps/get/access-token-info") {
        const input = body(request, violation);
        if (input?.tokenKey !== options.accessToken) return hsError(400, "VALIDATION_ERROR", "Invalid tokenKey");
        return { status: 200, body: { userId: 1, hubId: 1234, appId: 99, scopes } };
      }
      if (route === "GET /crm/v3/objects/contacts") {
        return (
          needs("crm.objects.contacts.read") ?? {
            status: 200,
            body: { results: [...contacts.values()].slice(0, Number(request.query.get("limit") ?? 10)) },
          }
        );
      }
      if (route === "POST /crm/v3/objects/contacts/batch/upsert")
        return needs("crm.objects.contacts.write") ?? upsert(request, violation);
      if (route === "GET /crm/v3/properties/contacts")
        return needs("crm.schemas.contacts.read") ?? { status: 200, body: { results: [...properties.values()] } };
      if (route === "POST /crm/v3/properties/contacts")
        return needs("crm.schemas.contacts.write") ?? createProperty(request, violation);
      const group = request.path.match(/^\/crm\/v3\/properties\/contacts\/groups\/([a-z0-9_]+)$/);
      if (request.method === "GET" && group)
        return (
          needs("crm.schemas.contacts.read") ??
          (groups.has(group[1] as string)
            ? { status: 200, body: { name: group[1], label: group[1], displayOrder: -1, archived: false } }
            : hsError(404, "OBJECT_NOT_FOUND", `Unable to find property group ${group[1]}`))
        );
      if (route === "POST /crm/v3/properties/contacts/groups") {
        const denied = needs("crm.schemas.contacts.write");
        if (denied) return denied;
        const input = body(request, violation) as { name?: string; label?: string } | null;
        if (!input?.name || !input.label) {
          violation("a property group needs a name and a label");
          return hsError(400, "VALIDATION_ERROR", "Invalid input JSON");
        }
        if (groups.has(input.name)) return hsError(409, "OBJECT_ALREADY_EXISTS", `Group ${input.name} already exists.`);
        groups.add(input.name);
        return { status: 201, body: { ...input, archived: false } };
      }
      violation("no such HubSpot endpoint");
      return hsError(404, "OBJECT_NOT_FOUND", "Not found");
    },
    (fault) => {
      if ("reply" in fault) return fault.reply;
      if (fault.status === 429)
        return {
          ...hsError(429, "RATE_LIMITS", "You have reached your secondly limit.", {
            errorType: "RATE_LIMIT",
            policyName: "SECONDLY",
          }),
          headers: {
            "x-hubspot-ratelimit-max": "190",
            "x-hubspot-ratelimit-remaining": "0",
            "x-hubspot-ratelimit-interval-milliseconds": "10000",
            ...(fault.retryAfter ? { "retry-after": fault.retryAfter } : {}),
          },
        };
      return hsError(fault.status, "INTERNAL_ERROR", "Internal error");
    },
  );

  return { ...standin, contacts, properties, groups };
}
