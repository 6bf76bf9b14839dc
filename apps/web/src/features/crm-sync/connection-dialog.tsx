import {
  type ConnectionView,
  type CrmKind,
  crmEventLabels,
  crmEvents,
  crmKindLabels,
  crmKinds,
} from "@gradeatlas/contracts/crm-sync";
import { useId, useState } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import { buttonClass } from "../../components/ui/button-styles";
import { fieldClass } from "../../components/ui/field-styles";
import { FormAlert, TextField } from "../../components/ui/form-fields";
import { ModalShell } from "../../components/ui/modal-shell";
import { failureMessage } from "../../components/ui/query-view";
import { fieldErrors } from "../../lib/api-client";
import { toast } from "../../lib/toast";
import {
  type ConnectionFormValues,
  connectionResolver,
  editValues,
  newConnectionValues,
  toCreateRequest,
  toUpdateRequest,
} from "./connection-form-rules";
import { ShownOnce } from "./copy-value";
import { useCreateConnection, useUpdateConnection } from "./crm-api";
import { KindSettingsFields } from "./kind-settings-fields";
import { MappingEditor } from "./mapping-editor";

/**
 * Add a connection (choose the kind, then its form) or edit one. After
 * creating a Slate feed or a webhook the token or signing secret is shown here
 * once, with a copy button.
 */
export function ConnectionDialog({ connection, onClose }: { connection?: ConnectionView; onClose: () => void }) {
  const [kind, setKind] = useState<CrmKind | null>(connection?.kind ?? null);
  const [created, setCreated] = useState<{ name: string; shownOnce: Record<string, string> } | null>(null);
  const kindId = useId();
  return (
    <ModalShell
      size="wide"
      title={connection ? `Edit ${connection.name}` : "Add a CRM connection"}
      description={
        connection
          ? `${crmKindLabels[connection.kind]}. Stored secrets stay unless you type new ones.`
          : "Where saved results go, what is sent, and when."
      }
      onClose={onClose}
    >
      {created ? (
        <div className="mt-4">
          <FormAlert tone="success">{created.name} is set up.</FormAlert>
          <ShownOnce values={created.shownOnce} />
          <button type="button" className={buttonClass("primary", "mt-4")} onClick={onClose}>
            Done
          </button>
        </div>
      ) : (
        <>
          {!connection && (
            <div className="mt-4">
              <label htmlFor={kindId} className="block text-sm font-medium text-slate-900">
                CRM
              </label>
              <select
                id={kindId}
                className={fieldClass()}
                value={kind ?? ""}
                onChange={(e) => setKind((e.target.value || null) as CrmKind | null)}
              >
                <option value="">Choose where results go</option>
                {crmKinds.map((k) => (
                  <option key={k} value={k}>
                    {crmKindLabels[k]}
                  </option>
                ))}
              </select>
            </div>
          )}
          {kind && (
            <ConnectionForm
              key={kind}
              kind={kind}
              connection={connection}
              onDone={(shownOnce, name) => {
                if (shownOnce && Object.keys(shownOnce).length > 0) setCreated({ name, shownOnce });
                else onClose();
              }}
            />
          )}
        </>
      )}
    </ModalShell>
  );
}

function ConnectionForm({
  kind,
  connection,
  onDone,
}: {
  kind: CrmKind;
  connection?: ConnectionView;
  onDone: (shownOnce: Record<string, string> | undefined, name: string) => void;
}) {
  const editing = Boolean(connection);
  const form = useForm<ConnectionFormValues>({
    defaultValues: connection ? editValues(connection) : newConnectionValues(kind),
    resolver: connectionResolver({ editing }),
    mode: "onTouched",
  });
  const { register, handleSubmit, formState, watch, setValue } = form;
  const create = useCreateConnection();
  const update = useUpdateConnection(connection?.id ?? "");
  const [failure, setFailure] = useState<string | null>(null);
  const mapping = watch("mapping");
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (connection) {
        await update.mutateAsync(toUpdateRequest(values));
        toast.success(`${values.name.trim()} saved.`);
        onDone(undefined, values.name);
      } else {
        const answer = await create.mutateAsync(toCreateRequest(values));
        toast.success(`${answer.connection.name} added.`);
        onDone(answer.shownOnce, answer.connection.name);
      }
    } catch (error) {
      setFailure(failureMessage(error, "The connection could not be saved. Please try again."));
      // The server's own checks, where it names a field: shown on that field too.
      for (const [path, message] of fieldErrors(error))
        if (/^(name|events|(settings|secrets)\.\w+)$/.test(path))
          form.setError(path as FieldPath<ConnectionFormValues>, { type: "server", message });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-4">
      <TextField
        label="Connection name"
        placeholder={`e.g. ${crmKindLabels[kind]} admissions`}
        error={errors.name?.message}
        {...register("name")}
      />
      <KindSettingsFields kind={kind} form={form} editing={editing} secretsSet={connection?.secretsSet ?? []} />
      <fieldset className="m-0 border-0 p-0">
        <legend className="text-base font-semibold text-slate-900">When to send</legend>
        <div className="mt-2 space-y-2">
          {crmEvents.map((event) => (
            <label key={event} className="flex items-start gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                value={event}
                className="mt-1 size-4 rounded border-slate-400 accent-blue-800"
                {...register("events")}
              />
              {crmEventLabels[event]}
            </label>
          ))}
        </div>
        <p className="mt-1 min-h-5 text-sm font-medium text-red-800">{errors.events?.message}</p>
      </fieldset>
      <MappingEditor kind={kind} rows={mapping} onChange={(rows) => setValue("mapping", rows, { shouldDirty: true })} />
      {failure && <FormAlert>{failure}</FormAlert>}
      {formState.isSubmitted && Object.keys(errors).length > 0 && !failure && (
        <FormAlert>Some fields need attention: see the messages above.</FormAlert>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass("primary")} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? "Saving..." : editing ? "Save changes" : "Add connection"}
        </button>
      </div>
    </form>
  );
}
