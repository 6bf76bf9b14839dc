import type { HouseRulesResponse, HouseRulesValue } from "@gradeatlas/contracts/house-rules";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import { FormAlert } from "../../components/ui/form-fields";
import { LoadingIndicator } from "../../components/ui/loading";
import { failureMessage } from "../../components/ui/query-view";
import { Timestamp } from "../../components/ui/timestamp";
import { ApiError } from "../../lib/api-client";
import { paths } from "../../lib/paths";
import { fieldErrors, useHouseRules, useSaveHouseRules } from "./api/house-rules";
import { ChoiceField } from "./choice-field";
import { PerCountryEditor } from "./per-country-editor";
import {
  condonedOptions,
  repeatOptions,
  roundingOptions,
  useCreditSystemOptions,
  useScaleOptions,
} from "./rule-options";

/**
 * /my-team/rules: the institution's house rules. Its admins change them;
 * evaluators and viewers read what their calculator applies.
 */
export function HouseRulesPage() {
  const rules = useHouseRules();
  // Kept here: a save changes the version, which starts the form again.
  const [done, setDone] = useState("");
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <title>House rules · GradeAtlas</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">House rules</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Choices your office makes once for everyone. The calculator applies them for every member of your institution,
        labels each result a house rule changed, and keeps the published default one click away for comparison. A saved
        calculation records the rules it was converted under.
      </p>
      {rules.isPending && <LoadingIndicator label="Loading your house rules..." />}
      {rules.isError && (
        <div className="mt-6">
          <FormAlert>{failureMessage(rules.error, "Your house rules could not be loaded.")}</FormAlert>
        </div>
      )}
      {/* Keyed by version: a save (or someone else's, on reload) starts the form from what is stored. */}
      {rules.data && <RulesForm key={rules.data.version} saved={rules.data} done={done} setDone={setDone} />}
    </div>
  );
}

function RulesForm({
  saved,
  done,
  setDone,
}: {
  saved: HouseRulesResponse;
  done: string;
  setDone: (message: string) => void;
}) {
  const [draft, setDraft] = useState<HouseRulesValue>(saved.rules);
  const save = useSaveHouseRules();
  const readOnly = !saved.canEdit;
  const errors = fieldErrors(save.error);
  const update = (patch: Partial<HouseRulesValue>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setDone("");
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone("");
    save.mutate(
      { rules: draft, version: saved.version },
      { onSuccess: (r) => setDone(r.version === saved.version ? "Nothing changed." : `Saved: version ${r.version}.`) },
    );
  };
  const conflict = save.error instanceof ApiError && save.error.status === 409;

  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-6">
      <p className="text-sm text-slate-700">
        {saved.institution.name} ·{" "}
        {saved.version === 0 ? (
          "no house rules yet: every result follows the published defaults."
        ) : (
          <>
            version {saved.version}, changed by {saved.updatedBy ?? "a former member"} on{" "}
            <Timestamp iso={saved.updatedAt} />.
          </>
        )}
      </p>
      {readOnly && (
        <p className="rounded-md border border-slate-300 bg-slate-50 px-4 py-3 text-sm text-slate-800">
          Only your institution's admins change the house rules. Your calculator applies them.
        </p>
      )}
      <PerCountryEditor
        title="Default scale per country"
        description="The scale the calculator opens for a country, instead of the published default. Evaluators can still choose another scale for a transcript."
        valueLabel="Scale"
        none="None: every country opens on its published default scale."
        entries={draft.defaultScales ?? {}}
        useOptions={useScaleOptions}
        onChange={(defaultScales) => update({ defaultScales })}
        errors={errors}
        errorPrefix="rules.defaultScales"
        readOnly={readOnly}
      />
      <ChoiceField
        title="Repeated courses"
        description="A course taken more than once (same name): which attempts count in the GPA."
        options={repeatOptions}
        value={draft.repeatPolicy ?? "all-attempts"}
        published="all-attempts"
        onChange={(v) => update({ repeatPolicy: v === "all-attempts" ? undefined : v })}
        readOnly={readOnly}
        error={errors.get("rules.repeatPolicy")}
      />
      <ChoiceField
        title="GPA rounding"
        description="Registrars differ: some round, some cut the GPA, to 2 or 3 decimals. Credits and quality points stay at 2 decimals."
        options={roundingOptions}
        value={draft.rounding ?? "round-half-up-2"}
        published="round-half-up-2"
        onChange={(v) => update({ rounding: v === "round-half-up-2" ? undefined : v })}
        readOnly={readOnly}
        error={errors.get("rules.rounding")}
      />
      <ChoiceField
        title="Condoned passes"
        description="A fail the awarding institution let stand as a pass (compensated by other marks)."
        options={condonedOptions}
        value={draft.countCondoned === false ? "false" : "true"}
        published="true"
        onChange={(v) => update({ countCondoned: v === "false" ? false : undefined })}
        readOnly={readOnly}
        error={errors.get("rules.countCondoned")}
      />
      <PerCountryEditor
        title="Credit system per country"
        description="How a country's credits are read when a course names no credit system, instead of the country's usual one."
        valueLabel="Credit system"
        none="None: each country's credits are read in its usual system."
        entries={draft.creditSystems ?? {}}
        useOptions={useCreditSystemOptions}
        onChange={(creditSystems) => update({ creditSystems: creditSystems as HouseRulesValue["creditSystems"] })}
        errors={errors}
        errorPrefix="rules.creditSystems"
        readOnly={readOnly}
      />
      <p className="text-sm text-slate-700">
        Pass/fail and credit-only grades never count in the GPA: no published practice gives them grade points, so there
        is no house rule for them.
      </p>
      {!readOnly && (
        <div className="space-y-3">
          {save.isError && (
            <FormAlert>
              {failureMessage(save.error, "The house rules could not be saved.")}
              {conflict && (
                <>
                  {" "}
                  <button type="button" className="font-semibold underline" onClick={() => window.location.reload()}>
                    Reload the rules
                  </button>
                </>
              )}
            </FormAlert>
          )}
          <div className="flex flex-wrap items-center gap-4">
            <button type="submit" className={buttonClass("primary")} disabled={save.isPending}>
              {save.isPending ? "Saving..." : "Save house rules"}
            </button>
            <Link to={paths.myTeam} className="text-sm font-semibold text-blue-800 underline">
              Back to My Team
            </Link>
            <p role="status" className="text-sm font-medium text-green-800">
              {done}
            </p>
          </div>
        </div>
      )}
    </form>
  );
}
