import type { InstitutionRole } from "@gradeatlas/contracts/access";
import { type InviteRequest, teamSchema } from "@gradeatlas/contracts/team";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { failureMessage } from "../../components/ui/query-view";
import { ME_QUERY_KEY } from "../../lib/access/use-access-source";
import { apiRequest } from "../../lib/api-client";
import { cacheKeys } from "../../lib/client-cache";
import { toast } from "../../lib/toast";

// Every call My Team makes, one line each; the server's messages are written
// for people, so the page shows them as they come.

export const TEAM_QUERY_KEY = [cacheKeys.teams] as const;

export function useTeam() {
  return useQuery({
    queryKey: TEAM_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest("/v1/team", { schema: teamSchema, signal }),
  });
}

const id = (value: string) => encodeURIComponent(value);

export const teamRequests = {
  found: (name: string) => apiRequest("/v1/team", { method: "POST", body: { name }, schema: teamSchema }),
  rename: (name: string) => apiRequest("/v1/team", { method: "PATCH", body: { name } }),
  invite: (body: InviteRequest) => apiRequest("/v1/team/invitations", { method: "POST", body }),
  resend: (invitationId: string) => apiRequest(`/v1/team/invitations/${id(invitationId)}/resend`, { method: "POST" }),
  revoke: (invitationId: string) => apiRequest(`/v1/team/invitations/${id(invitationId)}`, { method: "DELETE" }),
  setRole: ({ userId, role }: { userId: string; role: InstitutionRole }) =>
    apiRequest(`/v1/team/members/${id(userId)}`, { method: "PATCH", body: { role } }),
  remove: (userId: string) => apiRequest(`/v1/team/members/${id(userId)}`, { method: "DELETE" }),
  handOver: (userId: string) => apiRequest("/v1/team/hand-over", { method: "POST", body: { userId } }),
};

/**
 * One change to the institution. Afterwards the team and "who am I" are read
 * again (a role change can move the caller's own access); the outcome is a
 * toast, and the caller also shows a failure beside the control it came from.
 */
export function useTeamChange<Vars>(
  send: (vars: Vars) => Promise<unknown>,
  {
    success,
    failure,
    leave,
  }: {
    success: (vars: Vars) => string;
    failure: string;
    /** Where to go when the change closes this page to the caller, before "who am I" is read again. */
    leave?: (vars: Vars) => void;
  },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    retry: false,
    onSuccess: async (_data, vars) => {
      toast.success(success(vars));
      leave?.(vars);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
      ]);
    },
    onError: (error) => toast.error(failureMessage(error, failure)),
  });
}
