import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import { FormAlert, TextField } from "../../components/ui/form-fields";
import { requestPasswordReset } from "../../lib/auth-client";
import { looksLikeEmail, messages, resetRequestFailure } from "../../lib/password-messages";
import { paths } from "../../lib/paths";
import { toast } from "../../lib/toast";

/** /forgot-password: form → sending → "Check Your Email" (docs/requirements.md §2, §5, §8). */
export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ email: string }>({ defaultValues: { email: "" }, mode: "onTouched" });
  const { register, handleSubmit, formState } = form;

  const submit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestPasswordReset(email.trim());
      toast.success(messages.sentToast);
      setSentTo(email.trim());
    } catch (error) {
      setFailure(resetRequestFailure(error));
      toast.error(messages.sendFailedToast);
    }
  });

  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <title>Forgot password · GradeAtlas</title>
      {sentTo ? (
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Check Your Email</h1>
          <p className="mt-4 text-slate-700">
            If an account exists for <strong>{sentTo}</strong>, we have sent it a link to reset the password. The link
            expires in 24 hours and works once.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <button
              type="button"
              className={buttonClass("secondary")}
              onClick={() => {
                setSentTo(null);
                form.reset({ email: sentTo });
              }}
            >
              Send Another Email
            </button>
            <Link to={paths.home} className={buttonClass("ghost")}>
              Back to the calculator
            </Link>
          </div>
        </div>
      ) : (
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Reset your password</h1>
          <p className="mt-2 text-slate-700">
            Enter the e-mail address of your account and we will send you a link to set a new password. The link expires
            in 24 hours.
          </p>
          <form noValidate onSubmit={submit} className="mt-6 space-y-2">
            {failure && <FormAlert>{failure}</FormAlert>}
            <TextField
              label="Email address"
              type="email"
              autoComplete="email"
              error={formState.errors.email?.message}
              {...register("email", {
                validate: (v) => {
                  if (!v.trim()) return messages.emailRequired;
                  if (!looksLikeEmail(v)) return messages.emailInvalid;
                  return true;
                },
              })}
            />
            <button type="submit" disabled={formState.isSubmitting} className={buttonClass("primary", "w-full")}>
              {formState.isSubmitting ? "Sending..." : "Send reset link"}
            </button>
          </form>
        </div>
      )}
    </div>
  );
}
