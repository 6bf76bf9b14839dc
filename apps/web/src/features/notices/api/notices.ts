import {
  type CreateNoticeRequest,
  type NoticeTemplate,
  noticeComposerSchema,
  noticeSchema,
  noticeTemplateResponseSchema,
  stopEmailsSchema,
} from "@gradeatlas/contracts/notices";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiRequest } from "../../../lib/api-client";
import { cacheKeys } from "../../../lib/client-cache";

const composerKey = (calculationId: string) => ["notices", calculationId] as const;
const templateKey = ["notice-template"] as const;
/** While a notice waits in the queue, its state is asked for again this often. */
const QUEUED_POLL_MS = 3_000;

const noRetryOnRefusal = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 3;

/** A calculation's notices, the template and the values it fills, and whether the server can send. */
export function useNoticeComposer(calculationId: string) {
  return useQuery({
    queryKey: composerKey(calculationId),
    queryFn: ({ signal }) =>
      apiRequest(`/v1/notices/calculation/${encodeURIComponent(calculationId)}`, {
        schema: noticeComposerSchema,
        signal,
      }),
    retry: noRetryOnRefusal,
    // The worker sends in the background: follow a queued notice until it is accepted or failed.
    refetchInterval: (query) => (query.state.data?.notices.some((n) => n.state === "queued") ? QUEUED_POLL_MS : false),
  });
}

function useAfterSend(calculationId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: composerKey(calculationId) });
    // History's "Notified on" comes from the same notices.
    void queryClient.invalidateQueries({ queryKey: [cacheKeys.calculationHistory] });
  };
}

export function useSendNotice(calculationId: string) {
  const after = useAfterSend(calculationId);
  return useMutation({
    mutationFn: (body: CreateNoticeRequest) =>
      apiRequest("/v1/notices", { method: "POST", body, schema: noticeSchema }),
    // Sending twice would e-mail the applicant twice: never retried automatically.
    retry: false,
    onSuccess: after,
  });
}

export function useResendNotice(calculationId: string) {
  const after = useAfterSend(calculationId);
  return useMutation({
    mutationFn: (noticeId: string) =>
      apiRequest(`/v1/notices/${encodeURIComponent(noticeId)}/resend`, { method: "POST", schema: noticeSchema }),
    retry: false,
    onSuccess: after,
  });
}

export function useNoticeTemplate() {
  return useQuery({
    queryKey: templateKey,
    queryFn: ({ signal }) => apiRequest("/v1/notices/template", { schema: noticeTemplateResponseSchema, signal }),
    retry: noRetryOnRefusal,
  });
}

export function useSaveNoticeTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NoticeTemplate) =>
      apiRequest("/v1/notices/template", { method: "PUT", body, schema: noticeTemplateResponseSchema }),
    retry: false,
    onSuccess: (saved) => queryClient.setQueryData(templateKey, saved),
  });
}

const stopPath = (token: string) => `/v1/stop-emails/${encodeURIComponent(token)}`;

export function useStopLink(token: string) {
  return useQuery({
    queryKey: ["stop-emails", token],
    queryFn: ({ signal }) => apiRequest(stopPath(token), { schema: stopEmailsSchema, signal }),
    retry: noRetryOnRefusal,
  });
}

export function useStopEmails(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(stopPath(token), { method: "POST", schema: stopEmailsSchema }),
    onSuccess: (stopped) => queryClient.setQueryData(["stop-emails", token], stopped),
  });
}
