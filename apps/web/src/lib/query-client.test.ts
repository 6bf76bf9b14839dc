import { describe, expect, it } from "vitest";
import { createQueryClient, queryRetryDelay } from "./query-client";

describe("query client", () => {
  it("uses the docs/requirements.md §9 settings", () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: 5 * 60_000,
      gcTime: 10 * 60_000,
      retry: 3,
      refetchOnWindowFocus: true,
      refetchOnReconnect: false,
    });
    expect(mutations).toMatchObject({ retry: 1, retryDelay: 1_000 });
  });

  it("backs off exponentially up to 30 seconds", () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(queryRetryDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });
});
