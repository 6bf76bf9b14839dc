// Writes data/COVERAGE.md: how much of the world the dataset covers and what
// its facts rest on (countries, scales by level, sources by kind). A test fails
// when the committed file is stale: run `npm run data:coverage`.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expandInternationalScales } from "../src/dataset/international-scale-refs.ts";
import type { Country, Scale, Source } from "../src/dataset/schema.ts";
import { isCalculatorSite, usLetterEvidence } from "../src/dataset/source-kind.ts";
import { convertsToUs } from "../src/dataset/us-equivalence.ts";

const dataDir = join(import.meta.dirname, "../data");
export const coveragePath = join(dataDir, "COVERAGE.md");

type Kind = "official" | "evaluator" | "university" | "calculator" | "other";

// Kinds a host's name cannot tell; the rest follow the rules in kindOf().
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
// Schools and associations on .edu addresses: not universities, so "other".
const otherEduHosts = new Set([
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
  /(^|\.)(utoronto|mcgill|yorku|umanitoba|sfu|hu-berlin|tum|uio|dmmh|uis|hin|lu|lsu|tsu|unitn|unipr|unsa|unipv|eur|leiden|unizar|ufv|tpu|itmo|nuu|kgma|naist|uchile|koyauniversity|hku|u-szeged|pte|ppke|um|vsvu|szu|vguk|ablaikhan|usm|ku|ualberta|uleth|athabascau|uoguelph|uwinnipeg|uu|otago\.custhelp)\.[a-z.]+$|^200\.144\.244\.2$/;

/** A source's kind for this report: as the file says for a copy (`kind`), else by its address. */
export function kindOf(source: Source): Kind {
  if (source.kind) return source.kind;
  const host = new URL(source.url).hostname.replace(/^www\d?\./, "");
  if (officialHosts.has(host) || /\.(gov|gouv|govt|gob)(\.|$)/.test(host)) return "official";
  if (evaluatorHosts.has(host)) return "evaluator";
  if (isCalculatorSite(source.url)) return "calculator";
  if (otherEduHosts.has(host)) return "other";
  if (/\.edu(\.|$)|\.ac\.|(^|[.-])uni[-.]|univ|college/.test(host) || universityHosts.test(host)) return "university";
  return "other";
}

function loadAll(): { countries: Country[]; listed: { code: string }[]; international: Country } {
  const dir = join(dataDir, "countries");
  const international = JSON.parse(readFileSync(join(dataDir, "international.json"), "utf8")) as Country;
  // A scale that names an international scale counts with the sources it shares.
  const countries = readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .map((f) => expandInternationalScales(JSON.parse(readFileSync(join(dir, f), "utf8")), international) as Country);
  const listed = JSON.parse(readFileSync(join(dataDir, "country-list.json"), "utf8")) as { code: string }[];
  return { countries, listed, international };
}

export function coverageText(): string {
  const { countries, listed, international } = loadAll();
  const have = new Set(countries.map((c) => c.code));
  const missing = listed.map((c) => c.code).filter((code) => !have.has(code));
  const scales = countries.flatMap((c) => c.scales);
  const byLevel = new Map<string, number>();
  for (const s of scales) byLevel.set(s.level, (byLevel.get(s.level) ?? 0) + 1);
  const withSchool = countries.filter((c) => c.scales.some((s) => s.level === "secondary" || s.level === "exam"));

  const citations = new Map<Kind, number>();
  const hosts = new Map<Kind, Set<string>>();
  for (const s of scales)
    for (const source of s.sources) {
      const kind = kindOf(source);
      citations.set(kind, (citations.get(kind) ?? 0) + 1);
      hosts.set(kind, (hosts.get(kind) ?? new Set()).add(new URL(source.url).hostname));
    }
  const isIndependent = (src: Source) => ["official", "evaluator", "university"].includes(kindOf(src));
  const independent = scales.filter((s) => s.sources.some(isIndependent));
  const hasIndependentUsSource = (s: Scale) =>
    s.sources.some((src) => isIndependent(src) && src.confirms !== "local-scale");
  const independentForUs = scales.filter(hasIndependentUsSource);
  // The same rule as the notice beside a result (usLetterEvidence), so the lists match the UI.
  const converting = scales.filter(convertsToUs);
  const localOnly = scales.filter((s) => !convertsToUs(s));
  const localOnlyCountries = countries.filter((c) => !c.scales.some(convertsToUs)).map((c) => c.code);
  const calculatorOnly = converting.filter((s) => usLetterEvidence(s.sources).kind === "calculators-only");
  const usFromCalculators = converting.filter((s) => usLetterEvidence(s.sources).kind === "us-from-calculators");
  const disputed = scales.filter((s) => (s.alternatives ?? []).length > 0);
  const kinds: Kind[] = ["official", "evaluator", "university", "calculator", "other"];
  // Scales used across borders (IB, Cambridge, ECTS) live apart from the countries and are listed, not counted.
  const usBasis = (s: Scale) =>
    hasIndependentUsSource(s)
      ? "US letters from an official body, evaluator or university"
      : "US letters from calculator or aggregator sites only";

  return `# Dataset coverage

Generated by \`npm run data:coverage\` (packages/engine/scripts/coverage-report.ts) from the files in
\`countries/\`; do not edit. A source's kind is read from its address (official bodies and ENIC-NARIC
centres, credential evaluators, universities, calculator and aggregator sites, other: encyclopedias,
news, schools, document copies), or from the source's \`kind\` where its address cannot tell (a copy of
an evaluator's document on a document-sharing site).

## Countries

${have.size} of ${listed.length} countries and territories have data. Without data: ${missing.join(", ") || "none"}.

${have.size - localOnlyCountries.length} countries have a scale that converts; ${localOnlyCountries.length} have only scales recorded with their local grades (no published US equivalence found): ${localOnlyCountries.sort().join(", ") || "none"}.

${withSchool.length} countries have a secondary-school or exam scale; ${have.size - withSchool.length} have higher-education scales only.

## Scales

| Level | Scales |
|---|---|
${[...byLevel]
  .sort()
  .map(([level, n]) => `| ${level} | ${n} |`)
  .join("\n")}
| all | ${scales.length} |

- ${independent.length} of ${scales.length} scales cite at least one official body, credential evaluator or university.
- ${localOnly.length} scales are recorded with their local grades only (\`"usEquivalence": "none-published"\`: no source we found gives US equivalents, so they convert nothing): ${localOnly.map((s) => s.id).join(", ") || "none"}.
- ${independentForUs.length} of ${converting.length} scales that convert cite an official body, credential evaluator or university for their US equivalents; ${converting.length - independentForUs.length} have no such source for their US letters (sources marked \`"confirms": "local-scale"\` confirm only the local bands).
- ${calculatorOnly.length} scales cite only calculator or aggregator sites (the calculator says so beside the result): ${calculatorOnly.map((s) => s.id).join(", ") || "none"}.
- ${usFromCalculators.length} more scales have other sources for the local scale only, so their US equivalents come only from calculator or aggregator sites (the calculator says that too): ${usFromCalculators.map((s) => s.id).join(", ") || "none"}.
- ${international.scales.length} more scales in \`international.json\`, used across countries and not counted above: ${international.scales.map((s) => `${s.id} (${usBasis(s)})`).join(", ")}.
- ${disputed.length} scales record other published readings (\`alternatives\`): ${disputed.map((s) => s.id).join(", ") || "none"}.

## Sources by kind

| Kind | Citations | Distinct sites |
|---|---|---|
${kinds.map((k) => `| ${k} | ${citations.get(k) ?? 0} | ${hosts.get(k)?.size ?? 0} |`).join("\n")}
`;
}

if (process.argv[1] === import.meta.filename) {
  writeFileSync(coveragePath, coverageText());
  console.log(`wrote ${coveragePath}`);
}
