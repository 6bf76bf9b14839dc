import { type CrmKind, syncFields } from "@gradeatlas/contracts/crm-sync";
import { syncFieldLabel } from "./mapping-rows";

// What the add/edit form asks for each kind of connection: the settings the
// contracts' per-kind schemas check, and the secrets sent once. The form keeps
// every value as text (or a tick) and converts on submit (connection-form-rules.ts).

export type FieldKind = "text" | "url" | "number" | "select" | "checkbox" | "textarea";

export interface FieldDef {
  name: string;
  label: string;
  type: FieldKind;
  hint?: string;
  placeholder?: string;
  options?: readonly { value: string; label: string }[];
  /** The value a new connection starts with. */
  initial?: string | boolean;
  optional?: boolean;
}

const sfMatchOptions = syncFields.map((f) => ({ value: f, label: syncFieldLabel(f) }));

export const settingsFields: Record<CrmKind, readonly FieldDef[]> = {
  slate_sftp: [
    { name: "host", label: "SFTP host", type: "text", placeholder: "ft.technolutions.net" },
    { name: "port", label: "Port", type: "number", initial: "22" },
    { name: "username", label: "SFTP user name", type: "text" },
    { name: "directory", label: "Folder", type: "text", placeholder: "/incoming/gradeatlas" },
    {
      name: "hostKeySha256",
      label: "Server's host key (SHA-256)",
      type: "text",
      placeholder: "SHA256:…",
      hint: "As ssh-keygen -lf prints it. A server showing a different key is refused.",
    },
    {
      name: "format",
      label: "File format",
      type: "select",
      initial: "csv",
      options: [
        { value: "csv", label: "CSV, one per delivery" },
        { value: "zip", label: "CSV, plus a document ZIP of issued GPA reports (PDF, DIP index)" },
      ],
    },
    {
      name: "schedule",
      label: "When to upload",
      type: "select",
      initial: "each_save",
      options: [
        { value: "each_save", label: "A file for each result, as it happens" },
        { value: "hourly", label: "Hourly, everything since the last file" },
        { value: "daily", label: "Daily, everything since the last file" },
      ],
    },
  ],
  slate_feed: [],
  salesforce: [
    { name: "instanceUrl", label: "Instance URL", type: "url", placeholder: "https://acme.my.salesforce.com" },
    {
      name: "loginUrl",
      label: "Login URL",
      type: "url",
      initial: "https://login.salesforce.com",
      hint: "https://login.salesforce.com, https://test.salesforce.com for a sandbox, or your My Domain URL.",
    },
    {
      name: "auth",
      label: "How GradeAtlas signs in",
      type: "select",
      initial: "client_credentials",
      options: [
        { value: "client_credentials", label: "Client credentials (consumer secret)" },
        { value: "jwt_bearer", label: "JWT bearer (certificate's private key)" },
      ],
    },
    { name: "clientId", label: "Consumer key", type: "text" },
    {
      name: "username",
      label: "Salesforce user (JWT bearer only)",
      type: "text",
      optional: true,
      placeholder: "integration@acme.edu",
    },
    { name: "apiVersion", label: "API version", type: "text", initial: "v62.0" },
    { name: "object", label: "Object", type: "text", initial: "Contact", hint: "Contact or e.g. Application__c." },
    {
      name: "externalIdField",
      label: "External ID field",
      type: "text",
      initial: "Applicant_ID__c",
      hint: "Records are upserted by this field.",
    },
    {
      name: "matchOn",
      label: "GradeAtlas field in the external ID",
      type: "select",
      initial: "applicant_id",
      options: sfMatchOptions,
    },
  ],
  hubspot: [
    { name: "baseUrl", label: "API address", type: "url", initial: "https://api.hubapi.com" },
    {
      name: "createMissingProperties",
      label: "Create missing contact properties",
      type: "checkbox",
      initial: true,
    },
  ],
  webhook: [
    { name: "url", label: "Endpoint URL", type: "url", placeholder: "https://crm.example.edu/hooks/gradeatlas" },
  ],
};

export const secretFields: Record<CrmKind, readonly FieldDef[]> = {
  slate_sftp: [
    { name: "password", label: "SFTP password", type: "text", optional: true },
    { name: "privateKey", label: "SSH private key (instead of a password)", type: "textarea", optional: true },
  ],
  slate_feed: [],
  salesforce: [
    { name: "clientSecret", label: "Consumer secret (client credentials)", type: "text", optional: true },
    { name: "privateKey", label: "Private key, PEM (JWT bearer)", type: "textarea", optional: true },
  ],
  hubspot: [{ name: "accessToken", label: "Service key or private app token", type: "text" }],
  webhook: [],
};

/** What a kind's new form starts with. */
export function initialSettings(kind: CrmKind): Record<string, string | boolean> {
  return Object.fromEntries(
    settingsFields[kind].map((f) => [f.name, f.initial ?? (f.type === "checkbox" ? false : "")]),
  );
}
