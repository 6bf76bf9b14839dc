import { z } from "zod";

// /api/v1/house-rules (issue 18): an institution's house rules, layered on
// top of the published defaults (decision 0033). Admins set them; every
// member's calculator applies them, and saved calculations record them.
// The engine's `HouseRules` type is the same shape (packages/engine/src/house-rules.ts).

const countryCode = z.string().regex(/^([A-Z]{2}|INT)$/, "must be a country code such as DE, IN or INT (upper case)");

export const houseRoundings = ["round-half-up-2", "truncate-2", "round-half-up-3", "truncate-3"] as const;
export const houseCreditSystems = ["us-semester", "us-quarter", "ects", "uk-cats"] as const;
export const houseRepeatPolicies = ["all-attempts", "latest-attempt"] as const;

/** At most one entry per country; 300 covers every country in the dataset. */
const MAX_COUNTRIES = 300;

const perCountry = <T extends z.ZodType>(value: T) =>
  z
    .record(countryCode, value)
    .refine((r) => Object.keys(r).length <= MAX_COUNTRIES, `at most ${MAX_COUNTRIES} countries`);

export const houseRulesSchema = z.strictObject({
  /** Country code → the id of one of its scales, opened instead of the published default. */
  defaultScales: perCountry(z.string().trim().min(1, "choose a scale").max(100)).optional(),
  repeatPolicy: z
    .enum(houseRepeatPolicies, { error: "repeatPolicy must be all-attempts or latest-attempt" })
    .optional(),
  rounding: z
    .enum(houseRoundings, {
      error: "rounding must be round-half-up-2, truncate-2, round-half-up-3 or truncate-3",
    })
    .optional(),
  /** Country code → the credit system its transcripts' credits are read in. */
  creditSystems: perCountry(
    z.enum(houseCreditSystems, { error: "creditSystem must be us-semester, us-quarter, ects or uk-cats" }),
  ).optional(),
  /** False: condoned passes earn credit but are left out of the GPA. */
  countCondoned: z.boolean({ error: "countCondoned must be true or false" }).optional(),
});
export type HouseRulesInput = z.input<typeof houseRulesSchema>;
export type HouseRulesValue = z.infer<typeof houseRulesSchema>;

/** GET /api/v1/house-rules: version 0 and empty rules until an admin saves some. */
export const houseRulesResponseSchema = z.object({
  institution: z.object({ id: z.string(), name: z.string() }),
  rules: houseRulesSchema,
  version: z.number().int().min(0),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
  /** The caller may change them (an admin of the institution). */
  canEdit: z.boolean(),
});
export type HouseRulesResponse = z.infer<typeof houseRulesResponseSchema>;

/** PUT /api/v1/house-rules. `version`, when sent, must be the current one (else 409: someone else saved first). */
export const putHouseRulesRequestSchema = z.object({
  rules: houseRulesSchema,
  version: z.number().int().min(0).optional(),
});
export type PutHouseRulesRequest = z.input<typeof putHouseRulesRequestSchema>;

/** One setting a house rule decided, as a result shows it. */
export const houseRuleChangeSchema = z.object({
  rule: z.enum(["defaultScale", "creditSystem", "repeatPolicy", "rounding", "countCondoned"]),
  house: z.string(),
  published: z.string(),
  label: z.string(),
});
export type HouseRuleChangeValue = z.infer<typeof houseRuleChangeSchema>;

/** What a saved calculation records: the rules it was converted under, their version, and what they changed. */
export const appliedHouseRulesSchema = z.object({
  version: z.number().int().min(0),
  rules: houseRulesSchema,
  changes: z.array(houseRuleChangeSchema),
});
export type AppliedHouseRulesValue = z.infer<typeof appliedHouseRulesSchema>;
