import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { buttonClass } from "../../components/ui/button-styles";
import { LoadingIndicator } from "../../components/ui/loading";
import { ApiError } from "../../lib/api-client";
import { FormAlert } from "../auth/form-fields";

// The pieces every /sys-admin panel shares: header with refresh, failure
// message, time stamps and a table built from a list of columns.

const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

export function Timestamp({ iso, withTime = true }: { iso: string; withTime?: boolean }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return <>{iso}</>;
  return <time dateTime={iso}>{(withTime ? dateTimeFormat : dateFormat).format(date)}</time>;
}

export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

export function PanelHeader({
  title,
  queries,
  children,
}: {
  title: string;
  queries: UseQueryResult[];
  children?: ReactNode;
}) {
  const fetching = queries.some((q) => q.isFetching);
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
        {children}
      </div>
      <button
        type="button"
        className={buttonClass("secondary")}
        disabled={fetching}
        onClick={() => {
          for (const q of queries) void q.refetch();
        }}
      >
        {fetching ? "Refreshing..." : "Refresh"}
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

/**
 * The four states of a panel's data: loading, failed, empty and loaded. Keeps
 * every panel's messages in the same place and shape.
 */
export function QueryView<Data>({
  query,
  loading,
  failure,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<Data>;
  loading: string;
  failure: string;
  isEmpty: (data: Data) => boolean;
  empty: ReactNode;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) return <LoadingIndicator label={loading} />;
  if (query.isError) return <QueryFailure query={query} fallback={failure} />;
  if (isEmpty(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
