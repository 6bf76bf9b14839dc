import type { LeadRequest } from "@gradeatlas/contracts/leads";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { buttonClass } from "../../components/ui/button-styles";
import { FormAlert, TextField } from "../../components/ui/form-fields";
import { ModalShell } from "../../components/ui/modal-shell";
import { apiRequest } from "../../lib/api-client";
import { looksLikeEmail } from "../../lib/password-messages";
import { toast } from "../../lib/toast";
import { useAuthModal } from "../auth";
import type { LeadRequirement } from "./lead-access-context";

/** The lead form, loaded the first time a page asks for lead access. */
export default function LeadDialog({
  requirement,
  onSaved,
  onClose,
}: {
  requirement: LeadRequirement;
  onSaved: (email: string) => void;
  /** Closing without leaving an address. */
  onClose: () => void;
}) {
  const authModal = useAuthModal();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<{ email: string }>({
    defaultValues: { email: "" },
    mode: "onTouched",
  });
  const submit = handleSubmit(async ({ email }) => {
    setFailure(null);
    const body: LeadRequest = { email: email.trim(), source: requirement.source, context: requirement.context };
    try {
      await apiRequest("/v1/leads", { method: "POST", body });
      toast.success("Thanks! The free toolkit is yours.");
      onSaved(body.email);
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : "Submission failed");
    }
  });
  return (
    <ModalShell
      title="Get the free toolkit"
      onClose={onClose}
      description={`Leave your work e-mail to use ${requirement.context ?? "this feature"}. It stays free; we send occasional product news and you can ask us to delete the address at any time.`}
    >
      <form noValidate onSubmit={submit} className="mt-5 space-y-4">
        {failure && <FormAlert>{failure}</FormAlert>}
        <TextField
          label="Work e-mail"
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message}
          {...register("email", {
            validate: (v) =>
              !v.trim() ? "Email address is required" : looksLikeEmail(v) ? true : "Please enter a valid email address",
          })}
        />
        <button type="submit" disabled={formState.isSubmitting} className={buttonClass("primary", "w-full")}>
          Continue
        </button>
      </form>
      <p className="mt-4 text-sm text-slate-700">
        Prefer an account?{" "}
        <button type="button" className="font-medium text-blue-800 underline" onClick={() => authModal.open("sign-up")}>
          Sign up
        </button>
      </p>
    </ModalShell>
  );
}
