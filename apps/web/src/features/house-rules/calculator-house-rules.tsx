import type { Country, HouseRuleChange, HouseRules, Scale } from "@gradeatlas/engine";
import { applyHouseRules, houseDefaultScale } from "@gradeatlas/engine";
import { useId, useState } from "react";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import { paths } from "../../lib/paths";

// What the calculator shows of the house rules. Loaded only for members of an
// institution (features/calculator/use-house-rules.ts), so guests' and
// non-members' first view carries none of it.

export { applyHouseRules };

const badge = "rounded bg-blue-800 px-1.5 py-0.5 text-xs font-semibold text-white";

/**
 * Beside the scale picker: "House rule" when the country opened on the
 * institution's default scale, with the published default one click away,
 * and the way back when the evaluator is on the published one.
 */
export function ScaleRuleNote({
  country,
  scale,
  rules,
  onSelectScale,
}: {
  country: Country;
  scale: Scale;
  rules: HouseRules;
  onSelectScale: (scaleId: string) => void;
}) {
  const house = houseDefaultScale(country, rules);
  const published = applyHouseRules(country, {}).settings.scale;
  if (!house || house.id === published.id) return null;
  const link = "font-semibold text-blue-800 underline hover:text-blue-950";
  if (scale.id === house.id)
    return (
      <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-800" data-testid="scale-rule">
        <span className={badge}>House rule</span>
        <span>
          Published default: {published.name} —{" "}
          <button type="button" className={link} onClick={() => onSelectScale(published.id)}>
            compare
          </button>
        </span>
      </p>
    );
  if (scale.id === published.id)
    return (
      <p className="mt-2 text-sm text-slate-800" data-testid="scale-rule">
        Your institution's default for {country.name}: {house.name} —{" "}
        <button type="button" className={link} onClick={() => onSelectScale(house.id)}>
          use it
        </button>
      </p>
    );
  return null;
}

/** A reopened calculation shown under the house rules it was saved with, and the way to today's. */
export function OlderRulesNotice({
  savedVersion,
  currentVersion,
  onUseCurrent,
}: {
  savedVersion: number;
  currentVersion: number;
  onUseCurrent: () => void;
}) {
  return (
    <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" role="status">
      Shown with the house rules it was saved under (version {savedVersion}); today's are version {currentVersion}.{" "}
      <button type="button" className="font-semibold underline" onClick={onUseCurrent}>
        Use today's rules
      </button>
    </p>
  );
}

export interface PublishedComparison {
  gpa: string;
  /** Rows that do not convert on the published default's scale (its grades differ). */
  invalidRows: number;
  scaleName: string;
}

/** Above the result: each house rule that changed it, and the GPA under the published defaults on request. */
export function HouseRulesApplied({
  changes,
  gpa,
  comparePublished,
}: {
  changes: readonly HouseRuleChange[];
  gpa: string;
  comparePublished: () => PublishedComparison;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const published = open ? comparePublished() : null;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-blue-200 bg-blue-50 p-4 text-sm text-slate-900"
      data-testid="house-rules-applied"
    >
      <h2 id={headingId} className="font-semibold">
        House rules applied
      </h2>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {changes.map((c) => (
          <li key={c.rule}>{c.label}</li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={buttonClass("secondary", "py-1.5")}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? "Hide the comparison" : "Compare with the published default"}
        </button>
        <Link to={paths.houseRules} className="font-semibold text-blue-800 underline">
          Your house rules
        </Link>
      </div>
      <div id={panelId} hidden={!open}>
        {published && (
          <dl className="mt-3 grid grid-cols-2 gap-3 rounded-md border border-blue-200 bg-white p-3">
            <div>
              <dt className="font-semibold">With house rules</dt>
              <dd className="text-2xl font-bold" data-testid="gpa-house">
                {gpa}
              </dd>
            </div>
            <div>
              <dt className="font-semibold">Published defaults</dt>
              <dd className="text-2xl font-bold" data-testid="gpa-published">
                {published.gpa}
              </dd>
              <dd className="text-xs text-slate-700">{published.scaleName}</dd>
            </div>
            {published.invalidRows > 0 && (
              <p className="col-span-2 text-amber-950">
                {published.invalidRows} {published.invalidRows === 1 ? "grade does" : "grades do"} not exist on{" "}
                {published.scaleName} and {published.invalidRows === 1 ? "is" : "are"} left out of that GPA.
              </p>
            )}
          </dl>
        )}
      </div>
    </section>
  );
}
