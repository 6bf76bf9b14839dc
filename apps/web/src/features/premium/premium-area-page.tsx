import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import { paths } from "../../lib/paths";

/**
 * The premium areas whose features are still being built. They exist so the
 * guards, navigation and upgrade path work end to end; each says plainly
 * what is not there yet rather than showing made-up numbers.
 */
export function PremiumAreaPage({ title, what }: { title: string; what: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <title>{`${title} · GradeAtlas`}</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">{what}</p>
      <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
        Not built yet. Nothing here is simulated: until it arrives, your saved calculations are in{" "}
        <Link to={paths.history} className="font-medium underline">
          Calculation History
        </Link>
        .
      </p>
      <Link to={paths.calculator} className={buttonClass("primary", "mt-6")}>
        Open the calculator
      </Link>
    </div>
  );
}

export const MyTeamPage = () => (
  <PremiumAreaPage title="My Team" what="Your team's members, shared scale choices and house rules." />
);
