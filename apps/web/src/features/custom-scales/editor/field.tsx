import { type ReactNode, useId } from "react";
import { fieldClass } from "../../../components/ui/field-styles";

export type ControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  className: string;
};

/** The problems with one field, in red under it; the id ties them to the control for screen readers. */
export function IssueText({ id, issues }: { id: string; issues: readonly string[] | undefined }) {
  if (!issues?.length) return null;
  return (
    <div id={id} className="mt-1 space-y-0.5 text-sm font-medium text-red-800">
      {issues.map((m) => (
        <p key={m}>{m}</p>
      ))}
    </div>
  );
}

/** A labelled control whose problems show beneath it, wired with aria-invalid and aria-describedby. */
export function Field({
  label,
  issues,
  hint,
  className,
  children,
}: {
  label: string;
  issues?: readonly string[];
  hint?: string;
  className?: string;
  children: (props: ControlProps) => ReactNode;
}) {
  const id = useId();
  const invalid = Boolean(issues?.length);
  const describedBy = [invalid ? `${id}-issues` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        {label}
      </label>
      {children({
        id,
        "aria-invalid": invalid ? true : undefined,
        "aria-describedby": describedBy || undefined,
        className: fieldClass("base", { invalid }),
      })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
          {hint}
        </p>
      )}
      <IssueText id={`${id}-issues`} issues={issues} />
    </div>
  );
}
