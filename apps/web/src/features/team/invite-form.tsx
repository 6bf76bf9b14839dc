import type { InstitutionRole } from "@gradeatlas/contracts/access";
import { institutionRoles } from "@gradeatlas/contracts/access";
import { inviteRequestSchema } from "@gradeatlas/contracts/team";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { buttonClass } from "../../components/ui/button-styles";
import { fieldClass } from "../../components/ui/field-styles";
import { FormAlert, TextField } from "../../components/ui/form-fields";
import { failureMessage } from "../../components/ui/query-view";
import { institutionRoleLabels, institutionRoleMeanings } from "../../lib/access-labels";
import { teamRequests, useTeamChange } from "./team-api";
import { emailRule } from "./validation";

type Fields = { email: string; role: InstitutionRole };

/** Invite by e-mail with a role; what the role allows is spelled out under its select. */
export function InviteForm() {
  const roleId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, watch, reset } = useForm<Fields>({
    defaultValues: { email: "", role: "evaluator" },
    mode: "onTouched",
  });
  const role = watch("role");
  const invite = useTeamChange(teamRequests.invite, {
    success: (v) => `Invitation sent to ${v.email}. The link in it works for 7 days.`,
    failure: "The invitation could not be sent.",
  });
  const submit = handleSubmit(async (fields) => {
    setFailure(null);
    try {
      await invite.mutateAsync(inviteRequestSchema.parse({ email: fields.email.trim(), role: fields.role }));
      reset({ email: "", role: fields.role });
    } catch (error) {
      setFailure(failureMessage(error, "The invitation could not be sent."));
    }
  });
  return (
    <form noValidate onSubmit={submit} className="max-w-3xl space-y-3">
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="grid gap-x-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <TextField
          label="E-mail address"
          type="email"
          autoComplete="off"
          placeholder="colleague@university.edu"
          error={formState.errors.email?.message}
          {...register("email", { validate: emailRule })}
        />
        <div>
          <label htmlFor={roleId} className="block text-sm font-medium text-slate-900">
            Role
          </label>
          <select id={roleId} aria-describedby={`${roleId}-meaning`} className={fieldClass()} {...register("role")}>
            {institutionRoles.map((r) => (
              <option key={r} value={r}>
                {institutionRoleLabels[r]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p id={`${roleId}-meaning`} className="text-sm text-slate-700">
        <strong className="font-semibold text-slate-900">{institutionRoleLabels[role]}:</strong>{" "}
        {institutionRoleMeanings[role]}
      </p>
      <button type="submit" className={buttonClass("primary")} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? "Sending..." : "Send invitation"}
      </button>
    </form>
  );
}
