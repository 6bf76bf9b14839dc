import { calculationListSchema } from "@gradeatlas/contracts/calculations";
import type { ConnectionView } from "@gradeatlas/contracts/crm-sync";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { buttonClass } from "../../components/ui/button-styles";
import { fieldClass } from "../../components/ui/field-styles";
import { FormAlert } from "../../components/ui/form-fields";
import { ModalShell } from "../../components/ui/modal-shell";
import { failureMessage, QueryView } from "../../components/ui/query-view";
import { formatTimestamp } from "../../components/ui/timestamp";
import { apiRequest } from "../../lib/api-client";
import { cacheKeys } from "../../lib/client-cache";
import { usePreview } from "./crm-api";

const RECENT = 50;

/** The institution's newest saved calculations, as History lists them (scope=team). */
function useTeamCalculations() {
  return useQuery({
    queryKey: [cacheKeys.calculationHistory, "crm-preview", RECENT],
    queryFn: ({ signal }) =>
      apiRequest(`/v1/calculations?scope=team&limit=${RECENT}`, { schema: calculationListSchema, signal }),
  });
}

/** Dry run: the exact request(s) this connection would send for a saved calculation; nothing is sent. */
export function PreviewDialog({ connection, onClose }: { connection: ConnectionView; onClose: () => void }) {
  const calculations = useTeamCalculations();
  const preview = usePreview();
  const [calculationId, setCalculationId] = useState("");
  const selectId = useId();
  return (
    <ModalShell
      size="wide"
      title={`Preview: ${connection.name}`}
      description="The exact request(s) this connection would send for a saved calculation, secrets hidden. Nothing is sent."
      onClose={onClose}
    >
      <QueryView
        query={calculations}
        loading="Loading saved calculations..."
        failure="The saved calculations could not be loaded."
        isEmpty={(data) => data.calculations.length === 0}
        empty={<p className="mt-4 text-sm text-slate-700">Nobody has saved a calculation yet: save one to preview.</p>}
      >
        {(data) => (
          <form
            className="mt-4 flex flex-wrap items-end gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              if (calculationId) preview.mutate({ id: connection.id, calculationId });
            }}
          >
            <div className="min-w-64 flex-1">
              <label htmlFor={selectId} className="block text-sm font-medium text-slate-900">
                Saved calculation
              </label>
              <select
                id={selectId}
                className={fieldClass("sm")}
                value={calculationId}
                onChange={(e) => setCalculationId(e.target.value)}
              >
                <option value="">Choose one</option>
                {data.calculations.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.title || c.applicantName || "Untitled"}, {formatTimestamp(c.createdAt)}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={buttonClass("primary")} disabled={!calculationId || preview.isPending}>
              {preview.isPending ? "Preparing..." : "Show the request"}
            </button>
          </form>
        )}
      </QueryView>
      {preview.isError && (
        <div className="mt-4">
          <FormAlert>{failureMessage(preview.error, "The preview could not be made.")}</FormAlert>
        </div>
      )}
      {preview.data && (
        <ol className="mt-4 space-y-4">
          {preview.data.requests.map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the requests are in the order they would be sent.
            <li key={i} className="rounded-lg border border-slate-200 p-3">
              <p className="font-mono text-sm font-semibold break-all text-slate-900">
                {r.method} {r.url}
              </p>
              <h3 className="mt-2 text-sm font-semibold text-slate-900">Headers</h3>
              <ScrollPre label={`Headers of request ${i + 1}`} height="max-h-40">
                {Object.entries(r.headers)
                  .map(([k, v]) => `${k}: ${v}`)
                  .join("\n") || "(none)"}
              </ScrollPre>
              <h3 className="mt-2 text-sm font-semibold text-slate-900">Body</h3>
              <ScrollPre label={`Body of request ${i + 1}`} height="max-h-80">
                {r.body ?? "(none)"}
              </ScrollPre>
            </li>
          ))}
        </ol>
      )}
    </ModalShell>
  );
}

/** Text as sent, monospace, scrolling inside itself; focusable so keyboard users can scroll it. */
function ScrollPre({ label, height, children }: { label: string; height: string; children: string }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
      tabIndex={0}
      className={`mt-1 ${height} overflow-auto rounded bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-700`}
    >
      <pre className="p-2 font-mono text-xs whitespace-pre text-slate-900">{children}</pre>
    </section>
  );
}
