import type { TeamMember } from "@gradeatlas/contracts/team";
import { type Column, DataTable } from "../../components/ui/data-table";
import { Timestamp } from "../../components/ui/timestamp";
import { useAccess } from "../../lib/access/access-context";
import { institutionRoleLabels } from "../../lib/access-labels";
import { MemberActions } from "./member-actions";
import { MemberRoleSelect } from "./member-role-select";
import { isWaiting, joinedVia, memberActions, premiumText, sortMembers } from "./member-rules";

/** Everyone in the institution, and the people on its domain still to confirm their address. */
export function MembersTable({ members }: { members: TeamMember[] }) {
  const myId = useAccess().user?.id;
  const rows = sortMembers(members);
  const count = rows.filter((m) => !isWaiting(m)).length;
  const waiting = rows.length - count;
  const columns: Column<TeamMember>[] = [
    {
      header: "Member",
      className: "min-w-48 wrap-anywhere",
      cell: (m) => (
        <>
          <span className="font-medium text-slate-900">{m.name.trim() || m.email}</span>
          {m.id === myId && <span className="font-normal text-slate-700"> (you)</span>}
          {m.name.trim() && <span className="block text-slate-700">{m.email}</span>}
        </>
      ),
    },
    {
      header: "Role",
      cell: (m) =>
        isWaiting(m) ? (
          <span className="block min-w-32 font-medium text-amber-900">Waiting to confirm their address</span>
        ) : memberActions(m, myId).includes("change-role") && m.role ? (
          <MemberRoleSelect member={m} role={m.role} />
        ) : (
          m.role && institutionRoleLabels[m.role]
        ),
    },
    { header: "Premium", cell: premiumText },
    { header: "Saved calculations", className: "text-right", cell: (m) => m.savedCalculations.toLocaleString() },
    {
      header: "Last saved",
      className: "whitespace-nowrap",
      cell: (m) => <Timestamp iso={m.lastSavedAt} withTime={false} />,
    },
    {
      header: "Joined",
      className: "whitespace-nowrap",
      cell: (m) => (
        <>
          <Timestamp iso={m.joinedAt} withTime={false} />
          <span className="block text-slate-700">{joinedVia[m.via]}</span>
        </>
      ),
    },
    { header: "Actions", cell: (m) => <MemberActions member={m} actions={memberActions(m, myId)} /> },
  ];
  return (
    <section aria-labelledby="team-members">
      <h2 id="team-members" className="text-xl font-semibold text-slate-900">
        Members
      </h2>
      <p role="status" className="mt-1 text-sm text-slate-700">
        {count} {count === 1 ? "member" : "members"}
        {waiting > 0 && `, and ${waiting} waiting to confirm their address`}
      </p>
      <DataTable label="Team members" className="mt-3" columns={columns} rows={rows} rowKey={(m) => m.id} />
    </section>
  );
}
