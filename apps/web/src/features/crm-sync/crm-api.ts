import {
  type CreateConnectionRequest,
  calculationSyncSchema,
  connectionListSchema,
  connectionViewSchema,
  createdConnectionSchema,
  deliveryListSchema,
  deliveryViewSchema,
  previewSchema,
  resyncResultSchema,
  testResultSchema,
  type UpdateConnectionRequest,
} from "@gradeatlas/contracts/crm-sync";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiRequest } from "../../lib/api-client";

// The /api/v1/crm routes (their list is in the contracts' header). Every
// mutation invalidates what it changes: a connection's counts and last error
// move with its deliveries, so those refresh together.

const base = "/v1/crm";
const at = (id: string) => `${base}/connections/${encodeURIComponent(id)}`;

export const crmKeys = {
  all: ["crm"] as const,
  connections: ["crm", "connections"] as const,
  connection: (id: string) => ["crm", "connections", id] as const,
  deliveries: (id: string, deadOnly: boolean) => ["crm", "deliveries", id, deadOnly] as const,
  calculation: (id: string) => ["crm", "calculation", id] as const,
};

/** While deliveries wait, the views that show them ask again this often: the worker sends in the background. */
const WAITING_POLL_MS = 5_000;

const noRetryOnRefusal = (count: number, error: Error) =>
  !(error instanceof ApiError && error.status < 500) && count < 3;

export function useConnections() {
  return useQuery({
    queryKey: crmKeys.connections,
    queryFn: ({ signal }) => apiRequest(`${base}/connections`, { schema: connectionListSchema, signal }),
    retry: noRetryOnRefusal,
    refetchInterval: (query) =>
      query.state.data?.connections.some((c) => c.state === "active" && c.counts.queued > 0) ? WAITING_POLL_MS : false,
  });
}

export function useConnection(id: string) {
  return useQuery({
    queryKey: crmKeys.connection(id),
    queryFn: ({ signal }) => apiRequest(at(id), { schema: connectionViewSchema, signal }),
    retry: noRetryOnRefusal,
  });
}

/** After any change: every CRM view refreshes (lists, counts, logs and History's sync states). */
function useInvalidateCrm() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: crmKeys.all });
}

export function useCreateConnection() {
  const invalidate = useInvalidateCrm();
  return useMutation({
    mutationFn: (body: CreateConnectionRequest) =>
      apiRequest(`${base}/connections`, { method: "POST", body, schema: createdConnectionSchema }),
    retry: false,
    onSuccess: invalidate,
  });
}

export function useUpdateConnection(id: string) {
  const invalidate = useInvalidateCrm();
  return useMutation({
    mutationFn: (body: UpdateConnectionRequest) =>
      apiRequest(at(id), { method: "PATCH", body, schema: connectionViewSchema }),
    retry: false,
    onSuccess: invalidate,
  });
}

export function useDeleteConnection() {
  const invalidate = useInvalidateCrm();
  return useMutation({
    mutationFn: (id: string) => apiRequest(at(id), { method: "DELETE" }),
    retry: false,
    onSuccess: invalidate,
  });
}

export function useSetPaused() {
  const invalidate = useInvalidateCrm();
  return useMutation({
    mutationFn: ({ id, paused }: { id: string; paused: boolean }) =>
      apiRequest(`${at(id)}/${paused ? "pause" : "resume"}`, { method: "POST", schema: connectionViewSchema }),
    retry: false,
    onSuccess: invalidate,
  });
}

export function useTestConnection() {
  return useMutation({
    mutationFn: (id: string) => apiRequest(`${at(id)}/test`, { method: "POST", schema: testResultSchema }),
    retry: false,
  });
}

export function usePreview() {
  return useMutation({
    mutationFn: ({ id, calculationId }: { id: string; calculationId: string }) =>
      apiRequest(`${at(id)}/preview`, { method: "POST", body: { calculationId }, schema: previewSchema }),
    retry: false,
  });
}

/** A new webhook signing secret or Slate feed token: the answer (the view and `shownOnce`) is the only time it is shown. */
export function useNewSecret() {
  return useMutation({
    mutationFn: ({ id, kind }: { id: string; kind: "webhook" | "slate_feed" }) =>
      apiRequest(`${at(id)}/${kind === "webhook" ? "rotate-secret" : "feed-token"}`, {
        method: "POST",
        schema: createdConnectionSchema,
      }),
    retry: false,
  });
}

export function useDeliveries(connectionId: string, deadOnly: boolean) {
  return useInfiniteQuery({
    queryKey: crmKeys.deliveries(connectionId, deadOnly),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (deadOnly) params.set("state", "dead");
      if (pageParam) params.set("cursor", pageParam);
      const query = params.toString();
      return apiRequest(`${at(connectionId)}/deliveries${query ? `?${query}` : ""}`, {
        schema: deliveryListSchema,
        signal,
      });
    },
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: noRetryOnRefusal,
  });
}

export function useRetryDelivery() {
  const invalidate = useInvalidateCrm();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      apiRequest(`${base}/deliveries/${encodeURIComponent(deliveryId)}/retry`, {
        method: "POST",
        schema: deliveryViewSchema,
      }),
    retry: false,
    onSuccess: invalidate,
  });
}

export function useResync(connectionId: string) {
  const invalidate = useInvalidateCrm();
  return useMutation({
    mutationFn: (since: string) =>
      apiRequest(`${at(connectionId)}/resync`, { method: "POST", body: { since }, schema: resyncResultSchema }),
    retry: false,
    onSuccess: invalidate,
  });
}

export function useCalculationSync(calculationId: string, enabled = true) {
  return useQuery({
    queryKey: crmKeys.calculation(calculationId),
    queryFn: ({ signal }) =>
      apiRequest(`${base}/calculations/${encodeURIComponent(calculationId)}`, {
        schema: calculationSyncSchema,
        signal,
      }),
    retry: noRetryOnRefusal,
    enabled,
  });
}
