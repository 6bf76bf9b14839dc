import type { Notice } from "@gradeatlas/contracts/notices";
import type { Selectable } from "kysely";
import type { NoticesTable } from "../../db/schema.ts";

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function toNotice(r: Selectable<NoticesTable>): Notice {
  return {
    id: r.id,
    calculationId: r.calculation_id,
    to: r.to_address,
    subject: r.subject,
    state: r.state,
    attempts: r.attempts,
    lastError: r.state === "queued" ? r.last_error : null,
    nextAttemptAt: r.state === "queued" ? iso(r.next_attempt_at) : null,
    smtpResponse: r.smtp_response,
    acceptedAt: iso(r.accepted_at),
    failedReason: r.failed_reason,
    failedAt: iso(r.failed_at),
    sentBy: r.sent_by_email,
    resentFrom: r.resent_from,
    createdAt: iso(r.created_at) as string,
    reportNumber: r.report_number,
  };
}
