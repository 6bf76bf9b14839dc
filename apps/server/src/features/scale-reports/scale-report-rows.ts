import type { ScaleReport } from "@gradeatlas/contracts/scale-reports";
import type { Db } from "../../db/open-database.ts";

/**
 * Reports with the address a reply goes to: a signed-in reporter's account
 * address only once verified (an unverified one may belong to someone else),
 * otherwise the address a guest left.
 */
export function selectScaleReports(db: Db) {
  return db
    .selectFrom("scale_reports as r")
    .leftJoin("users as u", "u.id", "r.reporter_id")
    .select([
      "r.id",
      "r.country",
      "r.scale_id",
      "r.scale_name",
      "r.grade",
      "r.expected",
      "r.comment",
      "r.reporter_id",
      "r.reporter_email",
      "r.state",
      "r.reply",
      "r.replied_at",
      "r.created_at",
      "r.updated_at",
      "u.email as account_email",
      "u.email_verified as account_verified",
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectScaleReports>["executeTakeFirstOrThrow"]>>;

const iso = (d: Date | string) => new Date(d).toISOString();

export function toScaleReport(r: Row): ScaleReport {
  return {
    id: r.id,
    country: r.country,
    scaleId: r.scale_id,
    scaleName: r.scale_name,
    grade: r.grade,
    expected: r.expected,
    comment: r.comment,
    reporterEmail: r.reporter_id ? (r.account_verified ? (r.account_email ?? null) : null) : r.reporter_email,
    signedIn: r.reporter_id !== null,
    state: r.state,
    reply: r.reply,
    repliedAt: r.replied_at === null ? null : iso(r.replied_at),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}
