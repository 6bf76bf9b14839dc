import { parseCustomScaleRef } from "@gradeatlas/engine";
import { skipToken, useQuery } from "@tanstack/react-query";
import { useAccess } from "../../../lib/access/access-context";
import type { CustomScaleChoice } from "../../custom-scales";
import { useMemberKit } from "../use-member-kit";

export type CustomKit = typeof import("./custom-kit");
const loadKit = (): Promise<CustomKit> => import("./custom-kit");

const none: CustomScaleChoice[] = [];

export interface CustomScalesInUse {
  /** The helpers that name and list these scales, loaded with them. */
  kit: CustomKit | null;
  /** The newest version of each of the institution's scales, every country. */
  newest: CustomScaleChoice[];
  /** The scale `ref` names, once known: from the list, or fetched (an archived scale, an older version). */
  chosen: CustomScaleChoice | null;
  /** `ref` names an institution's scale that is still loading (or could not be read). */
  pending: boolean;
  failed: boolean;
}

/**
 * The institution's own scales, for a member's calculator. Like the house
 * rules, the code and the list load only for members: a guest's first view
 * carries neither, and a guest never asks for them. Null for everyone else.
 */
export function useCustomScalesInUse(ref: string | undefined): CustomScalesInUse | null {
  const member = useAccess().institution !== null;
  const kit = useMemberKit(loadKit);
  const list = useQuery({
    queryKey: ["custom-scales", "calculator"], // below the editor's key: editing a scale refreshes it
    queryFn: kit ? ({ signal }) => kit.fetchCalculatorScales(signal) : skipToken,
    retry: 1,
  });
  const parsed = parseCustomScaleRef(ref);
  const newest = list.data ?? none;
  const listed = ref && kit && list.data ? kit.findChoice(newest, ref) : undefined;
  // A version the list does not hold (archived, or older than the newest): read on its own.
  const wanted = parsed && list.data && !listed && parsed.version !== null ? parsed : null;
  const single = useQuery({
    queryKey: ["custom-scales", "version", wanted?.id, wanted?.version],
    queryFn:
      wanted && kit ? ({ signal }) => kit.fetchScaleVersion(wanted.id, wanted.version as number, signal) : skipToken,
    retry: 1,
  });
  if (!member) return null;
  const chosen = listed ?? (wanted ? (single.data ?? null) : null);
  const failed = parsed !== null && (list.isError || single.isError || (list.isSuccess && !listed && !wanted));
  return { kit, newest, chosen, pending: parsed !== null && !chosen && !failed, failed };
}
