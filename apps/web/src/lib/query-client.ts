import { QueryClient, type QueryClientConfig } from "@tanstack/react-query";

// docs/requirements.md §9: queries are fresh for 5 minutes and kept 10; failed queries retry
// 3 times with exponential backoff capped at 30 s; mutations retry once after
// 1 s; refetch on window focus, not on reconnect.
const MINUTE = 60_000;
export const QUERY_STALE_TIME_MS = 5 * MINUTE;
export const QUERY_GC_TIME_MS = 10 * MINUTE;
export const QUERY_RETRIES = 3;
export const QUERY_MAX_RETRY_DELAY_MS = 30_000;
export const MUTATION_RETRIES = 1;
export const MUTATION_RETRY_DELAY_MS = 1_000;

/** 1 s, 2 s, 4 s ... never more than 30 s. */
export function queryRetryDelay(failureCount: number): number {
  return Math.min(1_000 * 2 ** failureCount, QUERY_MAX_RETRY_DELAY_MS);
}

export const queryClientConfig: QueryClientConfig = {
  defaultOptions: {
    queries: {
      staleTime: QUERY_STALE_TIME_MS,
      gcTime: QUERY_GC_TIME_MS,
      retry: QUERY_RETRIES,
      retryDelay: queryRetryDelay,
      refetchOnWindowFocus: true,
      refetchOnReconnect: false,
    },
    mutations: {
      retry: MUTATION_RETRIES,
      retryDelay: MUTATION_RETRY_DELAY_MS,
    },
  },
};

export function createQueryClient(): QueryClient {
  return new QueryClient(queryClientConfig);
}
