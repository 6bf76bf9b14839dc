// Page visits are counted per path in the visitor's own browser (docs/requirements.md §2), so
// nothing about browsing leaves the device.

export const PAGE_VISITS_STORAGE_KEY = "gradeatlas:page-visits";

export interface PageVisit {
  count: number;
  lastVisited: string;
}

export type PageVisits = Record<string, PageVisit>;

type VisitStorage = Pick<Storage, "getItem" | "setItem">;

/** Reads the stored visits; a missing or damaged record reads as none. */
export function readPageVisits(storage: VisitStorage): PageVisits {
  try {
    const raw = storage.getItem(PAGE_VISITS_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return isPageVisits(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/** Counts one visit to `path` and returns the updated record. */
export function recordPageVisit(path: string, storage: VisitStorage, now: () => Date = () => new Date()): PageVisits {
  const visits = readPageVisits(storage);
  const previous = visits[path];
  const next: PageVisits = {
    ...visits,
    [path]: { count: (previous?.count ?? 0) + 1, lastVisited: now().toISOString() },
  };
  try {
    storage.setItem(PAGE_VISITS_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage can be full or disabled (private mode); counting is best effort.
  }
  return next;
}

function isPageVisits(value: unknown): value is PageVisits {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  return Object.values(value).every(
    (v) =>
      typeof v === "object" &&
      v !== null &&
      typeof (v as PageVisit).count === "number" &&
      typeof (v as PageVisit).lastVisited === "string",
  );
}
