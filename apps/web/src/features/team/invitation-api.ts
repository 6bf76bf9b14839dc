import { acceptedInvitationSchema, invitationPreviewSchema } from "@gradeatlas/contracts/team";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ME_QUERY_KEY } from "../../lib/access/use-access-source";
import { apiRequest } from "../../lib/api-client";

// The invitation page's two calls. The token travels in a body, never in an
// API address, so it stays out of access logs.

export function useInvitationPreview(token: string | null) {
  return useQuery({
    queryKey: ["invitation", token],
    queryFn: ({ signal }) =>
      apiRequest("/v1/invitations/lookup", {
        method: "POST",
        body: { token },
        schema: invitationPreviewSchema,
        signal,
      }),
    enabled: token !== null,
    // A 404 (unknown link) or 400 will not change by asking again.
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest("/v1/invitations/accept", { method: "POST", body: { token }, schema: acceptedInvitationSchema }),
    retry: false,
    // Membership changes who the user is: the menu and guards read it again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
