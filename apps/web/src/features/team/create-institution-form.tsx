import { institutionNameRequestSchema } from "@gradeatlas/contracts/team";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { buttonClass } from "../../components/ui/button-styles";
import { FormAlert, TextField } from "../../components/ui/form-fields";
import { failureMessage } from "../../components/ui/query-view";
import { teamRequests, useTeamChange } from "./team-api";
import { nameRule } from "./validation";

/** An admin without an institution founds one, and becomes its first admin. */
export function CreateInstitutionForm() {
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<{ name: string }>({
    defaultValues: { name: "" },
    mode: "onTouched",
  });
  const found = useTeamChange(teamRequests.found, {
    success: (name) => `${name.trim()} is created. Invite your colleagues below.`,
    failure: "The institution could not be created.",
  });
  const submit = handleSubmit(async ({ name }) => {
    setFailure(null);
    try {
      await found.mutateAsync(institutionNameRequestSchema.parse({ name }).name);
    } catch (error) {
      setFailure(failureMessage(error, "The institution could not be created."));
    }
  });
  return (
    <section
      aria-labelledby="team-create"
      className="max-w-xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="team-create" className="text-xl font-semibold text-slate-900">
        Create your institution
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        You become its admin. Then invite colleagues by e-mail and choose what each may do.
      </p>
      <form noValidate onSubmit={submit} className="mt-4 space-y-2">
        {failure && <FormAlert>{failure}</FormAlert>}
        <TextField
          label="Institution name"
          autoComplete="organization"
          placeholder="e.g. Northfield University Admissions"
          error={formState.errors.name?.message}
          {...register("name", { validate: nameRule })}
        />
        <button type="submit" className={buttonClass("primary")} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? "Creating..." : "Create institution"}
        </button>
      </form>
    </section>
  );
}
