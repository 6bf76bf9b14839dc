import { type ComponentType, lazy, type ReactNode, Suspense, useState } from "react";
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
import { useAccess } from "../../lib/access/access-context";
import { membershipTier } from "../../lib/access/access-state";
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

// The drawer (a radix Dialog) loads on first use, not with every page.
const ResourcesDrawerContent = lazy(() => import("./resources-drawer"));

/** Subscribers' "Resources" item opens a drawer with the reference and events links. */
function ResourcesDrawer({ group, icon }: { group: NavGroup; icon: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        className={`${itemClass} text-slate-700 hover:text-slate-900`}
        onClick={() => setOpen(true)}
      >
        {icon}
        {group.label}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ResourcesDrawerContent group={group} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
