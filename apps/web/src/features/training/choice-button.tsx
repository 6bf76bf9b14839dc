import type { UsLetter } from "@gradeatlas/engine";

export type ChoiceState = "open" | "answer" | "wrong" | "other";

const choiceLook: Record<ChoiceState, string> = {
  open: "border-slate-400 bg-white text-slate-900 hover:border-blue-800 hover:bg-blue-50",
  answer: "border-emerald-700 bg-emerald-50 text-emerald-900",
  wrong: "border-red-700 bg-red-50 text-red-900",
  other: "border-slate-200 bg-white text-slate-700",
};

const choiceTag: Record<ChoiceState, (shortcut: number) => string> = {
  open: (n) => `Key ${n}`,
  answer: () => "Correct answer",
  wrong: () => "Your answer",
  other: () => "",
};

/** One answer, marked right or wrong once the question is answered. */
export function ChoiceButton({
  letter,
  shortcut,
  state,
  onPick,
}: {
  letter: UsLetter;
  shortcut: number;
  state: ChoiceState;
  onPick: (letter: UsLetter) => void;
}) {
  const tag = choiceTag[state](shortcut);
  return (
    <button
      type="button"
      disabled={state !== "open"}
      aria-keyshortcuts={String(shortcut)}
      onClick={() => onPick(letter)}
      className={
        "flex min-h-20 flex-col items-center justify-center gap-1 rounded-lg border-2 px-3 py-2 transition-colors " +
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 " +
        "disabled:cursor-default " +
        choiceLook[state]
      }
    >
      <span className="text-2xl font-bold">{letter}</span>
      <span className={`text-xs font-medium ${state === "open" ? "text-slate-700" : ""}`}>
        {state === "open" ? (
          <span aria-hidden="true" className="hidden sm:inline">
            {tag}
          </span>
        ) : (
          tag
        )}
      </span>
    </button>
  );
}
