import { NOTICE_DAILY_CAP_INSTITUTION, NOTICE_DAILY_CAP_SOLO } from "@gradeatlas/contracts/notices";
import type { Access } from "../../access/resolve-access.ts";
import type { Db } from "../../db/open-database.ts";
import { AppError } from "../../errors.ts";

const PREMIUM =
  "E-mailing applicants is a premium feature: subscribe, join a subscribed institution, or ask your admin.";
const VIEWERS =
  "Viewers read their institution's calculations but do not e-mail applicants. Ask your admin for the evaluator role.";

/**
 * Who the applicant hears from: the caller's institution, or the caller
 * themself when they have none (a solo subscriber). Daily caps and opt-outs
 * are counted per sender.
 */
export type Sender = {
  key: string;
  name: string;
  institutionId: string | null;
  dailyCap: number;
  user: { id: string; email: string };
  /** The caller's institution role; null without one. */
  role: "admin" | "evaluator" | null;
};

/** 401 for guests, 403 without premium or as a viewer; else who sends. */
export function senderOf(access: Access): Sender {
  if (!access.user) throw new AppError("unauthorized", "Sign in to use this.");
  if (access.tier !== "subscriber") throw new AppError("forbidden", PREMIUM);
  const user = { id: access.user.id, email: access.user.email };
  const institution = access.institution;
  if (institution?.role === "viewer") throw new AppError("forbidden", VIEWERS);
  return institution
    ? {
        key: `institution:${institution.id}`,
        name: institution.name,
        institutionId: institution.id,
        dailyCap: NOTICE_DAILY_CAP_INSTITUTION,
        user,
        role: institution.role as "admin" | "evaluator",
      }
    : {
        key: `user:${user.id}`,
        name: user.email,
        institutionId: null,
        dailyCap: NOTICE_DAILY_CAP_SOLO,
        user,
        role: null,
      };
}

/** The name that signs the message: the account's full name, else its address. */
export async function evaluatorName(db: Db, user: { id: string; email: string }): Promise<string> {
  const row = await db.selectFrom("users").select(["name", "full_name"]).where("id", "=", user.id).executeTakeFirst();
  return row?.full_name?.trim() || row?.name?.trim() || user.email;
}

/** Midnight UTC today: the daily cap's window starts there. */
export const startOfUtcDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** Notices the sender queued today (UTC), resends included. */
export async function sentToday(db: Db, sender: string, now = new Date()): Promise<number> {
  const row = await db
    .selectFrom("notices")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("sender", "=", sender)
    .where("created_at", ">=", startOfUtcDay(now))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
