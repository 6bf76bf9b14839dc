import {
  SCALE_REPORT_COMMENT_MAX,
  type ScaleReportRequest,
  scaleReportRequestSchema,
} from "@gradeatlas/contracts/scale-reports";
import { usLetters } from "@gradeatlas/engine";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { buttonClass } from "../../components/ui/button-styles";
import { fieldClass } from "../../components/ui/field-styles";
import { FormAlert, TextField } from "../../components/ui/form-fields";
import { ModalShell } from "../../components/ui/modal-shell";
import { useAccess } from "../../lib/access/access-context";
import { apiRequest } from "../../lib/api-client";

export interface ReportedScale {
  country: string;
  countryName: string;
  scaleId: string;
  scaleName: string;
  /** The grade on screen when the link was used, to save typing it again. */
  grade?: string;
  /** The reading shown for it, so the reporter says what they expected instead. */
  shown?: string;
}

type Fields = { grade: string; expected: string; comment: string; email: string };

// The same zod rules the server applies, field by field, so the messages match.
const fieldRule =
  (field: keyof Omit<ScaleReportRequest, "country" | "scaleId">) =>
  (value: string): true | string => {
    if (field === "email" && value.trim() === "") return true;
    const result = scaleReportRequestSchema.shape[field].safeParse(value);
    return result.success ? true : (result.error.issues[0]?.message ?? "Check this field");
  };

/** The "Report a problem with this scale" form; loaded when the link is first used. */
export default function ReportScaleDialog({ scale, onClose }: { scale: ReportedScale; onClose: () => void }) {
  const access = useAccess();
  const [failure, setFailure] = useState<string | null>(null);
  const [filed, setFiled] = useState(false);
  const commentId = useId();
  const lettersId = useId();
  const { register, handleSubmit, formState } = useForm<Fields>({
    defaultValues: { grade: scale.grade ?? "", expected: "", comment: "", email: "" },
    mode: "onTouched",
  });
  const submit = handleSubmit(async (fields) => {
    setFailure(null);
    const body: ScaleReportRequest = {
      country: scale.country,
      scaleId: scale.scaleId,
      grade: fields.grade.trim(),
      expected: fields.expected.trim(),
      comment: fields.comment.trim(),
      ...(!access.hasAccount && fields.email.trim() ? { email: fields.email.trim() } : {}),
    };
    try {
      await apiRequest("/v1/scale-reports", { method: "POST", body });
      setFiled(true);
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : "Submission failed");
    }
  });

  return (
    <ModalShell
      title="Report a problem with this scale"
      onClose={onClose}
      description={`${scale.scaleName} (${scale.countryName}). Tell us which grade reads wrongly and what you expected; the team checks every report against published sources.`}
    >
      {filed ? (
        <div className="mt-5 space-y-4">
          <FormAlert tone="success">
            Thank you. Your report is in our review queue
            {access.user
              ? `; the reply will go to ${access.user.email}.`
              : "; if you left an address, the reply will go there."}
          </FormAlert>
          <button type="button" className={buttonClass("primary", "w-full")} onClick={onClose}>
            Close
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="mt-5 space-y-2">
          {failure && <FormAlert>{failure}</FormAlert>}
          <TextField
            label="Grade"
            autoComplete="off"
            hint={scale.shown ? `We show: ${scale.shown}.` : undefined}
            error={formState.errors.grade?.message}
            {...register("grade", { validate: fieldRule("grade") })}
          />
          <TextField
            label="Expected reading"
            autoComplete="off"
            list={lettersId}
            hint="A US letter such as B+, or a few words."
            error={formState.errors.expected?.message}
            {...register("expected", { validate: fieldRule("expected") })}
          />
          <datalist id={lettersId}>
            {usLetters.map((l) => (
              <option key={l} value={l} />
            ))}
          </datalist>
          <div>
            <label htmlFor={commentId} className="block text-sm font-medium text-slate-900">
              What is wrong?
            </label>
            <textarea
              id={commentId}
              rows={4}
              maxLength={SCALE_REPORT_COMMENT_MAX}
              aria-invalid={formState.errors.comment ? true : undefined}
              aria-describedby={`${commentId}-hint ${commentId}-error`}
              className={fieldClass("base", { invalid: Boolean(formState.errors.comment) })}
              {...register("comment", { validate: fieldRule("comment") })}
            />
            <p id={`${commentId}-hint`} className="mt-1 text-sm text-slate-700">
              Where is the right reading published? A link helps.
            </p>
            <p id={`${commentId}-error`} className="mt-1 min-h-5 text-sm font-medium text-red-800">
              {formState.errors.comment?.message}
            </p>
          </div>
          {access.user ? (
            <p className="text-sm text-slate-700">We will reply to {access.user.email}.</p>
          ) : (
            <TextField
              label="E-mail for our reply (optional)"
              type="email"
              autoComplete="email"
              error={formState.errors.email?.message}
              {...register("email", { validate: fieldRule("email") })}
            />
          )}
          <button type="submit" disabled={formState.isSubmitting} className={buttonClass("primary", "w-full")}>
            {formState.isSubmitting ? "Sending..." : "Send report"}
          </button>
        </form>
      )}
    </ModalShell>
  );
}
