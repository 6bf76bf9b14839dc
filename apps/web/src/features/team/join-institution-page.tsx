import type { InvitationPreview } from "@gradeatlas/contracts/team";
import { type ReactNode, useState } from "react";
import { useSearchParams } from "react-router";
import { LoadingIndicator } from "../../components/ui/loading";
import { failureMessage } from "../../components/ui/query-view";
import { ApiError } from "../../lib/api-client";
import { useInvitationPreview } from "./invitation-api";
import { ClosedInvitation, InvitationProblem } from "./join-closed";
import { JoinOpen } from "./join-open";
import { readToken } from "./join-rules";
import { type Joined, JoinSuccess } from "./join-success";

/**
 * /join-institution?token=…: the page an invitation e-mail links to. Open to
 * everyone: a guest signs in or creates an account here and comes back to it.
 */
export function JoinInstitutionPage() {
  const [search] = useSearchParams();
  // Read once: after accepting, the token leaves the address bar but the page keeps its answer.
  const [link] = useState(() => readToken(search));
  const [joined, setJoined] = useState<Joined | null>(null);
  const preview = useInvitationPreview(link.kind === "token" ? link.token : null);

  let body: ReactNode;
  if (joined) body = <JoinSuccess joined={joined} />;
  else if (link.kind === "missing")
    body = (
      <InvitationProblem title="This page needs the link from your invitation">
        It opens from the link in an invitation e-mail, and that link was not part of the address. Open the link in the
        e-mail again; if your mail program cut it in two, copy the whole address into your browser.
      </InvitationProblem>
    );
  else if (link.kind === "malformed")
    body = <InvitationProblem title="This invitation link is not complete">{link.message}</InvitationProblem>;
  else if (preview.isPending) body = <LoadingIndicator label="Reading your invitation..." />;
  else if (preview.isError)
    body = (
      <InvitationProblem
        title={
          preview.error instanceof ApiError && preview.error.status === 404
            ? "This invitation link is not valid"
            : "The invitation could not be read"
        }
      >
        {failureMessage(preview.error, "The invitation could not be read. Please reload the page to try again.")}{" "}
        {preview.error instanceof ApiError && preview.error.status === 404 && (
          <>
            If you received the invitation more than once, use the newest e-mail: sending it again makes the earlier
            links stop working.
          </>
        )}
      </InvitationProblem>
    );
  else body = <InvitationState preview={preview.data} token={link.token} onJoined={setJoined} />;

  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <title>Join an institution · GradeAtlas</title>
      {body}
    </div>
  );
}

function InvitationState({
  preview,
  token,
  onJoined,
}: {
  preview: InvitationPreview;
  token: string;
  onJoined: (joined: Joined) => void;
}) {
  if (preview.state === "open") return <JoinOpen preview={preview} token={token} onJoined={onJoined} />;
  return <ClosedInvitation preview={preview} state={preview.state} />;
}
