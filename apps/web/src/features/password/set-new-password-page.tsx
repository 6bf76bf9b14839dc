import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import { FormAlert, TextField } from "../../components/ui/form-fields";
import { LoadingIndicator } from "../../components/ui/loading";
import { ApiError } from "../../lib/api-client";
import { resetPassword } from "../../lib/auth-client";
import { confirmPasswordRule, messages, newPasswordRule } from "../../lib/password-messages";
import { paths } from "../../lib/paths";
import { toast } from "../../lib/toast";
import { checkResetToken } from "./check-reset-token";

const REDIRECT_AFTER_MS = 3_000;

interface NewPasswordForm {
  password: string;
  confirm: string;
}

/**
 * The set-new-password screen at /reset-password, /custom-password-reset and
 * /update-password (docs/requirements.md §2): validating the token, then "Link Expired" or
 * the two-field form, then updating, then "Password Updated" and / after 3 s.
 */
export function SetNewPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const linkError = params.get("error");
  const check = useQuery({
    queryKey: ["reset-token", token],
    queryFn: () => checkResetToken(token),
    enabled: token !== "" && !linkError,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  const [done, setDone] = useState(false);

  let expired: string | null = null;
  if (linkError) expired = messages.invalidToken;
  else if (!token) expired = messages.missingToken;
  else if (check.isError) expired = messages.tokenCheckFailed;
  else if (check.data && !check.data.valid) expired = check.data.error ?? messages.linkExpired;

  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <title>Set a new password · GradeAtlas</title>
      {done ? (
        <PasswordUpdated />
      ) : expired ? (
        <LinkExpired message={expired} />
      ) : check.isPending ? (
        <LoadingIndicator label="Checking your reset link..." />
      ) : (
        <NewPasswordFormView token={token} email={check.data?.email ?? null} onDone={() => setDone(true)} />
      )}
    </div>
  );
}

function LinkExpired({ message }: { message: string }) {
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Link Expired</h1>
      <p className="mt-4 text-slate-700">{message || messages.linkExpired}</p>
      <Link to={paths.forgotPassword} className={buttonClass("primary", "mt-6")}>
        Request a new link
      </Link>
    </div>
  );
}

function PasswordUpdated() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(paths.home), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div role="status">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Password Updated</h1>
      <p className="mt-4 text-slate-700">
        You can now sign in with your new password. Taking you to the calculator in 3 seconds...
      </p>
    </div>
  );
}

function NewPasswordFormView({ token, email, onDone }: { token: string; email: string | null; onDone: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, getValues } = useForm<NewPasswordForm>({
    defaultValues: { password: "", confirm: "" },
    mode: "onTouched",
  });
  const submit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await resetPassword(token, password);
      toast.success(messages.updatedToast);
      onDone();
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.status !== 0
          ? error.message || messages.updateFailed
          : messages.updateFailed,
      );
      toast.error(messages.updateFailedToast);
    }
  });
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Set a new password</h1>
      {email && <p className="mt-2 text-slate-700">For the account {email}.</p>}
      <form noValidate onSubmit={submit} className="mt-6 space-y-2">
        {failure && <FormAlert>{failure}</FormAlert>}
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          error={formState.errors.password?.message}
          {...register("password", { validate: newPasswordRule })}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={formState.errors.confirm?.message}
          {...register("confirm", { validate: confirmPasswordRule(() => getValues("password")) })}
        />
        <button type="submit" disabled={formState.isSubmitting} className={buttonClass("primary", "w-full")}>
          {formState.isSubmitting ? "Updating..." : "Update password"}
        </button>
      </form>
    </div>
  );
}
