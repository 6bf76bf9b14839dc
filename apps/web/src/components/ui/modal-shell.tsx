import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import { buttonClass } from "./button-styles";

const widths = {
  base: "w-[min(28rem,calc(100vw-2rem))] p-6",
  // Room for a preview of a message beside its form; nearly the whole screen on a phone.
  wide: "w-[min(44rem,calc(100vw-1rem))] p-4 sm:p-6",
};

/**
 * A centred form dialog (radix: focus trap, Escape, aria wiring) with a title,
 * a description and a close button. Closing by any route calls onClose.
 */
export function ModalShell({
  title,
  description,
  onClose,
  children,
  size = "base",
}: {
  title: string;
  description: ReactNode;
  onClose: () => void;
  children: ReactNode;
  size?: keyof typeof widths;
}) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          className={`fixed top-1/2 left-1/2 z-50 max-h-[90dvh] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white shadow-xl ${widths[size]}`}
        >
          <Dialog.Title className="pr-8 text-xl font-semibold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-700">{description}</Dialog.Description>
          {children}
          <Dialog.Close className={buttonClass("ghost", "absolute top-3 right-3 px-2")} aria-label="Close">
            <span aria-hidden="true">✕</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
