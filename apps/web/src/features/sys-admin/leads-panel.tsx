import { type LeadEntry, leadListSchema } from "@gradeatlas/contracts/sys-admin";
import { useQuery } from "@tanstack/react-query";
import { type Column, DataTable } from "../../components/ui/data-table";
import { QueryView } from "../../components/ui/query-view";
import { Timestamp } from "../../components/ui/timestamp";
import { apiRequest } from "../../lib/api-client";
import { PanelHeader } from "./admin-ui";

const columns: Column<LeadEntry>[] = [
  { header: "Time", className: "whitespace-nowrap", cell: (lead) => <Timestamp iso={lead.createdAt} /> },
  { header: "E-mail", className: "break-all", cell: (lead) => lead.email },
  { header: "Source", cell: (lead) => lead.source },
  { header: "Context", className: "break-words", cell: (lead) => lead.context ?? "—" },
];

/** The addresses left by guests (PDF report, early access), newest first. */
export function LeadsPanel() {
  const leads = useQuery({
    queryKey: ["sys-admin", "leads"],
    queryFn: ({ signal }) => apiRequest("/v1/admin/leads", { schema: leadListSchema, signal }),
  });
  return (
    <div>
      <PanelHeader title="Leads" queries={[leads]}>
        <p className="mt-1 text-sm text-slate-700">The 200 newest leads, newest first.</p>
      </PanelHeader>
      <QueryView
        query={leads}
        loading="Loading leads..."
        failure="The leads could not be loaded."
        isEmpty={(data) => data.leads.length === 0}
        empty={<p className="mt-6 text-slate-700">No leads yet.</p>}
      >
        {(data) => <DataTable label="Leads" columns={columns} rows={data.leads} rowKey={(lead) => lead.id} />}
      </QueryView>
    </div>
  );
}
