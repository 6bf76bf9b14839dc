import { MAX_TITLE } from "@gradeatlas/contracts/branding";
import { type FormEvent, useState } from "react";
import { buttonClass } from "../../components/ui/button-styles";
import { TextField } from "../../components/ui/form-fields";
import { failureMessage } from "../../components/ui/query-view";
import { useSaveMyTitle } from "./api/branding";

/** The title printed under the caller's name on the reports they issue. */
export function MyTitleForm({ name, title }: { name: string; title: string }) {
  const [draft, setDraft] = useState(title);
  const [done, setDone] = useState("");
  const save = useSaveMyTitle();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone("");
    save.mutate({ title: draft }, { onSuccess: () => setDone("Saved.") });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <p className="text-sm text-slate-700">
        Printed as the evaluator: <span className="font-semibold text-slate-900">{name}</span> (your account's name;
        change it on your account page).
      </p>
      <TextField
        label="Your title"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        maxLength={MAX_TITLE}
        placeholder="Senior Evaluator"
        hint={`One line, at most ${MAX_TITLE} characters.`}
        error={save.isError ? failureMessage(save.error, "Your title could not be saved.") : undefined}
      />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={buttonClass("primary")} disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save title"}
        </button>
        <p role="status" className="text-sm font-medium text-green-800">
          {done}
        </p>
      </div>
    </form>
  );
}
