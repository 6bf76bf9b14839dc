import type { PlanId } from "@gradeatlas/contracts/billing";
import type { Standing } from "./visitor-standing";

/** What a plan's card offers this visitor. */
export type Offer =
  /** A buy button; a guest's first opens the sign-up, then checkout follows. */
  | { kind: "buy"; signUpFirst: boolean }
  /** "Manage billing", to /account/billing. */
  | { kind: "manage" }
  /** No button: why not, in words. */
  | { kind: "note"; text: string }
  | { kind: "loading" };

export const offerNotes = {
  adminPersonal: "Your admin role already includes premium: there is nothing to buy for yourself.",
  institutionMember: "You have premium through your institution: its admin's plan covers your account.",
  granted: "Your premium plan was set up by hand by our team, so there is nothing to buy here.",
  otherPlan: "You already have a plan. Change it from Manage billing.",
  institutionBuyer:
    "Bought by your institution's GradeAtlas admin. Ask your office's admin: once they subscribe, every member of your institution (invited, or with a verified address on its approved domain) gets premium.",
  institutionGuest: "Bought by your institution's GradeAtlas admin for all its members. Admins: sign in first.",
} as const;

/**
 * The call to action of one plan for one visitor. Who may buy follows what
 * the server's checkout accepts: Personal for anyone signed in without
 * premium, Institution only for an admin (docs/requirements.md §6; the server
 * also checks that they run an institution and answers why not).
 */
export function offerFor(plan: PlanId, standing: Standing): Offer {
  switch (standing.kind) {
    case "loading":
      return { kind: "loading" };
    case "guest":
      return plan === "personal"
        ? { kind: "buy", signUpFirst: true }
        : { kind: "note", text: offerNotes.institutionGuest };
    case "free":
      if (plan === "institution" && !standing.isAdmin) return { kind: "note", text: offerNotes.institutionBuyer };
      return { kind: "buy", signUpFirst: false };
    case "admin":
      return plan === "institution"
        ? { kind: "buy", signUpFirst: false }
        : { kind: "note", text: offerNotes.adminPersonal };
    case "institution":
      return { kind: "note", text: offerNotes.institutionMember };
    case "granted":
      return { kind: "note", text: offerNotes.granted };
    case "subscriber":
      // Without knowing which plan (billing unreadable), every card leads to the billing page.
      return standing.plan === plan || standing.plan === null
        ? { kind: "manage" }
        : { kind: "note", text: offerNotes.otherPlan };
  }
}
