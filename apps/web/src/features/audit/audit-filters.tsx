import { type AuditActor, auditActionNames, auditActions } from "@gradeatlas/contracts/audit";
import { useId } from "react";
import { buttonClass } from "../../components/ui/button-styles";
import { FilterSelect } from "../../components/ui/url-filter";

export type AuditFilterValues = { member: string; from: string; to: string; action: string };

const sentence = (words: string) => `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
const actionOptions = [
  { value: "", label: "All actions" },
  ...auditActionNames.map((a) => ({ value: a, label: sentence(auditActions[a]) })),
];

function DayField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="mt-1 rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm text-slate-900"
      />
    </div>
  );
}

/** The trail's filters: who (people who left included), from and to (UTC days), and what. */
export function AuditFilters({
  values,
  members,
  onChange,
  onClear,
}: {
  values: AuditFilterValues;
  members: readonly AuditActor[];
  onChange: (key: keyof AuditFilterValues, value: string) => void;
  onClear: () => void;
}) {
  const memberOptions = [
    { value: "", label: "Everyone" },
    ...members.map((m) => ({ value: m.id, label: m.email })),
    // A member named by the address before the list has loaded, or one not in it.
    ...(values.member && !members.some((m) => m.id === values.member)
      ? [{ value: values.member, label: "Someone not in this trail" }]
      : []),
  ];
  const filtered = Object.values(values).some(Boolean);
  return (
    <fieldset className="mt-8 flex min-w-0 flex-wrap items-end gap-4">
      <legend className="sr-only">Filter the audit trail</legend>
      <FilterSelect
        label="Member"
        value={values.member}
        onChange={(v) => onChange("member", v)}
        options={memberOptions}
      />
      <DayField label="From (UTC)" value={values.from} onChange={(v) => onChange("from", v)} />
      <DayField label="To (UTC)" value={values.to} onChange={(v) => onChange("to", v)} />
      <FilterSelect
        label="Action"
        value={values.action}
        onChange={(v) => onChange("action", v)}
        options={actionOptions}
      />
      {filtered && (
        <button type="button" className={buttonClass("ghost")} onClick={onClear}>
          Clear filters
        </button>
      )}
    </fieldset>
  );
}
