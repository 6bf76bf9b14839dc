import { AlertDialog } from "radix-ui";
import { type ReactNode, useState } from "react";
import { buttonClass } from "./button-styles";
import { FormAlert } from "./form-fields";
import { failureMessage } from "./query-view";

/**
 * A button that asks before it acts (radix AlertDialog: focus trap, Escape,
 * focus back on the button). The dialog stays open while the action runs and,
 * if it fails, shows the server's message beside the buttons so the person can
 * read it, cancel or try again.
 */
export function ConfirmDialog({
  trigger,
  triggerClassName = buttonClass("secondary", "px-3 py-1.5"),
  title,
  description,
  confirmLabel,
  pendingLabel = "Working...",
  danger = false,
  failure = "That did not work. Please try again.",
  onConfirm,
}: {
  trigger: ReactNode;
  triggerClassName?: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel?: string;
  danger?: boolean;
  /** Shown when the action fails without a message of its own. */
  failure?: string;
  onConfirm: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      setOpen(false);
    } catch (e) {
      setError(failureMessage(e, failure));
    } finally {
      setPending(false);
    }
  };
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        setOpen(next);
        if (!next) setError(null);
      }}
    >
      <AlertDialog.Trigger className={triggerClassName}>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-xl font-semibold wrap-anywhere text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm leading-relaxed wrap-anywhere text-slate-700">
            {description}
          </AlertDialog.Description>
          {error && (
            <div className="mt-4">
              <FormAlert>{error}</FormAlert>
            </div>
          )}
          <div className="mt-5 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass("secondary")} disabled={pending}>
              Cancel
            </AlertDialog.Cancel>
            {/* A plain button, not AlertDialog.Action: that one closes the dialog before the answer is known. */}
            <button
              type="button"
              className={buttonClass(danger ? "danger" : "primary")}
              disabled={pending}
              onClick={confirm}
            >
              {pending ? pendingLabel : confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
