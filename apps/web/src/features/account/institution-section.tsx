import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { failureMessage } from "../../components/ui/query-view";
import { ME_QUERY_KEY } from "../../lib/access/use-access-source";
import { institutionRoleLabels, institutionRoleMeanings } from "../../lib/access-labels";
import { apiRequest } from "../../lib/api-client";
import { fetchMe } from "../../lib/auth-client";
import { cacheKeys } from "../../lib/client-cache";
import { paths } from "../../lib/paths";
import { toast } from "../../lib/toast";
import { Card } from "./account-card";

const leaveInstitution = () => apiRequest("/v1/team/leave", { method: "POST" });

/** The institution the user belongs to, their role in it, and leaving it. Hidden for people without one. */
export function InstitutionSection() {
  const queryClient = useQueryClient();
  // The same "who am I" the whole app reads (GET /api/me), which names the institution and the role.
  const me = useQuery({ queryKey: ME_QUERY_KEY, queryFn: fetchMe, retry: 1 });
  const institution = me.data?.institution;
  if (!institution) return null;
  const leave = async () => {
    await leaveInstitution();
    toast.success(`You left ${institution.name}.`);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: [cacheKeys.teams] }),
    ]);
  };
  return (
    <Card id="account-institution" title="Institution">
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-medium text-slate-900">Name</dt>
          <dd className="mt-1 break-words text-slate-800">{institution.name}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-900">Your role</dt>
          <dd className="mt-1 text-slate-800">{institutionRoleLabels[institution.role]}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-700">{institutionRoleMeanings[institution.role]}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        {institution.role === "admin" && (
          <Link to={paths.myTeam} className={buttonClass("secondary")}>
            My Team
          </Link>
        )}
        <Link to={paths.reportBranding} className={buttonClass("secondary")}>
          Report branding
        </Link>
        <ConfirmDialog
          trigger="Leave institution"
          triggerClassName={buttonClass("secondary")}
          title={`Leave ${institution.name}?`}
          description="You lose the premium the institution gives, and its admins no longer see you in My Team. The calculations you saved stay with the institution. To come back you need a new invitation."
          confirmLabel="Leave institution"
          pendingLabel="Leaving..."
          danger
          failure="You could not leave the institution. Please try again."
          onConfirm={() =>
            leave().catch((error: unknown) => {
              toast.error(failureMessage(error, "You could not leave the institution. Please try again."));
              throw error;
            })
          }
        />
      </div>
    </Card>
  );
}
