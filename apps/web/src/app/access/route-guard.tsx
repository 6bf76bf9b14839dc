import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { LoadingIndicator } from "../../components/ui/loading";
import { useAccess } from "../../lib/access/access-context";
import type { GuardState } from "../../lib/access/guard-state";
import { paths } from "../../lib/paths";

/** "institution": any member of an institution (admins, evaluators, viewers); the page decides who may change what. */
export type RouteNeed = "signed-in" | "admin" | "premium" | "operator" | "institution";

/**
 * docs/requirements.md §4 route guard: "Checking access..." while loading; no user → / (the
 * origin path kept in the location state); admin (or operator) required but
 * missing → /; an institution's page without being in one → /; premium required but missing → /premium. The server checks the
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
  if (need === "operator" && !access.isOperator) return <Navigate to={paths.home} replace />;
  if (need === "institution" && !access.institution) return <Navigate to={paths.home} replace />;
  if (need === "premium" && !access.hasPremiumAccess) return <Navigate to={paths.premium} replace />;
  return children;
}
