import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { buttonClass } from "../../components/ui/button-styles";
import { FormAlert, TextField } from "../../components/ui/form-fields";
import { LoadingIndicator } from "../../components/ui/loading";
import { failureMessage } from "../../components/ui/query-view";
import { useAccess } from "../../lib/access/access-context";
import { sendVerificationEmail, updateFullName } from "../../lib/auth-client";
import { toast } from "../../lib/toast";
import { useAuthActions } from "../auth";
import { Card, SummaryError } from "./account-card";
import { ACCOUNT_QUERY_KEY, type AccountQuery } from "./use-account";

const FULL_NAME_MAX_LENGTH = 100;

/** E-mail address, its verification, and the full name the user may change. */
export function ProfileSection({ summary }: { summary: AccountQuery }) {
  const access = useAccess();
  const user = access.user;
  if (!user) return null;
  return (
    <Card id="account-profile" title="Profile">
      <dl className="mt-4 space-y-4">
        <div>
          <dt className="text-sm font-medium text-slate-900">E-mail address</dt>
          <dd className="mt-1 break-all text-slate-800">{user.email}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-900">Verification</dt>
          <dd className="mt-1 flex flex-wrap items-center gap-3">
            {user.emailVerified ? (
              <span className="rounded-full bg-green-50 px-2.5 py-0.5 text-sm font-medium text-green-900 ring-1 ring-green-300">
                Verified
              </span>
            ) : (
              <>
                <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-sm font-medium text-amber-900 ring-1 ring-amber-300">
                  Not verified yet
                </span>
                <ResendVerificationButton email={user.email} />
              </>
            )}
          </dd>
        </div>
      </dl>
      {summary.isPending ? (
        <LoadingIndicator label="Loading your profile..." />
      ) : summary.isError ? (
        <SummaryError summary={summary} />
      ) : (
        <FullNameForm key={summary.data.fullName} fullName={summary.data.fullName} />
      )}
    </Card>
  );
}

function ResendVerificationButton({ email }: { email: string }) {
  const [sending, setSending] = useState(false);
  const resend = async () => {
    setSending(true);
    try {
      await sendVerificationEmail(email);
      toast.success("Verification e-mail sent. Check your inbox.");
    } catch (error) {
      toast.error(failureMessage(error, "The verification e-mail could not be sent."));
    } finally {
      setSending(false);
    }
  };
  return (
    <button type="button" className={buttonClass("secondary")} disabled={sending} onClick={resend}>
      {sending ? "Sending..." : "Resend verification e-mail"}
    </button>
  );
}

function FullNameForm({ fullName }: { fullName: string }) {
  const actions = useAuthActions();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<{ fullName: string }>({
    defaultValues: { fullName },
    mode: "onTouched",
  });
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const next = values.fullName.trim();
    try {
      await updateFullName(next);
    } catch (error) {
      setFailure(failureMessage(error, "Your name could not be saved. Please try again."));
      return;
    }
    reset({ fullName: next });
    await queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY });
    await actions.userUpdated();
  });
  return (
    <form noValidate onSubmit={submit} className="mt-6 space-y-4 border-t border-slate-200 pt-6">
      {failure && <FormAlert>{failure}</FormAlert>}
      <TextField
        label="Full name"
        autoComplete="name"
        maxLength={FULL_NAME_MAX_LENGTH}
        error={formState.errors.fullName?.message}
        {...register("fullName", {
          validate: (v) => v.trim().length <= FULL_NAME_MAX_LENGTH || `Use at most ${FULL_NAME_MAX_LENGTH} characters.`,
        })}
      />
      <button type="submit" disabled={formState.isSubmitting || !formState.isDirty} className={buttonClass("primary")}>
        {formState.isSubmitting ? "Saving..." : "Save name"}
      </button>
    </form>
  );
}
