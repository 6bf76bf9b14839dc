// The audit trail's public entry: other features record what their members did.
export { type AuditEntry, recordAudit } from "./record-audit.ts";
