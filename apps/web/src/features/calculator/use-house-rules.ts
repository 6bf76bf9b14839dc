import type { HouseRules } from "@gradeatlas/engine";
import { skipToken, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useAccess } from "../../lib/access/access-context";

type Kit = typeof import("../house-rules");

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
  const member = useAccess().institution !== null;
  const [kit, setKit] = useState<Kit | null>(null);
  useEffect(() => {
    if (!member || kit) return;
    let live = true;
    import("../house-rules").then((m) => live && setKit(m)).catch(() => {}); // offline: published defaults
    return () => {
      live = false;
    };
  }, [member, kit]);
  const query = useQuery({
    queryKey: ["house-rules"], // the house-rules feature's key: the rules page shares this cache entry
    queryFn: member && kit ? ({ signal }) => kit.fetchHouseRules(signal) : skipToken,
    retry: 1,
  });
  if (!member || !kit || !query.data) return null;
  return { kit, rules: query.data.rules, version: query.data.version };
}
