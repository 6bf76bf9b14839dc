import { useQuery } from "@tanstack/react-query";
import { fetchMe } from "../auth-client";
import { type AccessFacts, guestFacts } from "./access-state";

/** The query key of "who am I" (docs/requirements.md §3 cache key "user profile"); auth events invalidate it. */
export const ME_QUERY_KEY = ["user-profile"] as const;

// The session and tier come from GET /api/me, where the server works out
// premium access in one place. If it cannot be read the visitor is treated as
// a guest: access is only ever withheld, never granted, on a failure.
export function useAccessSource(): AccessFacts {
  const me = useQuery({ queryKey: ME_QUERY_KEY, queryFn: fetchMe, retry: 1 });
  if (me.isPending) return { ...guestFacts, isLoading: true };
  const data = me.data;
  if (!data?.user) return guestFacts;
  return {
    user: {
      id: data.user.id,
      email: data.user.email,
      role: data.isAdmin ? "admin" : "user",
      emailVerified: data.user.emailVerified,
    },
    isLoading: false,
    roleLoading: false,
    hasActiveSubscription: data.premiumSource === "personal",
    hasInstitutionAccess: data.premiumSource === "institution",
    isOperator: data.isOperator,
    hasPaymentProblem: data.paymentProblem,
    institution: data.institution,
  };
}
