import type { PlanId } from "@gradeatlas/contracts/billing";

// What each tier includes, as docs/requirements.md §1 and §6 say it (the
// catalogue's own description sits above these on each card).
export const freeIncludes = [
  "Every conversion: single grades and whole transcripts, each naming its scale, method and source",
  "The academic report (PDF) for the applicant's file",
  "The training aid and the education-systems reference",
  "With a free account: your calculations saved, the recent ones in the calculator",
] as const;

export const planIncludes: Record<PlanId, readonly string[]> = {
  personal: [
    "Everything in Free",
    "Dashboard of your saved conversions",
    "Full calculation history: search, filters, export, reopen",
    "Reading list of guides and country pages",
    "CRM sync, notifying students and data insights as each ships",
  ],
  institution: [
    "Everything in Personal, for every member of your institution: invited colleagues and verified addresses on its approved domain",
    "My Team for the admin: who converted what, shared house rules",
    "One invoice a year for the whole office",
  ],
};
