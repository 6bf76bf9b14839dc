import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import { useAccess } from "../../lib/access/access-context";
import { paths } from "../../lib/paths";
import { useLeadAccess } from "../leads";

// docs/requirements.md §2: on calculator pages, for guests and signed-in users without
// premium, on desktop. The signed-in and default texts are SPEC's; a guest who
// left an address (a lead) sees the lead text.
export const bannerTexts = {
  signedIn: "Your account is on the free tier. Upgrade to access saved history, team collaboration, and CRM sync.",
  lead: "You're exploring the free toolkit. When your office is ready, Premium adds saved history, team features and CRM sync.",
  guest: "Unlock saved history, team features, and CRM sync by upgrading to Premium when you're ready.",
} as const;

export function UpgradeBanner() {
  const access = useAccess();
  const { lead } = useLeadAccess();
  const hasLead = lead !== null;
  if (access.hasPremiumAccess) return null;
  const signedIn = access.hasAccount;
  const text = signedIn ? bannerTexts.signedIn : hasLead ? bannerTexts.lead : bannerTexts.guest;
  return (
    <aside
      aria-label="Premium"
      className="hidden items-center justify-between gap-4 rounded-lg border border-blue-200 bg-blue-50 px-5 py-4 md:flex"
    >
      <p className="text-sm text-blue-950">{text}</p>
      <Link to={paths.premium} className={buttonClass("primary", "shrink-0")}>
        {signedIn ? "Upgrade to Premium" : "See Premium Plans"}
      </Link>
    </aside>
  );
}
