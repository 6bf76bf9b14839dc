import { buttonClass } from "../../components/ui/button-styles";
import { updateStore } from "./update-store";

/** The update prompt's look, loaded only when a new version waits (see update-prompt.tsx). */
export function UpdatePromptView({ applyUpdate }: { applyUpdate: () => void }) {
  return (
    <div
      role="status"
      className="print-hide fixed top-20 left-1/2 z-50 flex w-[min(28rem,calc(100%-2rem))] -translate-x-1/2 flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-800 shadow-lg"
    >
      <p className="flex-1">A new version is available. Reload to update?</p>
      <div className="flex gap-2">
        <button type="button" className={buttonClass("ghost")} onClick={() => updateStore.dismiss()}>
          Not now
        </button>
        <button type="button" className={buttonClass("primary")} onClick={applyUpdate}>
          Reload
        </button>
      </div>
    </div>
  );
}
