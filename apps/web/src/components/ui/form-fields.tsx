import { type ComponentProps, type ReactNode, useId } from "react";
import { fieldClass } from "./field-styles";

// Form controls with their label and error wired for screen readers
// (aria-invalid + aria-describedby), shared by every account form.

type InputProps = ComponentProps<"input"> & { label: string; error?: string; hint?: string };

export function TextField({ label, error, hint, id, className, ...input }: InputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy = [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={fieldClass("base", { invalid: Boolean(error) })}
        {...input}
      />
      {hint && (
        <p id={`${inputId}-hint`} className="mt-1 text-sm text-slate-700">
          {hint}
        </p>
      )}
      {/* The line is kept even when empty: an error appearing on blur must not
          move the button the user is about to click. */}
      <p id={`${inputId}-error`} className="mt-1 min-h-5 text-sm font-medium text-red-800">
        {error}
      </p>
    </div>
  );
}

type CheckboxProps = Omit<ComponentProps<"input">, "type"> & { error?: string; children: ReactNode };

export function CheckboxField({ error, children, id, ...input }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div>
      <div className="flex items-start gap-2">
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="mt-1 size-4 rounded border-slate-400 accent-blue-800"
          {...input}
        />
        <label htmlFor={inputId} className="text-sm text-slate-800">
          {children}
        </label>
      </div>
      {error && (
        <p id={`${inputId}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

export function FormAlert({ children, tone = "error" }: { children: ReactNode; tone?: "error" | "success" }) {
  const styles =
    tone === "error" ? "border-red-300 bg-red-50 text-red-900" : "border-green-300 bg-green-50 text-green-900";
  return (
    <div role="alert" className={`rounded-md border px-3 py-2 text-sm ${styles}`}>
      {children}
    </div>
  );
}
