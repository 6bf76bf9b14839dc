import { Dialog } from "radix-ui";
import { Link } from "react-router";
import type { NavGroup } from "./navigation";

/** The mobile Resources drawer, open from the moment it mounts. */
export default function ResourcesDrawer({ group, onClose }: { group: NavGroup; onClose: () => void }) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 rounded-t-2xl bg-white p-6 pb-[calc(1.5rem+env(safe-area-inset-bottom))] shadow-xl">
          <Dialog.Title className="text-base font-semibold text-slate-900">{group.label}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-700">
            Reference material and events for evaluators.
          </Dialog.Description>
          <ul className="mt-4 divide-y divide-slate-200">
            {group.items.map((item) => (
              <li key={item.to}>
                <Dialog.Close asChild>
                  <Link to={item.to} className="block py-3 text-sm font-medium text-slate-900 hover:text-blue-800">
                    {item.label}
                  </Link>
                </Dialog.Close>
              </li>
            ))}
          </ul>
          <Dialog.Close className="mt-4 w-full rounded-md border border-slate-300 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100">
            Close
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
