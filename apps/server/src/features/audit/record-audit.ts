import type { AuditAction } from "@gradeatlas/contracts/audit";
import type { Db } from "../../db/open-database.ts";

export type AuditEntry = {
  institutionId: string;
  /** Null id: someone without an account (an applicant who stops e-mails). */
  actor: { id: string | null; email: string };
  action: AuditAction;
  /** What it was done to, in words a reader recognises: an address, a calculation's title. */
  subject?: string | null;
  detail?: Record<string, unknown>;
};

/**
 * Adds a line to an institution's audit trail. Call it with the transaction
 * that makes the change, so the change and its record are kept or lost together.
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto("audit_events")
    .values({
      institution_id: entry.institutionId,
      actor_id: entry.actor.id,
      actor_email: entry.actor.email,
      action: entry.action,
      subject: entry.subject ?? null,
      detail: JSON.stringify(entry.detail ?? {}),
    })
    .execute();
}
