import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { LoadingIndicator } from "../../components/ui/loading";
import { useAccess } from "../../lib/access/access-context";
import type { GuardState } from "../../lib/access/guard-state";
import { paths } from "../../lib/paths";

export type RouteNeed = "signed-in" | "admin" | "member" | "premium" | "operator";

/**
 * docs/requirements.md §4 route guard: "Checking access..." while loading; no user → / (the
 * origin path kept in the location state); admin (or operator) required but
 * missing → /; an institution's page (member) without one → /; premium required but missing → /premium. The server checks the
 * same on every API call; this only keeps people out of screens they cannot use.
 */
export function RouteGuard({ need, children }: { need: RouteNeed; children: ReactNode }) {
  const access = useAccess();
  const location = useLocation();
  if (access.isLoading || access.roleLoading) return <LoadingIndicator label="Checking access..." />;
  if (!access.user) {
    const state: GuardState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={paths.home} replace state={state} />;
  }
  if (need === "admin" && !access.isAdmin) return <Navigate to={paths.home} replace />;
  // An institution's members, and admins (who may not have founded one yet: the page says so).
  if (need === "member" && !access.institution && !access.isAdmin) return <Navigate to={paths.home} replace />;
  if (need === "operator" && !access.isOperator) return <Navigate to={paths.home} replace />;
  if (need === "premium" && !access.hasPremiumAccess) return <Navigate to={paths.premium} replace />;
  return children;
}
