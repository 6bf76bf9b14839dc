import { useSearchParams } from "react-router";

export const CRASH_QUERY_FLAG = "__gradeatlas_crash";

// Lets end-to-end tests reach the top-level error screen in the real built
// app. It only ever crashes the page of the visitor who typed the flag.
export function CrashProbe() {
  const [params] = useSearchParams();
  if (params.get(CRASH_QUERY_FLAG) === "1") {
    throw new Error(`Crash requested with ?${CRASH_QUERY_FLAG}=1 (error screen test).`);
  }
  return null;
}
