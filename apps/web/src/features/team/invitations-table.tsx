import type { TeamInvitation } from "@gradeatlas/contracts/team";
import { useState } from "react";
import { buttonClass } from "../../components/ui/button-styles";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { type Column, DataTable } from "../../components/ui/data-table";
import { failureMessage } from "../../components/ui/query-view";
import { Timestamp } from "../../components/ui/timestamp";
import { institutionRoleLabels } from "../../lib/access-labels";
import { sortInvitations } from "./member-rules";
import { teamRequests, useTeamChange } from "./team-api";

const small = buttonClass("secondary", "px-3 py-1.5 whitespace-nowrap");

const columns: Column<TeamInvitation>[] = [
  { header: "E-mail", className: "min-w-48 wrap-anywhere font-medium text-slate-900", cell: (i) => i.email },
  { header: "Role", cell: (i) => institutionRoleLabels[i.role] },
  { header: "Invited by", className: "min-w-40 wrap-anywhere", cell: (i) => i.invitedBy ?? "—" },
  { header: "Sent", className: "whitespace-nowrap", cell: (i) => <Timestamp iso={i.lastSentAt} withTime={false} /> },
  {
    header: "Expires",
    className: "whitespace-nowrap",
    cell: (i) =>
      i.expired ? (
        <span className="rounded-full bg-amber-50 px-2 py-0.5 font-medium text-amber-900 ring-1 ring-amber-300">
          Expired
        </span>
      ) : (
        <Timestamp iso={i.expiresAt} withTime={false} />
      ),
  },
  { header: "Actions", cell: (i) => <InvitationActions invitation={i} /> },
];

/** Invitations not yet accepted or revoked, with Resend (a fresh link) and Revoke. */
export function InvitationsTable({ invitations }: { invitations: TeamInvitation[] }) {
  return (
    <div>
      <h3 className="text-lg font-semibold text-slate-900">Open invitations</h3>
      {invitations.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">No invitation is waiting for an answer.</p>
      ) : (
        <DataTable
          label="Open invitations"
          className="mt-3"
          columns={columns}
          rows={sortInvitations(invitations)}
          rowKey={(i) => i.id}
        />
      )}
    </div>
  );
}

function InvitationActions({ invitation }: { invitation: TeamInvitation }) {
  const [failure, setFailure] = useState<string | null>(null);
  const resend = useTeamChange(teamRequests.resend, {
    success: () => `A new link went to ${invitation.email}; the one sent before no longer works.`,
    failure: "The invitation could not be sent again.",
  });
  const revoke = useTeamChange(teamRequests.revoke, {
    success: () => `The invitation to ${invitation.email} is withdrawn.`,
    failure: "The invitation could not be withdrawn.",
  });
  return (
    <div>
      <div className="flex flex-nowrap gap-2">
        <button
          type="button"
          className={small}
          disabled={resend.isPending}
          onClick={() => {
            setFailure(null);
            resend.mutate(invitation.id, {
              onError: (e) => setFailure(failureMessage(e, "The invitation could not be sent again.")),
            });
          }}
        >
          {resend.isPending ? "Sending..." : "Resend"}
          <span className="sr-only"> the invitation to {invitation.email}</span>
        </button>
        <ConfirmDialog
          trigger={
            <>
              Revoke<span className="sr-only"> the invitation to {invitation.email}</span>
            </>
          }
          triggerClassName={small}
          title={`Revoke the invitation to ${invitation.email}?`}
          description="The link in the e-mail stops working at once. You can invite the address again later."
          confirmLabel="Revoke invitation"
          pendingLabel="Revoking..."
          danger
          onConfirm={() => revoke.mutateAsync(invitation.id)}
        />
      </div>
      {failure && <p className="mt-1 max-w-56 text-sm font-medium whitespace-normal text-red-800">{failure}</p>}
    </div>
  );
}
