import {
  type CrmKind,
  connectionSettingsSchema,
  defaultMapping,
  type FieldMapping,
  fieldMappingSchema,
} from "@gradeatlas/contracts/crm-sync";
import type { Config } from "../../config.ts";
import type { ConnectionRow } from "./connection-view.ts";
import type { ConnectionOf, ConnectorOptions } from "./connectors/connector.ts";
import type { SecretsBox } from "./secrets-box.ts";

/** What every connector call gets from the configuration: the worker's sends and an admin's test and preview alike. */
export const connectorOptions = (config: Config): ConnectorOptions => ({
  timeoutMs: config.CRM_REQUEST_TIMEOUT_MS,
  baseUrl: config.BASE_URL,
  allowPrivateHosts: config.CRM_ALLOW_PRIVATE_HOSTS,
});

export const INVALID_SETTINGS = "The connection's settings are not valid: edit and save it.";

/**
 * A stored connection as a connector takes it: settings parsed, secrets
 * opened (they throw if the key changed), mapping as saved. Null settings
 * that no longer parse (a contract grew stricter): edit and save it.
 */
export function connectionTarget(
  box: SecretsBox,
  row: ConnectionRow,
): { target: ConnectionOf<CrmKind>; mapping: FieldMapping; secrets: Record<string, string> } | null {
  const parsed = connectionSettingsSchema.safeParse({ kind: row.kind, settings: row.settings });
  if (!parsed.success) return null;
  const secrets = row.secrets ? box.open(row.secrets) : {};
  const saved = fieldMappingSchema.safeParse(row.mapping);
  const mapping = saved.success ? saved.data : defaultMapping(row.kind);
  const target = {
    id: row.id,
    institutionId: row.institution_id,
    name: row.name,
    kind: row.kind,
    settings: parsed.data.settings,
    secrets,
    mapping,
  } as ConnectionOf<CrmKind>;
  return { target, mapping, secrets };
}
