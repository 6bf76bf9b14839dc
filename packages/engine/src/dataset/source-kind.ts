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
 * labels or pass mark; "some-us-equivalents" US letters for some grades only
 * (a graduate school's minimum read as its B, a B+ and an A- threshold), so
 * the other grades' letters rest on the scale's other sources.
 */
export const sourceConfirms = ["local-scale", "us-equivalents", "some-us-equivalents"] as const;
export type SourceConfirms = (typeof sourceConfirms)[number];

type CitedSource = {
  publisher: string;
  url: string;
  confirms?: SourceConfirms | undefined;
  kind?: SourceKind | undefined;
};

/** A calculator or aggregator source, by the one rule that tells every source's kind (publisherKindOf). */
export const isCalculatorSource = (source: CitedSource) => publisherKindOf(source) === "calculator";

// "Eurydice (European Commission)" and "University of Sarajevo, International Relations Office"
// name their organisation first: the notice names only that, once.
const organisationOf = (publisher: string) => publisher.split(/ \(|, /)[0] ?? publisher;

// Kinds an address cannot tell by its shape; the rest follow the rules in publisherKindOf().
const officialHosts = new Set([
  "nuffic.nl",
  "bedomningshandboken.uhr.se",
  "norden.org",
  "en.iu.dk",
  "eng.uvm.dk",
  "aic.lv",
  "ibcc.edu.pk",
  "enic.in.ua",
  "eurydice.eacea.ec.europa.eu",
  "extranet.education.alberta.ca",
  // Exam boards and state education authorities on .edu addresses.
  "arc2.nesa.nsw.edu.au",
  "boardofstudies.nsw.edu.au",
  "qcaa.qld.edu.au",
  "hkeaa.edu.hk",
  "maneb.edu.mw",
  // Cambridge International, the awarding body of IGCSE, O Level and AS & A Level.
  "cambridgeinternational.org",
  "help.cambridgeinternational.org",
  "ask.cie.org.uk",
]);
// Addresses that look like a university's (an .edu domain, "college" in the
// name) but are schools, associations or consultancies: "other".
const otherHosts = new Set([
  "collegepond.com",
  "intracolleges.com",
  "bcs.edu.bz",
  "lnx.liceocalini.edu.it",
  "voru.edu.ee",
  "nlhs.tyc.edu.tw",
  "tnfsh.tn.edu.tw",
  "zatobol2.edu.kz",
  "audec.edu.uy",
  "icpna.edu.pe",
]);
const evaluatorHosts = new Set([
  "wenr.wes.org",
  "wes.org",
  "theconnection.ece.org",
  "aacrao.org",
  "evaluationworld.com",
  "blog.evaluationworld.com",
  "aevaluators.com",
]);
const universityHosts =
  /(^|\.)(utoronto|mcgill|yorku|umanitoba|sfu|hu-berlin|tum|uio|dmmh|uis|hin|lu|lsu|tsu|unitn|unipr|unsa|unipv|eur|leiden|unizar|ufv|tpu|itmo|nuu|kgma|naist|uchile|koyauniversity|hku|u-szeged|pte|ppke|um|vsvu|szu|vguk|ablaikhan|usm|ku|ualberta|uleth|athabascau|uoguelph|uwinnipeg|uu|grsu|otago\.custhelp)\.[a-z.]+$|^200\.144\.244\.2$/;

/**
 * Who published a source: as the data says for a copy (`kind`), else by its
 * address. "other" is everything else: encyclopedias, news, schools, blogs,
 * document copies whose publisher the data does not name.
 */
export type PublisherKind = SourceKind | "other";

export function publisherKindOf(source: CitedSource): PublisherKind {
  if (source.kind) return source.kind;
  const host = new URL(source.url).hostname.replace(/^www\d?\./, "");
  if (officialHosts.has(host) || /\.(gov|gouv|govt|gob)(\.|$)/.test(host)) return "official";
  if (evaluatorHosts.has(host)) return "evaluator";
  if (isCalculatorSite(source.url)) return "calculator";
  if (otherHosts.has(host)) return "other";
  if (/\.edu(\.|$)|\.ac\.|(^|[.-])uni[-.]|univ|college/.test(host) || universityHosts.test(host)) return "university";
  return "other";
}

/** An official body, credential evaluator or university: a source an evaluator can defend a number with. */
export const isAuthoritySource = (source: CitedSource) => {
  const kind = publisherKindOf(source);
  return kind === "official" || kind === "evaluator" || kind === "university";
};

/**
 * How far a scale's US letters rest on sources an evaluator cannot defend a
 * number with, for the notice beside a result:
 * - "independent": an official body, credential evaluator or university gives US equivalents;
 * - "independent-in-part": such bodies (`partly`) give US equivalents for some grades only, and the
 *   others rest on calculator sites or other pages (`restFrom`, with `restFromCalculators`);
 * - "calculators-only": every source is a calculator or aggregator site;
 * - "us-from-calculators": other sources confirm only the local scale (their
 *   organisations in `localConfirmedBy`) and every source giving US equivalents is a calculator site;
 * - "us-from-other-pages": the US equivalents come from encyclopedias, news,
 *   schools or blogs (their organisations in `usFrom`), with or without calculator sites.
 */
export type UsLetterEvidence =
  | { kind: "independent" }
  | { kind: "independent-in-part"; partly: string[]; restFrom: string[]; restFromCalculators: boolean }
  | { kind: "calculators-only" }
  | { kind: "us-from-calculators"; localConfirmedBy: string[] }
  | { kind: "us-from-other-pages"; usFrom: string[]; withCalculators: boolean };

const organisationsOf = (sources: readonly CitedSource[]) => [
  ...new Set(sources.map((s) => organisationOf(s.publisher))),
];

export function usLetterEvidence(sources: readonly CitedSource[]): UsLetterEvidence {
  const others = sources.filter((s) => !isCalculatorSource(s));
  if (sources.length > 0 && others.length === 0) return { kind: "calculators-only" };
  const givingUs = sources.filter((s) => s.confirms !== "local-scale");
  const givingAllUs = givingUs.filter((s) => s.confirms !== "some-us-equivalents");
  if (givingAllUs.some(isAuthoritySource)) return { kind: "independent" };
  const partly = givingUs.filter((s) => s.confirms === "some-us-equivalents" && isAuthoritySource(s));
  if (partly.length > 0)
    return {
      kind: "independent-in-part",
      partly: organisationsOf(partly),
      restFrom: organisationsOf(givingAllUs.filter((s) => !isCalculatorSource(s))),
      restFromCalculators: givingAllUs.some(isCalculatorSource),
    };
  const otherPages = givingUs.filter((s) => !isCalculatorSource(s));
  if (otherPages.length > 0)
    return {
      kind: "us-from-other-pages",
      usFrom: organisationsOf(otherPages),
      withCalculators: givingUs.some(isCalculatorSource),
    };
  return { kind: "us-from-calculators", localConfirmedBy: organisationsOf(others) };
}
