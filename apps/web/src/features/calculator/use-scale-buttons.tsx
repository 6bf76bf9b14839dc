import type { Scale } from "@gradeatlas/engine";
import { scaleChoiceLabel } from "./scale-choice-label";
import type { Selection } from "./use-selection";

/** "Use <scale>" for each of the country's other scales worth switching to; one click selects it. */
export function UseScaleButtons({ scales, selection }: { scales: readonly Scale[]; selection: Selection }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {scales.map((other) => (
        <li key={other.id}>
          <button
            type="button"
            className="rounded-md border border-blue-700 bg-white px-3 py-1.5 text-left font-medium text-blue-800 hover:bg-blue-100"
            onClick={() => selection.select(selection.countryCode, other.id)}
          >
            Use {scaleChoiceLabel(other)}
          </button>
        </li>
      ))}
    </ul>
  );
}
