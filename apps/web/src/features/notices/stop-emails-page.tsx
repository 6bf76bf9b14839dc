import { useParams } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import { FormAlert } from "../../components/ui/form-fields";
import { LoadingIndicator } from "../../components/ui/loading";
import { failureMessage } from "../../components/ui/query-view";
import { formatTimestamp } from "../../components/ui/timestamp";
import { useStopEmails, useStopLink } from "./api/notices";

/**
 * /stop-emails/:token: the link at the foot of every e-mail to an applicant.
 * Opening it changes nothing (mail scanners open links); the button stops
 * e-mails from that sender to that address.
 */
export function StopEmailsPage() {
  const { token = "" } = useParams();
  const link = useStopLink(token);
  const stop = useStopEmails(token);
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <title>Stop e-mails · GradeAtlas</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Stop e-mails</h1>
      {link.isPending && <LoadingIndicator label="Reading the link..." />}
      {link.isError && (
        <div className="mt-6">
          <FormAlert>{failureMessage(link.error, "This link could not be read.")}</FormAlert>
        </div>
      )}
      {link.data &&
        (link.data.stoppedAt ? (
          <div className="mt-6">
            <FormAlert tone="success">
              Done: {link.data.address} gets no more e-mails from {link.data.sender} through GradeAtlas (since{" "}
              {formatTimestamp(link.data.stoppedAt, false)}).
            </FormAlert>
          </div>
        ) : (
          <div className="mt-6 space-y-4">
            <p className="text-slate-800">
              Stop e-mails from <strong>{link.data.sender}</strong> to <strong>{link.data.address}</strong>? They are
              sent through GradeAtlas about a converted GPA. Other senders are not affected.
            </p>
            {stop.isError && <FormAlert>{failureMessage(stop.error, "It could not be stopped. Try again.")}</FormAlert>}
            <button
              type="button"
              className={buttonClass("primary")}
              disabled={stop.isPending}
              onClick={() => stop.mutate()}
            >
              {stop.isPending ? "Stopping..." : "Stop these e-mails"}
            </button>
          </div>
        ))}
    </div>
  );
}
