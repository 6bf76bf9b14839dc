import { DropdownMenu, Tooltip } from "radix-ui";
import { Link, useLocation } from "react-router";
import { ChevronDownIcon } from "../../components/ui/icons";
import { useAccess } from "../access/access-context";
import { membershipTier } from "../access/access-state";
import { isCurrentPath } from "./is-current-path";
import { desktopNav, type NavGroup, PREMIUM_TOOLTIP, visibleEntries } from "./navigation";

export const DESKTOP_NAV_ID = "site-navigation";

const itemBase =
  "inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium transition-colors " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700";
const itemIdle = "text-slate-700 hover:bg-slate-100 hover:text-slate-900";
const itemCurrent = "bg-blue-50 text-blue-900";
// Greyed but still AA-readable: slate-500 on white is 4.8:1.
const itemMuted = "cursor-not-allowed text-slate-500";

export function DesktopNav() {
  const access = useAccess();
  const { pathname } = useLocation();
  const entries = visibleEntries(desktopNav(membershipTier(access), access.isAdmin));

  return (
    <nav id={DESKTOP_NAV_ID} aria-label="Main" tabIndex={-1} className="hidden focus:outline-none md:block">
      <ul className="flex items-center gap-1">
        {entries.map((entry) => (
          <li key={entry.label}>
            {entry.kind === "link" && (
              <Link
                to={entry.to}
                aria-current={isCurrentPath(entry.to, pathname) ? "page" : undefined}
                className={`${itemBase} ${isCurrentPath(entry.to, pathname) ? itemCurrent : itemIdle}`}
              >
                {entry.label}
              </Link>
            )}
            {entry.kind === "locked" && <LockedItem label={entry.label} />}
            {entry.kind === "group" && <GroupMenu group={entry} />}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A premium link a registered user cannot open yet; the tooltip says why. */
function LockedItem({ label }: { label: string }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        {/* aria-disabled keeps it focusable so keyboard users can read the tooltip. */}
        <button type="button" aria-disabled="true" className={`${itemBase} ${itemMuted}`}>
          {label}
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          sideOffset={6}
          className="z-50 rounded-md bg-slate-900 px-3 py-2 text-xs font-medium text-white shadow-lg"
        >
          {PREMIUM_TOOLTIP}
          <Tooltip.Arrow className="fill-slate-900" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

function GroupMenu({ group }: { group: NavGroup }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        disabled={group.disabled}
        className={`${itemBase} ${group.disabled ? itemMuted : itemIdle}`}
      >
        {group.label}
        <ChevronDownIcon className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className="z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          {group.items.map((item) => (
            <DropdownMenu.Item key={item.to} asChild>
              <Link
                to={item.to}
                className="block rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-blue-50 data-[highlighted]:text-blue-900"
              >
                {item.label}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
