import { type AuditFilter, auditListSchema } from "@gradeatlas/contracts/audit";
import { exportCapNote } from "@gradeatlas/contracts/csv";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiDownload, apiRequest } from "../../lib/api-client";
import { saveFile } from "../../lib/save-file";

/** The filters as the API (and the page's address) spell them; empty ones left out. */
export function filterParams(filter: AuditFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ["member", "from", "to", "action"] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  return params;
}

/** The institution's audit trail, newest first, a page at a time (GET /api/v1/audit); off while the filters are invalid. */
export function useAuditTrail(filter: AuditFilter | null) {
  return useInfiniteQuery({
    queryKey: ["audit-trail", filter],
    queryFn: ({ pageParam, signal }) => {
      const params = filterParams(filter ?? {});
      if (pageParam) params.set("cursor", pageParam);
      return apiRequest(`/v1/audit?${params}`, { schema: auditListSchema, signal });
    },
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: filter !== null,
  });
}

/** Downloads the filtered trail as CSV (GET /api/v1/audit/export); what to say when the file stops at its limit, else null. */
export async function downloadAuditCsv(filter: AuditFilter): Promise<string | null> {
  const query = filterParams(filter).toString();
  const { blob, headers } = await apiDownload(`/v1/audit/export${query ? `?${query}` : ""}`);
  saveFile(blob, `gradeatlas-audit-${new Date().toISOString().slice(0, 10)}.csv`);
  return exportCapNote(headers, "events");
}
