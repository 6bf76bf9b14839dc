import type { Applicant, SaveCalculationRequest } from "@gradeatlas/contracts/calculations";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { cacheKeys } from "../../../lib/client-cache";

// Parsed with the contracts, which (with zod) load on a signed-in user's first
// call rather than with the calculator: its first view stays free of zod
// (issue 5's JavaScript budget). Guests never make these calls.
const contracts = () => import("@gradeatlas/contracts/calculations");

const RECENT = 5;
const recentKey = [cacheKeys.calculationHistory, "recent"] as const;

/** The signed-in user's most recent saved calculations (none for guests). */
export function useRecentCalculations(enabled: boolean) {
  return useQuery({
    queryKey: recentKey,
    queryFn: async ({ signal }) =>
      apiRequest(`/v1/calculations?limit=${RECENT}`, { schema: (await contracts()).calculationListSchema, signal }),
    enabled,
  });
}

export const fetchCalculation = async (id: string) =>
  apiRequest(`/v1/calculations/${encodeURIComponent(id)}`, { schema: (await contracts()).calculationSchema });

export function useSaveCalculation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveCalculationRequest) =>
      apiRequest("/v1/calculations", { method: "POST", body, schema: (await contracts()).calculationSchema }),
    // Saving twice would store two copies: never retried automatically.
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [cacheKeys.calculationHistory] }),
  });
}

/** Corrects who a saved calculation is for (its CRM connections hear `calculation.updated`). */
export function useUpdateApplicant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, applicant }: { id: string; applicant: Applicant }) =>
      apiRequest(`/v1/calculations/${encodeURIComponent(id)}`, {
        method: "PATCH",
        body: { applicant },
        schema: (await contracts()).calculationSchema,
      }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [cacheKeys.calculationHistory] }),
  });
}
