import { buttonClass } from "../../components/ui/button-styles";

/** A form's submit button, with the line that says it was saved beside it. */
export function SaveRow({ label, pending, done }: { label: string; pending: boolean; done: string }) {
  return (
    <div className="flex flex-wrap items-center gap-4">
      <button type="submit" className={buttonClass("primary")} disabled={pending}>
        {pending ? "Saving..." : label}
      </button>
      <p role="status" className="text-sm font-medium text-green-800">
        {done}
      </p>
    </div>
  );
}
