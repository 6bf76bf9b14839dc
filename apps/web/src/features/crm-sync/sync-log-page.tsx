import { crmEventLabels, crmKindLabels, type DeliveryView } from "@gradeatlas/contracts/crm-sync";
import { useId, useState } from "react";
import { Link, useParams } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import { type Column, DataTable } from "../../components/ui/data-table";
import { fieldClass } from "../../components/ui/field-styles";
import { FormAlert } from "../../components/ui/form-fields";
import { failureMessage, QueryView } from "../../components/ui/query-view";
import { Timestamp } from "../../components/ui/timestamp";
import { useAccess } from "../../lib/access/access-context";
import { paths } from "../../lib/paths";
import { toast } from "../../lib/toast";
import { useConnection, useDeliveries, useResync } from "./crm-api";
import { deliveryStateLabels, deliveryTone } from "./delivery-state";
import { RetryButton } from "./retry-button";

const link = "font-medium text-blue-800 underline";

/** /my-team/integrations/:id: one connection's deliveries, newest first, with retry and "resync all since". */
export function SyncLogPage() {
  const { id = "" } = useParams();
  const access = useAccess();
  const connection = useConnection(id);
  const [deadOnly, setDeadOnly] = useState(false);
  const filterId = useId();
  const isAdmin = access.institution?.role === "admin";
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <title>Sync log · GradeAtlas</title>
      <p className="text-sm">
        <Link to={paths.crmSync} className={link}>
          CRM sync
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight wrap-anywhere text-slate-900">
        Sync log{connection.data ? `: ${connection.data.name}` : ""}
      </h1>
      {!isAdmin ? (
        <p
          role="note"
          className="mt-6 max-w-3xl rounded-md border border-slate-300 bg-slate-50 px-4 py-3 text-slate-800"
        >
          Only your institution's admin sets up CRM sync and reads its log.
        </p>
      ) : (
        <QueryView
          query={connection}
          loading="Loading the connection..."
          failure="The connection could not be loaded."
          isEmpty={() => false}
          empty={null}
        >
          {(c) => (
            <>
              <p className="mt-2 text-slate-700">
                {crmKindLabels[c.kind]}, {c.state === "paused" ? "paused" : "active"}: {c.counts.queued} waiting,{" "}
                {c.counts.delivered} delivered, {c.counts.dead} dead letters.
              </p>
              {/* Slate fetches its feed itself, from a cursor it keeps: there is nothing to queue again. */}
              {c.kind !== "slate_feed" && <ResyncForm connectionId={c.id} />}
              <div className="mt-8 flex items-center gap-2">
                <input
                  id={filterId}
                  type="checkbox"
                  className="size-4 accent-blue-800"
                  checked={deadOnly}
                  onChange={(e) => setDeadOnly(e.target.checked)}
                />
                <label htmlFor={filterId} className="text-sm font-medium text-slate-900">
                  Dead letters only
                </label>
              </div>
              <Deliveries connectionId={c.id} deadOnly={deadOnly} />
            </>
          )}
        </QueryView>
      )}
    </div>
  );
}

function ResyncForm({ connectionId }: { connectionId: string }) {
  const dateId = useId();
  const [since, setSince] = useState("");
  const resync = useResync(connectionId);
  return (
    <form
      className="mt-6 flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 p-4"
      onSubmit={(e) => {
        e.preventDefault();
        resync.mutate(since, {
          onSuccess: (r) => toast.success(`${r.queued} ${r.queued === 1 ? "delivery" : "deliveries"} queued again.`),
        });
      }}
    >
      <div>
        <label htmlFor={dateId} className="block text-sm font-medium text-slate-900">
          Resync every calculation saved since
        </label>
        <input
          id={dateId}
          type="date"
          required
          className={fieldClass("sm")}
          value={since}
          onChange={(e) => setSince(e.target.value)}
        />
      </div>
      <button type="submit" className={buttonClass("secondary")} disabled={!since || resync.isPending}>
        {resync.isPending ? "Queuing..." : "Resync all since this day"}
      </button>
      <p role="status" className="w-full text-sm text-slate-700 empty:hidden">
        {resync.data
          ? `${resync.data.queued} ${resync.data.queued === 1 ? "delivery was" : "deliveries were"} queued again.${resync.data.capped ? " That is as many as one resync takes: once they are sent, resync again from the day of the last one." : ""}`
          : ""}
      </p>
      {resync.isError && (
        <div className="w-full">
          <FormAlert>{failureMessage(resync.error, "The resync could not be queued.")}</FormAlert>
        </div>
      )}
    </form>
  );
}

function Deliveries({ connectionId, deadOnly }: { connectionId: string; deadOnly: boolean }) {
  const deliveries = useDeliveries(connectionId, deadOnly);
  const rows = deliveries.data?.pages.flatMap((p) => p.deliveries) ?? [];
  return (
    <QueryView
      query={deliveries}
      loading="Loading the sync log..."
      failure="The sync log could not be loaded."
      isEmpty={() => rows.length === 0}
      empty={
        <p role="status" className="mt-4 text-slate-700">
          {deadOnly ? "No dead letters: every delivery either arrived or is still being tried." : "Nothing sent yet."}
        </p>
      }
    >
      {() => (
        <>
          <DataTable
            label={deadOnly ? "Dead letters" : "Deliveries, newest first"}
            className="mt-3"
            columns={columns}
            rows={rows}
            rowKey={(d) => d.id}
          />
          {deliveries.hasNextPage && (
            <button
              type="button"
              className={buttonClass("secondary", "mt-4")}
              disabled={deliveries.isFetchingNextPage}
              onClick={() => void deliveries.fetchNextPage()}
            >
              {deliveries.isFetchingNextPage ? "Loading..." : "Load more"}
            </button>
          )}
        </>
      )}
    </QueryView>
  );
}

const columns: Column<DeliveryView>[] = [
  { header: "Queued", className: "min-w-28", cell: (d) => <Timestamp iso={d.createdAt} /> },
  { header: "Event", className: "min-w-36", cell: (d) => crmEventLabels[d.event] },
  { header: "Subject", className: "min-w-32 wrap-anywhere", cell: (d) => d.subject ?? "—" },
  {
    header: "State",
    cell: (d) => (
      <span className={`rounded px-2 py-0.5 text-xs font-medium whitespace-nowrap ${deliveryTone[d.state]}`}>
        {deliveryStateLabels[d.state]}
      </span>
    ),
  },
  { header: "Attempts", cell: (d) => d.attempts },
  {
    header: "Last error",
    className: "min-w-48 wrap-anywhere",
    // A delivered row's status is its success: only a try that failed has an error to show.
    cell: (d) =>
      d.state !== "delivered" && (d.lastError || d.lastStatus)
        ? [d.lastStatus ? `HTTP ${d.lastStatus}` : null, d.lastError].filter(Boolean).join(": ")
        : "—",
  },
  {
    header: "Next try / delivered",
    className: "min-w-32",
    cell: (d) =>
      d.state === "delivered" ? (
        <Timestamp iso={d.deliveredAt} />
      ) : d.state === "queued" ? (
        <>
          Next try <Timestamp iso={d.nextAttemptAt} />
        </>
      ) : (
        "—"
      ),
  },
  { header: "Actions", cell: (d) => (d.state === "delivered" ? null : <RetryButton delivery={d} />) },
];
