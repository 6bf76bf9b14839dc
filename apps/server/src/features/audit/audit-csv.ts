import { type AuditEvent, auditActions, auditCsvHeader, describeAuditDetail } from "@gradeatlas/contracts/audit";
import { toCsv } from "@gradeatlas/contracts/csv";

/**
 * The trail as CSV (RFC 4180, CRLF, formulas defused: a subject is text a
 * member typed, such as a calculation's title), newest first, in words.
 */
export function auditCsv(events: readonly AuditEvent[]): string {
  return toCsv([
    auditCsvHeader,
    ...events.map((e) => [
      e.at,
      e.actorEmail,
      auditActions[e.action] ?? e.action,
      e.subject,
      describeAuditDetail(e.action, e.detail),
    ]),
  ]);
}
