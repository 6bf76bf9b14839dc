import { useEffect, useState } from "react";
import { useAccess } from "../../lib/access/access-context";

/**
 * Code only members of an institution use (house rules, their own scales),
 * loaded once they are known to be members: a guest's first view carries none
 * of it. Null for everyone else, until it arrives, and offline (the calculator
 * then works with the published defaults).
 */
export function useMemberKit<Kit>(load: () => Promise<Kit>): Kit | null {
  const member = useAccess().institution !== null;
  const [kit, setKit] = useState<Kit | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a module-level import, the same on every render
  useEffect(() => {
    if (!member || kit) return;
    let live = true;
    load()
      .then((m) => live && setKit(() => m))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [member, kit]);
  return member ? kit : null;
}
