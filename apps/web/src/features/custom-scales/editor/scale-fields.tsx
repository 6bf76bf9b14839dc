import { countryIndex, type Level, levels, type PointsProfile } from "@gradeatlas/engine";
import { levelName } from "../level-name";
import { Field } from "./field";
import type { Direction, GradeType, ScaleDraft } from "./scale-draft";

export type DraftUpdate = (patch: Partial<ScaleDraft>, field: string) => void;
export type IssuesFor = (field: string) => readonly string[] | undefined;

const countries = [...countryIndex].sort((a, b) => a.name.localeCompare(b.name));
const profileNames: Record<PointsProfile, string> = {
  standard: "Standard (A- 3.7, B+ 3.3…)",
  wes: "WES-style (A- 3.67, B+ 3.33…)",
};

/** The scale's own fields: where it is from, what it is called, and its range. */
export function ScaleFields({
  draft,
  update,
  issuesFor,
  countryLocked,
}: {
  draft: ScaleDraft;
  update: DraftUpdate;
  issuesFor: IssuesFor;
  countryLocked: boolean;
}) {
  const numeric = draft.gradeType === "numeric";
  return (
    <div className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
      <Field
        label="Country"
        issues={issuesFor("country")}
        hint={countryLocked ? "A scale keeps its country; add a new scale for another." : undefined}
      >
        {(p) => (
          <select
            {...p}
            value={draft.country}
            disabled={countryLocked}
            onChange={(e) => update({ country: e.target.value }, "country")}
          >
            <option value="">Choose a country</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Name" issues={issuesFor("name")} hint="As your evaluators will see it.">
        {(p) => (
          <input
            {...p}
            value={draft.name}
            maxLength={120}
            autoComplete="off"
            onChange={(e) => update({ name: e.target.value }, "name")}
          />
        )}
      </Field>
      <Field label="Level" issues={issuesFor("level")}>
        {(p) => (
          <select {...p} value={draft.level} onChange={(e) => update({ level: e.target.value as Level }, "level")}>
            {levels.map((l) => (
              <option key={l} value={l}>
                {levelName(l)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Direction" issues={issuesFor("direction")}>
        {(p) => (
          <select
            {...p}
            value={draft.direction}
            onChange={(e) => update({ direction: e.target.value as Direction }, "direction")}
          >
            <option value="higher-better">Higher is better</option>
            <option value="lower-better">Lower is better</option>
          </select>
        )}
      </Field>
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-semibold text-slate-900">Grades</legend>
        <div className="mt-1 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-800">
          {(
            [
              ["numeric", "Numbers (a range and a step)"],
              ["labels", "Labels (listed best first)"],
            ] as const
          ).map(([type, text]) => (
            <label key={type} className="flex items-center gap-2">
              <input
                type="radio"
                name="grade-type"
                className="size-4 accent-blue-800"
                checked={draft.gradeType === type}
                onChange={() => update({ gradeType: type as GradeType }, "grades")}
              />
              {text}
            </label>
          ))}
        </div>
        {numeric ? (
          <div className="mt-2 grid grid-cols-3 gap-3">
            {(["min", "max", "step"] as const).map((k) => (
              <Field
                key={k}
                label={{ min: "Lowest", max: "Highest", step: "Step" }[k]}
                issues={issuesFor(`grades.${k}`)}
              >
                {(p) => (
                  <input
                    {...p}
                    inputMode="decimal"
                    value={draft[k]}
                    onChange={(e) => update({ [k]: e.target.value }, `grades.${k}`)}
                  />
                )}
              </Field>
            ))}
          </div>
        ) : (
          <Field
            className="mt-2"
            label="Labels, best first"
            issues={issuesFor("grades.labels")}
            hint="Separated by commas, e.g. First, Upper Second, Lower Second, Third, Fail."
          >
            {(p) => (
              <input
                {...p}
                value={draft.labels}
                onChange={(e) => update({ labels: e.target.value }, "grades.labels")}
              />
            )}
          </Field>
        )}
        <IssueLine issues={issuesFor("grades")} />
      </fieldset>
      <Field label="Best grade" issues={issuesFor("bestGrade")}>
        {(p) => (
          <input {...p} value={draft.bestGrade} onChange={(e) => update({ bestGrade: e.target.value }, "bestGrade")} />
        )}
      </Field>
      <Field label="Pass mark" issues={issuesFor("passMark")} hint="The lowest passing grade.">
        {(p) => (
          <input {...p} value={draft.passMark} onChange={(e) => update({ passMark: e.target.value }, "passMark")} />
        )}
      </Field>
      <Field label="US points" issues={issuesFor("profile")}>
        {(p) => (
          <select
            {...p}
            value={draft.profile}
            onChange={(e) => update({ profile: e.target.value as PointsProfile }, "profile")}
          >
            {(Object.keys(profileNames) as PointsProfile[]).map((k) => (
              <option key={k} value={k}>
                {profileNames[k]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Source (optional)" issues={issuesFor("sourceUrl")} hint="The partner's published table, if public.">
        {(p) => (
          <input
            {...p}
            type="url"
            placeholder="https://"
            value={draft.sourceUrl}
            onChange={(e) => update({ sourceUrl: e.target.value }, "sourceUrl")}
          />
        )}
      </Field>
    </div>
  );
}

function IssueLine({ issues }: { issues: readonly string[] | undefined }) {
  if (!issues?.length) return null;
  return <p className="mt-1 text-sm font-medium text-red-800">{issues.join(" ")}</p>;
}
