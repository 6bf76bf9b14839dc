import { auditFilterSchema } from "@gradeatlas/contracts/audit";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import { DataTable } from "../../components/ui/data-table";
import { FormAlert } from "../../components/ui/form-fields";
import { failureMessage, QueryView } from "../../components/ui/query-view";
import { useUrlFilter } from "../../components/ui/url-filter";
import { paths } from "../../lib/paths";
import { toast } from "../../lib/toast";
import { auditColumns } from "./audit-columns";
import { AuditFilters, type AuditFilterValues } from "./audit-filters";
import { downloadAuditCsv, useAuditTrail } from "./use-audit-trail";

/**
 * /my-team/audit (institution admins): who did what in the institution, newest
 * first. The filters live in the address, so a filtered trail can be shared
 * and reloaded; they are checked with the same schema the server uses.
 */
export function AuditTrailPage() {
  const [member, setMember] = useUrlFilter("member");
  const [from, setFrom] = useUrlFilter("from");
  const [to, setTo] = useUrlFilter("to");
  const [action, setAction] = useUrlFilter("action");
  const [, setParams] = useSearchParams();
  const [exporting, setExporting] = useState(false);
  const [capNote, setCapNote] = useState<string | null>(null);
  const values: AuditFilterValues = { member, from, to, action };
  const parsed = auditFilterSchema.safeParse({
    member: member || undefined,
    from: from || undefined,
    to: to || undefined,
    action: action || undefined,
  });
  const filter = parsed.success ? parsed.data : null;
  const trail = useAuditTrail(filter);
  const pages = trail.data?.pages ?? [];
  const events = pages.flatMap((p) => p.events);
  const members = pages[0]?.members ?? [];
  const filtered = Object.values(values).some(Boolean);
  const setters = { member: setMember, from: setFrom, to: setTo, action: setAction };

  const exportCsv = async () => {
    if (!filter) return;
    setExporting(true);
    try {
      setCapNote(await downloadAuditCsv(filter));
    } catch (error) {
      toast.error(failureMessage(error, "The audit trail could not be exported."));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <title>Audit trail · My Team · GradeAtlas</title>
      <Link to={paths.myTeam} className="text-sm font-medium text-blue-800 underline">
        ← Back to My Team
      </Link>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Audit trail</h1>
        <button
          type="button"
          className={buttonClass("secondary")}
          disabled={!filter || exporting}
          onClick={() => void exportCsv()}
        >
          {exporting ? "Exporting..." : `Export CSV${filtered ? " (filtered)" : ""}`}
        </button>
      </div>
      <p role="status" className="mt-2 text-sm font-medium text-amber-900 empty:hidden">
        {capNote}
      </p>
      <p className="mt-2 max-w-3xl text-slate-700">
        Who did what in your institution, newest first: invitations, roles, members joining and leaving, saved and
        deleted calculations, and scale reports. People who left stay in the trail under their address.
      </p>

      <AuditFilters
        values={values}
        members={members}
        onChange={(key, value) => setters[key](value)}
        onClear={() => setParams(new URLSearchParams())}
      />

      {!parsed.success ? (
        <div className="mt-6">
          <FormAlert>{parsed.error.issues[0]?.message ?? "These filters cannot be used."}</FormAlert>
        </div>
      ) : (
        <QueryView
          query={trail}
          loading="Loading the audit trail..."
          failure="The audit trail could not be loaded."
          isEmpty={() => events.length === 0}
          empty={
            <p role="status" className="mt-6 text-slate-700">
              {filtered
                ? "No event matches these filters."
                : "Nothing has happened in your institution yet. Invitations, role changes, saved calculations and scale reports appear here as they happen."}
            </p>
          }
        >
          {() => (
            <>
              <p role="status" className="mt-6 text-sm text-slate-700">
                {events.length} {events.length === 1 ? "event" : "events"}
                {trail.hasNextPage ? " shown; older ones below" : ""}
              </p>
              <DataTable
                label="Audit events"
                className="mt-2"
                columns={auditColumns}
                rows={events}
                rowKey={(e) => e.id}
              />
              {trail.hasNextPage && (
                <button
                  type="button"
                  className={buttonClass("secondary", "mt-4")}
                  disabled={trail.isFetchingNextPage}
                  onClick={() => void trail.fetchNextPage()}
                >
                  {trail.isFetchingNextPage ? "Loading..." : "Load more"}
                </button>
              )}
            </>
          )}
        </QueryView>
      )}
    </div>
  );
}
