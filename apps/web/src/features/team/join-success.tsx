import type { InstitutionRole } from "@gradeatlas/contracts/access";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import { FormAlert } from "../../components/ui/form-fields";
import { institutionRoleMeanings } from "../../lib/access-labels";
import { paths } from "../../lib/paths";
import { roleWithArticle } from "./join-rules";

export interface Joined {
  institutionName: string;
  role: InstitutionRole;
}

/** After accepting: where the new member goes from here. */
export function JoinSuccess({ joined }: { joined: Joined }) {
  return (
    <section aria-labelledby="join-title">
      <h1 id="join-title" className="text-3xl font-bold tracking-tight break-words text-slate-900">
        Welcome to {joined.institutionName}
      </h1>
      <div className="mt-4">
        <FormAlert tone="success">
          You joined {joined.institutionName} as {roleWithArticle(joined.role)}. Your address is confirmed.
        </FormAlert>
      </div>
      <p className="mt-4 text-slate-800">{institutionRoleMeanings[joined.role]}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={paths.calculator} className={buttonClass("primary")}>
          Open the calculator
        </Link>
        {joined.role === "admin" && (
          <Link to={paths.myTeam} className={buttonClass("secondary")}>
            My Team
          </Link>
        )}
        <Link to={paths.history} className={buttonClass("secondary")}>
          Calculation History
        </Link>
      </div>
    </section>
  );
}
