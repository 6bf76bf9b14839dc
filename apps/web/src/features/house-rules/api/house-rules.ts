import {
  type HouseRulesResponse,
  houseRulesResponseSchema,
  type PutHouseRulesRequest,
} from "@gradeatlas/contracts/house-rules";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiRequest } from "../../../lib/api-client";

/** One cache entry for the institution's house rules: the rules page and every calculator read it. */
export const houseRulesKey = ["house-rules"] as const;

export const fetchHouseRules = (signal?: AbortSignal) =>
  apiRequest("/v1/house-rules", { schema: houseRulesResponseSchema, signal });

/** The caller's institution's house rules (members only; the server says 403 to anyone else). */
export function useHouseRules(enabled = true) {
  return useQuery({
    queryKey: houseRulesKey,
    queryFn: ({ signal }) => fetchHouseRules(signal),
    enabled,
    // Not a member (403) or signed out (401): asking again will not help.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 3,
  });
}

export function useSaveHouseRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PutHouseRulesRequest) =>
      apiRequest("/v1/house-rules", { method: "PUT", body, schema: houseRulesResponseSchema }),
    retry: false,
    onSuccess: (saved: HouseRulesResponse) => queryClient.setQueryData(houseRulesKey, saved),
  });
}

// A failed save's messages by field: the api client reads them for every form.
export { fieldErrors } from "../../../lib/api-client";
