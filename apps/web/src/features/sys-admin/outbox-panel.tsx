import { type OutboxEntry, outboxListSchema } from "@gradeatlas/contracts/sys-admin";
import { useQuery } from "@tanstack/react-query";
import { QueryView } from "../../components/ui/query-view";
import { Timestamp } from "../../components/ui/timestamp";
import { apiRequest } from "../../lib/api-client";
import { PanelHeader } from "./admin-ui";

const statusStyles: Record<OutboxEntry["status"], string> = {
  stored: "bg-slate-100 text-slate-800 ring-slate-300",
  sent: "bg-green-50 text-green-900 ring-green-300",
  failed: "bg-red-50 text-red-900 ring-red-300",
};

/** Every e-mail the app sent or stored (no SMTP configured), with its link: support's first stop. */
export function OutboxPanel() {
  const outbox = useQuery({
    queryKey: ["sys-admin", "outbox"],
    queryFn: ({ signal }) => apiRequest("/v1/admin/outbox", { schema: outboxListSchema, signal }),
  });
  return (
    <div>
      <PanelHeader title="E-mail outbox" queries={[outbox]}>
        <p className="mt-1 text-sm text-slate-700">The 100 newest messages, newest first.</p>
      </PanelHeader>
      <QueryView
        query={outbox}
        loading="Loading the outbox..."
        failure="The outbox could not be loaded."
        isEmpty={(data) => data.messages.length === 0}
        empty={<p className="mt-6 text-slate-700">No e-mail has been sent yet.</p>}
      >
        {(data) => (
          <ul className="mt-6 space-y-4">
            {data.messages.map((m) => (
              <OutboxMessage key={m.id} message={m} />
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
}

function OutboxMessage({ message: m }: { message: OutboxEntry }) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold break-words text-slate-900">{m.subject}</h3>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${statusStyles[m.status]}`}>
          {m.status}
        </span>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-900">Time</dt>
        <dd className="text-slate-800">
          <Timestamp iso={m.createdAt} />
        </dd>
        <dt className="font-medium text-slate-900">To</dt>
        <dd className="break-all text-slate-800">{m.to}</dd>
        <dt className="font-medium text-slate-900">Kind</dt>
        <dd className="text-slate-800">{m.kind}</dd>
        {m.link && (
          <>
            <dt className="font-medium text-slate-900">Link</dt>
            <dd className="break-all">
              <a href={m.link} className="text-blue-800 underline hover:text-blue-900">
                {m.link}
              </a>
            </dd>
          </>
        )}
        {m.error && (
          <>
            <dt className="font-medium text-red-900">Error</dt>
            <dd className="break-words text-red-900">{m.error}</dd>
          </>
        )}
      </dl>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-medium text-blue-800 hover:text-blue-900">Text body</summary>
        <pre className="mt-2 overflow-x-auto rounded-md bg-slate-50 p-3 text-sm break-words whitespace-pre-wrap text-slate-900">
          {m.text}
        </pre>
      </details>
    </li>
  );
}
