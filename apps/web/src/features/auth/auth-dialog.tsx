import { authMessages, PASSWORD_MIN_LENGTH } from "@gradeatlas/contracts/auth-rules";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation, useNavigate } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import { CheckboxField, FormAlert, TextField } from "../../components/ui/form-fields";
import { ModalShell } from "../../components/ui/modal-shell";
import type { GuardState } from "../../lib/access/guard-state";
import { signIn, signUp } from "../../lib/auth-client";
import { paths } from "../../lib/paths";
import { toast } from "../../lib/toast";
import { authFailureMessage } from "./auth-errors";
import type { AuthMode } from "./auth-modal-context";
import { useAuthActions } from "./use-auth-actions";

interface AuthForm {
  email: string;
  password: string;
  termsAccepted: boolean;
  newsOptIn: boolean;
}

const empty: AuthForm = { email: "", password: "", termsAccepted: false, newsOptIn: false };

/** The sign-in/sign-up form of docs/requirements.md §2, loaded when the modal first opens. */
export default function AuthDialog({
  mode,
  onModeChange,
  onDone,
}: {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  onDone: () => void;
}) {
  const actions = useAuthActions();
  const location = useLocation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AuthForm>({ defaultValues: empty, mode: "onSubmit", reValidateMode: "onChange" });
  const { register, handleSubmit, formState, watch, setValue } = form;
  const signingUp = mode === "sign-up";
  const termsAccepted = watch("termsAccepted");

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (signingUp) {
        await signUp(values);
        toast.success("Account created successfully! You can now sign in.");
        setValue("password", "");
        onModeChange("sign-in");
        return;
      }
      await signIn({ email: values.email, password: values.password, termsAccepted: values.termsAccepted });
      await actions.signedIn();
      onDone();
      // Back to the page a guard turned the visitor away from (docs/requirements.md §4).
      const from = (location.state as GuardState | null)?.from;
      if (from) navigate(from, { replace: true });
    } catch (error) {
      setFailure(authFailureMessage(error));
    }
  });

  const title = signingUp ? "Create your account" : "Sign in";
  return (
    <ModalShell
      title={title}
      onClose={onDone}
      description={
        signingUp
          ? "Save your calculations and reach them from any device. The calculator stays free."
          : "Welcome back. Sign in to see your saved calculations."
      }
    >
      <form noValidate onSubmit={submit} className="mt-5 space-y-2">
        {failure && <FormAlert>{failure}</FormAlert>}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message}
          {...register("email", {
            validate: (v) => (v.trim() ? true : authMessages.emailRequired),
          })}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete={signingUp ? "new-password" : "current-password"}
          error={formState.errors.password?.message}
          {...register("password", {
            validate: (v) => {
              if (!v) return authMessages.passwordRequired;
              if (v.length < PASSWORD_MIN_LENGTH) return authMessages.passwordTooShort;
              return true;
            },
          })}
        />
        <CheckboxField
          error={formState.errors.termsAccepted?.message}
          {...register("termsAccepted", { validate: (v) => (v ? true : authMessages.termsRequired) })}
        >
          I accept the{" "}
          <Link to={paths.terms} className="font-medium text-blue-800 underline" onClick={onDone}>
            Terms of Service
          </Link>
        </CheckboxField>
        {signingUp && <CheckboxField {...register("newsOptIn")}>Send me news and product updates</CheckboxField>}
        <button
          type="submit"
          disabled={!termsAccepted || formState.isSubmitting}
          className={buttonClass("primary", "w-full")}
        >
          {formState.isSubmitting ? (signingUp ? "Creating account..." : "Signing in...") : title}
        </button>
      </form>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm">
        <button
          type="button"
          className="font-medium text-blue-800 underline"
          onClick={() => {
            setFailure(null);
            form.clearErrors();
            onModeChange(signingUp ? "sign-in" : "sign-up");
          }}
        >
          {signingUp ? "Already have an account? Sign in" : "No account yet? Sign up"}
        </button>
        {!signingUp && (
          <Link to={paths.forgotPassword} className="font-medium text-blue-800 underline" onClick={onDone}>
            Forgot password?
          </Link>
        )}
      </div>
    </ModalShell>
  );
}
