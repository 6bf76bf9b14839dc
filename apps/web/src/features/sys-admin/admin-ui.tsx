import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { buttonClass } from "../../components/ui/button-styles";

// The header every /sys-admin panel shares: its title and a refresh for its data.

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
