import { buttonClass } from "../../components/ui/button-styles";
import { toast } from "../../lib/toast";

const secretLabels: Record<string, string> = {
  feedToken: "Feed token",
  token: "Feed token",
  signingSecret: "Signing secret",
  secret: "Signing secret",
};

/** A value to copy (a feed URL, a token): monospace, selectable, with a Copy button. */
export function CopyValue({ label, value }: { label: string; value: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(`${label} copied.`);
    } catch {
      toast.error("The browser did not allow copying: select the text and copy it yourself.");
    }
  };
  return (
    <div className="mt-2">
      <p className="text-sm font-medium text-slate-900">{label}</p>
      <div className="mt-1 flex flex-wrap items-start gap-2">
        <code className="min-w-0 flex-1 rounded border border-slate-300 bg-slate-50 px-2 py-1.5 font-mono text-sm break-all text-slate-900">
          {value}
        </code>
        <button type="button" className={buttonClass("secondary", "px-3 py-1.5")} onClick={() => void copy()}>
          Copy<span className="sr-only"> {label}</span>
        </button>
      </div>
    </div>
  );
}

/** A secret the server shows exactly once (create, rotate, new token), with that said plainly. */
export function ShownOnce({ values }: { values: Record<string, string> }) {
  return (
    <div role="status" className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2">
      <p className="text-sm font-semibold text-amber-950">
        Copy this now: you will not see it again. If it is lost, make a new one.
      </p>
      {Object.entries(values).map(([name, value]) => (
        <CopyValue key={name} label={secretLabels[name] ?? name} value={value} />
      ))}
    </div>
  );
}
