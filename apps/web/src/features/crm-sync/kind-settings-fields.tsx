import type { CrmKind } from "@gradeatlas/contracts/crm-sync";
import { useId } from "react";
import type { FieldError, UseFormReturn } from "react-hook-form";
import { fieldClass } from "../../components/ui/field-styles";
import { TextField } from "../../components/ui/form-fields";
import type { ConnectionFormValues } from "./connection-form-rules";
import { type FieldDef, secretFields, settingsFields } from "./kind-fields";

type Form = UseFormReturn<ConnectionFormValues>;

const kindNotes: Partial<Record<CrmKind, string>> = {
  slate_feed:
    "Slate's import fetches new results from an address GradeAtlas gives you, with a token. Both appear once the connection is added; nothing is fetched twice.",
  webhook:
    "Each event is POSTed to this address as JSON, signed per the Standard Webhooks spec. The signing secret appears once the connection is added.",
  hubspot:
    "Contacts are upserted by e-mail, so map the applicant's e-mail to HubSpot's email property. Create a service key in HubSpot (Development, Keys, Service keys) with the scopes crm.objects.contacts.read and .write and crm.schemas.contacts.read (and .write to create missing properties); a legacy private app's token works too.",
};

/** A kind's settings, then its secrets (password inputs; on edit, which are stored). */
export function KindSettingsFields({
  kind,
  form,
  editing,
  secretsSet,
}: {
  kind: CrmKind;
  form: Form;
  editing: boolean;
  secretsSet: readonly string[];
}) {
  const errors = form.formState.errors;
  const settingError = (name: string) => (errors.settings as Record<string, FieldError> | undefined)?.[name]?.message;
  const secretError = (name: string) => (errors.secrets as Record<string, FieldError> | undefined)?.[name]?.message;
  const secrets = secretFields[kind];
  return (
    <>
      {kindNotes[kind] && <p className="text-sm text-slate-700">{kindNotes[kind]}</p>}
      {settingsFields[kind].length > 0 && (
        <fieldset className="m-0 border-0 p-0">
          <legend className="text-base font-semibold text-slate-900">Settings</legend>
          <div className="mt-2 grid gap-x-4 sm:grid-cols-2">
            {settingsFields[kind].map((f) => (
              <Field key={f.name} def={f} path={`settings.${f.name}`} form={form} error={settingError(f.name)} />
            ))}
          </div>
        </fieldset>
      )}
      {secrets.length > 0 && (
        <fieldset className="m-0 border-0 p-0">
          <legend className="text-base font-semibold text-slate-900">Credentials</legend>
          <p className="mt-1 text-sm text-slate-700">
            Stored encrypted and never shown again
            {editing ? "; type one only to replace what is stored." : "."}
          </p>
          <div className="mt-2 grid gap-x-4">
            {secrets.map((f) => (
              <Field
                key={f.name}
                def={f}
                path={`secrets.${f.name}`}
                form={form}
                secret
                stored={secretsSet.includes(f.name)}
                error={secretError(f.name)}
              />
            ))}
          </div>
        </fieldset>
      )}
    </>
  );
}

function Field({
  def,
  path,
  form,
  error,
  secret = false,
  stored = false,
}: {
  def: FieldDef;
  path: `settings.${string}` | `secrets.${string}`;
  form: Form;
  error?: string;
  secret?: boolean;
  stored?: boolean;
}) {
  const id = useId();
  const hint = stored ? `Stored. Leave empty to keep it.${def.hint ? ` ${def.hint}` : ""}` : def.hint;
  const label = def.optional && !secret ? `${def.label} (optional)` : def.label;
  const registered = form.register(path);
  if (def.type === "text" || def.type === "url" || def.type === "number")
    return (
      <TextField
        label={label}
        type={secret ? "password" : def.type === "number" ? "number" : def.type}
        autoComplete={secret ? "new-password" : "off"}
        placeholder={stored ? "stored" : def.placeholder}
        hint={hint}
        error={error}
        {...registered}
      />
    );
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  const control =
    def.type === "select" ? (
      <select id={id} className={fieldClass()} aria-describedby={describedBy} {...registered}>
        {def.options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    ) : def.type === "textarea" ? (
      <textarea
        id={id}
        rows={4}
        spellCheck={false}
        autoComplete="off"
        placeholder={stored ? "stored" : "-----BEGIN PRIVATE KEY-----"}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={fieldClass("sm", { invalid: Boolean(error), extra: "font-mono" })}
        {...registered}
      />
    ) : null;
  if (def.type === "checkbox")
    return (
      <div className="flex items-start gap-2 py-2 sm:col-span-2">
        <input id={id} type="checkbox" className="mt-1 size-4 accent-blue-800" {...registered} />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
    );
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      {control}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
          {hint}
        </p>
      )}
      <p id={`${id}-error`} className="mt-1 min-h-5 text-sm font-medium text-red-800">
        {error}
      </p>
    </div>
  );
}
