import { SMTPServer } from "smtp-server";

export interface CapturedMail {
  to: string[];
  raw: string;
  /** The text with quoted-printable soft breaks and escapes undone. */
  body: string;
}

const decodeQuotedPrintable = (s: string) =>
  s
    .replace(/=\r?\n/g, "")
    // A run of escapes is the UTF-8 bytes of one or more characters ("=E2=86=92" is →).
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replaceAll("=", ""), "hex").toString("utf8"));

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives, for tests that
 * follow e-mailed links. `port` listens where a stopped one did (a mail server
 * back after an outage); `refuse` answers RCPT TO with 550 and its text.
 */
export async function startSmtpCapture(options: { port?: number; refuse?: (address: string) => string | null } = {}) {
  const messages: CapturedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = options.refuse?.(address.address);
      if (!refusal) return callback();
      const err = new Error(refusal) as Error & { responseCode: number };
      err.responseCode = 550;
      callback(err);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, body: decodeQuotedPrintable(raw) });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;

  /** Waits for the next message to `to` whose subject matches, received after `since` messages. */
  async function waitFor(to: string, subject: RegExp, timeoutMs = 10_000): Promise<CapturedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = messages.find((m) => m.to.includes(to) && subject.test(m.body));
      if (found) {
        messages.splice(messages.indexOf(found), 1);
        return found;
      }
      if (Date.now() > deadline) throw new Error(`No e-mail to ${to} matching ${subject} arrived.`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    waitFor,
    /** The first link in a message that points at the app. */
    linkIn(mail: CapturedMail, base: string): string {
      const match = mail.body.match(new RegExp(`${base.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[^\\s"<>]+`));
      if (!match) throw new Error(`No link to ${base} in the message.`);
      return match[0].replace(/&amp;/g, "&");
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
