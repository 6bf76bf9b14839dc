import type { Calculation, CalculationList, SaveCalculationRequest } from "@gradeatlas/contracts/calculations";
// Typed by the contracts but not parsed with them in the browser: the
// calculator's first load stays free of zod (issue 5's JavaScript budget).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { cacheKeys } from "../../../lib/client-cache";

const RECENT = 5;
const recentKey = [cacheKeys.calculationHistory, "recent"] as const;

/** The signed-in user's most recent saved calculations (none for guests). */
export function useRecentCalculations(enabled: boolean) {
  return useQuery<CalculationList>({
    queryKey: recentKey,
    queryFn: () => apiRequest<CalculationList>(`/v1/calculations?limit=${RECENT}`),
    enabled,
  });
}

export const fetchCalculation = (id: string): Promise<Calculation> =>
  apiRequest<Calculation>(`/v1/calculations/${encodeURIComponent(id)}`);

export function useSaveCalculation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveCalculationRequest) => apiRequest<Calculation>("/v1/calculations", { method: "POST", body }),
    // Saving twice would store two copies: never retried automatically.
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [cacheKeys.calculationHistory] }),
  });
}
