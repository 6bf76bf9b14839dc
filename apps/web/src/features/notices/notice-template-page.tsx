import {
  defaultNoticeTemplate,
  type NoticeTemplate,
  type NoticeTemplateResponse,
  noticePlaceholderLabels,
  noticePlaceholders,
  sampleNoticeValues,
  unknownPlaceholders,
} from "@gradeatlas/contracts/notices";
import { type FormEvent, useRef, useState } from "react";
import { buttonClass } from "../../components/ui/button-styles";
import { fieldClass } from "../../components/ui/field-styles";
import { FormAlert } from "../../components/ui/form-fields";
import { LoadingIndicator } from "../../components/ui/loading";
import { failureMessage } from "../../components/ui/query-view";
import { Timestamp } from "../../components/ui/timestamp";
import { useNoticeTemplate, useSaveNoticeTemplate } from "./api/notices";
import { NoticePreview } from "./notice-preview";

/**
 * /my-team/notices: the e-mail evaluators send applicants. Admins edit it,
 * with placeholder buttons and a live preview on a sample applicant; other
 * members read it.
 */
export function NoticeTemplatePage() {
  const template = useNoticeTemplate();
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <title>Student e-mails · GradeAtlas</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Student e-mails</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        The message an evaluator sends an applicant from a saved calculation: their converted GPA and how it was worked
        out, under your institution's name. Every message also carries a link that lets the applicant stop e-mails from
        you.
      </p>
      {template.isPending && <LoadingIndicator label="Loading the message..." />}
      {template.isError && (
        <div className="mt-6">
          <FormAlert>{failureMessage(template.error, "The message could not be loaded.")}</FormAlert>
        </div>
      )}
      {template.data && <TemplateForm key={template.data.updatedAt ?? "default"} saved={template.data} />}
    </div>
  );
}

type Field = keyof NoticeTemplate;

function TemplateForm({ saved }: { saved: NoticeTemplateResponse }) {
  const [draft, setDraft] = useState<NoticeTemplate>(saved.template);
  const [focused, setFocused] = useState<Field>("body");
  const [done, setDone] = useState("");
  const save = useSaveNoticeTemplate();
  const inputs = { subject: useRef<HTMLInputElement>(null), body: useRef<HTMLTextAreaElement>(null) };
  const canEdit = saved.canEdit;
  const unknown = [...new Set([...unknownPlaceholders(draft.subject), ...unknownPlaceholders(draft.body)])];
  const values = { ...sampleNoticeValues, institution: saved.institution };

  const change = (field: Field, value: string) => {
    setDone("");
    setDraft((d) => ({ ...d, [field]: value }));
  };

  // Puts {{name}} where the cursor is in the field last used, and puts the cursor after it.
  const insert = (name: string) => {
    const input = inputs[focused].current;
    const text = `{{${name}}}`;
    const value = draft[focused];
    const start = input?.selectionStart ?? value.length;
    const end = input?.selectionEnd ?? value.length;
    change(focused, value.slice(0, start) + text + value.slice(end));
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(start + text.length, start + text.length);
    });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(draft, { onSuccess: () => setDone("Saved. Evaluators' next e-mails use this message.") });
  };

  return (
    <form onSubmit={submit} noValidate className="mt-8 space-y-5">
      {!canEdit && (
        <FormAlert tone="success">Only your institution's admins change this message; you can read it here.</FormAlert>
      )}
      <p className="text-sm text-slate-700">
        {saved.isDefault ? (
          "This is GradeAtlas's default message; no one has changed it yet."
        ) : (
          <>
            Last changed by {saved.updatedBy ?? "a former member"} on <Timestamp iso={saved.updatedAt} />.
          </>
        )}
      </p>
      <div>
        <label htmlFor="notice-subject" className="block text-sm font-medium text-slate-900">
          Subject
        </label>
        <input
          id="notice-subject"
          ref={inputs.subject}
          className={fieldClass("base")}
          value={draft.subject}
          readOnly={!canEdit}
          maxLength={200}
          onFocus={() => setFocused("subject")}
          onChange={(e) => change("subject", e.target.value)}
        />
      </div>
      <div>
        <label htmlFor="notice-body" className="block text-sm font-medium text-slate-900">
          Message
        </label>
        <textarea
          id="notice-body"
          ref={inputs.body}
          className={fieldClass("base", { extra: "min-h-72 font-mono text-sm" })}
          value={draft.body}
          readOnly={!canEdit}
          maxLength={5000}
          aria-describedby="notice-body-problem"
          aria-invalid={unknown.length ? true : undefined}
          onFocus={() => setFocused("body")}
          onChange={(e) => change("body", e.target.value)}
        />
        <p id="notice-body-problem" className="mt-1 min-h-5 text-sm font-medium text-red-800">
          {unknown.length
            ? `Unknown placeholder${unknown.length > 1 ? "s" : ""}: ${unknown.map((u) => `{{${u}}}`).join(", ")}`
            : ""}
        </p>
      </div>
      {canEdit && (
        <fieldset className="m-0 border-0 p-0">
          <legend className="text-sm font-medium text-slate-900">Insert a placeholder</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {noticePlaceholders.map((p) => (
              <button key={p} type="button" className={buttonClass("secondary", "px-3 py-1")} onClick={() => insert(p)}>
                {noticePlaceholderLabels[p]}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      <div className="pt-2">
        <h2 className="mb-2 text-lg font-semibold text-slate-900">Preview with a sample applicant</h2>
        <NoticePreview template={draft} values={values} label="Preview of the message" />
      </div>
      {save.isError && <FormAlert>{failureMessage(save.error, "The message could not be saved.")}</FormAlert>}
      {done && <FormAlert tone="success">{done}</FormAlert>}
      {canEdit && (
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={buttonClass("primary")} disabled={save.isPending || unknown.length > 0}>
            {save.isPending ? "Saving..." : "Save message"}
          </button>
          <button
            type="button"
            className={buttonClass("secondary")}
            onClick={() => {
              setDone("");
              setDraft({ ...defaultNoticeTemplate });
            }}
          >
            Reset to default
          </button>
        </div>
      )}
    </form>
  );
}
