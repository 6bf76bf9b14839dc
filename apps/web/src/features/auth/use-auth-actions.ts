import type { MeResponse } from "@gradeatlas/contracts/access";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { ME_QUERY_KEY } from "../../lib/access/use-access-source";
import { signOut } from "../../lib/auth-client";
import { cacheKeys, clientCache } from "../../lib/client-cache";
import { toast } from "../../lib/toast";

const signedOut: MeResponse = {
  user: null,
  tier: "free",
  premiumSource: "none",
  isAdmin: false,
  isOperator: false,
  institution: null,
  paymentProblem: false,
};

/** After the session ends (sign-out, account deleted): nothing cached about the user survives. */
export function forgetSession(queryClient: QueryClient): void {
  clientCache.clear();
  // Dropping the query would leave its observers showing the old user, so it
  // is set to "signed out" while everything else is removed.
  queryClient.setQueryData(ME_QUERY_KEY, signedOut);
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== ME_QUERY_KEY[0] });
}

/** The auth events of docs/requirements.md §4, in one place. */
export function useAuthActions() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return {
    /** Sign-in clears the subscription cache and reloads who the user is. */
    async signedIn() {
      clientCache.delete("default", cacheKeys.subscriptionStatus);
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
    /** Sign-out clears every cache and goes to /. */
    async signOut() {
      try {
        await signOut();
      } catch {
        toast.error("Failed to sign out");
        return;
      }
      forgetSession(queryClient);
      navigate("/");
    },
    /** A profile change: "Your profile has been updated." */
    async userUpdated() {
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      toast.success("Your profile has been updated.");
    },
  };
}
