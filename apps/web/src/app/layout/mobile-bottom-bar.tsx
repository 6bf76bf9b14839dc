import { Dialog } from "radix-ui";
import type { ComponentType, ReactNode } from "react";
import { Link, useLocation } from "react-router";
import {
  BookIcon,
  CalculatorIcon,
  CalendarIcon,
  ChartIcon,
  ClockIcon,
  GridIcon,
  StarIcon,
} from "../../components/ui/icons";
import { useAccess } from "../access/access-context";
import { membershipTier } from "../access/access-state";
import { isCurrentPath } from "./is-current-path";
import { mobileNav, type NavGroup, visibleEntries } from "./navigation";

export const MOBILE_NAV_ID = "mobile-navigation";

const icons: Record<string, ComponentType<{ className?: string }>> = {
  Calculator: CalculatorIcon,
  Dashboard: ChartIcon,
  History: ClockIcon,
  Resources: GridIcon,
  Reference: BookIcon,
  Events: CalendarIcon,
  Premium: StarIcon,
};

const itemClass =
  "flex min-h-14 flex-1 flex-col items-center justify-center gap-1 px-2 text-xs font-medium " +
  "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-700";

/** Fixed bar of up to four items under 768px; the desktop nav takes over above. */
export function MobileBottomBar() {
  const access = useAccess();
  const { pathname } = useLocation();
  const entries = visibleEntries(mobileNav(membershipTier(access)));

  return (
    <nav
      id={MOBILE_NAV_ID}
      aria-label="Quick access"
      tabIndex={-1}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] focus:outline-none md:hidden"
    >
      <ul className="mx-auto flex max-w-md">
        {entries.map((entry) => {
          const Icon = icons[entry.label] ?? GridIcon;
          if (entry.kind === "group") {
            return (
              <li key={entry.label} className="flex flex-1">
                <ResourcesDrawer group={entry} icon={<Icon />} />
              </li>
            );
          }
          const current = isCurrentPath(entry.to, pathname);
          return (
            <li key={entry.label} className="flex flex-1">
              <Link
                to={entry.to}
                aria-current={current ? "page" : undefined}
                className={`${itemClass} ${current ? "text-blue-800" : "text-slate-700 hover:text-slate-900"}`}
              >
                <Icon />
                {entry.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Subscribers' "Resources" item opens a drawer with the reference and events links. */
function ResourcesDrawer({ group, icon }: { group: NavGroup; icon: ReactNode }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger className={`${itemClass} text-slate-700 hover:text-slate-900`}>
        {icon}
        {group.label}
      </Dialog.Trigger>
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
