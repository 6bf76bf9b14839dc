import type { TeamMember } from "@gradeatlas/contracts/team";
import { useNavigate } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { type LeavingNotice, paths } from "../../lib/paths";
import { displayName, handedOverNotice, type MemberAction } from "./member-rules";
import { teamRequests, useTeamChange } from "./team-api";

const small = buttonClass("secondary", "px-3 py-1.5 whitespace-nowrap");

/** Make admin, hand admin over and remove, each asking first; a refusal shows in its dialog. */
export function MemberActions({ member, actions }: { member: TeamMember; actions: MemberAction[] }) {
  const who = displayName(member);
  const makeAdmin = useTeamChange(teamRequests.setRole, {
    success: () => `${who} is now an admin.`,
    failure: "The role could not be changed.",
  });
  const navigate = useNavigate();
  const handOver = useTeamChange(teamRequests.handOver, {
    success: () => `${who} is now the admin; you are an evaluator.`,
    failure: "Admin could not be handed over.",
    // My Team is for admins: rather than the guard's bare redirect home, the calculator, saying why.
    leave: () =>
      navigate(paths.calculator, {
        replace: true,
        state: { notice: handedOverNotice(who) } satisfies LeavingNotice,
      }),
  });
  const remove = useTeamChange(teamRequests.remove, {
    success: () => `${who} is no longer a member.`,
    failure: "The member could not be removed.",
  });
  if (actions.length === 0) return <span className="text-slate-700">—</span>;
  // Wide enough for two buttons a line: one a line made every row three buttons tall, and all on
  // one line pushed the last ones out of sight on a laptop.
  return (
    <div className="flex min-w-72 flex-wrap gap-2">
      {actions.includes("make-admin") && (
        <ConfirmDialog
          trigger={
            <>
              Make admin<span className="sr-only"> {member.email}</span>
            </>
          }
          triggerClassName={small}
          title={`Make ${who} an admin?`}
          description={`${who} will manage the institution with you: members, roles, invitations and its name. You stay an admin.`}
          confirmLabel="Make admin"
          pendingLabel="Saving..."
          onConfirm={() => makeAdmin.mutateAsync({ userId: member.id, role: "admin" })}
        />
      )}
      {actions.includes("hand-over") && (
        <ConfirmDialog
          trigger={
            <>
              Hand admin over<span className="sr-only"> to {member.email}</span>
            </>
          }
          triggerClassName={small}
          title={`Hand admin over to ${who}?`}
          description={`${who} becomes the institution's admin and you become an evaluator: you will no longer manage members, invitations or the name, and My Team closes for you. Only an admin can make you admin again.`}
          confirmLabel="Hand admin over"
          pendingLabel="Handing over..."
          onConfirm={() => handOver.mutateAsync(member.id)}
        />
      )}
      {actions.includes("remove") && (
        <ConfirmDialog
          trigger={
            <>
              Remove<span className="sr-only"> {member.email}</span>
            </>
          }
          triggerClassName={small}
          title={`Remove ${who}?`}
          description={`${who} leaves the institution and loses the premium it gives. The calculations they saved stay with the institution. Only a new invitation brings them back.`}
          confirmLabel="Remove"
          pendingLabel="Removing..."
          danger
          onConfirm={() => remove.mutateAsync(member.id)}
        />
      )}
    </div>
  );
}
