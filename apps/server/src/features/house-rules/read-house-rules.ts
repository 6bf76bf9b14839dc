import type { HouseRulesValue } from "@gradeatlas/contracts/house-rules";
import type { Db } from "../../db/open-database.ts";

export type HouseRulesRecord = {
  rules: HouseRulesValue;
  /** 0 until an admin first saves rules. */
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
};

const none: HouseRulesRecord = { rules: {}, version: 0, updatedAt: null, updatedBy: null };

/** An institution's current house rules (empty, version 0, when none were ever saved). */
export async function readHouseRules(db: Db, institutionId: string): Promise<HouseRulesRecord> {
  const row = await db
    .selectFrom("house_rules")
    .leftJoin("users", "users.id", "house_rules.updated_by")
    .select(["house_rules.rules", "house_rules.version", "house_rules.updated_at", "users.email"])
    .where("house_rules.institution_id", "=", institutionId)
    .executeTakeFirst();
  if (!row) return none;
  return {
    rules: row.rules as HouseRulesValue,
    version: row.version,
    updatedAt: new Date(row.updated_at).toISOString(),
    updatedBy: row.email ?? null,
  };
}
