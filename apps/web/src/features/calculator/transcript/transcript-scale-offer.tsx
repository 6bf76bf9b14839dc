import type { TranscriptScaleOffer as Offer } from "@gradeatlas/engine";
import { UseScaleButtons } from "../use-scale-buttons";
import type { Selection } from "../use-selection";

/**
 * The country's other scales that read the whole transcript, when the one in
 * use refuses some of its grades or fails every one: a transcript of classes
 * or letters typed on a percentage default, or of course grade points.
 */
export function TranscriptScaleOffer({ offer, selection }: { offer: Offer; selection: Selection }) {
  return (
    <div className="rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-slate-900" data-testid="scale-offer">
      <p>
        {offer.why === "refused"
          ? "Some of these grades are not on this scale, but every one is a grade on another scale of this country:"
          : "Every course fails on this scale but some pass on another scale of this country. Is the transcript on one of these (grade points, say)?"}
      </p>
      <UseScaleButtons scales={offer.scales} selection={selection} />
    </div>
  );
}
