import type {
  CrmEvent,
  CrmKind,
  FieldMapping,
  Preview,
  SecretsOf,
  SettingsOf,
  SyncRecord,
  TestResult,
} from "@gradeatlas/contracts/crm-sync";

/** A value as the CRM receives it, under the CRM's field name (the connection's mapping applied). */
export type MappedFields = Record<string, string | number | null>;

/** One event for one connection, ready to send. */
export type SyncItem = {
  /** The delivery's id: stable across retries, so it is the idempotency key (webhook-id, file name…). */
  deliveryId: string;
  event: CrmEvent;
  /** When the event happened (ISO 8601). */
  occurredAt: string;
  /** GradeAtlas's own fields (webhooks send these as `data`; others use `fields`). */
  record: SyncRecord;
  /** `record` under the CRM's field names, per the connection's mapping. */
  fields: MappedFields;
  /** The issued GPA report, for a Slate ZIP: the exact bytes issued. */
  report: { number: string; filename: string; content: Uint8Array } | null;
};

/** What became of one item. `retry` is temporary (429, 5xx, timeout, connection refused). */
export type Outcome =
  | { kind: "delivered"; detail: string; remoteId?: string; status?: number }
  | { kind: "retry"; error: string; status?: number; retryAfterMs?: number }
  | { kind: "failed"; error: string; status?: number };

export type ConnectionOf<K extends CrmKind> = {
  id: string;
  institutionId: string;
  name: string;
  kind: K;
  settings: SettingsOf<K>;
  secrets: SecretsOf<K>;
  /** The connection's mapping: `test` checks each target exists in the CRM (absent: that check is skipped). */
  mapping?: FieldMapping;
};

export type ConnectorOptions = {
  /** Each HTTP request or SFTP step gives up after this long (a timeout is a `retry`). */
  timeoutMs: number;
  /** The app's BASE_URL (webhook User-Agent, report links). */
  baseUrl: string;
  /** CRM_ALLOW_PRIVATE_HOSTS: off, every connection is refused a private address (outbound-guard.ts). */
  allowPrivateHosts: boolean;
};

/**
 * One kind of CRM. Connectors never touch the database: the worker hands them
 * items and records their outcomes. They never log or return a secret.
 */
export interface Connector<K extends CrmKind> {
  kind: K;
  /** Checks credentials and reachability; creates or changes nothing in the CRM. */
  test(connection: ConnectionOf<K>, options: ConnectorOptions): Promise<TestResult>;
  /** The exact request(s) `deliver` would make for these items, secrets replaced by "[redacted]". */
  preview(connection: ConnectionOf<K>, items: SyncItem[], options: ConnectorOptions): Promise<Preview>;
  /** Sends the items; one outcome per item, in order. Never throws for a remote failure. */
  deliver(connection: ConnectionOf<K>, items: SyncItem[], options: ConnectorOptions): Promise<Outcome[]>;
}
