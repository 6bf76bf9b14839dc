import { type ConnectionView, crmKindLabels } from "@gradeatlas/contracts/crm-sync";
import { useState } from "react";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { FormAlert } from "../../components/ui/form-fields";
import { failureMessage } from "../../components/ui/query-view";
import { Timestamp } from "../../components/ui/timestamp";
import { toast } from "../../lib/toast";
import { ConnectionDialog } from "./connection-dialog";
import { CopyValue, ShownOnce } from "./copy-value";
import { useDeleteConnection, useNewSecret, useSetPaused, useTestConnection } from "./crm-api";
import { syncLogPath } from "./paths";
import { PreviewDialog } from "./preview-dialog";

const small = buttonClass("secondary", "px-3 py-1.5");

/** One connection: its state, counts and last error, and what an admin does with it. */
export function ConnectionCard({ connection: c }: { connection: ConnectionView }) {
  const [editing, setEditing] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const test = useTestConnection();
  const setPaused = useSetPaused();
  const remove = useDeleteConnection();
  const newSecret = useNewSecret();
  const paused = c.state === "paused";
  const secretKind = c.kind === "webhook" || c.kind === "slate_feed" ? c.kind : null;
  const of = <span className="sr-only"> {c.name}</span>;

  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold wrap-anywhere text-slate-900">{c.name}</h3>
        <span
          className={`rounded px-2 py-0.5 text-xs font-medium ${paused ? "bg-amber-100 text-amber-950" : "bg-green-100 text-green-900"}`}
        >
          {paused ? "Paused" : "Active"}
        </span>
      </div>
      <p className="text-sm text-slate-700">{crmKindLabels[c.kind]}</p>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <Stat term="Waiting" value={c.counts.queued} />
        <Stat term="Delivered" value={c.counts.delivered} />
        <Stat term="Dead letters" value={c.counts.dead} warn={c.counts.dead > 0} />
        <div>
          <dt className="text-slate-700">Last success</dt>
          <dd className="font-medium text-slate-900">
            {c.lastSuccessAt ? <Timestamp iso={c.lastSuccessAt} /> : "none yet"}
          </dd>
        </div>
      </dl>
      {c.lastError && (
        <p className="mt-2 text-sm wrap-anywhere text-red-900">
          Last error, <Timestamp iso={c.lastError.at} />: {c.lastError.message}
        </p>
      )}
      {c.feedUrl && <CopyValue label="Feed URL for Slate's import" value={c.feedUrl} />}

      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={small} disabled={test.isPending} onClick={() => test.mutate(c.id)}>
          {test.isPending ? "Testing..." : "Test"}
          {of}
        </button>
        <button type="button" className={small} onClick={() => setPreviewing(true)}>
          Preview{of}
        </button>
        <button
          type="button"
          className={small}
          disabled={setPaused.isPending}
          onClick={() =>
            setPaused.mutate(
              { id: c.id, paused: !paused },
              {
                onSuccess: () =>
                  toast.success(paused ? `${c.name} resumed.` : `${c.name} paused: new deliveries wait.`),
                onError: (e) => toast.error(failureMessage(e, "That did not work. Please try again.")),
              },
            )
          }
        >
          {paused ? "Resume" : "Pause"}
          {of}
        </button>
        <button type="button" className={small} onClick={() => setEditing(true)}>
          Edit{of}
        </button>
        <Link to={syncLogPath(c.id)} className={small}>
          Sync log{of}
        </Link>
        {secretKind && (
          <button
            type="button"
            className={small}
            disabled={newSecret.isPending}
            onClick={() => newSecret.mutate({ id: c.id, kind: secretKind })}
          >
            {secretKind === "webhook" ? "Rotate secret" : "New token"}
            {of}
          </button>
        )}
        <ConfirmDialog
          trigger={<>Delete{of}</>}
          triggerClassName={buttonClass("ghost", "px-3 py-1.5 text-red-800")}
          title={`Delete ${c.name}?`}
          description={`The connection ${c.name} and its sync log (${c.counts.delivered + c.counts.queued + c.counts.dead} deliveries) are deleted. Waiting deliveries are not sent. Records already in your CRM stay there.`}
          confirmLabel="Delete connection and sync log"
          pendingLabel="Deleting..."
          danger
          onConfirm={async () => {
            await remove.mutateAsync(c.id);
            toast.success(`${c.name} deleted.`);
          }}
        />
      </div>

      {test.data && (
        <div className="mt-3">
          <FormAlert tone={test.data.ok ? "success" : "error"}>
            {test.data.ok ? "Connection works: " : "Connection failed: "}
            {test.data.detail}
          </FormAlert>
        </div>
      )}
      {test.isError && (
        <div className="mt-3">
          <FormAlert>{failureMessage(test.error, "The test could not be run.")}</FormAlert>
        </div>
      )}
      {newSecret.data?.shownOnce && <ShownOnce values={newSecret.data.shownOnce} />}
      {newSecret.isError && (
        <div className="mt-3">
          <FormAlert>{failureMessage(newSecret.error, "No new value could be made. Please try again.")}</FormAlert>
        </div>
      )}
      {editing && <ConnectionDialog connection={c} onClose={() => setEditing(false)} />}
      {previewing && <PreviewDialog connection={c} onClose={() => setPreviewing(false)} />}
    </li>
  );
}

function Stat({ term, value, warn = false }: { term: string; value: number; warn?: boolean }) {
  return (
    <div>
      <dt className="text-slate-700">{term}</dt>
      <dd className={`font-medium ${warn ? "text-red-900" : "text-slate-900"}`}>{value}</dd>
    </div>
  );
}
