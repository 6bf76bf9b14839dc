import { Link } from "react-router";
import { buttonClass } from "../../../components/ui/button-styles";
import { paths } from "../../../lib/paths";
import { useAuthModal } from "../../auth";
import { formatPrice } from "./format-price";
import { PlanFrame } from "./plan-frame";
import { freeIncludes } from "./plan-includes";
import type { Standing } from "./visitor-standing";

/** The free tier beside the plans: what it gives, for ever, and how to get its one extra (an account). */
export function FreeTierCard({ standing, currency }: { standing: Standing; currency: string }) {
  const authModal = useAuthModal();
  return (
    <PlanFrame
      title="Free"
      audience="For everyone, for ever."
      price={formatPrice({ amount: 0, currency })}
      per="no card needed"
      includes={freeIncludes}
    >
      {standing.kind === "guest" && (
        <button type="button" className={buttonClass("secondary", "w-full")} onClick={() => authModal.open("sign-up")}>
          Create a free account
        </button>
      )}
      {standing.kind === "free" && <p className="text-sm font-medium text-slate-700">Your current plan.</p>}
      <Link to={paths.calculator} className={buttonClass("ghost", "w-full")}>
        Use the calculator
      </Link>
    </PlanFrame>
  );
}
