import type { InvitationPreview } from "@gradeatlas/contracts/team";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import { formatTimestamp } from "../../components/ui/timestamp";
import { paths } from "../../lib/paths";

/** A link that cannot be used (missing, cut off, unknown): what happened and what to do. */
export function InvitationProblem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="join-title">
      <h1 id="join-title" className="text-3xl font-bold tracking-tight text-slate-900">
        {title}
      </h1>
      <p className="mt-4 text-slate-800">{children}</p>
      <p className="mt-6">
        <Link to={paths.calculator} className={buttonClass("secondary")}>
          Go to the calculator
        </Link>
      </p>
    </section>
  );
}

const titles = {
  expired: "This invitation has expired",
  accepted: "This invitation has already been used",
  revoked: "This invitation was withdrawn",
} as const;

/** An invitation that can no longer be accepted: which kind, and the way forward for each. */
export function ClosedInvitation({
  preview,
  state,
}: {
  preview: InvitationPreview;
  state: Exclude<InvitationPreview["state"], "open">;
}) {
  const admin = preview.invitedBy ?? `${preview.institutionName}'s admin`;
  return (
    <InvitationProblem title={titles[state]}>
      {state === "expired" && (
        <>
          The invitation to join {preview.institutionName} expired on {formatTimestamp(preview.expiresAt)}. Ask {admin}{" "}
          to send it again from My Team: the new e-mail brings a fresh link.
        </>
      )}
      {state === "accepted" && (
        <>
          The invitation to join {preview.institutionName} was accepted. If that was you, sign in with{" "}
          <strong className="wrap-anywhere">{preview.email}</strong>: you are already a member. If not, ask {admin} for
          a new invitation.
        </>
      )}
      {state === "revoked" && (
        <>
          An admin of {preview.institutionName} withdrew the invitation, so its link no longer works. If you think that
          is a mistake, ask {admin} to invite you again.
        </>
      )}
    </InvitationProblem>
  );
}
