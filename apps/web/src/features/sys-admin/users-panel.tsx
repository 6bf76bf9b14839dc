import { type AdminUser, adminUserListSchema, adminUserSchema } from "@gradeatlas/contracts/sys-admin";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { buttonClass } from "../../components/ui/button-styles";
import { type Column, DataTable } from "../../components/ui/data-table";
import { fieldClass } from "../../components/ui/field-styles";
import { failureMessage, QueryView } from "../../components/ui/query-view";
import { Timestamp } from "../../components/ui/timestamp";
import { useAccess } from "../../lib/access/access-context";
import { ME_QUERY_KEY } from "../../lib/access/use-access-source";
import { premiumSourceLabels, tierLabels } from "../../lib/access-labels";
import { apiRequest } from "../../lib/api-client";
import { toast } from "../../lib/toast";
import { useDebounced } from "../../lib/use-debounced";
import { PanelHeader } from "./admin-ui";

const USERS_QUERY_KEY = ["sys-admin", "users"] as const;
const SEARCH_DEBOUNCE_MS = 300;

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

const columns: Column<AdminUser>[] = [
  {
    header: "E-mail",
    className: "font-medium break-all text-slate-900",
    cell: (user) => (
      <>
        {user.email}
        {user.name && <span className="block font-normal text-slate-700">{user.name}</span>}
        {user.isOperator && <span className="block text-xs font-semibold text-blue-900">Operator</span>}
      </>
    ),
  },
  { header: "Verified", cell: (user) => (user.emailVerified ? "Yes" : "No") },
  { header: "Role", cell: (user) => user.role ?? "user" },
  { header: "Tier", cell: (user) => tierLabels[user.tier] },
  { header: "Premium source", cell: (user) => premiumSourceLabels[user.premiumSource] },
  { header: "Subscription", cell: (user) => user.subscriptionStatus ?? "None" },
  {
    header: "Created",
    className: "whitespace-nowrap",
    cell: (user) => <Timestamp iso={user.createdAt} withTime={false} />,
  },
  { header: "Actions", cell: (user) => <UserActions user={user} /> },
];

/** Find users by e-mail; make or remove admins; grant or end a plan by hand. */
export function UsersPanel() {
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
      <PanelHeader title="Users" queries={[users]}>
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
          className={fieldClass()}
        />
      </div>
      <QueryView
        query={users}
        loading="Loading users..."
        failure="The users could not be loaded."
        isEmpty={(data) => data.users.length === 0}
        empty={
          <p role="status" className="mt-6 text-slate-700">
            {q ? `No user's e-mail address contains “${q}”.` : "There are no users yet."}
          </p>
        }
      >
        {(data) => <DataTable label="Users" columns={columns} rows={data.users} rowKey={(u) => u.id} />}
      </QueryView>
    </div>
  );
}

function UserActions({ user }: { user: AdminUser }) {
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
  const buttons: { label: string; action: UserAction }[] = [
    isAdmin ? { label: "Remove admin", action: "remove-admin" } : { label: "Make admin", action: "make-admin" },
    { label: "Grant plan", action: "grant-plan" },
    { label: "End plan", action: "end-plan" },
  ];
  return (
    <div className="flex min-w-max gap-2">
      {buttons.map(({ label, action }) => (
        <button
          key={action}
          type="button"
          className={buttonClass("secondary", "px-3 py-1.5")}
          disabled={mutation.isPending}
          onClick={() => mutation.mutate(action)}
        >
          {label}
          <span className="sr-only"> for {user.email}</span>
        </button>
      ))}
    </div>
  );
}
