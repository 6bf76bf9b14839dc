import {
  isNoticeAddress,
  NO_SMTP_MESSAGE,
  type Notice,
  noticeValues,
  renderNotice,
} from "@gradeatlas/contracts/notices";
import { sql } from "kysely";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/open-database.ts";
import { isUuid } from "../../db/uuid.ts";
import { AppError, notFound } from "../../errors.ts";
import { recordAudit } from "../audit/index.ts";
import { readCalculation } from "../calculations/index.ts";
import { attachableReport } from "../gpa-reports/index.ts";
import { toNotice } from "./notice-rows.ts";
import { evaluatorName, type Sender, sentToday, startOfUtcDay } from "./notice-sender.ts";
import { checkPlaceholders, readNoticeTemplate } from "./notice-template.ts";
import { optOutOf } from "./opt-outs.ts";
import { newStopToken } from "./stop-token.ts";

const day = (d: Date) => d.toISOString().slice(0, 10);

/** Without a mail server nothing could ever leave the queue: say so instead of queueing. */
export function assertCanSend(config: Config): void {
  if (!config.SMTP_URL) throw new AppError("conflict", NO_SMTP_MESSAGE);
}

/**
 * A saved calculation the sender may notify about: their own, or (an
 * institution's admin) one saved under their institution. Anything else is a
 * 404 that does not say whether it exists.
 */
export async function notifiableCalculation(db: Db, sender: Sender, id: string) {
  if (!isUuid(id)) throw notFound("No saved calculation with that id.");
  return readCalculation(
    db,
    { userId: sender.user.id, teamOf: sender.role === "admin" ? sender.institutionId : null },
    id,
  );
}

/** The message for a calculation as the sender's template renders it now. */
export async function composeNotice(db: Db, sender: Sender, calculationId: string) {
  const calculation = await notifiableCalculation(db, sender, calculationId);
  const { template } = await readNoticeTemplate(db, sender.institutionId);
  const values = noticeValues(calculation, {
    institution: sender.name,
    evaluatorName: await evaluatorName(db, sender.user),
  });
  return { calculation, template, values };
}

/**
 * Stores a notice `queued`, with its audit line, in one transaction; the
 * worker sends it. Refused first: a calculation the sender may not notify
 * about (404), a server without SMTP (409), a bad address (422), an address that asked
 * this sender to stop (409), the sender's daily cap (429). A transaction lock
 * per sender keeps two requests at once from both taking the last place.
 */
export async function queueNotice(
  db: Db,
  config: Config,
  sender: Sender,
  input: { calculationId: string; to: string; resentFrom?: string; reportId?: string | null },
  now = new Date(),
): Promise<Notice> {
  const { calculation, template, values } = await composeNotice(db, sender, input.calculationId);
  assertCanSend(config);
  const to = input.to.trim().toLowerCase();
  if (!isNoticeAddress(to))
    throw new AppError(
      "unprocessable",
      `"${input.to.trim().slice(0, 100)}" is not an e-mail address we can send to. Enter one address, such as name@example.org.`,
    );
  checkPlaceholders(template);
  // A report goes with the e-mail only if it was issued from this calculation and still stands.
  const report = input.reportId ? await attachableReport(db, calculation.id, input.reportId) : null;
  const message = renderNotice(template, values);
  const stop = newStopToken();
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${sender.key}))`.execute(trx);
    const optOut = await optOutOf(trx, sender.key, to);
    if (optOut)
      throw new AppError(
        "conflict",
        `${to} asked not to receive e-mails from ${optOut.sender_name} on ${day(new Date(optOut.created_at))}, so no e-mail was sent.`,
      );
    if ((await sentToday(trx, sender.key, now)) >= sender.dailyCap) {
      const resets = new Date(startOfUtcDay(now).getTime() + 24 * 60 * 60 * 1000);
      throw new AppError(
        "rate_limited",
        `${sender.name} has sent its ${sender.dailyCap} e-mails to applicants for today. The limit resets at ${resets.toISOString().slice(11, 16)} UTC (${day(resets)}).`,
        { resetsAt: resets.toISOString() },
      );
    }
    const row = await trx
      .insertInto("notices")
      .values({
        calculation_id: calculation.id,
        institution_id: sender.institutionId,
        sender: sender.key,
        sender_name: sender.name,
        sent_by: sender.user.id,
        sent_by_email: sender.user.email,
        to_address: to,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html,
        stop_token: stop.token,
        stop_token_hash: stop.hash,
        resent_from: input.resentFrom ?? null,
        report_id: report?.id ?? null,
        report_number: report?.number ?? null,
        next_attempt_at: now,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (sender.institutionId)
      await recordAudit(trx, {
        institutionId: sender.institutionId,
        actor: sender.user,
        action: "notice.queued",
        subject: to,
        detail: {
          calculationId: calculation.id,
          noticeId: row.id,
          ...(input.resentFrom ? { resentFrom: input.resentFrom } : {}),
          ...(report ? { report: report.number } : {}),
        },
      });
    return toNotice(row);
  });
}

/**
 * Resend = a new notice from an old one: the same calculation, address and
 * attached report (refused if that report was revoked since), the template as it is now.
 */
export async function resendNotice(db: Db, config: Config, sender: Sender, noticeId: string): Promise<Notice> {
  const missing = () => notFound("No notice with that id.");
  if (!isUuid(noticeId)) throw missing();
  const old = await db
    .selectFrom("notices")
    .select(["id", "calculation_id", "to_address", "report_id"])
    .where("id", "=", noticeId)
    .where("sender", "=", sender.key)
    .executeTakeFirst();
  if (!old) throw missing();
  // queueNotice checks again that the caller may still notify about its calculation.
  return queueNotice(db, config, sender, {
    calculationId: old.calculation_id,
    to: old.to_address,
    resentFrom: old.id,
    reportId: old.report_id,
  });
}
