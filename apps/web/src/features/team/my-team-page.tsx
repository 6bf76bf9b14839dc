import { QueryView } from "../../components/ui/query-view";
import { InstitutionLogo } from "../branding";
import { CreateInstitutionForm } from "./create-institution-form";
import { InstitutionSummary } from "./institution-summary";
import { InvitationsTable } from "./invitations-table";
import { InviteForm } from "./invite-form";
import { MembersTable } from "./members-table";
import { useTeam } from "./team-api";
import { TeamToolsNav } from "./team-tools-nav";

/** /my-team (institution admins): the institution, its members and roles, and invitations. */
export function MyTeamPage() {
  const team = useTeam();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <title>My Team · GradeAtlas</title>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">My Team</h1>
        <InstitutionLogo />
      </div>
      <p className="mt-2 max-w-3xl text-slate-700">
        Your institution's members and what each may do. Invite colleagues by e-mail; people on an approved domain join
        by themselves once they confirm their address.
      </p>
      <QueryView
        query={team}
        loading="Loading your team..."
        failure="Your team could not be loaded."
        isEmpty={(data) => data.institution === null}
        empty={
          <div className="mt-6 space-y-6">
            <p className="max-w-3xl rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
              {team.data?.reason}
            </p>
            {team.data?.canCreate && <CreateInstitutionForm />}
          </div>
        }
      >
        {(data) =>
          data.institution && (
            <div className="mt-8 space-y-10">
              <TeamToolsNav />
              <InstitutionSummary institution={data.institution} />
              <MembersTable members={data.members} />
              <section aria-labelledby="team-invite" className="space-y-6">
                <h2 id="team-invite" className="text-xl font-semibold text-slate-900">
                  Invite a colleague
                </h2>
                <InviteForm />
                <InvitationsTable invitations={data.invitations} />
              </section>
            </div>
          )
        }
      </QueryView>
    </div>
  );
}
