import type { FieldMapping, SyncRecord } from "@gradeatlas/contracts/crm-sync";
import type { MappedFields } from "./connectors/connector.ts";

/**
 * The record under the CRM's field names, in the mapping's order. A field may
 * go to two CRM fields (the contract allows it); one not mapped is not sent.
 */
export function applyMapping(record: SyncRecord, mapping: FieldMapping): MappedFields {
  const fields: MappedFields = {};
  for (const { field, target } of mapping) fields[target] = record[field] ?? null;
  return fields;
}
