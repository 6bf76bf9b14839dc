import type { Applicant, Calculation, SaveCalculationRequest } from "@gradeatlas/contracts/calculations";
import { useQueryClient } from "@tanstack/react-query";
import { buttonClass } from "../../../components/ui/button-styles";
import { ApiError } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useSaveCalculation, useUpdateApplicant } from "./use-saved-calculations";

/**
 * "Save calculation", for signed-in users. A file of its own so the calculator
 * loads it (and TanStack's mutation code with it) only for them: guests, most
 * first visits, see "Sign up to save" instead (the 150 KiB first-view budget).
 */
export default function SaveCalculationButton({
  disabled,
  saveRequest,
  onSaved,
  correction,
}: {
  disabled: boolean;
  saveRequest: () => SaveCalculationRequest | null;
  /** The calculation as saved, e.g. so its applicant can be e-mailed at once. */
  onSaved?: (calculation: Calculation) => void;
  /**
   * The saved calculation open in the calculator, when the caller may correct it and the
   * applicant details typed differ from its own: offered as an update of that one.
   */
  correction?: { calculation: Calculation; applicant: Applicant } | null;
}) {
  const save = useSaveCalculation();
  const update = useUpdateApplicant();
  const queryClient = useQueryClient();
  const saveNow = () => {
    const body = saveRequest();
    if (!body) return;
    save.mutate(body, {
      onSuccess: (saved) => {
        toast.success("Calculation saved.");
        onSaved?.(saved);
      },
      onError: (e) => {
        toast.error(e.message || "Submission failed");
        // The house rules changed while they worked: the calculator applies the new ones for review.
        if (e instanceof ApiError && e.status === 409)
          void queryClient.invalidateQueries({ queryKey: ["house-rules"] });
      },
    });
  };
  const correctNow = () => {
    if (!correction) return;
    update.mutate(
      { id: correction.calculation.id, applicant: correction.applicant },
      {
        onSuccess: (saved) => {
          toast.success("Applicant details updated on the saved calculation.");
          onSaved?.(saved);
        },
        onError: (e) => toast.error(e.message || "The applicant details could not be updated."),
      },
    );
  };
  return (
    <>
      <button
        type="button"
        className={buttonClass("secondary")}
        disabled={disabled || save.isPending}
        onClick={saveNow}
      >
        {save.isPending ? "Saving..." : "Save calculation"}
      </button>
      {correction && (
        <button type="button" className={buttonClass("secondary")} disabled={update.isPending} onClick={correctNow}>
          {update.isPending ? "Updating..." : "Update applicant on the saved one"}
        </button>
      )}
    </>
  );
}
