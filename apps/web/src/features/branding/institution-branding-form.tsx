import {
  type BrandingResponse,
  MAX_ADDRESS_LINE,
  MAX_ADDRESS_LINES,
  MAX_OFFICE_NAME,
  type PaperSize,
  paperSizeNames,
  paperSizes,
} from "@gradeatlas/contracts/branding";
import { type FormEvent, useId, useState } from "react";
import { fieldClass } from "../../components/ui/field-styles";
import { FormAlert, TextField } from "../../components/ui/form-fields";
import { failureMessage } from "../../components/ui/query-view";
import { useSaveInstitutionBranding } from "./api/branding";
import { SaveRow } from "./save-row";

type Institution = NonNullable<BrandingResponse["institution"]>;

/** The admin's form for the office name, address and paper size printed on every GPA report. */
export function InstitutionBrandingForm({ institution }: { institution: Institution }) {
  const [officeName, setOfficeName] = useState(institution.officeNameIsDefault ? "" : institution.officeName);
  const [address, setAddress] = useState(institution.address);
  const [paperSize, setPaperSize] = useState<PaperSize>(institution.paperSize);
  const [done, setDone] = useState("");
  const save = useSaveInstitutionBranding();
  const addressId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone("");
    save.mutate({ officeName, address, paperSize }, { onSuccess: () => setDone("Saved.") });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label="Office name"
        value={officeName}
        onChange={(e) => setOfficeName(e.target.value)}
        maxLength={MAX_OFFICE_NAME}
        placeholder={institution.name}
        hint={`Left empty, reports print the institution's name, "${institution.name}".`}
      />
      <div>
        <label htmlFor={addressId} className="block text-sm font-medium text-slate-900">
          Postal address
        </label>
        <textarea
          id={addressId}
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          rows={4}
          aria-describedby={`${addressId}-hint`}
          className={fieldClass("base", { invalid: false })}
        />
        <p id={`${addressId}-hint`} className="mt-1 text-sm text-slate-700">
          As printed under the office name: at most {MAX_ADDRESS_LINES} lines of {MAX_ADDRESS_LINE} characters.
        </p>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">Paper size</legend>
        <div className="mt-2 flex flex-wrap gap-6">
          {paperSizes.map((size) => (
            <label key={size} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="paperSize"
                value={size}
                checked={paperSize === size}
                onChange={() => setPaperSize(size)}
                className="size-4 accent-blue-800"
              />
              {paperSizeNames[size]}
            </label>
          ))}
        </div>
      </fieldset>
      {save.isError && <FormAlert>{failureMessage(save.error, "The office details could not be saved.")}</FormAlert>}
      <SaveRow label="Save office details" pending={save.isPending} done={done} />
    </form>
  );
}
