import {
  type CreateCustomScaleRequest,
  type CustomScale,
  customScaleListSchema,
  customScaleSchema,
} from "@gradeatlas/contracts/custom-scales";
import type { CustomScaleDefinition } from "@gradeatlas/engine";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api-client";

// /api/v1/custom-scales from the browser: the institution's own scales.

export const customScalesKey = ["custom-scales"] as const;

export function useCustomScales({ archived }: { archived: boolean }) {
  return useQuery({
    queryKey: [...customScalesKey, { archived }],
    queryFn: ({ signal }) =>
      apiRequest(`/v1/custom-scales${archived ? "?archived=true" : ""}`, { schema: customScaleListSchema, signal }),
  });
}

/** Adds a scale (version 1) or, given its id, writes its next version. */
export function useSaveCustomScale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      country,
      definition,
    }: {
      id?: string;
      country: string;
      definition: CustomScaleDefinition;
    }): Promise<CustomScale> =>
      id
        ? apiRequest(`/v1/custom-scales/${encodeURIComponent(id)}`, {
            method: "PUT",
            body: { definition },
            schema: customScaleSchema,
          })
        : apiRequest("/v1/custom-scales", {
            method: "POST",
            body: { country, definition } satisfies CreateCustomScaleRequest,
            schema: customScaleSchema,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customScalesKey }),
  });
}

export function useArchiveCustomScale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/v1/custom-scales/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customScalesKey }),
  });
}
