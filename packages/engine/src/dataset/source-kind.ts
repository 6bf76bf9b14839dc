/**
 * What kind of publisher a source is. The default reading of a scale follows
 * this order (decision 0033): official bodies and credential evaluators, then
 * university tables, then calculator and aggregator sites.
 */
export const sourceKinds = ["official", "evaluator", "university", "calculator"] as const;
export type SourceKind = (typeof sourceKinds)[number];

/** How a source's kind reads beside its name (no zod here: the calculator's first view imports it). */
export const sourceKindNames: Record<SourceKind, string> = {
  official: "official body",
  evaluator: "credential evaluator",
  university: "university table",
  calculator: "calculator or aggregator site",
};
