import {
  type ConnectionView,
  type CreateConnectionRequest,
  type CrmEvent,
  type CrmKind,
  connectionSecretsSchemas,
  createConnectionRequestSchema,
  type UpdateConnectionRequest,
} from "@gradeatlas/contracts/crm-sync";
import type { FieldErrors, Resolver } from "react-hook-form";
import { initialSettings, secretFields, settingsFields } from "./kind-fields";
import { type MappingRow, suggestedMapping } from "./mapping-rows";

// The add/edit form's values, their checks (the contracts' zod schemas, so the
// browser says what the server would) and the request they become.

export interface ConnectionFormValues {
  kind: CrmKind;
  name: string;
  settings: Record<string, string | boolean>;
  /** Only what the admin typed: a secret left empty on edit stays as stored. */
  secrets: Record<string, string>;
  events: CrmEvent[];
  mapping: MappingRow[];
}

export interface FormContext {
  /** Editing a stored connection: secrets are optional, the stored ones stay. */
  editing: boolean;
}

export function newConnectionValues(kind: CrmKind): ConnectionFormValues {
  return {
    kind,
    name: "",
    settings: initialSettings(kind),
    secrets: {},
    events: ["calculation.saved", "calculation.updated"],
    mapping: suggestedMapping(kind),
  };
}

export function editValues(c: ConnectionView): ConnectionFormValues {
  const settings = initialSettings(c.kind);
  for (const f of settingsFields[c.kind]) {
    const v = c.settings[f.name];
    if (typeof v === "boolean") settings[f.name] = v;
    else if (v !== undefined && v !== null) settings[f.name] = String(v);
  }
  return {
    kind: c.kind,
    name: c.name,
    settings,
    secrets: {},
    events: [...c.events],
    mapping: c.mapping.map((r) => ({ ...r })),
  };
}

/** Text as the schemas want it: numbers as numbers, an empty optional field left out. */
function toSettings(kind: CrmKind, settings: ConnectionFormValues["settings"]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of settingsFields[kind]) {
    const v = settings[f.name];
    if (f.type === "checkbox") out[f.name] = v === true;
    else if (typeof v !== "string" || (v.trim() === "" && (f.optional || f.type === "number"))) continue;
    else if (f.type === "number") out[f.name] = Number(v);
    else out[f.name] = v.trim();
  }
  return out;
}

const typedSecrets = (secrets: Record<string, string>) =>
  Object.fromEntries(Object.entries(secrets).filter(([, v]) => v.trim() !== ""));

/** Field path (e.g. "settings.host", "secrets.password", "mapping") → the message to show. */
export function checkConnectionForm(values: ConnectionFormValues, { editing }: FormContext): Record<string, string> {
  const errors: Record<string, string> = {};
  const put = (path: string, message: string) => {
    errors[path] ??= message;
  };
  const parsed = createConnectionRequestSchema.safeParse({
    kind: values.kind,
    name: values.name,
    settings: toSettings(values.kind, values.settings),
    mapping: values.mapping,
    events: values.events,
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const [head, next] = issue.path;
      if (head === "settings" && typeof next === "string") put(`settings.${next}`, issue.message);
      else if (head === "mapping") put("mapping", issue.message);
      else if (typeof head === "string") put(head, issue.message);
    }
  const secrets = typedSecrets(values.secrets);
  if (!editing || Object.keys(secrets).length > 0) {
    // A required secret left empty is checked as "", so its own message shows rather than zod's "expected string".
    const required = secretFields[values.kind].filter((f) => !f.optional).map((f) => [f.name, ""]);
    const checked = connectionSecretsSchemas[values.kind].safeParse({ ...Object.fromEntries(required), ...secrets });
    if (!checked.success)
      for (const issue of checked.error.issues) {
        const [key] = issue.path;
        // A rule about the secrets together ("a password or a key") shows under the first of them.
        put(`secrets.${typeof key === "string" ? key : secretFields[values.kind][0]?.name}`, issue.message);
      }
  }
  // Which Salesforce secret is needed depends on how it signs in.
  if (values.kind === "salesforce" && !editing) {
    if (values.settings.auth === "jwt_bearer" && !secrets.privateKey)
      put("secrets.privateKey", "Paste the private key whose certificate is on the connected app.");
    if (values.settings.auth === "client_credentials" && !secrets.clientSecret)
      put("secrets.clientSecret", "Paste the connected app's consumer secret.");
  }
  if (values.kind === "salesforce" && values.settings.auth === "jwt_bearer" && !String(values.settings.username).trim())
    put("settings.username", "JWT bearer needs the Salesforce user the app acts as.");
  return errors;
}

export function toCreateRequest(values: ConnectionFormValues): CreateConnectionRequest {
  return {
    kind: values.kind,
    name: values.name.trim(),
    settings: toSettings(values.kind, values.settings),
    secrets: typedSecrets(values.secrets),
    mapping: values.mapping,
    events: values.events,
  } as CreateConnectionRequest;
}

export function toUpdateRequest(values: ConnectionFormValues): UpdateConnectionRequest {
  const secrets = typedSecrets(values.secrets);
  return {
    name: values.name.trim(),
    settings: toSettings(values.kind, values.settings),
    mapping: values.mapping,
    events: values.events,
    ...(Object.keys(secrets).length > 0 ? { secrets } : {}),
  };
}

/** react-hook-form's resolver: the checks above, nested the way its `errors` are. */
export function connectionResolver(context: FormContext): Resolver<ConnectionFormValues> {
  return (values) => {
    const flat = checkConnectionForm(values, context);
    if (Object.keys(flat).length === 0) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const [path, message] of Object.entries(flat)) {
      const parts = path.split(".");
      let node = errors;
      for (const part of parts.slice(0, -1)) {
        node[part] ??= {};
        node = node[part] as Record<string, unknown>;
      }
      node[parts.at(-1) as string] = { type: "validate", message };
    }
    return { values: {}, errors: errors as FieldErrors<ConnectionFormValues> };
  };
}
