import { MAX_TITLE } from "@gradeatlas/contracts/branding";
import { type FormEvent, useState } from "react";
import { TextField } from "../../components/ui/form-fields";
import { failureMessage } from "../../components/ui/query-view";
import { useSaveMyTitle } from "./api/branding";
import { SaveRow } from "./save-row";

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
        Printed as the evaluator: <span className="font-semibold text-slate-900">{name}</span>. It comes from the name
        on your account page (your e-mail address when none is set).
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
      <SaveRow label="Save title" pending={save.isPending} done={done} />
    </form>
  );
}
