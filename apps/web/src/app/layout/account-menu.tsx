import { DropdownMenu, Tooltip } from "radix-ui";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import { ChevronDownIcon } from "../../components/ui/icons";
import { useAuthModal } from "../../features/auth/auth-modal-context";
import { useAuthActions } from "../../features/auth/use-auth-actions";
import { hasPage, paths } from "../../lib/paths";
import { useAccess } from "../access/access-context";
import { PREMIUM_TOOLTIP } from "./navigation";

const itemClass =
  "block w-full rounded-md px-3 py-2 text-left text-sm text-slate-800 outline-none data-[highlighted]:bg-blue-50 data-[highlighted]:text-blue-900";

/** The right of the top bar: "Sign In", or the Account dropdown of SPEC §2. */
export function AccountMenu() {
  const access = useAccess();
  const authModal = useAuthModal();
  const actions = useAuthActions();

  if (!access.user) {
    return (
      <button type="button" className={buttonClass("primary")} onClick={() => authModal.open("sign-in")}>
        Sign In
      </button>
    );
  }
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={buttonClass("secondary")} aria-label={`Account: ${access.user.email}`}>
        Account
        <ChevronDownIcon className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-60 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="truncate px-3 py-2 text-xs text-slate-700">
            {access.user.email}
          </DropdownMenu.Label>
          <DropdownMenu.Item asChild>
            <Link to={paths.account} className={itemClass}>
              Account Settings
            </Link>
          </DropdownMenu.Item>
          {access.isAdmin && hasPage(paths.billing) && (
            <DropdownMenu.Item asChild>
              <Link to={paths.billing} className={itemClass}>
                Billing and Subscription
              </Link>
            </DropdownMenu.Item>
          )}
          {hasPage(paths.readingList) &&
            (access.hasPremiumAccess ? (
              <DropdownMenu.Item asChild>
                <Link to={paths.readingList} className={itemClass}>
                  Reading List
                </Link>
              </DropdownMenu.Item>
            ) : (
              <Tooltip.Root>
                <Tooltip.Trigger asChild>
                  <DropdownMenu.Item disabled className={`${itemClass} cursor-not-allowed text-slate-500`}>
                    Reading List
                  </DropdownMenu.Item>
                </Tooltip.Trigger>
                <Tooltip.Content side="left" className="z-50 rounded-md bg-slate-900 px-3 py-2 text-xs text-white">
                  {PREMIUM_TOOLTIP}
                </Tooltip.Content>
              </Tooltip.Root>
            ))}
          {access.isOperator && (
            <DropdownMenu.Item asChild>
              <Link to={paths.sysAdmin} className={itemClass}>
                System administration
              </Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void actions.signOut()}>
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
