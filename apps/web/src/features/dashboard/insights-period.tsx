import { type InsightsPeriod, insightsPeriod, lastMonthsFrom } from "@gradeatlas/contracts/insights";
import { type FormEvent, useId, useState } from "react";
import { buttonClass } from "../../components/ui/button-styles";
import { fieldClass } from "../../components/ui/field-styles";
import { TextField } from "../../components/ui/form-fields";

const PRESETS = [3, 6, 12, 24] as const;
type Choice = `${(typeof PRESETS)[number]}` | "custom";

/** Today as the user's calendar says (YYYY-MM-DD). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** "The last N months" up to today: this month and the N - 1 before it. */
export const lastMonths = (months: number, today = localToday()): InsightsPeriod => ({
  from: lastMonthsFrom(today, months),
  to: today,
});

/**
 * The period chooser of institution insights: the last 3, 6, 12 or 24 months,
 * or dates of one's own, checked by the same rules as the server (contracts/insights.ts).
 */
export function InsightsPeriodChooser({ onChange }: { onChange: (period: InsightsPeriod) => void }) {
  const [choice, setChoice] = useState<Choice>("12");
  const [draft, setDraft] = useState(() => lastMonths(12));
  const [error, setError] = useState<string | undefined>();
  const selectId = useId();

  const choose = (value: Choice) => {
    setChoice(value);
    setError(undefined);
    if (value !== "custom") onChange(lastMonths(Number(value)));
  };
  const apply = (e: FormEvent) => {
    e.preventDefault();
    if (!draft.from || !draft.to) return setError("Give both dates.");
    const checked = insightsPeriod(draft, localToday());
    if (!checked.ok) return setError(checked.message);
    setError(undefined);
    onChange(checked.period);
  };

  return (
    <div className="mt-4 flex flex-wrap items-start gap-4">
      <div>
        <label htmlFor={selectId} className="block text-sm font-medium text-slate-900">
          Period
        </label>
        <select
          id={selectId}
          className={fieldClass("base", { extra: "min-w-48" })}
          value={choice}
          onChange={(e) => choose(e.target.value as Choice)}
        >
          {PRESETS.map((months) => (
            <option key={months} value={String(months)}>
              Last {months} months
            </option>
          ))}
          <option value="custom">Custom dates</option>
        </select>
      </div>
      {choice === "custom" && (
        <form onSubmit={apply} className="flex flex-wrap items-start gap-3" aria-label="Custom period">
          <TextField
            label="From"
            type="date"
            value={draft.from}
            onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
            error={error}
          />
          <TextField
            label="To"
            type="date"
            value={draft.to}
            onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
          />
          <button type="submit" className={buttonClass("primary", "mt-6")}>
            Apply
          </button>
        </form>
      )}
    </div>
  );
}
