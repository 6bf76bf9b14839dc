import { type Country, loadCountry } from "@gradeatlas/engine";
import { useQuery } from "@tanstack/react-query";

/** One country's full grading data: its own small chunk, loaded on demand and kept. */
export function useCountry(code: string) {
  return useQuery<Country>({
    // "v2" is the grading-systems cache version of docs/requirements.md §3.
    queryKey: ["grading_systems", "v2", code],
    queryFn: () => loadCountry(code),
    staleTime: Number.POSITIVE_INFINITY, // the dataset ships with the app
  });
}
