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

/** A validation failure's messages by field path ("rules.defaultScales.DE"). */
export function fieldErrors(error: unknown): Map<string, string> {
  const out = new Map<string, string>();
  if (!(error instanceof ApiError) || error.code !== "validation_failed") return out;
  const issues = (error.details as { issues?: { path?: unknown; message?: unknown }[] } | undefined)?.issues ?? [];
  for (const issue of issues)
    if (typeof issue.path === "string" && typeof issue.message === "string" && !out.has(issue.path))
      out.set(issue.path, issue.message);
  return out;
}
