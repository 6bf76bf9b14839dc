import type { Calculation } from "@gradeatlas/contracts/calculations";
import { buttonClass } from "../../../components/ui/button-styles";
import { formatTimestamp } from "../../../components/ui/timestamp";

/**
 * Above a colleague's calculation opened from the institution's history: whose
 * it is, that it is read-only here, and a way to work on a copy of one's own.
 */
export function ReadOnlyNotice({ calculation: c, onEditCopy }: { calculation: Calculation; onEditCopy: () => void }) {
  return (
    <section
      aria-label="Read-only calculation"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-blue-200 bg-blue-50 px-4 py-3"
    >
      <p className="text-sm text-blue-950">
        <strong className="font-semibold">Read-only:</strong> “{c.title || c.applicantName || c.scale.name}”, saved by{" "}
        {c.savedBy || "a colleague"} on {formatTimestamp(c.createdAt)}. It stays theirs; an edited copy you save is
        yours.
      </p>
      <button type="button" className={buttonClass("secondary")} onClick={onEditCopy}>
        Edit a copy
      </button>
    </section>
  );
}
