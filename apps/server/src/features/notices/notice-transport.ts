import nodemailer from "nodemailer";

export type Outgoing = {
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
};

/** What the mail server said: accepted, refused for good (5xx), or not now (no connection, timeout, 4xx). */
export type Delivery =
  | { kind: "accepted"; response: string }
  | { kind: "refused"; reason: string }
  | { kind: "temporary"; error: string };

type SmtpError = Error & { responseCode?: number; response?: string; code?: string };

/**
 * Sends one message over SMTP and sorts the outcome. Only a 5xx answer is a
 * refusal (RFC 5321: do not repeat the same request); everything else, a
 * connection that fails or a 4xx, may work later, so the notice stays queued.
 */
export function createNoticeTransport(smtpUrl: string) {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async deliver(message: Outgoing): Promise<Delivery> {
      try {
        const info = await transport.sendMail(message);
        return { kind: "accepted", response: String(info.response ?? "accepted") };
      } catch (e) {
        const err = e as SmtpError;
        const said = err.response?.trim() || err.message;
        if (typeof err.responseCode === "number" && err.responseCode >= 500 && err.responseCode < 600)
          return { kind: "refused", reason: said };
        return { kind: "temporary", error: said };
      }
    },
    close: () => transport.close(),
  };
}
