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
  "expatica.com",
  "finalgradr.com",
  "toolspasal.com",
  "debbieupdate.com",
  "kijiweforum.com",
]);
// Any host naming a calculator or GPA tool, and the "<country>education.info" family.
const calculatorPattern = /calc|gpa|grade|education\.info$/;

/** Whether a source is a calculator or aggregator site, by its address. */
export function isCalculatorSite(url: string): boolean {
  const host = new URL(url).hostname.replace(/^www\./, "");
  return calculatorHosts.has(host) || calculatorPattern.test(host);
}

/**
 * What a source confirms (the data's `confirms`): "us-equivalents" (the
 * default) means it also gives US letters; "local-scale" only the local bands,
 * labels or pass mark.
 */
export const sourceConfirms = ["local-scale", "us-equivalents"] as const;
export type SourceConfirms = (typeof sourceConfirms)[number];

type CitedSource = {
  publisher: string;
  url: string;
  confirms?: SourceConfirms | undefined;
  kind?: SourceKind | undefined;
};

/** A calculator or aggregator source: as the data says for a copy, else by its address. */
export const isCalculatorSource = (source: CitedSource) =>
  source.kind ? source.kind === "calculator" : isCalculatorSite(source.url);

// "Eurydice (European Commission)" and "University of Sarajevo, International Relations Office"
// name their organisation first: the notice names only that, once.
const organisationOf = (publisher: string) => publisher.split(/ \(|, /)[0] ?? publisher;

/**
 * How far a scale's US letters rest on calculator or aggregator sites, for the
 * notice beside a result: "calculators-only" when every source is one;
 * "us-from-calculators" when other sources confirm only the local scale (their
 * organisations in `localConfirmedBy`) and every source giving US equivalents is one;
 * "independent" when some other source gives US equivalents.
 */
export type UsLetterEvidence =
  | { kind: "independent" }
  | { kind: "calculators-only" }
  | { kind: "us-from-calculators"; localConfirmedBy: string[] };

export function usLetterEvidence(sources: readonly CitedSource[]): UsLetterEvidence {
  const others = sources.filter((s) => !isCalculatorSource(s));
  if (sources.length > 0 && others.length === 0) return { kind: "calculators-only" };
  if (others.some((s) => s.confirms !== "local-scale")) return { kind: "independent" };
  return {
    kind: "us-from-calculators",
    localConfirmedBy: [...new Set(others.map((s) => organisationOf(s.publisher)))],
  };
}
