import { type AccessFacts, guestFacts } from "./access-state";

// Where the access facts come from. Auth is not built yet, so every visitor is
// a guest, known at once and without a network call. The auth issue replaces
// this hook with one that reads the session (GET /api/me) through TanStack
// Query and reports isLoading while it is in flight.
export function useAccessSource(): AccessFacts {
  return guestFacts;
}
