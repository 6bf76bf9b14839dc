import { withStopLink } from "@gradeatlas/contracts/notices";
import type { Selectable } from "kysely";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/open-database.ts";
import { queuePoller } from "../../db/queue-poller.ts";
import type { NoticesTable } from "../../db/schema.ts";
import type { Logger } from "../../logger.ts";
import { recordAudit } from "../audit/index.ts";
import { enqueueCrmEvent } from "../crm-events/index.ts";
import { reportAttachment } from "../gpa-reports/index.ts";
import { createNoticeTransport, type Delivery } from "./notice-transport.ts";
import { optOutOf } from "./opt-outs.ts";
import { oneClickUrl, stopPageUrl } from "./stop-token.ts";

/** Tries before a notice is failed for good: with the backoff below, about five hours of outage. */
export const NOTICE_MAX_ATTEMPTS = 8;
/** After the nth failed try: 1, 2, 4 … minutes, at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
/** A claimed notice is not due again for this long: the sender has it. A crash mid-send frees it then. */
const CLAIM_MS = 5 * 60_000;
const BATCH = 10;
const POLL_MS = 2_000;

type Row = Selectable<NoticesTable>;
export type WorkerRun = { accepted: number; failed: number; retried: number };

/**
 * The notice queue's sender (decision 0046). `runOnce` claims due notices
 * atomically (one UPDATE … WHERE id IN (due: … FOR UPDATE SKIP LOCKED) RETURNING,
 * which also pushes their next attempt past the claim), so two servers never
 * send the same notice; then sends each and records what the mail server said.
 */
export function createNoticeWorker(deps: { db: Db; config: Config; logger: Logger }) {
  const { db, config, logger } = deps;
  const transport = config.SMTP_URL ? createNoticeTransport(config.SMTP_URL) : null;

  // Picked once, in a materialized CTE: as `id IN (SELECT … LIMIT n FOR UPDATE
  // SKIP LOCKED)` PostgreSQL may run the subquery again per row, each run
  // skipping what the last locked, and claim far more than n.
  async function claim(now: Date): Promise<Row[]> {
    return db
      .with(
        (cte) => cte("due").materialized(),
        (qb) =>
          qb
            .selectFrom("notices")
            .select("id")
            .where("state", "=", "queued")
            .where("next_attempt_at", "<=", now)
            .orderBy("next_attempt_at")
            .limit(BATCH)
            .forUpdate()
            .skipLocked(),
      )
      .updateTable("notices")
      .set((eb) => ({ attempts: eb("attempts", "+", 1), next_attempt_at: new Date(now.getTime() + CLAIM_MS) }))
      .where("id", "in", (eb) => eb.selectFrom("due").select("due.id"))
      .where("state", "=", "queued")
      .returningAll()
      .execute();
  }

  async function deliver(row: Row): Promise<Delivery> {
    // The applicant may have stopped e-mails while this one waited.
    const optOut = await optOutOf(db, row.sender, row.to_address);
    if (optOut)
      return {
        kind: "refused",
        reason: `${row.to_address} asked not to receive e-mails from ${optOut.sender_name} on ${new Date(optOut.created_at).toISOString().slice(0, 10)}.`,
      };
    if (!transport || !row.stop_token) return { kind: "temporary", error: "No mail server is configured (SMTP_URL)." };
    // The GPA report as issued, byte for byte, unless it was revoked while the e-mail waited.
    const report = row.report_id ? await reportAttachment(db, config.BASE_URL, row.report_id) : null;
    if (report?.kind === "revoked") return { kind: "refused", reason: report.reason };
    const attached = report ? withReport({ text: row.text_body, html: row.html_body }, report) : null;
    const message = withStopLink(
      { subject: row.subject, text: attached?.text ?? row.text_body, html: attached?.html ?? row.html_body },
      stopPageUrl(config.BASE_URL, row.stop_token),
      row.sender_name,
    );
    return transport.deliver({
      from: config.MAIL_FROM,
      to: row.to_address,
      replyTo: row.sent_by_email,
      ...message,
      ...(report
        ? {
            attachments: [
              { filename: report.filename, content: Buffer.from(report.content), contentType: "application/pdf" },
            ],
          }
        : {}),
      headers: {
        "List-Unsubscribe": `<${oneClickUrl(config.BASE_URL, row.stop_token)}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });
  }

  /** The outcome, kept with its audit line; the stop token is dropped once the notice leaves the queue. */
  async function record(row: Row, delivery: Delivery, now: Date): Promise<keyof WorkerRun> {
    const at = new Date();
    const gaveUp = delivery.kind === "temporary" && row.attempts >= NOTICE_MAX_ATTEMPTS;
    const outcome: keyof WorkerRun =
      delivery.kind === "accepted" ? "accepted" : delivery.kind === "refused" || gaveUp ? "failed" : "retried";
    await db.transaction().execute(async (trx) => {
      const update = trx.updateTable("notices").where("id", "=", row.id).where("state", "=", "queued");
      if (delivery.kind === "accepted")
        await update
          .set({
            state: "accepted",
            smtp_response: delivery.response,
            accepted_at: at,
            last_error: null,
            stop_token: null,
          })
          .execute();
      else if (outcome === "failed") {
        const reason =
          delivery.kind === "refused" ? delivery.reason : `gave up after ${row.attempts} attempts: ${delivery.error}`;
        await update.set({ state: "failed", failed_reason: reason, failed_at: at, stop_token: null }).execute();
      } else if (delivery.kind === "temporary")
        await update
          .set({ last_error: delivery.error, next_attempt_at: new Date(now.getTime() + retryDelayMs(row.attempts)) })
          .execute();
      // The CRM hears that the applicant was told once the mail server took the message.
      if (row.institution_id && outcome === "accepted")
        await enqueueCrmEvent(trx, {
          institutionId: row.institution_id,
          event: "student.notified",
          calculationId: row.calculation_id,
          reportId: row.report_id,
          subject: row.to_address,
        });
      if (row.institution_id && outcome !== "retried")
        await recordAudit(trx, {
          institutionId: row.institution_id,
          actor: { id: row.sent_by, email: row.sent_by_email },
          action: outcome === "accepted" ? "notice.accepted" : "notice.failed",
          subject: row.to_address,
          detail: {
            calculationId: row.calculation_id,
            noticeId: row.id,
            ...(delivery.kind === "accepted" ? { response: delivery.response } : {}),
            ...(delivery.kind === "refused" ? { reason: delivery.reason } : {}),
            ...(gaveUp ? { attempts: row.attempts } : {}),
          },
        });
    });
    if (outcome !== "accepted")
      logger.warn({ noticeId: row.id, outcome, delivery }, "a notice to an applicant was not accepted");
    return outcome;
  }

  /** Sends every notice due at `now` (tests pass a later `now` instead of waiting for the backoff). */
  async function runOnce(now = new Date()): Promise<WorkerRun> {
    const run: WorkerRun = { accepted: 0, failed: 0, retried: 0 };
    for (;;) {
      const rows = await claim(now);
      for (const row of rows) run[await record(row, await deliver(row), now)]++;
      if (rows.length < BATCH) return run;
    }
  }

  const poller = queuePoller(() => runOnce(), logger, "the notice queue could not be worked");
  return {
    runOnce,
    /** Polls the queue until `stop`. */
    start(pollMs = POLL_MS) {
      poller.start(pollMs);
    },
    /** Stops polling and waits for the run in progress, so shutdown never cuts a send short. */
    async stop() {
      await poller.stop();
      transport?.close();
    },
  };
}

export type NoticeWorker = ReturnType<typeof createNoticeWorker>;

/** The message with a line about the attached report and where anyone can check it. */
function withReport(
  body: { text: string; html: string },
  report: { number: string; verifyUrl: string },
): { text: string; html: string } {
  const line = `Your GPA report ${report.number} is attached. Anyone can check that it is genuine at`;
  return {
    text: `${body.text}\n\n${line} ${report.verifyUrl}`,
    html: `${body.html}<p>${line} <a href="${report.verifyUrl}">${report.verifyUrl}</a></p>`,
  };
}
