// CRM sync's public entry (issue 20, decision 0049): the server starts the
// worker; the connection routes build records, preview and test through it.
export { ConnectorNotBuiltError, connectorFor } from "./connectors/registry.ts";
export {
  newWebhookSecret,
  rotateWebhookSecret,
  type WebhookSecrets,
  webhookStoredSecretsSchema,
} from "./connectors/webhook.ts";
export { applyMapping } from "./map-fields.ts";
export { createSecretsBox, type SecretsBox } from "./secrets-box.ts";
export { buildSyncRecord } from "./sync-record.ts";
export { createSyncWorker, type SyncWorker } from "./sync-worker.ts";
