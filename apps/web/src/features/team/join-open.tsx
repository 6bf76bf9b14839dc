import type { InvitationPreview } from "@gradeatlas/contracts/team";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { buttonClass } from "../../components/ui/button-styles";
import { FormAlert } from "../../components/ui/form-fields";
import { failureMessage } from "../../components/ui/query-view";
import { formatTimestamp } from "../../components/ui/timestamp";
import { useAccess } from "../../lib/access/access-context";
import { institutionRoleLabels, institutionRoleMeanings } from "../../lib/access-labels";
import { signOut } from "../../lib/auth-client";
import { toast } from "../../lib/toast";
import { forgetSession, useAuthModal } from "../auth";
import { useAcceptInvitation } from "./invitation-api";
import { forgetTokenInAddressBar, invitationHeadline, openStep } from "./join-rules";
import type { Joined } from "./join-success";

/** An invitation that can be accepted: who invites, to what, and the one next step for whoever is here. */
export function JoinOpen({
  preview,
  token,
  onJoined,
}: {
  preview: InvitationPreview;
  token: string;
  onJoined: (joined: Joined) => void;
}) {
  const access = useAccess();
  const step = openStep(preview, access.user?.email ?? null);
  return (
    <section aria-labelledby="join-title">
      <h1 id="join-title" className="text-3xl font-bold tracking-tight break-words text-slate-900">
        Join {preview.institutionName}
      </h1>
      <p className="mt-4 text-lg break-words text-slate-800">{invitationHeadline(preview)}</p>
      <dl className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <div>
          <dt className="text-sm font-semibold text-slate-900">
            As {institutionRoleLabels[preview.role].toLowerCase()}
          </dt>
          <dd className="mt-1 text-slate-800">{institutionRoleMeanings[preview.role]}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-900">For the address</dt>
          <dd className="mt-1 wrap-anywhere text-slate-800">{preview.email}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-900">Open until</dt>
          <dd className="mt-1 text-slate-800">
            <time dateTime={preview.expiresAt}>{formatTimestamp(preview.expiresAt)}</time>
          </dd>
        </div>
      </dl>
      <div className="mt-6">
        {step === "sign-in" && <SignInFirst email={preview.email} />}
        {step === "wrong-address" && <WrongAddress invited={preview.email} signedInAs={access.user?.email ?? ""} />}
        {step === "accept" && <AcceptButton token={token} onJoined={onJoined} />}
      </div>
    </section>
  );
}

function SignInFirst({ email }: { email: string }) {
  const authModal = useAuthModal();
  return (
    <>
      <p className="text-slate-800">
        Sign in with <strong className="wrap-anywhere">{email}</strong> to accept. No account with that address yet?
        Create one with it; you come back to this page either way.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className={buttonClass("primary")} onClick={() => authModal.open("sign-in")}>
          Sign in to accept
        </button>
        <button type="button" className={buttonClass("secondary")} onClick={() => authModal.open("sign-up")}>
          Create an account
        </button>
      </div>
    </>
  );
}

function WrongAddress({ invited, signedInAs }: { invited: string; signedInAs: string }) {
  const queryClient = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);
  // Signing out here keeps the visitor on this page, ready to sign in with the invited address.
  const leave = async () => {
    setSigningOut(true);
    try {
      await signOut();
      forgetSession(queryClient);
    } catch {
      toast.error("Failed to sign out");
    } finally {
      setSigningOut(false);
    }
  };
  return (
    <>
      {/* A fact to act on, not a failure: amber like the other notices, not an error's red. */}
      <p className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
        This invitation is for <strong className="wrap-anywhere">{invited}</strong>; you are signed in as{" "}
        <strong className="wrap-anywhere">{signedInAs}</strong>. Sign out, then sign in with the invited address to
        accept.
      </p>
      <button type="button" className={buttonClass("primary", "mt-4")} disabled={signingOut} onClick={leave}>
        {signingOut ? "Signing out..." : "Sign out"}
      </button>
    </>
  );
}

function AcceptButton({ token, onJoined }: { token: string; onJoined: (joined: Joined) => void }) {
  const accept = useAcceptInvitation();
  const [failure, setFailure] = useState<string | null>(null);
  const run = () => {
    setFailure(null);
    accept.mutate(token, {
      onSuccess: (joined) => {
        // The token has done its work: a reload from here should not offer it again.
        window.history.replaceState(window.history.state, "", forgetTokenInAddressBar(window.location));
        toast.success(`You joined ${joined.institutionName}.`);
        onJoined(joined);
      },
      onError: (error) => {
        const message = failureMessage(error, "The invitation could not be accepted. Please try again.");
        setFailure(message);
        toast.error(message);
      },
    });
  };
  return (
    <div className="space-y-3">
      {failure && <FormAlert>{failure}</FormAlert>}
      <button type="button" className={buttonClass("primary")} disabled={accept.isPending} onClick={run}>
        {accept.isPending ? "Accepting..." : "Accept invitation"}
      </button>
    </div>
  );
}
