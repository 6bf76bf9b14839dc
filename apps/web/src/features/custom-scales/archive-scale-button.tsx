import type { CustomScale } from "@gradeatlas/contracts/custom-scales";
import { AlertDialog } from "radix-ui";
import { useState } from "react";
import { buttonClass } from "../../components/ui/button-styles";
import { FormAlert } from "../../components/ui/form-fields";
import { failureMessage } from "../../components/ui/query-view";
import { useArchiveCustomScale } from "./custom-scales-api";

/**
 * Archive, after asking (radix AlertDialog). The dialog stays open while the
 * request runs and shows the server's message if it fails.
 */
export function ArchiveScaleButton({ scale }: { scale: CustomScale }) {
  const [open, setOpen] = useState(false);
  const archive = useArchiveCustomScale();
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (archive.isPending) return;
        setOpen(next);
        if (!next) archive.reset();
      }}
    >
      <AlertDialog.Trigger className={buttonClass("secondary", "px-3 py-1.5")} aria-label={`Archive ${scale.name}`}>
        Archive
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-xl font-semibold text-slate-900">
            Archive “{scale.name}”?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm leading-relaxed text-slate-700">
            Your evaluators will no longer be offered it for new conversions. Calculations already saved with it keep
            their version and still reopen.
          </AlertDialog.Description>
          {archive.isError && (
            <div className="mt-4">
              <FormAlert>
                {failureMessage(archive.error, "The scale could not be archived. Please try again.")}
              </FormAlert>
            </div>
          )}
          <div className="mt-5 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass("secondary")} disabled={archive.isPending}>
              Cancel
            </AlertDialog.Cancel>
            {/* A plain button: AlertDialog.Action would close the dialog before the answer is known. */}
            <button
              type="button"
              className={buttonClass("primary", "bg-red-800 hover:bg-red-900")}
              disabled={archive.isPending}
              onClick={() => archive.mutate(scale.id, { onSuccess: () => setOpen(false) })}
            >
              {archive.isPending ? "Archiving..." : "Archive"}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
