import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { buttonClass } from "../../components/ui/button-styles";

// The pieces every /sys-admin panel shares: a header with refresh, and time stamps.

const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

export function Timestamp({ iso, withTime = true }: { iso: string; withTime?: boolean }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return <>{iso}</>;
  return <time dateTime={iso}>{(withTime ? dateTimeFormat : dateFormat).format(date)}</time>;
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
