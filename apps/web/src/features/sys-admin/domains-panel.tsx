import { type ApprovedDomain, approvedDomainListSchema, approvedDomainSchema } from "@gradeatlas/contracts/sys-admin";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { buttonClass } from "../../components/ui/button-styles";
import { type Column, DataTable } from "../../components/ui/data-table";
import { fieldClass } from "../../components/ui/field-styles";
import { TextField } from "../../components/ui/form-fields";
import { failureMessage, QueryView } from "../../components/ui/query-view";
import { Timestamp } from "../../components/ui/timestamp";
import { apiRequest } from "../../lib/api-client";
import { toast } from "../../lib/toast";
import { PanelHeader } from "./admin-ui";

const DOMAINS_QUERY_KEY = ["sys-admin", "domains"];

/**
 * Institution domains (decisions 0023, 0037): a domain approved here makes the
 * verified people on it members of one institution, new or existing.
 */
export function DomainsPanel() {
  const domains = useQuery({
    queryKey: DOMAINS_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest("/v1/admin/domains", { schema: approvedDomainListSchema, signal }),
  });
  const columns: Column<ApprovedDomain>[] = [
    { header: "Domain", className: "whitespace-nowrap font-medium", cell: (d) => d.domain },
    { header: "Institution", className: "min-w-40", cell: (d) => d.institutionName },
    {
      header: "Approved",
      className: "whitespace-nowrap",
      cell: (d) => (
        <>
          <Timestamp iso={d.approvedAt} />
          {d.approvedBy === null && <span className="text-slate-700"> (carried over)</span>}
        </>
      ),
    },
    { header: "Actions", cell: (d) => <WithdrawButton domain={d.domain} /> },
  ];
  return (
    <div>
      <PanelHeader title="Institution domains" queries={[domains]}>
        <p className="mt-1 max-w-3xl text-sm text-slate-700">
          An approved domain belongs to one institution: a new one named after the domain, or one already listed here.
          People with a verified address on it join that institution by themselves, and get premium while one of its
          admins pays. Approve a domain only when the institution issues every address on it. Shared mail providers
          (Gmail, Outlook, Yahoo…) are refused.
        </p>
      </PanelHeader>
      <ApproveForm institutions={institutionsOf(domains.data?.domains ?? [])} />
      <QueryView
        query={domains}
        loading="Loading domains..."
        failure="The domains could not be loaded."
        isEmpty={(data) => data.domains.length === 0}
        empty={<p className="mt-6 text-slate-700">No domain is approved yet.</p>}
      >
        {(data) => (
          <DataTable label="Approved domains" columns={columns} rows={data.domains} rowKey={(d) => d.domain} />
        )}
      </QueryView>
    </div>
  );
}

/** The institutions that have a domain, once each, by name: those a new domain can join. */
export function institutionsOf(domains: ApprovedDomain[]): { id: string; name: string }[] {
  const byId = new Map(domains.map((d) => [d.institutionId, d.institutionName]));
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

function ApproveForm({ institutions }: { institutions: { id: string; name: string }[] }) {
  const queryClient = useQueryClient();
  const institutionId = useId();
  const [domain, setDomain] = useState("");
  const [institution, setInstitution] = useState("");
  const [error, setError] = useState<string>();
  const approve = useMutation({
    mutationFn: (value: string) =>
      apiRequest("/v1/admin/domains", {
        method: "POST",
        body: { domain: value, ...(institution ? { institutionId: institution } : {}) },
        schema: approvedDomainSchema,
      }),
    retry: false,
    onSuccess: async (approved) => {
      toast.success(`${approved.domain} is approved for ${approved.institutionName}.`);
      setDomain("");
      setInstitution("");
      await queryClient.invalidateQueries({ queryKey: DOMAINS_QUERY_KEY });
    },
    onError: (e) => setError(failureMessage(e, "The domain could not be approved.")),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!domain.trim()) return setError("Enter a domain such as university.edu.");
    approve.mutate(domain);
  };
  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-wrap items-start gap-3">
      <TextField
        label="Domain to approve"
        name="domain"
        placeholder="university.edu"
        value={domain}
        onChange={(e) => setDomain(e.target.value)}
        error={error}
        className="w-full max-w-sm"
      />
      <div className="w-full max-w-sm">
        <label htmlFor={institutionId} className="block text-sm font-medium text-slate-900">
          For institution
        </label>
        <select
          id={institutionId}
          className={fieldClass()}
          value={institution}
          onChange={(e) => setInstitution(e.target.value)}
        >
          <option value="">A new institution, named after the domain</option>
          {institutions.map((i) => (
            <option key={i.id} value={i.id}>
              {i.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass("primary", "mt-6")} disabled={approve.isPending}>
        Approve domain
      </button>
    </form>
  );
}

function WithdrawButton({ domain }: { domain: string }) {
  const queryClient = useQueryClient();
  const withdraw = useMutation({
    mutationFn: () => apiRequest(`/v1/admin/domains/${encodeURIComponent(domain)}`, { method: "DELETE" }),
    retry: false,
    onSuccess: async () => {
      toast.success(`${domain} is no longer approved.`);
      await queryClient.invalidateQueries({ queryKey: DOMAINS_QUERY_KEY });
    },
    onError: (e) => toast.error(failureMessage(e, "The approval could not be withdrawn.")),
  });
  return (
    <button
      type="button"
      className={buttonClass("secondary", "px-3 py-1.5")}
      disabled={withdraw.isPending}
      onClick={() => {
        if (window.confirm(`Withdraw ${domain}? Its members lose premium from their institution's plan.`)) {
          withdraw.mutate();
        }
      }}
    >
      Withdraw<span className="sr-only"> {domain}</span>
    </button>
  );
}
