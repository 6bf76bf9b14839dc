import { NO_SMTP_MESSAGE, type NoticeComposer } from "@gradeatlas/contracts/notices";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/open-database.ts";
import { toNotice } from "./notice-rows.ts";
import type { Sender } from "./notice-sender.ts";
import { sentToday } from "./notice-sender.ts";
import { composeNotice } from "./queue-notice.ts";

/**
 * What the "Notify the applicant" dialog shows: the calculation's notices,
 * newest first (everyone's who may notify about it), the template and the
 * values it fills, so the browser previews the very message it would send,
 * and whether this server can send at all.
 */
export async function noticeComposer(
  db: Db,
  config: Config,
  sender: Sender,
  calculationId: string,
): Promise<NoticeComposer> {
  const { calculation, template, values } = await composeNotice(db, sender, calculationId);
  const rows = await db
    .selectFrom("notices")
    .selectAll()
    .where("calculation_id", "=", calculation.id)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return {
    notices: rows.map(toNotice),
    template,
    values,
    cannotSend: config.SMTP_URL ? null : NO_SMTP_MESSAGE,
    dailyCap: sender.dailyCap,
    sentToday: await sentToday(db, sender.key),
  };
}
