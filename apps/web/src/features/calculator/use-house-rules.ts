import type { HouseRules } from "@gradeatlas/engine";
import { skipToken, useQuery } from "@tanstack/react-query";
import { useMemberKit } from "./use-member-kit";

type Kit = typeof import("../house-rules");
const loadKit = (): Promise<Kit> => import("../house-rules");

export interface HouseRulesInUse {
  kit: Kit;
  rules: HouseRules;
  version: number;
}

/**
 * The institution's house rules, for a member's calculator: the rules code
 * and the rules themselves load only for members (a guest's first view
 * carries neither). Null until both are here, and for everyone else.
 */
export function useHouseRulesInUse(): HouseRulesInUse | null {
  const kit = useMemberKit(loadKit);
  const query = useQuery({
    queryKey: ["house-rules"], // the house-rules feature's key: the rules page shares this cache entry
    queryFn: kit ? ({ signal }) => kit.fetchHouseRules(signal) : skipToken,
    retry: 1,
  });
  if (!kit || !query.data) return null;
  return { kit, rules: query.data.rules, version: query.data.version };
}
