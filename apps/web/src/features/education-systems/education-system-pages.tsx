import {
  type Country,
  convertsToUs,
  countriesWithoutData,
  countryIndex,
  creditSystems,
  findCountrySummary,
  levelNames,
  localOnlyCountryCodes,
  type Scale,
} from "@gradeatlas/engine";
import { useId, useMemo, useState } from "react";
import { Link, useParams } from "react-router";
import { NotCoveredYet, uncoveredCountriesMatching } from "../../components/not-covered-yet";
import { NoUsEquivalenceNotice, ScaleBandTable } from "../../components/scale-band-table";
import { SourceLinks } from "../../components/source-links";
import { fieldClass } from "../../components/ui/field-styles";
import { LoadingIndicator } from "../../components/ui/loading";
import { foldText as fold } from "../../lib/fold-text";
import { paths } from "../../lib/paths";
import { useCountry } from "../../lib/use-country";
import { NotFoundPage } from "../not-found";
import { SaveToReadingList } from "../reading-list";
import { ReportScaleProblem } from "../scale-reports";

// The dataset's level words, as the start of a line.
const levelText = (level: Scale["level"]) => levelNames[level].replace(/^./, (c) => c.toUpperCase());
const creditText: Record<Country["creditSystem"], string> = {
  ...Object.fromEntries(Object.entries(creditSystems).map(([k, v]) => [k, `${v.name} (${v.rule})`])),
  marks: "Credit through marks or hours (converted by a factor)",
  "none-known": "No common credit system recorded",
} as Record<Country["creditSystem"], string>;

const countries = countryIndex.filter((c) => c.code !== "INT");
const localOnly = new Set(localOnlyCountryCodes);
const regions = [...new Set(countries.map((c) => c.region))].sort((a, b) => a.localeCompare(b));

/** /global-education-systems: every country of the dataset, searchable, by region. */
export function EducationSystemsPage() {
  const [query, setQuery] = useState("");
  const [region, setRegion] = useState("");
  const ids = { search: useId(), region: useId() };
  const shown = useMemo(() => {
    const q = fold(query.trim());
    return countries.filter(
      (c) => (!region || c.region === region) && (!q || fold(c.name).includes(q) || c.code.toLowerCase() === q),
    );
  }, [query, region]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <title>Global education systems · GradeAtlas</title>
      <meta
        name="description"
        content={`Grading scales of ${countries.length} countries: bands, pass marks, credit systems and sources, with US 4.0 conversions.`}
      />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Global education systems</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">
        How {countries.length} countries grade, with each scale's bands, pass mark and the public sources behind its US
        conversion. We never guess a band: where no source we found gives US equivalents, a scale is shown with its
        local grades only and says so.
      </p>
      <div className="mt-8 grid gap-4 sm:grid-cols-[1fr_16rem]">
        <div>
          <label htmlFor={ids.search} className="block text-sm font-semibold text-slate-900">
            Search countries
          </label>
          <input
            id={ids.search}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Name or ISO code"
            className={fieldClass()}
          />
        </div>
        <div>
          <label htmlFor={ids.region} className="block text-sm font-semibold text-slate-900">
            Region
          </label>
          <select id={ids.region} value={region} onChange={(e) => setRegion(e.target.value)} className={fieldClass()}>
            <option value="">All regions</option>
            {regions.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
        </div>
      </div>
      <p role="status" className="mt-4 text-sm text-slate-700">
        {shown.length} {shown.length === 1 ? "country" : "countries"}
      </p>
      <NotCoveredYet countries={uncoveredCountriesMatching(query)} className="mt-3 max-w-3xl text-slate-800" />
      <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((c) => (
          <li key={c.code}>
            <Link
              to={`${paths.educationSystems}/${c.slug}`}
              className="flex items-center justify-between rounded-lg border border-slate-200 bg-white px-4 py-3 text-slate-900 hover:border-blue-700 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-700"
            >
              <span className="font-medium">{c.name}</span>
              <span className="text-right text-sm text-slate-700">
                {c.region}
                {localOnly.has(c.code) && <span className="block">local grades only</span>}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A country we set out to cover without data yet: its own address says so plainly rather than "not found". */
function NotCoveredYetPage({ country }: { country: (typeof countriesWithoutData)[number] }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <title>{`${country.name}: not covered yet · GradeAtlas`}</title>
      <p className="text-sm font-medium text-slate-700">
        <Link to={paths.educationSystems} className="text-blue-800 underline">
          Global education systems
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{country.name}</h1>
      <NotCoveredYet countries={[country]} className="mt-6 max-w-3xl text-lg text-slate-800" />
      <p className="mt-4 max-w-3xl text-slate-700">
        The calculator cannot convert its grades until we do. We add a scale only with a source we can cite.
      </p>
    </div>
  );
}

/** /global-education-systems/{slug}: one country's structure and every scale, from the dataset. */
export function EducationSystemPage() {
  const { slug = "" } = useParams();
  const entry = findCountrySummary(slug);
  const country = useCountry(entry?.code ?? "");
  if (!entry || entry.code === "INT") {
    const uncovered = countriesWithoutData.find((c) => c.slug === slug);
    return uncovered ? <NotCoveredYetPage country={uncovered} /> : <NotFoundPage />;
  }
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <title>{`${entry.name}: grading system and US GPA conversion · GradeAtlas`}</title>
      <meta
        name="description"
        content={`How ${entry.name} grades: every scale's bands, pass mark and US 4.0 equivalents, with sources.`}
      />
      <p className="text-sm font-medium text-slate-700">
        <Link to={paths.educationSystems} className="text-blue-800 underline">
          Global education systems
        </Link>{" "}
        · {entry.region}
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{entry.name}</h1>
      <div className="mt-4">
        <SaveToReadingList kind="country" slug={entry.slug} title={entry.name} />
      </div>
      {country.isPending && <LoadingIndicator label="Loading the grading data…" />}
      {country.isError && (
        <p role="alert" className="mt-6 text-red-800">
          The grading data could not be loaded. Check your connection and reload the page.
        </p>
      )}
      {country.data && <CountryDetail country={country.data} />}
    </div>
  );
}

function CountryDetail({ country }: { country: Country }) {
  return (
    <>
      {country.summary && <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-700">{country.summary}</p>}
      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-semibold text-slate-900">Credit system</dt>
          <dd className="text-slate-700">{creditText[country.creditSystem]}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-900">Scales</dt>
          <dd className="text-slate-700">{country.scales.length}</dd>
        </div>
      </dl>
      {country.scales.map((scale) => (
        <ScaleSection key={scale.id} country={country} scale={scale} />
      ))}
    </>
  );
}

// A country's default is its most common higher-education scale, or a school or exam scale where no
// higher-education scale could be sourced (decision 0007), or where those recorded convert nothing (decision
// 0053); the page must not call the latter higher education, nor say there is none when there is.
const isHigherEducation = (scale: Scale) => scale.level === "undergraduate" || scale.level === "graduate";
const defaultScaleText = (scale: Scale, country: Country) =>
  isHigherEducation(scale)
    ? " · the most common higher-education scale"
    : country.scales.some(isHigherEducation)
      ? " · the country's default: its higher-education scales have no published US equivalence"
      : " · the country's default: no higher-education scale is recorded";

function ScaleSection({ country, scale }: { country: Country; scale: Scale }) {
  const headingId = useId();
  const method = scale.method;
  const converts = convertsToUs(scale);
  return (
    <section aria-labelledby={headingId} className="mt-10 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {scale.name}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {levelText(scale.level)}
        {scale.scope.type === "institution" ? ` · ${scale.scope.institution}` : ""}
        {scale.scope.type === "regional" ? ` · ${scale.scope.region}` : ""}
        {scale.default ? defaultScaleText(scale, country) : ""} ·{" "}
        {scale.direction === "lower-better" ? "lower is better" : "higher is better"} · best {scale.bestGrade}, pass{" "}
        {scale.passMark}
      </p>
      {!converts && <NoUsEquivalenceNotice scale={scale} />}
      {method.type === "bands" ? (
        <ScaleBandTable scale={scale} method={method} />
      ) : method.type === "formula" ? (
        <p className="mt-4 text-slate-800">
          Published formula:{" "}
          {method.formula === "modified-bavarian" ? "modified Bavarian formula" : "Peking University GPA formula"},
          rounding {method.rounding}.
        </p>
      ) : (
        <p className="mt-4 text-slate-800">
          {`Linear between published points: ${method.points.map((p) => `${p.grade} → ${p.us.toFixed(2)}`).join(", ")}; rounding ${method.rounding}.`}
        </p>
      )}
      {scale.notes.length > 0 && (
        <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {scale.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
      <h3 className="mt-4 text-sm font-semibold text-slate-900">Sources</h3>
      <div className="text-sm">
        <SourceLinks sources={scale.sources} localOnly={!converts} />
      </div>
      <p className="mt-1 text-sm text-slate-700">
        Last reviewed {scale.lastReviewed}.{" "}
        <ReportScaleProblem
          scale={{ country: country.code, countryName: country.name, scaleId: scale.id, scaleName: scale.name }}
        />
      </p>
      {converts && (
        <Link
          to={`${paths.calculator}?country=${country.code}&scale=${scale.id}`}
          className="mt-4 inline-flex rounded-md bg-blue-800 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        >
          Convert with this scale
        </Link>
      )}
    </section>
  );
}
