import { findCountrySummary } from "@gradeatlas/engine";
import { buttonClass } from "../../../components/ui/button-styles";
import { isBlankRow } from "../transcript/transcript-row";
import type { Draft } from "./draft";

const countryName = (code: string) => findCountrySummary(code)?.name ?? code;

/**
 * Says that a link opened another country than this browser's draft, and
 * offers the draft back. A plain status message, not a dialog: the page the
 * link asked for is already there and usable.
 */
export function DraftNotice({
  draft,
  openedCountry,
  onRestore,
  onDismiss,
}: {
  draft: Draft;
  openedCountry: string;
  onRestore: () => void;
  onDismiss: () => void;
}) {
  const courses = draft.rows.filter((r) => !isBlankRow(r)).length;
  const sameCountry = draft.country === openedCountry;
  return (
    <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-slate-900">
      <p>
        <span className="font-semibold">
          You have a saved draft for {countryName(draft.country)} ({courses} {courses === 1 ? "course" : "courses"}).
        </span>{" "}
        This link opened {sameCountry ? "another scale" : countryName(openedCountry)}, so the draft was not loaded. It
        stays saved until you enter a course here.
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className={buttonClass("primary")} onClick={onRestore}>
          Restore draft
        </button>
        <button type="button" className={buttonClass("secondary")} onClick={onDismiss}>
          Dismiss
        </button>
      </div>
    </div>
  );
}
