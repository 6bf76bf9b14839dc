import { crmKindLabels } from "@gradeatlas/contracts/crm-sync";
import { Link } from "react-router";
import { ModalShell } from "../../components/ui/modal-shell";
import { QueryView } from "../../components/ui/query-view";
import { useAccess } from "../../lib/access/access-context";
import { useCalculationSync } from "./crm-api";
import { deliveryStateText, deliveryTone } from "./delivery-state";
import { syncLogPath } from "./paths";
import { RetryButton } from "./retry-button";

/** A saved calculation's CRM sync state: per connection, its latest delivery; admins retry from here. */
export function CalculationSyncDialog({
  calculation,
  onClose,
}: {
  calculation: { id: string; name: string };
  onClose: () => void;
}) {
  const sync = useCalculationSync(calculation.id);
  const isAdmin = useAccess().institution?.role === "admin";
  return (
    <ModalShell
      title="CRM sync"
      description={
        <>
          Where <span className="font-medium">{calculation.name}</span> was sent, connection by connection.
        </>
      }
      onClose={onClose}
    >
      <QueryView
        query={sync}
        loading="Loading the sync state..."
        failure="The sync state could not be loaded."
        isEmpty={(data) => data.connections.length === 0}
        empty={<p className="mt-4 text-sm text-slate-700">Your institution has no CRM connection.</p>}
      >
        {(data) => (
          <ul className="mt-4 space-y-3">
            {data.connections.map((c) => (
              <li key={c.connectionId} className="rounded-lg border border-slate-200 p-3 text-sm">
                <p className="font-medium wrap-anywhere text-slate-900">
                  {isAdmin ? (
                    <Link to={syncLogPath(c.connectionId)} className="text-blue-800 underline">
                      {c.name}
                    </Link>
                  ) : (
                    c.name
                  )}{" "}
                  <span className="font-normal text-slate-700">({crmKindLabels[c.kind]})</span>
                </p>
                {c.latest ? (
                  <p className="mt-1 flex flex-wrap items-center gap-2">
                    <span
                      className={`rounded px-2 py-0.5 text-xs font-medium wrap-anywhere ${deliveryTone[c.latest.state]}`}
                    >
                      {deliveryStateText(c.latest)}
                    </span>
                    {isAdmin && c.latest.state !== "delivered" && <RetryButton delivery={c.latest} />}
                  </p>
                ) : (
                  <p className="mt-1 text-slate-700">
                    Not sent: this connection does not listen to this calculation's events.
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </ModalShell>
  );
}
