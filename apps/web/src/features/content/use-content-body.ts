import type { ContentBody } from "@gradeatlas/contracts/content";
import { useQuery } from "@tanstack/react-query";

/** One article's HTML, its own small chunk, loaded when its page opens. */
export function useContentBody(
  kind: "post" | "event",
  slug: string,
  load: (() => Promise<{ default: ContentBody }>) | undefined,
) {
  return useQuery({
    queryKey: ["content", kind, slug],
    queryFn: async () => (load ? (await load()).default : null),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: load !== undefined,
  });
}
