import { type CrmKind, crmKindLabels, syncFields } from "@gradeatlas/contracts/crm-sync";
import { buttonClass } from "../../components/ui/button-styles";
import { fieldClass } from "../../components/ui/field-styles";
import { guideSuggestion, type MappingRow, mappingProblems, suggestedMapping, syncFieldLabel } from "./mapping-rows";

const th = "px-2 py-2 text-left text-xs font-semibold tracking-wide text-slate-800 uppercase";

/**
 * Which GradeAtlas field goes into which CRM field: a table of rows, each a
 * field (select) and the CRM's field name (text), with the mapping guide's
 * suggestion for the chosen CRM beside it. Problems (a CRM field used twice, a
 * name the CRM would refuse) show on their row as the admin types.
 */
export function MappingEditor({
  kind,
  rows,
  onChange,
}: {
  kind: CrmKind;
  rows: readonly MappingRow[];
  onChange: (rows: MappingRow[]) => void;
}) {
  const problems = mappingProblems(rows);
  const withGuide = kind !== "webhook";
  const change = (index: number, row: Partial<MappingRow>) =>
    onChange(rows.map((r, i) => (i === index ? { ...r, ...row } : r)));
  const unused = syncFields.find((f) => !rows.some((r) => r.field === f)) ?? syncFields[0];
  return (
    <fieldset className="m-0 min-w-0 border-0 p-0">
      <legend className="text-base font-semibold text-slate-900">Field mapping</legend>
      <p className="mt-1 text-sm text-slate-700">
        Each GradeAtlas field you list is sent under the CRM field name beside it; fields not listed are not sent.
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable). */}
      <section aria-label="Field mapping rows" tabIndex={0} className="relative mt-2 overflow-x-auto">
        <table className="min-w-full text-sm">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={th}>
                GradeAtlas field
              </th>
              <th scope="col" className={th}>
                CRM field name
              </th>
              {withGuide && (
                <th scope="col" className={`${th} hidden sm:table-cell`}>
                  Mapping guide's suggestion for {crmKindLabels[kind]}
                </th>
              )}
              <th scope="col" className={th}>
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.map((row, i) => {
              const problem = problems.rows[i];
              const label = syncFieldLabel(row.field);
              const suggestion = guideSuggestion(kind, row.field);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own; a row is its place in the list.
                <tr key={i}>
                  <td className="px-2 py-2 align-top">
                    <select
                      aria-label={`GradeAtlas field, row ${i + 1}`}
                      className={fieldClass("sm", { extra: "mt-0 min-w-44" })}
                      value={row.field}
                      onChange={(e) => change(i, { field: e.target.value as MappingRow["field"] })}
                    >
                      {syncFields.map((f) => (
                        <option key={f} value={f}>
                          {syncFieldLabel(f)}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td className="px-2 py-2 align-top">
                    <input
                      aria-label={`CRM field name for ${label}, row ${i + 1}`}
                      aria-invalid={problem ? true : undefined}
                      aria-describedby={problem ? `mapping-problem-${i}` : undefined}
                      className={fieldClass("sm", { invalid: Boolean(problem), extra: "mt-0 min-w-44" })}
                      value={row.target}
                      onChange={(e) => change(i, { target: e.target.value })}
                    />
                    {problem && (
                      <p id={`mapping-problem-${i}`} className="mt-1 text-sm font-medium text-red-800">
                        {problem}
                      </p>
                    )}
                    {/* On a phone the guide's column would be off screen: its suggestion goes under the name. */}
                    {suggestion && (
                      <p className="mt-1 max-w-56 text-xs text-slate-700 sm:hidden">Guide: {suggestion}</p>
                    )}
                  </td>
                  {withGuide && (
                    <td className="hidden max-w-72 px-2 py-2 align-top text-xs text-slate-700 sm:table-cell">
                      {suggestion ?? "—"}
                    </td>
                  )}
                  <td className="px-2 py-2 align-top">
                    <button
                      type="button"
                      className={buttonClass("ghost", "px-2 py-1 text-red-800")}
                      onClick={() => onChange(rows.filter((_, j) => j !== i))}
                    >
                      Remove
                      <span className="sr-only">
                        {" "}
                        {label}, row {i + 1}
                      </span>
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      {problems.overall && <p className="mt-2 text-sm font-medium text-red-800">{problems.overall}</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass("secondary", "px-3 py-1.5")}
          onClick={() => onChange([...rows, { field: unused, target: "" }])}
        >
          Add a field
        </button>
        <button
          type="button"
          className={buttonClass("ghost", "px-3 py-1.5")}
          onClick={() => onChange(suggestedMapping(kind))}
        >
          Reset to the suggested mapping
        </button>
      </div>
    </fieldset>
  );
}
