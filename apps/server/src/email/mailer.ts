import nodemailer from "nodemailer";
import type { Config } from "../config.ts";
import type { Db } from "../db/open-database.ts";
import type { Logger } from "../logger.ts";
import type { MailMessage } from "./messages.ts";

export interface Mailer {
  /**
   * Sends (or stores) a message and records it in the outbox. Throws only when
   * recording fails. `recordIn` records it inside the caller's transaction, so
   * a change and the mail that announces it are kept or lost together.
   */
  send(message: MailMessage, recordIn?: Db): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise every message is kept in the outbox
 * table and its link logged, so sign-up and reset work on one machine with no
 * mail server. Either way the outbox records what went out, for operators.
 */
export function createMailer(deps: { config: Config; db: Db; logger: Logger }): Mailer {
  const { config, db, logger } = deps;
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  return {
    async send(message, recordIn = db) {
      let status: "stored" | "sent" | "failed" = "stored";
      let error: string | null = null;
      if (transport) {
        try {
          await transport.sendMail({
            from: config.MAIL_FROM,
            to: message.to,
            subject: message.subject,
            text: message.text,
            html: message.html,
          });
          status = "sent";
        } catch (e) {
          status = "failed";
          error = e instanceof Error ? e.message : String(e);
          logger.error({ err: e, kind: message.kind }, "Failed to send e-mail");
        }
      } else {
        logger.info(
          { to: message.to, kind: message.kind, link: message.link },
          "e-mail stored in outbox (no SMTP_URL)",
        );
      }
      await recordIn
        .insertInto("email_outbox")
        .values({
          kind: message.kind,
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html,
          link: message.link,
          status,
          error,
        })
        .execute();
    },
  };
}
