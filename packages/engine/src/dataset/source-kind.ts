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

// Calculator and aggregator sites cited in the dataset: pages that restate
// other people's tables without saying whose. Kept here (not in each file) so
// the data need not change to say it, and small, because the calculator ships it.
const calculatorHosts = new Set([
  "diplomatiko.com",
  "scholaro.com",
  "grectours.com",
  "norizou.com",
  "solatatech.com",
  "studypath.nl",
  "openeducat.org",
  "k12academics.com",
  "usacollegex.com",
  "immigr8.net",
  "uniacco.com",
  "admissionarena.com",
  "foreignconnect.net",
  "toolsace.io",
  "toolkun.com",
  "myworld.degree",
  "revisiontown.com",
  "zwefinder.net",
  "worldeducation.info",
  "smartcgpa.com",
  "geratools.com",
  "indiaeducation.net",
  "franceedu.info",
]);
// Any host naming a calculator or GPA tool, and the "<country>education.info" family.
const calculatorPattern = /calc|gpa|grade|education\.info$/;

/** Whether a source is a calculator or aggregator site, by its address. */
export function isCalculatorSite(url: string): boolean {
  const host = new URL(url).hostname.replace(/^www\./, "");
  return calculatorHosts.has(host) || calculatorPattern.test(host);
}

/** True when every source of a scale is a calculator or aggregator site: the UI says so. */
export function citesOnlyCalculators(sources: readonly { url: string }[]): boolean {
  return sources.length > 0 && sources.every((s) => isCalculatorSite(s.url));
}
