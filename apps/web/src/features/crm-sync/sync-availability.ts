import { calculationSyncSchema } from "@gradeatlas/contracts/crm-sync";
import { useQuery } from "@tanstack/react-query";
import { useAccess } from "../../lib/access/access-context";
import { apiRequest } from "../../lib/api-client";

/**
 * Whether History shows the "CRM sync" action: only when the institution has
 * connections. Members other than admins cannot list connections, but any
 * saved calculation's sync state lists them all, so every row shares one
 * query key and the first row's answer decides (one request per page, not
 * one per row).
 */
export function useCrmSyncShown(calculationId: string): boolean {
  const institution = useAccess().institution;
  const shown = useQuery({
    queryKey: ["crm", "shown", institution?.id ?? ""],
    queryFn: ({ signal }) =>
      apiRequest(`/v1/crm/calculations/${encodeURIComponent(calculationId)}`, {
        schema: calculationSyncSchema,
        signal,
      }),
    enabled: institution !== null,
    retry: false,
    staleTime: 60_000,
  });
  return (shown.data?.connections.length ?? 0) > 0;
}
