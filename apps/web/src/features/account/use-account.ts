import { type Account, accountSchema } from "@gradeatlas/contracts/account";
import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api-client";

/** The query key of GET /api/v1/account; saving the name invalidates it. */
export const ACCOUNT_QUERY_KEY = ["account"] as const;

export type AccountQuery = UseQueryResult<Account>;

/** The signed-in user's name, tier and premium source, as the account page shows them. */
export function useAccount(): AccountQuery {
  return useQuery({
    queryKey: ACCOUNT_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest("/v1/account", { schema: accountSchema, signal }),
  });
}
