import type { InstitutionRole } from "@gradeatlas/contracts/access";
import { institutionRoles } from "@gradeatlas/contracts/access";
import type { TeamMember } from "@gradeatlas/contracts/team";
import { useId, useState } from "react";
import { fieldClass } from "../../components/ui/field-styles";
import { failureMessage } from "../../components/ui/query-view";
import { institutionRoleLabels } from "../../lib/access-labels";
import { displayName } from "./member-rules";
import { teamRequests, useTeamChange } from "./team-api";

/** A member's role, changed as soon as another is chosen; a refusal shows under the select. */
export function MemberRoleSelect({ member, role }: { member: TeamMember; role: InstitutionRole }) {
  const errorId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const change = useTeamChange(teamRequests.setRole, {
    success: (v) => `${displayName(member)} is now ${institutionRoleLabels[v.role].toLowerCase()}.`,
    failure: "The role could not be changed.",
  });
  return (
    <div>
      <select
        aria-label={`Role of ${member.email}`}
        aria-describedby={failure ? errorId : undefined}
        aria-invalid={failure ? true : undefined}
        className={fieldClass("sm", { extra: "mt-0 w-auto py-1" })}
        value={change.isPending ? change.variables.role : role}
        disabled={change.isPending}
        onChange={(e) => {
          setFailure(null);
          change.mutate(
            { userId: member.id, role: e.target.value as InstitutionRole },
            { onError: (error) => setFailure(failureMessage(error, "The role could not be changed.")) },
          );
        }}
      >
        {institutionRoles.map((r) => (
          <option key={r} value={r}>
            {institutionRoleLabels[r]}
          </option>
        ))}
      </select>
      {failure && (
        <p id={errorId} className="mt-1 max-w-56 text-sm font-medium whitespace-normal text-red-800">
          {failure}
        </p>
      )}
    </div>
  );
}
