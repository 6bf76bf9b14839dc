import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ApiError } from "../../lib/api-client";
import { FormAlert } from "./form-fields";
import { LoadingIndicator } from "./loading";

/** The server's message for a failed request (always written for people), else the fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

export function QueryFailure({ query, fallback }: { query: UseQueryResult; fallback: string }) {
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
