import { useId } from "react";

const option =
  "cursor-pointer rounded-md px-4 py-2 text-sm font-semibold text-slate-800 has-[:checked]:bg-blue-800 " +
  "has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 " +
  "has-[:focus-visible]:outline-blue-700";

/** "Mine" or "Whole institution": radio buttons drawn as a segmented switch (arrow keys move between them). */
export function ScopeSwitch({ team, onChange }: { team: boolean; onChange: (team: boolean) => void }) {
  const name = useId();
  return (
    <fieldset className="mt-6">
      <legend className="text-sm font-semibold text-slate-900">Show</legend>
      <div className="mt-1 inline-flex gap-1 rounded-lg border border-slate-300 bg-white p-1">
        <label className={option}>
          <input type="radio" name={name} className="sr-only" checked={!team} onChange={() => onChange(false)} />
          Mine
        </label>
        <label className={option}>
          <input type="radio" name={name} className="sr-only" checked={team} onChange={() => onChange(true)} />
          Whole institution
        </label>
      </div>
    </fieldset>
  );
}
