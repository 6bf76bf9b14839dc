import { useState } from "react";
import { useForm } from "react-hook-form";
import { buttonClass } from "../../components/ui/button-styles";
import { FormAlert, TextField } from "../../components/ui/form-fields";
import { failureMessage } from "../../components/ui/query-view";
import { changePassword } from "../../lib/auth-client";
import { confirmPasswordRule, messages, newPasswordRule } from "../../lib/password-messages";
import { toast } from "../../lib/toast";
import { Card } from "./account-card";

interface PasswordForm {
  current: string;
  next: string;
  confirm: string;
}

const emptyPasswords: PasswordForm = { current: "", next: "", confirm: "" };

/** Current password, then the new one twice; other sessions end. */
export function ChangePasswordSection() {
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, getValues, reset } = useForm<PasswordForm>({
    defaultValues: emptyPasswords,
    mode: "onTouched",
  });
  const submit = handleSubmit(async ({ current, next }) => {
    setFailure(null);
    try {
      await changePassword(current, next);
    } catch (error) {
      setFailure(failureMessage(error, messages.updateFailed));
      return;
    }
    toast.success(messages.updatedToast);
    reset(emptyPasswords);
  });
  return (
    <Card id="account-password" title="Change password">
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        {failure && <FormAlert>{failure}</FormAlert>}
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={formState.errors.current?.message}
          {...register("current", { validate: (v) => (v ? true : messages.fieldRequired) })}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          error={formState.errors.next?.message}
          {...register("next", { validate: newPasswordRule })}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={formState.errors.confirm?.message}
          {...register("confirm", { validate: confirmPasswordRule(() => getValues("next")) })}
        />
        <button type="submit" disabled={formState.isSubmitting} className={buttonClass("primary")}>
          {formState.isSubmitting ? "Updating..." : "Update password"}
        </button>
      </form>
    </Card>
  );
}
