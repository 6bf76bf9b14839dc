import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import { DisclosureMenu, Hint } from "../../components/ui/disclosure-menu";
import { ChevronDownIcon } from "../../components/ui/icons";
import { useAuthModal } from "../../features/auth/auth-modal-context";
import { useAuthActions } from "../../features/auth/use-auth-actions";
import { useAccess } from "../../lib/access/access-context";
import { PREMIUM_TOOLTIP } from "../../lib/access-labels";
import { hasPage, paths } from "../../lib/paths";

const itemClass =
  "block w-full rounded-md px-3 py-2 text-left text-sm text-slate-800 hover:bg-blue-50 hover:text-blue-900 " +
  "focus-visible:outline-2 focus-visible:outline-blue-700";

/** The right of the top bar: "Sign In", or the Account menu of docs/requirements.md §2. */
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
    <DisclosureMenu
      align="end"
      buttonLabel={`Account: ${access.user.email}`}
      buttonClassName={buttonClass("secondary")}
      label={
        <>
          Account
          <ChevronDownIcon className="size-4" />
        </>
      }
    >
      {(close) => (
        <ul className="min-w-60">
          <li className="truncate px-3 py-2 text-xs text-slate-700">{access.user?.email}</li>
          <li>
            <Link to={paths.account} className={itemClass} onClick={close}>
              Account Settings
            </Link>
          </li>
          {/* SPEC §2: the page is for every signed-in user; the menu shows its link to admins only. */}
          {access.isAdmin && hasPage(paths.accountBilling) && (
            <li>
              <Link to={paths.accountBilling} className={itemClass} onClick={close}>
                Billing and Subscription
              </Link>
            </li>
          )}
          {hasPage(paths.accountReadingList) && (
            <li>
              {access.hasPremiumAccess ? (
                <Link to={paths.accountReadingList} className={itemClass} onClick={close}>
                  Reading List
                </Link>
              ) : (
                <Hint text={PREMIUM_TOOLTIP}>
                  {(describedBy) => (
                    <button
                      type="button"
                      aria-disabled="true"
                      aria-describedby={describedBy}
                      className={`${itemClass} cursor-not-allowed text-slate-500`}
                    >
                      Reading List
                    </button>
                  )}
                </Hint>
              )}
            </li>
          )}
          {access.isOperator && (
            <li>
              <Link to={paths.sysAdmin} className={itemClass} onClick={close}>
                System administration
              </Link>
            </li>
          )}
          <li className="mt-1 border-t border-slate-200 pt-1">
            <button
              type="button"
              className={itemClass}
              onClick={() => {
                close();
                void actions.signOut();
              }}
            >
              Sign Out
            </button>
          </li>
        </ul>
      )}
    </DisclosureMenu>
  );
}
