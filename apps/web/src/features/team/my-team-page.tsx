import { type TeamMember, teamSchema } from "@gradeatlas/contracts/team";
import { useQuery } from "@tanstack/react-query";
import { type Column, DataTable } from "../../components/ui/data-table";
import { QueryView } from "../../components/ui/query-view";
import { Timestamp } from "../../components/ui/timestamp";
import { premiumSourceLabels } from "../../lib/access-labels";
import { apiRequest } from "../../lib/api-client";

const access = (m: TeamMember): string =>
  !m.emailVerified ? "None until the address is confirmed" : premiumSourceLabels[m.premiumSource];

const columns: Column<TeamMember>[] = [
  {
    header: "Member",
    className: "break-all font-medium text-slate-900",
    cell: (m) => (
      <>
        {m.email}
        {m.name && <span className="block font-normal text-slate-700">{m.name}</span>}
        {m.role === "admin" && <span className="block text-xs font-semibold text-blue-900">Admin</span>}
      </>
    ),
  },
  { header: "Premium access", cell: access },
  { header: "Saved calculations", cell: (m) => m.savedCalculations.toLocaleString() },
  {
    header: "Last saved",
    className: "whitespace-nowrap",
    cell: (m) => <Timestamp iso={m.lastSavedAt} withTime={false} />,
  },
  { header: "Joined", className: "whitespace-nowrap", cell: (m) => <Timestamp iso={m.joinedAt} withTime={false} /> },
];

/** /my-team (institution admins): who is on the institution's domain and what they get through its plan. */
export function MyTeamPage() {
  const team = useQuery({
    queryKey: ["team"],
    queryFn: ({ signal }) => apiRequest("/v1/team", { schema: teamSchema, signal }),
  });
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <title>My Team · GradeAtlas</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">My Team</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Everyone who signs up with an address on your institution's domain is on your team. Once they confirm their
        address, your plan gives them premium access.
      </p>
      <QueryView
        query={team}
        loading="Loading your team..."
        failure="Your team could not be loaded."
        isEmpty={(data) => data.domain === null}
        empty={
          <p className="mt-6 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
            {team.data?.reason}
          </p>
        }
      >
        {(data) => (
          <>
            <p className="mt-6 text-slate-800">
              Domain <strong>@{data.domain}</strong> ·{" "}
              {data.planActive
                ? "your plan is active: confirmed members have premium."
                : "your plan is not active: members have no premium through it."}
            </p>
            <p role="status" className="mt-4 text-sm text-slate-700">
              {data.members.length} {data.members.length === 1 ? "member" : "members"}
            </p>
            <DataTable
              label="Team members"
              className="mt-2"
              columns={columns}
              rows={data.members}
              rowKey={(m) => m.id}
            />
            <p className="mt-4 text-sm text-slate-700">
              Shared scale choices and house rules for the team are not built yet.
            </p>
          </>
        )}
      </QueryView>
    </div>
  );
}
