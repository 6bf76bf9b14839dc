import { describe, expect, it } from "vitest";
import { PAGE_VISITS_STORAGE_KEY, readPageVisits, recordPageVisit } from "./page-visits";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      data.set(key, value);
    },
  };
}

describe("page visits", () => {
  it("counts visits per path with the time of the last one", () => {
    const storage = memoryStorage();
    recordPageVisit("/calculator", storage, () => new Date("2025-01-01T00:00:00.000Z"));
    recordPageVisit("/", storage, () => new Date("2025-01-02T00:00:00.000Z"));
    const visits = recordPageVisit("/calculator", storage, () => new Date("2025-01-03T00:00:00.000Z"));

    expect(visits).toEqual({
      "/calculator": { count: 2, lastVisited: "2025-01-03T00:00:00.000Z" },
      "/": { count: 1, lastVisited: "2025-01-02T00:00:00.000Z" },
    });
    expect(JSON.parse(storage.getItem(PAGE_VISITS_STORAGE_KEY) ?? "{}")).toEqual(visits);
  });

  it("starts again from a damaged record", () => {
    const storage = memoryStorage({ [PAGE_VISITS_STORAGE_KEY]: "{not json" });
    expect(readPageVisits(storage)).toEqual({});
    expect(recordPageVisit("/", storage)["/"]?.count).toBe(1);

    const wrongShape = memoryStorage({ [PAGE_VISITS_STORAGE_KEY]: '{"/":{"count":"many"}}' });
    expect(readPageVisits(wrongShape)).toEqual({});
  });

  it("still counts when storage refuses to write", () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(recordPageVisit("/", storage)["/"]?.count).toBe(1);
  });
});
