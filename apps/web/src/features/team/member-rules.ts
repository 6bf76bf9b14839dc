import type { TeamInvitation, TeamMember } from "@gradeatlas/contracts/team";
import { premiumSourceLabels } from "../../lib/access-labels";

// What My Team offers for each row, kept out of the components so the rules
// read (and are tested) on their own.

export type MemberAction = "change-role" | "make-admin" | "hand-over" | "remove";

/**
 * The actions an admin has on a row. None on someone who has not confirmed
 * their address (not a member yet), and none on yourself: you leave from your
 * account page, and hand admin over from another member's row.
 */
export function memberActions(member: TeamMember, myId: string | undefined): MemberAction[] {
  if (member.role === null || member.id === myId) return [];
  if (member.role === "admin") return ["change-role", "remove"];
  return ["change-role", "make-admin", "hand-over", "remove"];
}

/** A person on an approved domain who has not confirmed their address yet. */
export const isWaiting = (member: TeamMember): boolean => member.role === null;

/** How someone joined, under the date they joined. */
export const joinedVia: Record<TeamMember["via"], string> = {
  domain: "by e-mail domain",
  invitation: "by invitation",
  founder: "founded it",
};

/** Where a member's premium comes from; the role column already says why someone waiting has none. */
export function premiumText(member: TeamMember): string {
  return isWaiting(member) ? "None yet" : premiumSourceLabels[member.premiumSource];
}

/** Who a person is in one line: their name when they gave one, else their address. */
export const displayName = (member: Pick<TeamMember, "name" | "email">): string => member.name.trim() || member.email;

/** Members first by role (admins, evaluators, viewers), people still to confirm last; then by address. */
export function sortMembers(members: TeamMember[]): TeamMember[] {
  const rank = (m: TeamMember) => (m.role === "admin" ? 0 : m.role === "evaluator" ? 1 : m.role === "viewer" ? 2 : 3);
  return [...members].sort((a, b) => rank(a) - rank(b) || a.email.localeCompare(b.email));
}

/** Open invitations that can still be accepted before the expired ones. */
export function sortInvitations(invitations: TeamInvitation[]): TeamInvitation[] {
  return [...invitations].sort(
    (a, b) => Number(a.expired) - Number(b.expired) || b.lastSentAt.localeCompare(a.lastSentAt),
  );
}

/** What the former admin reads where they land after handing admin over (My Team is closed to them then). */
export const handedOverNotice = (newAdmin: string): string =>
  `You handed admin over to ${newAdmin}. You are now an evaluator: you convert and save calculations as before, and My Team is for the institution's admins. Only an admin can make you admin again.`;
