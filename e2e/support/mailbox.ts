import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { inject } from "vitest";

const decodeQuotedPrintable = (s: string) =>
  s
    .replace(/=\r?\n/g, "")
    // A run of escapes is the UTF-8 bytes of one or more characters ("=E2=86=92" is →).
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replaceAll("=", ""), "hex").toString("utf8"));

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Waits for an e-mail to `to` whose text matches `subject`, and returns the link in it that points at the app
 * (the shared one, unless a spec's own app and mail directory are given) under `path` (Better Auth's links by
 * default). The newest such e-mail wins; `unlike` skips a link already seen (an invitation sent again).
 */
export async function linkFromMail(
  to: string,
  subject: RegExp,
  timeoutMs = 15_000,
  {
    dir = inject("mailDir"),
    base = inject("baseUrl"),
    path = "/api/auth/",
    unlike,
  }: { dir?: string; base?: string; path?: string; unlike?: string } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of readdirSync(dir).sort().reverse()) {
      const text = decodeQuotedPrintable(readFileSync(join(dir, file), "utf8"));
      if (!text.startsWith(`X-Test-To: ${to}`) || !subject.test(text)) continue;
      const link = text.match(new RegExp(`${escapeRegExp(base + path)}[^\\s"<>]+`));
      const found = link?.[0].replace(/&amp;/g, "&");
      if (found && found !== unlike) return found;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No e-mail to ${to} matching ${subject}.`);
}

/** Waits for an e-mail to `to` whose text matches `subject`, and returns its decoded text. */
export async function mailText(to: string, subject: RegExp, timeoutMs = 15_000): Promise<string> {
  const dir = inject("mailDir");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of readdirSync(dir).sort().reverse()) {
      const text = decodeQuotedPrintable(readFileSync(join(dir, file), "utf8"));
      if (text.startsWith(`X-Test-To: ${to}`) && subject.test(text)) return text;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No e-mail to ${to} matching ${subject}.`);
}
