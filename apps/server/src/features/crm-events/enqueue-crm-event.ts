import type { CrmEvent } from "@gradeatlas/contracts/crm-sync";
import { sql } from "kysely";
import type { Db } from "../../db/open-database.ts";

// A Slate SFTP connection on a schedule gets one file an hour or a day: its
// deliveries wait until the next boundary (UTC), then go out together.
const dueAt = sql<Date>`case
  when kind = 'slate_sftp' and settings->>'schedule' = 'hourly' then date_trunc('hour', now()) + interval '1 hour'
  when kind = 'slate_sftp' and settings->>'schedule' = 'daily' then date_trunc('day', now()) + interval '1 day'
  else now() end`;

export type CrmEventInput = {
  institutionId: string;
  event: CrmEvent;
  calculationId: string;
  reportId?: string | null;
  /** What the sync log shows: the calculation's title or applicant. */
  subject: string | null;
};

/**
 * Queues the event for every connection of the institution that listens to
 * it, in the caller's transaction, so a result is never saved without its
 * sync or synced without being saved (decision 0049). Paused connections get
 * it too: it waits until they resume. The sync worker delivers.
 */
export async function enqueueCrmEvent(trx: Db, input: CrmEventInput): Promise<number> {
  const result = await trx
    .insertInto("crm_deliveries")
    .columns(["connection_id", "institution_id", "event", "calculation_id", "report_id", "subject", "next_attempt_at"])
    .expression((eb) =>
      eb
        .selectFrom("crm_connections")
        .select((s) => [
          "id",
          "institution_id",
          s.val(input.event).as("event"),
          s.val(input.calculationId).as("calculation_id"),
          s.val(input.reportId ?? null).as("report_id"),
          s.val(input.subject).as("subject"),
          dueAt.as("next_attempt_at"),
        ])
        .where("institution_id", "=", input.institutionId)
        .where(sql<boolean>`events @> ${JSON.stringify([input.event])}::jsonb`),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}
