import { randomUUID } from "node:crypto";
import { type FieldMapping, type SyncRecord, syncFields } from "@gradeatlas/contracts/crm-sync";
import type { MappedFields, SyncItem } from "../../src/features/crm-sync/connectors/connector.ts";

/** A saved calculation as GradeAtlas fields; what a test doesn't set is null (not known yet). */
export function syncRecord(values: Partial<SyncRecord>): SyncRecord {
  const record = Object.fromEntries(syncFields.map((field) => [field, null])) as SyncRecord;
  return { ...record, event: "calculation.saved", ...values };
}

/** One delivery, built by hand: connector tests don't need the queue. */
export function syncItem(values: Partial<SyncRecord>, mapping: Record<string, string>): SyncItem {
  const record = syncRecord(values);
  const fields: MappedFields = {};
  for (const [field, target] of Object.entries(mapping)) fields[target] = record[field as keyof SyncRecord] ?? null;
  return {
    deliveryId: randomUUID(),
    event: "calculation.saved",
    occurredAt: new Date().toISOString(),
    record,
    fields,
    report: null,
  };
}

/** { gpa_overall: "GPA__c" } as the connection's mapping rows. */
export const mappingRows = (mapping: Record<string, string>) =>
  Object.entries(mapping).map(([field, target]) => ({ field, target })) as FieldMapping;
