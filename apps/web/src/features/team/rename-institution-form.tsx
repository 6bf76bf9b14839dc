import { useState } from "react";
import { useForm } from "react-hook-form";
import { buttonClass } from "../../components/ui/button-styles";
import { FormAlert, TextField } from "../../components/ui/form-fields";
import { failureMessage } from "../../components/ui/query-view";
import { teamRequests, useTeamChange } from "./team-api";
import { nameRule } from "./validation";

/** Renaming in place: the heading becomes a field with Save and Cancel. */
export function RenameInstitutionForm({ current, onDone }: { current: string; onDone: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<{ name: string }>({
    defaultValues: { name: current },
    mode: "onTouched",
  });
  const rename = useTeamChange(teamRequests.rename, {
    success: (name) => `The institution is now called ${name}.`,
    failure: "The institution could not be renamed.",
  });
  const submit = handleSubmit(async ({ name }) => {
    setFailure(null);
    if (name.trim() === current) return onDone();
    try {
      await rename.mutateAsync(name.trim());
      onDone();
    } catch (error) {
      setFailure(failureMessage(error, "The institution could not be renamed."));
    }
  });
  return (
    <form noValidate onSubmit={submit} className="max-w-xl space-y-2">
      <h2 id="team-institution" className="sr-only">
        Rename {current}
      </h2>
      {failure && <FormAlert>{failure}</FormAlert>}
      <TextField
        label="Institution name"
        autoComplete="organization"
        // The person just chose Rename: the field is what they came for.
        autoFocus
        error={formState.errors.name?.message}
        {...register("name", { validate: nameRule })}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass("primary")} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? "Saving..." : "Save name"}
        </button>
        <button type="button" className={buttonClass("secondary")} onClick={onDone} disabled={formState.isSubmitting}>
          Cancel
        </button>
      </div>
    </form>
  );
}
