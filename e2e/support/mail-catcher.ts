import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on 127.0.0.1 for the app under test. Each message is
 * written to `dir` as a file, because specs run in other processes than the
 * global setup that owns this server.
 */
export async function startMailCatcher(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(",");
        writeFileSync(
          join(dir, `${Date.now()}-${n++}.eml`),
          `X-Test-To: ${to}\r\n${Buffer.concat(chunks).toString("utf8")}`,
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}
