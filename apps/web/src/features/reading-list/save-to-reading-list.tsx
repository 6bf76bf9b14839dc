import type { ReadingKind } from "@gradeatlas/contracts/reading-list";
import { buttonClass } from "../../components/ui/button-styles";
import { Hint } from "../../components/ui/disclosure-menu";
import { useAccess } from "../../lib/access/access-context";
import { PREMIUM_TOOLTIP } from "../../lib/access-labels";
import { toast } from "../../lib/toast";
import { useReadingList, useReadingListActions } from "./use-reading-list";

/** Save a page to the reading list (premium); a hint for signed-in users without premium. */
export function SaveToReadingList({ kind, slug, title }: { kind: ReadingKind; slug: string; title: string }) {
  const access = useAccess();
  const list = useReadingList(access.hasPremiumAccess);
  const { add, remove } = useReadingListActions();
  if (!access.user) return null;
  if (!access.hasPremiumAccess) {
    return (
      <Hint text={PREMIUM_TOOLTIP}>
        {(describedBy) => (
          <button
            type="button"
            aria-disabled="true"
            aria-describedby={describedBy}
            className={buttonClass("secondary", "cursor-not-allowed opacity-70")}
          >
            Save to reading list
          </button>
        )}
      </Hint>
    );
  }
  const saved = list.data?.items.find((i) => i.kind === kind && i.slug === slug);
  return saved ? (
    <button
      type="button"
      className={buttonClass("secondary")}
      disabled={remove.isPending}
      onClick={() => remove.mutate(saved.id, { onSuccess: () => toast.success("Removed from your reading list.") })}
    >
      Saved · remove from reading list
    </button>
  ) : (
    <button
      type="button"
      className={buttonClass("secondary")}
      disabled={add.isPending || list.isPending}
      onClick={() =>
        add.mutate(
          { kind, slug, title },
          {
            onSuccess: () => toast.success("Saved to your reading list."),
            onError: (e) => toast.error(e.message || "Submission failed"),
          },
        )
      }
    >
      Save to reading list
    </button>
  );
}
