import {
  type GpaReport,
  gpaReportListSchema,
  gpaReportSchema,
  type IssueGpaReportRequest,
} from "@gradeatlas/contracts/gpa-reports";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiDownload, apiRequest } from "../../lib/api-client";

const key = (calculationId: string) => ["gpa-reports", calculationId];

export function useGpaReports(calculationId: string) {
  return useQuery({
    queryKey: key(calculationId),
    queryFn: ({ signal }) =>
      apiRequest(`/v1/gpa-reports?calculation=${encodeURIComponent(calculationId)}`, {
        schema: gpaReportListSchema,
        signal,
      }).then((r) => r.reports),
  });
}

export function useIssueGpaReport(calculationId: string) {
  const queryClient = useQueryClient();
  return useMutation<GpaReport, Error, Omit<IssueGpaReportRequest, "calculationId">>({
    mutationFn: (body) =>
      apiRequest("/v1/gpa-reports", { method: "POST", body: { ...body, calculationId }, schema: gpaReportSchema }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(calculationId) }),
  });
}

export function useRevokeGpaReport(calculationId: string) {
  const queryClient = useQueryClient();
  return useMutation<GpaReport, Error, { id: string; reason: string }>({
    mutationFn: ({ id, reason }) =>
      apiRequest(`/v1/gpa-reports/${encodeURIComponent(id)}/revoke`, {
        method: "POST",
        body: { reason },
        schema: gpaReportSchema,
      }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(calculationId) }),
  });
}

/** The report's PDF exactly as issued (the file the verify page compares). */
export const downloadGpaReport = async (id: string): Promise<Blob> =>
  (await apiDownload(`/v1/gpa-reports/${encodeURIComponent(id)}/pdf`)).blob;
