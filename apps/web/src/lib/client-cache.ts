// A small in-memory cache for data the browser re-reads often (docs/requirements.md §3, §9).
// Each kind has its own time-to-live and size; when a kind is full, the entry
// used least often is evicted (ties go to the one used longest ago), after any
// expired entries have been dropped.

export type CacheKind = "grading_systems" | "user_profiles" | "academic_reports" | "institutions" | "default";

export interface CacheLimits {
  ttlMs: number;
  maxEntries: number;
}

const MINUTE = 60_000;

export const cacheLimits: Record<CacheKind, CacheLimits> = {
  grading_systems: { ttlMs: 60 * MINUTE, maxEntries: 10 },
  user_profiles: { ttlMs: 15 * MINUTE, maxEntries: 50 },
  academic_reports: { ttlMs: 5 * MINUTE, maxEntries: 100 },
  institutions: { ttlMs: 30 * MINUTE, maxEntries: 20 },
  default: { ttlMs: 5 * MINUTE, maxEntries: 100 },
};

/** The cache keys of docs/requirements.md §3. Bump a version suffix when the stored shape changes. */
export const cacheKeys = {
  gradingSystems: "grading-systems:v2",
  countrySortConfig: "country-sort-config",
  userProfile: "user-profile",
  academicReports: "academic-reports",
  institutions: "institutions",
  subscriptionStatus: "subscription-status",
  calculationHistory: "calculation-history",
  teams: "teams",
  blogPosts: "blog-posts",
  relatedPosts: "related-posts",
  educationSystems: "education-systems",
} as const;

interface Entry {
  value: unknown;
  expiresAt: number;
  uses: number;
  lastUsed: number;
}

export interface ClientCache {
  get<T>(kind: CacheKind, key: string): T | undefined;
  set<T>(kind: CacheKind, key: string, value: T): void;
  delete(kind: CacheKind, key: string): void;
  /** Empties one kind, or every kind when none is given (e.g. on sign-out). */
  clear(kind?: CacheKind): void;
  /** Live (unexpired) entries of one kind. */
  size(kind: CacheKind): number;
}

export interface ClientCacheOptions {
  now?: () => number;
  limits?: Record<CacheKind, CacheLimits>;
}

export function createClientCache({ now = Date.now, limits = cacheLimits }: ClientCacheOptions = {}): ClientCache {
  const stores = new Map<CacheKind, Map<string, Entry>>();
  // A counter orders uses that happen within the same clock tick.
  let tick = 0;

  const storeOf = (kind: CacheKind) => {
    let store = stores.get(kind);
    if (!store) {
      store = new Map();
      stores.set(kind, store);
    }
    return store;
  };

  const dropExpired = (store: Map<string, Entry>) => {
    const time = now();
    for (const [key, entry] of store) if (entry.expiresAt <= time) store.delete(key);
  };

  const evictLeastUsed = (store: Map<string, Entry>) => {
    let victim: [string, Entry] | undefined;
    for (const candidate of store) {
      const [, entry] = candidate;
      if (
        !victim ||
        entry.uses < victim[1].uses ||
        (entry.uses === victim[1].uses && entry.lastUsed < victim[1].lastUsed)
      ) {
        victim = candidate;
      }
    }
    if (victim) store.delete(victim[0]);
  };

  return {
    get<T>(kind: CacheKind, key: string) {
      const store = storeOf(kind);
      const entry = store.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        store.delete(key);
        return undefined;
      }
      entry.uses += 1;
      entry.lastUsed = ++tick;
      return entry.value as T;
    },
    set(kind, key, value) {
      const store = storeOf(kind);
      const { ttlMs, maxEntries } = limits[kind];
      const previous = store.get(key);
      if (!previous && store.size >= maxEntries) {
        dropExpired(store);
        while (store.size >= maxEntries) evictLeastUsed(store);
      }
      store.set(key, { value, expiresAt: now() + ttlMs, uses: previous?.uses ?? 0, lastUsed: ++tick });
    },
    delete(kind, key) {
      storeOf(kind).delete(key);
    },
    clear(kind) {
      if (kind) stores.delete(kind);
      else stores.clear();
    },
    size(kind) {
      const store = storeOf(kind);
      dropExpired(store);
      return store.size;
    },
  };
}

/** The app-wide cache. */
export const clientCache = createClientCache();
