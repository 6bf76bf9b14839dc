import { Link, useLocation } from "react-router";
import { DisclosureMenu, Hint } from "../../components/ui/disclosure-menu";
import { ChevronDownIcon } from "../../components/ui/icons";
import { useAccess } from "../../lib/access/access-context";
import { membershipTier } from "../../lib/access/access-state";
import { PREMIUM_TOOLTIP } from "../../lib/access-labels";
import { isCurrentPath } from "./is-current-path";
import { desktopNav, type NavGroup, visibleEntries } from "./navigation";

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

/** A premium link a registered user cannot open yet; the hint says why. */
function LockedItem({ label }: { label: string }) {
  return (
    <Hint text={PREMIUM_TOOLTIP}>
      {(describedBy) => (
        // aria-disabled keeps it focusable so keyboard users can read the hint.
        <button
          type="button"
          aria-disabled="true"
          aria-describedby={describedBy}
          className={`${itemBase} ${itemMuted}`}
        >
          {label}
        </button>
      )}
    </Hint>
  );
}

function GroupMenu({ group }: { group: NavGroup }) {
  return (
    <DisclosureMenu
      disabled={group.disabled}
      buttonClassName={`${itemBase} ${group.disabled ? itemMuted : itemIdle}`}
      label={
        <>
          {group.label}
          <ChevronDownIcon className="size-4" />
        </>
      }
    >
      {(close) => (
        <ul>
          {group.items.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                onClick={close}
                className="block rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-blue-50 hover:text-blue-900 focus-visible:outline-2 focus-visible:outline-blue-700"
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DisclosureMenu>
  );
}
