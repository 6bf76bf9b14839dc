import { convertsToUs, type Scale } from "@gradeatlas/engine";
import { NoUsEquivalenceNotice, ScaleBandTable } from "../../components/scale-band-table";
import { UseScaleButtons } from "./use-scale-buttons";
import type { Selection } from "./use-selection";

/**
 * In place of the calculator for a scale recorded with its local grades only:
 * no grade box that could only ever refuse, but what the grades mean locally
 * and, when the country has them, its scales that do convert.
 */
export function LocalScaleOnly({ selection, scale }: { selection: Selection; scale: Scale }) {
  const converting = selection.country.data?.scales.filter(convertsToUs) ?? [];
  return (
    <section
      aria-labelledby="local-only-heading"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      data-testid="local-scale-only"
    >
      <h2 id="local-only-heading" className="text-lg font-semibold text-slate-900">
        {scale.name}: local grades only
      </h2>
      <NoUsEquivalenceNotice scale={scale}>
        {converting.length > 0 ? (
          <div className="mt-3">
            <p>{selection.country.data?.name}'s scales that convert:</p>
            <UseScaleButtons scales={converting} selection={selection} />
          </div>
        ) : (
          <p className="mt-2">
            None of {selection.country.data?.name}'s scales has a published US equivalence yet. Convert by your office's
            own rule, or report a source with the link above if you know one.
          </p>
        )}
      </NoUsEquivalenceNotice>
      {scale.method.type === "bands" && <ScaleBandTable scale={scale} method={scale.method} />}
    </section>
  );
}
