import type { Db } from "../db/open-database.ts";

/** Wrong passwords in a row an address may have before it is locked. */
export const FAILURES_BEFORE_LOCKOUT = 5;
const FIRST_LOCK_MS = 60_000;
const LONGEST_LOCK_MS = 15 * 60_000;
/** A run of failures is forgotten after a quiet day. */
const FORGET_AFTER_MS = 24 * 60 * 60_000;

/**
 * How long an address stays locked after its nth failure in a row: nothing
 * before the fifth, then one minute, doubling with each further failure, at
 * most fifteen. Short enough that someone locking a colleague out by guessing
 * costs them little (and a reset link still works), long enough that guessing
 * a password from many addresses is hopeless.
 */
export function lockoutFor(failures: number): number {
  if (failures < FAILURES_BEFORE_LOCKOUT) return 0;
  return Math.min(LONGEST_LOCK_MS, FIRST_LOCK_MS * 2 ** (failures - FAILURES_BEFORE_LOCKOUT));
}

export const lockoutKey = (email: string) => email.trim().toLowerCase();

/** Milliseconds until the address may try again; 0 when it is not locked. */
export async function lockedFor(db: Db, email: string, now: number): Promise<number> {
  const row = await db
    .selectFrom("sign_in_failures")
    .select("locked_until")
    .where("email", "=", lockoutKey(email))
    .executeTakeFirst();
  const until = row?.locked_until == null ? 0 : Number(row.locked_until);
  return Math.max(0, until - now);
}

/** Counts a wrong password (in one statement, so instances never lose one) and locks when due. */
export async function recordFailedSignIn(db: Db, email: string, now: number): Promise<void> {
  const key = lockoutKey(email);
  await db.transaction().execute(async (trx) => {
    const { failures } = await trx
      .insertInto("sign_in_failures")
      .values({ email: key, failures: 1, last_failed_at: now, locked_until: null })
      .onConflict((oc) =>
        oc.column("email").doUpdateSet((eb) => ({
          failures: eb
            .case()
            .when("sign_in_failures.last_failed_at", "<", now - FORGET_AFTER_MS)
            .then(1)
            .else(eb("sign_in_failures.failures", "+", 1))
            .end(),
          last_failed_at: now,
        })),
      )
      .returning("failures")
      .executeTakeFirstOrThrow();
    const lock = lockoutFor(failures);
    if (lock > 0) {
      await trx
        .updateTable("sign_in_failures")
        .set({ locked_until: now + lock })
        .where("email", "=", key)
        .execute();
    }
  });
}

/** A right password, or a completed reset, clears the run. */
export async function clearFailedSignIns(db: Db, email: string): Promise<void> {
  await db.deleteFrom("sign_in_failures").where("email", "=", lockoutKey(email)).execute();
}

export function lockoutMessage(ms: number): string {
  const minutes = Math.ceil(ms / 60_000);
  return `Too many failed sign-in attempts for this account. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or reset your password.`;
}
