import { z } from "zod";
import { crmSummaryColumns } from "./crm-field-mapping.ts";

// CRM sync (issue 20): an institution's admins connect GradeAtlas to Slate,
// Salesforce, HubSpot or any webhook URL; each saved result then reaches the
// CRM through a durable queue (decision 0049). Routes, all under
// /api/v1/crm (admins of a premium institution):
//
//   GET    /connections                      list (no secrets, ever)
//   POST   /connections                      create  { kind, name, settings, secrets, mapping, events }
//   GET    /connections/:id                  one, with counts and its last error
//   PATCH  /connections/:id                  change name, settings, mapping, events; new secrets replace old
//   DELETE /connections/:id                  delete it and its sync log
//   POST   /connections/:id/pause | /resume  stop or restart deliveries (queued ones wait)
//   POST   /connections/:id/test             check credentials and reachability; writes nothing
//   POST   /connections/:id/preview          the exact request(s) for a calculation, secrets redacted
//   POST   /connections/:id/rotate-secret    webhooks: a new signing secret (the old one signs too for 24 h)
//   POST   /connections/:id/feed-token       Slate feed: a new token (shown once)
//   GET    /connections/:id/deliveries       the sync log, newest first; ?state=dead for the dead letters
//   POST   /deliveries/:id/retry             a dead or waiting delivery, due now
//   POST   /connections/:id/resync           { since }: queue every calculation saved since then again
//   GET    /calculations/:id                 a saved calculation's sync state per connection
//
// Slate's pull feed is GET /api/v1/crm-feeds/:connectionId.csv with the
// connection's token (Authorization: Bearer, or HTTP Basic with the token as password).

export const crmKinds = ["slate_sftp", "slate_feed", "salesforce", "hubspot", "webhook"] as const;
export type CrmKind = (typeof crmKinds)[number];

export const crmKindLabels: Record<CrmKind, string> = {
  slate_sftp: "Slate (SFTP upload)",
  slate_feed: "Slate (feed Slate fetches)",
  salesforce: "Salesforce",
  hubspot: "HubSpot",
  webhook: "Webhook",
};

export const crmEvents = ["calculation.saved", "calculation.updated", "report.issued", "student.notified"] as const;
export type CrmEvent = (typeof crmEvents)[number];

export const crmEventLabels: Record<CrmEvent, string> = {
  "calculation.saved": "A calculation is saved",
  "calculation.updated": "A saved calculation's applicant details change",
  "report.issued": "A GPA report is issued",
  "student.notified": "The applicant's e-mail is accepted by the mail server",
};

/**
 * What GradeAtlas sends: the mapping guide's summary columns (the same data the
 * /crm-mapping-guide page shows) plus what only a sync knows.
 */
export const syncFields = [
  ...crmSummaryColumns,
  "report_number",
  "report_url",
  "dataset_version",
  "calculation_id",
  "event",
] as const;
export type SyncField = (typeof syncFields)[number];
/** One result as GradeAtlas fields: numbers stay numbers; a value not known yet is null. */
export type SyncRecord = Record<SyncField, string | number | null>;

const target = z
  .string()
  .trim()
  .min(1, "Name the CRM field.")
  .max(100, "A CRM field name is at most 100 characters.")
  .regex(/^[A-Za-z0-9_. -]+$/, "A CRM field name uses letters, digits, spaces, dots, dashes and underscores only.");

export const fieldMappingSchema = z
  .array(z.object({ field: z.enum(syncFields), target }))
  .min(1, "Map at least one field.")
  .max(syncFields.length * 2, `At most ${syncFields.length * 2} mapped fields.`)
  .superRefine((rows, ctx) => {
    const seen = new Set<string>();
    for (const [i, row] of rows.entries()) {
      const key = row.target.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: "custom", path: [i, "target"], message: `"${row.target}" is mapped twice.` });
      seen.add(key);
    }
  });
export type FieldMapping = z.infer<typeof fieldMappingSchema>;

const httpsUrl = z
  .url({ message: "Enter a full address starting with https://." })
  .max(2000)
  .refine((u) => /^https?:\/\//i.test(u), "Enter a full address starting with https://.");

const host = z
  .string()
  .trim()
  .min(1, "Enter the SFTP host.")
  .max(253)
  .regex(/^[A-Za-z0-9.-]+$/, "Enter a host name or IP address, e.g. ft.technolutions.net.");

const sfName = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[A-Za-z][A-Za-z0-9_]*$/, "Use the field's API name, e.g. Applicant_ID__c.");

/** Per kind: what an admin sets (shown back) and what they send once (never shown back). */
export const slateSftpSettingsSchema = z.object({
  host,
  port: z.number().int().min(1).max(65535).default(22),
  username: z.string().trim().min(1, "Enter the SFTP user name.").max(100),
  /** Where files go, e.g. /incoming/gradeatlas. */
  directory: z.string().trim().min(1).max(300).regex(/^\//, "Start the folder with /, e.g. /incoming/gradeatlas."),
  /** The server's host key, SHA-256 as OpenSSH prints it ("SHA256:…"): a different key is refused. */
  hostKeySha256: z
    .string()
    .trim()
    .regex(/^SHA256:[A-Za-z0-9+/]{43}=?$/, "Paste the host key as ssh-keygen prints it: SHA256: and 43 characters."),
  /** csv: a CSV per batch; zip: the CSV and, beside it, a Slate DIP ZIP of the issued GPA reports (PDFs + index.txt). */
  format: z.enum(["csv", "zip"]).default("csv"),
  /** each_save: a file per result as it happens; hourly/daily: one file with everything since the last. */
  schedule: z.enum(["each_save", "hourly", "daily"]).default("each_save"),
});
export const slateSftpSecretsSchema = z
  .object({
    password: z.string().min(1).max(500).optional(),
    privateKey: z.string().min(1).max(20_000).optional(),
  })
  .refine((s) => s.password || s.privateKey, "Give a password or a private key.");

export const slateFeedSettingsSchema = z.object({});
export const slateFeedSecretsSchema = z.object({});

export const salesforceSettingsSchema = z.object({
  /** The org's My Domain URL, e.g. https://acme.my.salesforce.com (a sandbox's too). */
  instanceUrl: httpsUrl,
  /** The token endpoint's host: https://login.salesforce.com, https://test.salesforce.com or the My Domain URL. */
  loginUrl: httpsUrl,
  auth: z.enum(["jwt_bearer", "client_credentials"]),
  clientId: z.string().trim().min(1, "Enter the connected app's consumer key.").max(300),
  /** jwt_bearer only: the Salesforce user the app acts as. */
  username: z.string().trim().max(200).optional(),
  apiVersion: z
    .string()
    .regex(/^v\d{2}\.0$/, "Write the API version as v62.0.")
    .default("v62.0"),
  /** Contact or a custom object such as Application__c. */
  object: sfName,
  /** The external-id field records are upserted by, e.g. Applicant_ID__c. */
  externalIdField: sfName,
  /** Which GradeAtlas field fills the external id. */
  matchOn: z.enum(syncFields).default("applicant_id"),
});
export const salesforceSecretsSchema = z.object({
  /** jwt_bearer: the PEM private key whose certificate is on the connected app. */
  privateKey: z.string().min(1).max(20_000).optional(),
  /** client_credentials: the consumer secret. */
  clientSecret: z.string().min(1).max(500).optional(),
});

export const hubspotSettingsSchema = z.object({
  /** https://api.hubapi.com unless HubSpot says otherwise (EU data centre accounts use the same host). */
  baseUrl: httpsUrl.default("https://api.hubapi.com"),
  /** Contacts are upserted by e-mail (HubSpot's unique contact key). */
  createMissingProperties: z.boolean().default(true),
});
export const hubspotSecretsSchema = z.object({
  accessToken: z.string().trim().min(10, "Paste the HubSpot service key (or a legacy private app's token).").max(500),
});

export const webhookSettingsSchema = z.object({ url: httpsUrl });
export const webhookSecretsSchema = z.object({});

export const connectionSettingsSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("slate_sftp"), settings: slateSftpSettingsSchema }),
  z.object({ kind: z.literal("slate_feed"), settings: slateFeedSettingsSchema }),
  z.object({ kind: z.literal("salesforce"), settings: salesforceSettingsSchema }),
  z.object({ kind: z.literal("hubspot"), settings: hubspotSettingsSchema }),
  z.object({ kind: z.literal("webhook"), settings: webhookSettingsSchema }),
]);
export type ConnectionSettings = z.infer<typeof connectionSettingsSchema>;
export type SettingsOf<K extends CrmKind> = Extract<ConnectionSettings, { kind: K }>["settings"];

export const connectionSecretsSchemas = {
  slate_sftp: slateSftpSecretsSchema,
  slate_feed: slateFeedSecretsSchema,
  salesforce: salesforceSecretsSchema,
  hubspot: hubspotSecretsSchema,
  webhook: webhookSecretsSchema,
} as const;
export type SecretsOf<K extends CrmKind> = z.infer<(typeof connectionSecretsSchemas)[K]>;

const name = z.string().trim().min(1, "Name the connection.").max(100, "A name is at most 100 characters.");
const events = z.array(z.enum(crmEvents)).min(1, "Choose at least one event.");

export const createConnectionRequestSchema = z.intersection(
  connectionSettingsSchema,
  z.object({
    name,
    /** Checked against the kind's secrets schema on the server. */
    secrets: z.record(z.string(), z.string()).default({}),
    mapping: fieldMappingSchema.optional(),
    events: events.default(["calculation.saved", "calculation.updated"]),
  }),
);
export type CreateConnectionRequest = z.input<typeof createConnectionRequestSchema>;

export const updateConnectionRequestSchema = z.object({
  name: name.optional(),
  settings: z.record(z.string(), z.unknown()).optional(),
  /** Present: replaces the stored secrets. Absent: they stay. */
  secrets: z.record(z.string(), z.string()).optional(),
  mapping: fieldMappingSchema.optional(),
  events: events.optional(),
});
export type UpdateConnectionRequest = z.input<typeof updateConnectionRequestSchema>;

export const deliveryStates = ["queued", "delivered", "dead"] as const;
export type DeliveryState = (typeof deliveryStates)[number];

export const connectionViewSchema = z.object({
  id: z.string(),
  kind: z.enum(crmKinds),
  name: z.string(),
  settings: z.record(z.string(), z.unknown()),
  /** Which secrets are stored (names only, e.g. ["accessToken"]): their values never leave the server. */
  secretsSet: z.array(z.string()),
  mapping: z.array(z.object({ field: z.enum(syncFields), target: z.string() })),
  events: z.array(z.enum(crmEvents)),
  state: z.enum(["active", "paused"]),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  counts: z.object({ queued: z.number(), delivered: z.number(), dead: z.number() }),
  lastSuccessAt: z.string().nullable(),
  lastError: z.object({ at: z.string(), message: z.string() }).nullable(),
  /** Slate feed only: the address Slate fetches. */
  feedUrl: z.string().nullable(),
});
export type ConnectionView = z.infer<typeof connectionViewSchema>;

export const connectionListSchema = z.object({
  connections: z.array(connectionViewSchema),
  /** False when the server has no CRM_SECRETS_KEY: nothing with credentials can be stored. */
  secretsConfigured: z.boolean(),
});
export type ConnectionList = z.infer<typeof connectionListSchema>;

/** Create answers with the view, plus what is shown exactly once (a feed token, a webhook secret). */
export const createdConnectionSchema = z.object({
  connection: connectionViewSchema,
  shownOnce: z.record(z.string(), z.string()).optional(),
});

export const deliveryViewSchema = z.object({
  id: z.string(),
  event: z.enum(crmEvents),
  calculationId: z.string().nullable(),
  subject: z.string().nullable(),
  state: z.enum(deliveryStates),
  attempts: z.number(),
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  lastStatus: z.number().nullable(),
  remoteId: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type DeliveryView = z.infer<typeof deliveryViewSchema>;
export const deliveryListSchema = z.object({
  deliveries: z.array(deliveryViewSchema),
  nextCursor: z.string().nullable(),
});

export const testResultSchema = z.object({ ok: z.boolean(), detail: z.string() });
export type TestResult = z.infer<typeof testResultSchema>;

export const previewRequestSchema = z.object({ calculationId: z.string().uuid("Choose a saved calculation.") });
export const previewSchema = z.object({
  requests: z.array(
    z.object({
      method: z.string(),
      url: z.string(),
      headers: z.record(z.string(), z.string()),
      /** The body as sent (JSON pretty-printed, CSV as text); a ZIP lists its files instead. */
      body: z.string().nullable(),
    }),
  ),
});
export type Preview = z.infer<typeof previewSchema>;

export const resyncRequestSchema = z.object({
  since: z.iso.date("Give the first day as YYYY-MM-DD."),
});

export const calculationSyncSchema = z.object({
  connections: z.array(
    z.object({
      connectionId: z.string(),
      name: z.string(),
      kind: z.enum(crmKinds),
      latest: deliveryViewSchema.nullable(),
    }),
  ),
});
export type CalculationSync = z.infer<typeof calculationSyncSchema>;

/** Tries before a delivery goes to the dead letters: with the back-off below, about eight hours. */
export const CRM_MAX_ATTEMPTS = 10;

// Where each field goes unless the admin changes it: the guide's suggestions
// as API names. Slate and webhooks get every field under its own name.
const salesforceDefaults: Partial<Record<SyncField, string>> = {
  applicant_id: "Applicant_ID__c",
  applicant_email: "Email",
  country_iso: "Transcript_Country_ISO__c",
  scale_id: "Source_Scale_Id__c",
  scale_name: "Source_Grading_Scale__c",
  course_count: "Courses_Evaluated__c",
  us_credits: "US_Credits_Converted__c",
  gpa_overall: "US_GPA_Converted__c",
  gpa_last60: "US_GPA_Last_60_Credits__c",
  gpa_by_year: "US_GPA_By_Year__c",
  method: "Conversion_Method__c",
  source: "Conversion_Source__c",
  evaluator: "GPA_Evaluator__c",
  evaluated_on: "GPA_Evaluated_On__c",
  report_url: "GPA_Report_URL__c",
};
const hubspotDefaults: Partial<Record<SyncField, string>> = {
  applicant_email: "email",
  applicant_id: "applicant_id",
  country_iso: "transcript_country_iso",
  scale_id: "source_scale_id",
  scale_name: "source_grading_scale",
  course_count: "courses_evaluated",
  us_credits: "us_credits_converted",
  gpa_overall: "us_gpa_converted",
  gpa_last60: "us_gpa_last_60_credits",
  gpa_by_year: "us_gpa_by_year",
  method: "conversion_method",
  source: "conversion_source",
  evaluator: "gpa_evaluator",
  evaluated_on: "gpa_evaluated_on",
  report_url: "gpa_report_url",
};

export function defaultMapping(kind: CrmKind): FieldMapping {
  const named = kind === "salesforce" ? salesforceDefaults : kind === "hubspot" ? hubspotDefaults : null;
  if (!named) return syncFields.map((field) => ({ field, target: field }));
  return Object.entries(named).map(([field, target]) => ({ field: field as SyncField, target: target as string }));
}

/** GET /connections/:id/deliveries query: `state=dead` lists the dead letters. */
export const deliveryQuerySchema = z.object({
  state: z.enum(deliveryStates, { message: "state is one of queued, delivered or dead." }).optional(),
  cursor: z.string().optional(),
});

/** What a resync queued; `capped` when there were more than one resync takes (ask again from a later day). */
export const resyncResultSchema = z.object({ queued: z.number(), capped: z.boolean() });
