import type { OutboxEntry } from "@gradeatlas/contracts/sys-admin";
import type { Db } from "../../db/open-database.ts";
import { redactTokens } from "./redact-tokens.ts";

/** The newest e-mails, with their links' tokens redacted: operators must not be able to follow a user's reset link. */
export async function listOutbox(db: Db): Promise<OutboxEntry[]> {
  const rows = await db.selectFrom("email_outbox").selectAll().orderBy("created_at", "desc").limit(100).execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    to: r.to_address,
    subject: r.subject,
    text: redactTokens(r.text_body),
    link: r.link === null ? null : redactTokens(r.link),
    status: r.status,
    error: r.error,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
