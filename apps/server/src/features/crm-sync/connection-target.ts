import {
  type CrmKind,
  connectionSettingsSchema,
  defaultMapping,
  type FieldMapping,
  fieldMappingSchema,
} from "@gradeatlas/contracts/crm-sync";
import type { ConnectionRow } from "./connection-view.ts";
import type { ConnectionOf } from "./connectors/connector.ts";
import type { SecretsBox } from "./secrets-box.ts";

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
