import type { Notice } from "@gradeatlas/contracts/notices";
import { formatTimestamp } from "../../components/ui/timestamp";

const tone: Record<Notice["state"], string> = {
  queued: "bg-amber-100 text-amber-950",
  accepted: "bg-green-100 text-green-950",
  failed: "bg-red-100 text-red-950",
};

/** A notice's state in words: what the mail server said, or when it is tried again. */
export function describeNotice(n: Notice): string {
  if (n.state === "accepted")
    return `Accepted by the mail server on ${formatTimestamp(n.acceptedAt ?? n.createdAt)}${n.smtpResponse ? ` (${n.smtpResponse})` : ""}.`;
  if (n.state === "failed") return `Failed: ${n.failedReason ?? "the mail server refused it"}.`;
  if (n.lastError && n.nextAttemptAt)
    return `Not sent yet: ${n.lastError}. Next try at ${formatTimestamp(n.nextAttemptAt)}; nothing is lost.`;
  return "Queued: it goes out in a few seconds.";
}

export function NoticeStateBadge({ state }: { state: Notice["state"] }) {
  return (
    <span className={`inline-block rounded px-2 py-0.5 text-xs font-semibold uppercase tracking-wide ${tone[state]}`}>
      {state}
    </span>
  );
}
