import {
  type AdminUser,
  adminUserListSchema,
  adminUserSchema,
  leadListSchema,
  outboxListSchema,
} from "@gradeatlas/contracts/sys-admin";
import { keepPreviousData, type UseQueryResult, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Tabs } from "radix-ui";
import { type ReactNode, useEffect, useId, useState } from "react";
import { useAccess } from "../../app/access/access-context";
import { ME_QUERY_KEY } from "../../app/access/use-access-source";
import { buttonClass } from "../../components/ui/button-styles";
import { LoadingIndicator } from "../../components/ui/loading";
import { premiumSourceLabels, tierLabels } from "../../lib/access-labels";
import { ApiError, apiRequest } from "../../lib/api-client";
import { toast } from "../../lib/toast";
import { FormAlert } from "../auth/form-fields";

const USERS_QUERY_KEY = ["sys-admin", "users"] as const;
const OUTBOX_QUERY_KEY = ["sys-admin", "outbox"] as const;
const LEADS_QUERY_KEY = ["sys-admin", "leads"] as const;
const SEARCH_DEBOUNCE_MS = 300;

const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

function Timestamp({ iso, withTime = true }: { iso: string; withTime?: boolean }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return <>{iso}</>;
  return <time dateTime={iso}>{(withTime ? dateTimeFormat : dateFormat).format(date)}</time>;
}

function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

const tabTrigger =
  "-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-slate-700 hover:text-slate-900 " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 " +
  "data-[state=active]:border-blue-800 data-[state=active]:text-blue-900";

/** /sys-admin: platform operators find users, change roles and plans, and read the outbox and leads. */
export function SysAdminPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <title>System admin · GradeAtlas</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">System admin</h1>
      <p className="mt-2 text-slate-700">Users and their access, the e-mail outbox and the leads.</p>
      <Tabs.Root defaultValue="users" className="mt-8">
        <Tabs.List aria-label="System admin sections" className="flex flex-wrap border-b border-slate-300">
          <Tabs.Trigger value="users" className={tabTrigger}>
            Users
          </Tabs.Trigger>
          <Tabs.Trigger value="outbox" className={tabTrigger}>
            E-mail outbox
          </Tabs.Trigger>
          <Tabs.Trigger value="leads" className={tabTrigger}>
            Leads
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="users" className="pt-6 focus-visible:outline-2 focus-visible:outline-blue-700">
          <UsersPanel />
        </Tabs.Content>
        <Tabs.Content value="outbox" className="pt-6 focus-visible:outline-2 focus-visible:outline-blue-700">
          <OutboxPanel />
        </Tabs.Content>
        <Tabs.Content value="leads" className="pt-6 focus-visible:outline-2 focus-visible:outline-blue-700">
          <LeadsPanel />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

function PanelHeader({ title, query, children }: { title: string; query: UseQueryResult; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
        {children}
      </div>
      <button
        type="button"
        className={buttonClass("secondary")}
        disabled={query.isFetching}
        onClick={() => query.refetch()}
      >
        {query.isFetching ? "Refreshing..." : "Refresh"}
      </button>
    </div>
  );
}

function QueryFailure({ query, fallback }: { query: UseQueryResult; fallback: string }) {
  return (
    <div className="mt-6">
      <FormAlert>{failureMessage(query.error, fallback)}</FormAlert>
    </div>
  );
}

const th = "px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-800 uppercase";
const td = "px-3 py-2 align-top text-sm text-slate-800";

/** A table that scrolls sideways on narrow screens; focusable so keyboard users can scroll it. */
function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
      tabIndex={0}
      className="mt-6 overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-blue-700"
    >
      <table className="min-w-full divide-y divide-slate-200 bg-white">{children}</table>
    </section>
  );
}

// --- Users -------------------------------------------------------------------

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

type UserAction = "make-admin" | "remove-admin" | "grant-plan" | "end-plan";

const actionSuccess: Record<UserAction, string> = {
  "make-admin": "Role updated.",
  "remove-admin": "Role updated.",
  "grant-plan": "Plan granted.",
  "end-plan": "Plan ended.",
};

function runUserAction(id: string, action: UserAction): Promise<AdminUser> {
  const base = `/v1/admin/users/${encodeURIComponent(id)}`;
  switch (action) {
    case "make-admin":
      return apiRequest(`${base}/role`, { method: "PUT", body: { role: "admin" }, schema: adminUserSchema });
    case "remove-admin":
      return apiRequest(`${base}/role`, { method: "PUT", body: { role: null }, schema: adminUserSchema });
    case "grant-plan":
      return apiRequest(`${base}/subscription`, { method: "POST", schema: adminUserSchema });
    case "end-plan":
      return apiRequest(`${base}/subscription`, { method: "DELETE", schema: adminUserSchema });
  }
}

function UsersPanel() {
  const searchId = useId();
  const [search, setSearch] = useState("");
  const q = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const users = useQuery({
    queryKey: [...USERS_QUERY_KEY, q],
    queryFn: ({ signal }) =>
      apiRequest(`/v1/admin/users?q=${encodeURIComponent(q)}`, { schema: adminUserListSchema, signal }),
    placeholderData: keepPreviousData,
  });
  return (
    <div>
      <PanelHeader title="Users" query={users}>
        <p className="mt-1 text-sm text-slate-700">The 50 newest accounts that match, newest first.</p>
      </PanelHeader>
      <div className="mt-4 max-w-md">
        <label htmlFor={searchId} className="block text-sm font-medium text-slate-900">
          Search by e-mail
        </label>
        <input
          id={searchId}
          type="search"
          autoComplete="off"
          spellCheck={false}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-base text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-1 focus:outline-blue-700"
        />
      </div>
      {users.isPending ? (
        <LoadingIndicator label="Loading users..." />
      ) : users.isError ? (
        <QueryFailure query={users} fallback="The users could not be loaded." />
      ) : users.data.users.length === 0 ? (
        <p role="status" className="mt-6 text-slate-700">
          {q ? `No user's e-mail address contains “${q}”.` : "There are no users yet."}
        </p>
      ) : (
        <ScrollTable label="Users">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={th}>
                E-mail
              </th>
              <th scope="col" className={th}>
                Verified
              </th>
              <th scope="col" className={th}>
                Role
              </th>
              <th scope="col" className={th}>
                Tier
              </th>
              <th scope="col" className={th}>
                Premium source
              </th>
              <th scope="col" className={th}>
                Subscription
              </th>
              <th scope="col" className={th}>
                Created
              </th>
              <th scope="col" className={th}>
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {users.data.users.map((user) => (
              <UserRow key={user.id} user={user} />
            ))}
          </tbody>
        </ScrollTable>
      )}
    </div>
  );
}

function UserRow({ user }: { user: AdminUser }) {
  const queryClient = useQueryClient();
  const access = useAccess();
  const mutation = useMutation({
    mutationFn: (action: UserAction) => runUserAction(user.id, action),
    retry: false,
    onSuccess: async (_result, action) => {
      toast.success(actionSuccess[action]);
      await queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY });
      // Changing one's own role or plan changes what this browser may do.
      if (user.id === access.user?.id) await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
    onError: (error) => {
      toast.error(failureMessage(error, "The change could not be saved."));
    },
  });
  const isAdmin = user.role === "admin";
  const forUser = <span className="sr-only"> for {user.email}</span>;
  const busy = mutation.isPending;
  return (
    <tr>
      <td className={`${td} font-medium break-all text-slate-900`}>
        {user.email}
        {user.name && <span className="block font-normal text-slate-700">{user.name}</span>}
        {user.isOperator && <span className="block text-xs font-semibold text-blue-900">Operator</span>}
      </td>
      <td className={td}>{user.emailVerified ? "Yes" : "No"}</td>
      <td className={td}>{user.role ?? "user"}</td>
      <td className={td}>{tierLabels[user.tier]}</td>
      <td className={td}>{premiumSourceLabels[user.premiumSource]}</td>
      <td className={td}>{user.subscriptionStatus ?? "None"}</td>
      <td className={`${td} whitespace-nowrap`}>
        <Timestamp iso={user.createdAt} withTime={false} />
      </td>
      <td className={td}>
        <div className="flex min-w-max gap-2">
          <button
            type="button"
            className={buttonClass("secondary", "px-3 py-1.5")}
            disabled={busy}
            onClick={() => mutation.mutate(isAdmin ? "remove-admin" : "make-admin")}
          >
            {isAdmin ? "Remove admin" : "Make admin"}
            {forUser}
          </button>
          <button
            type="button"
            className={buttonClass("secondary", "px-3 py-1.5")}
            disabled={busy}
            onClick={() => mutation.mutate("grant-plan")}
          >
            Grant plan
            {forUser}
          </button>
          <button
            type="button"
            className={buttonClass("secondary", "px-3 py-1.5")}
            disabled={busy}
            onClick={() => mutation.mutate("end-plan")}
          >
            End plan
            {forUser}
          </button>
        </div>
      </td>
    </tr>
  );
}

// --- E-mail outbox -----------------------------------------------------------

const statusStyles: Record<"stored" | "sent" | "failed", string> = {
  stored: "bg-slate-100 text-slate-800 ring-slate-300",
  sent: "bg-green-50 text-green-900 ring-green-300",
  failed: "bg-red-50 text-red-900 ring-red-300",
};

function OutboxPanel() {
  const outbox = useQuery({
    queryKey: OUTBOX_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest("/v1/admin/outbox", { schema: outboxListSchema, signal }),
  });
  const messages = outbox.data
    ? [...outbox.data.messages].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    : [];
  return (
    <div>
      <PanelHeader title="E-mail outbox" query={outbox}>
        <p className="mt-1 text-sm text-slate-700">The 100 newest messages, newest first.</p>
      </PanelHeader>
      {outbox.isPending ? (
        <LoadingIndicator label="Loading the outbox..." />
      ) : outbox.isError ? (
        <QueryFailure query={outbox} fallback="The outbox could not be loaded." />
      ) : messages.length === 0 ? (
        <p className="mt-6 text-slate-700">No e-mail has been sent yet.</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {messages.map((m) => (
            <li key={m.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
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
                <summary className="cursor-pointer text-sm font-medium text-blue-800 hover:text-blue-900">
                  Text body
                </summary>
                <pre className="mt-2 overflow-x-auto rounded-md bg-slate-50 p-3 text-sm break-words whitespace-pre-wrap text-slate-900">
                  {m.text}
                </pre>
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

// --- Leads -------------------------------------------------------------------

function LeadsPanel() {
  const leads = useQuery({
    queryKey: LEADS_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest("/v1/admin/leads", { schema: leadListSchema, signal }),
  });
  return (
    <div>
      <PanelHeader title="Leads" query={leads}>
        <p className="mt-1 text-sm text-slate-700">The 200 newest leads, newest first.</p>
      </PanelHeader>
      {leads.isPending ? (
        <LoadingIndicator label="Loading leads..." />
      ) : leads.isError ? (
        <QueryFailure query={leads} fallback="The leads could not be loaded." />
      ) : leads.data.leads.length === 0 ? (
        <p className="mt-6 text-slate-700">No leads yet.</p>
      ) : (
        <ScrollTable label="Leads">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={th}>
                Time
              </th>
              <th scope="col" className={th}>
                E-mail
              </th>
              <th scope="col" className={th}>
                Source
              </th>
              <th scope="col" className={th}>
                Context
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {leads.data.leads.map((lead) => (
              <tr key={lead.id}>
                <td className={`${td} whitespace-nowrap`}>
                  <Timestamp iso={lead.createdAt} />
                </td>
                <td className={`${td} break-all`}>{lead.email}</td>
                <td className={td}>{lead.source}</td>
                <td className={`${td} break-words`}>{lead.context ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </div>
  );
}
