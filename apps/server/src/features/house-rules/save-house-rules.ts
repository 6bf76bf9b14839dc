import type { HouseRulesValue } from "@gradeatlas/contracts/house-rules";
import type { InstitutionCaller } from "../../access/guard.ts";
import type { Db } from "../../db/open-database.ts";
import { AppError } from "../../errors.ts";
import { recordAudit } from "../audit/index.ts";
import type { GradingCatalog } from "../grading-systems/index.ts";
import { checkHouseRules } from "./check-house-rules.ts";
import { describeRuleChanges } from "./describe-rule-changes.ts";

/** Keys with no value are the published default: they are left out, so stored rules compare equal. */
function tidy(rules: HouseRulesValue): HouseRulesValue {
  const out: HouseRulesValue = {};
  if (rules.defaultScales && Object.keys(rules.defaultScales).length) out.defaultScales = rules.defaultScales;
  if (rules.repeatPolicy) out.repeatPolicy = rules.repeatPolicy;
  if (rules.rounding) out.rounding = rules.rounding;
  if (rules.creditSystems && Object.keys(rules.creditSystems).length) out.creditSystems = rules.creditSystems;
  if (rules.countCondoned !== undefined) out.countCondoned = rules.countCondoned;
  return out;
}

/**
 * An admin replaces the institution's house rules. Each change raises the
 * version by one (members' saves are checked against it) and writes an audit
 * line listing what changed, in the same transaction. Saving the same rules
 * again changes nothing. `expectedVersion`, when given, must be the current
 * one: another admin saving first is a 409, not a silent overwrite.
 */
export async function saveHouseRules(
  db: Db,
  catalog: GradingCatalog,
  caller: InstitutionCaller,
  input: HouseRulesValue,
  expectedVersion?: number,
): Promise<number> {
  checkHouseRules(catalog, input);
  const rules = tidy(input);
  return db.transaction().execute(async (trx) => {
    // The row lock keeps two admins saving at once from both reading version N.
    const current = await trx
      .selectFrom("house_rules")
      .select(["rules", "version"])
      .where("institution_id", "=", caller.institutionId)
      .forUpdate()
      .executeTakeFirst();
    const version = current?.version ?? 0;
    if (expectedVersion !== undefined && expectedVersion !== version)
      throw new AppError(
        "conflict",
        "Someone else changed the house rules while you were editing. Reload them, then make your change again.",
        { version },
      );
    const before = (current?.rules ?? {}) as HouseRulesValue;
    const changes = describeRuleChanges(catalog, before, rules);
    if (changes.length === 0) return version;
    const next = version + 1;
    await trx
      .insertInto("house_rules")
      .values({
        institution_id: caller.institutionId,
        rules: JSON.stringify(rules),
        version: next,
        updated_by: caller.user.id,
        updated_at: new Date(),
      })
      .onConflict((oc) =>
        oc.column("institution_id").doUpdateSet({
          rules: JSON.stringify(rules),
          version: next,
          updated_by: caller.user.id,
          updated_at: new Date(),
        }),
      )
      .execute();
    await recordAudit(trx, {
      institutionId: caller.institutionId,
      actor: caller.user,
      action: "rules.changed",
      subject: `House rules, version ${next}`,
      detail: { version: next, changes },
    });
    return next;
  });
}
