import { saveCalculationRequestSchema } from "@gradeatlas/contracts/calculations";
import { sql } from "kysely";
import { hasActiveSubscription, resolveAccess, syncOperators } from "../access/resolve-access.ts";
import { createAuth } from "../auth/auth.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/open-database.ts";
import type { Mailer } from "../email/mailer.ts";
import { saveCalculation } from "../features/calculations/save-calculation.ts";
import type { GradingCatalog } from "../features/grading-systems/index.ts";
import { approveDomain } from "../features/sys-admin/approved-domains.ts";
import { grantManualPlan } from "../features/sys-admin/grant-manual-plan.ts";
import { setUserRole } from "../features/sys-admin/set-user-role.ts";
import type { Logger } from "../logger.ts";
import {
  DEMO_INSTITUTION_DOMAIN,
  DEMO_OPERATOR_EMAIL,
  DEMO_PASSWORD,
  type DemoAccount,
  demoAccounts,
} from "./demo-accounts.ts";
import { sampleTranscript } from "./sample-transcripts.ts";

export class DemoInProductionError extends Error {
  override name = "DemoInProductionError";
  constructor() {
    super("The demo data is for trying GradeAtlas on your own machine; it is never seeded with NODE_ENV=production.");
  }
}

// The seeded accounts are verified below, so the verification mail that
// sign-up sends is not wanted: nothing goes to the outbox or the log.
const noMail: Mailer = { send: async () => {} };

/**
 * Demo accounts of every tier and their saved calculations, made through the
 * code the app itself runs: Better Auth's sign-up (so passwords are hashed as
 * at a real sign-up), the operators' plan grant and role change, and the save
 * that converts each transcript with the engine. Idempotent: an account that
 * exists is kept, a plan that is active is not granted again, and a history
 * is only topped up to its number. `config.OPERATOR_EMAILS` must name
 * DEMO_OPERATOR_EMAIL (the demo script sets it), as operators come from there.
 */
export async function seedDemo(deps: {
  db: Db;
  config: Config;
  logger: Logger;
  catalog: GradingCatalog;
}): Promise<readonly DemoAccount[]> {
  const { db, config, logger, catalog } = deps;
  if (config.NODE_ENV === "production") throw new DemoInProductionError();
  if (!config.OPERATOR_EMAILS.includes(DEMO_OPERATOR_EMAIL)) {
    throw new Error(`The demo needs OPERATOR_EMAILS to name ${DEMO_OPERATOR_EMAIL}.`);
  }
  const auth = createAuth({ config, db, mailer: noMail, logger });
  let transcriptNumber = 0;

  const ids = new Map<string, string>();
  for (const account of demoAccounts) {
    const userId = await findOrSignUp(db, auth, account.email);
    ids.set(account.email, userId);
    await db.updateTable("users").set({ email_verified: true }).where("id", "=", userId).execute();
    if (account.admin) await setUserRole(db, logger, userId, "admin");
    if (account.plan && !(await hasActiveSubscription(db, userId))) await grantManualPlan(db, logger, userId);
  }
  // The institution's domain, approved as an operator would in /sys-admin (decision 0023),
  // before the saves, so the members' calculations are the institution's.
  await approveDomain(db, DEMO_INSTITUTION_DOMAIN, ids.get(DEMO_OPERATOR_EMAIL) as string);

  for (const account of demoAccounts) {
    const userId = ids.get(account.email) as string;
    const saver = {
      id: userId,
      email: account.email,
      institution: (await resolveAccess(db, logger, userId)).institution,
    };
    const saved = await countCalculations(db, userId);
    for (let i = saved; i < account.calculations; i++) {
      const request = saveCalculationRequestSchema.parse(sampleTranscript(catalog, transcriptNumber + i));
      const { id } = await saveCalculation(db, catalog, saver, request);
      await spreadOverTheYear(db, id, i);
    }
    transcriptNumber += account.calculations;
  }
  await syncOperators(db, config.OPERATOR_EMAILS);
  return demoAccounts;
}

async function findOrSignUp(db: Db, auth: ReturnType<typeof createAuth>, email: string): Promise<string> {
  const existing = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst();
  if (existing) return existing.id;
  const { user } = await auth.api.signUpEmail({
    body: { email, password: DEMO_PASSWORD, name: "", termsAccepted: true, newsOptIn: false },
  });
  return user.id;
}

async function countCalculations(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom("calculations")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * A history saved over the past year, so the premium summary's months have
 * something in them. The app never changes when a calculation was saved (the
 * schema types created_at as not updatable); demo data is the one exception.
 */
async function spreadOverTheYear(db: Db, id: string, i: number): Promise<void> {
  const daysAgo = (i * 37) % 365;
  await sql`update calculations set created_at = now() - make_interval(days => ${daysAgo}) where id = ${id}`.execute(
    db,
  );
}
