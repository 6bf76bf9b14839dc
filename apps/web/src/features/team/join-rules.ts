import type { InstitutionRole } from "@gradeatlas/contracts/access";
import { type InvitationPreview, invitationTokenRequestSchema } from "@gradeatlas/contracts/team";

// What /join-institution shows, decided from the link, the invitation and who
// is signed in; the page only draws it.

/** The token from the address, checked as the server checks it: a missing or cut-off link says so at once. */
export function readToken(
  search: URLSearchParams,
): { kind: "token"; token: string } | { kind: "missing" } | { kind: "malformed"; message: string } {
  const raw = search.get("token");
  if (raw === null || raw.trim() === "") return { kind: "missing" };
  const parsed = invitationTokenRequestSchema.safeParse({ token: raw.trim() });
  return parsed.success
    ? { kind: "token", token: parsed.data.token }
    : { kind: "malformed", message: parsed.error.issues[0]?.message ?? "This invitation link is not complete." };
}

export type OpenStep = "sign-in" | "wrong-address" | "accept";

/** An open invitation: a guest signs in first; only the invited address may accept. */
export function openStep(preview: Pick<InvitationPreview, "email">, signedInAs: string | null): OpenStep {
  if (signedInAs === null) return "sign-in";
  return signedInAs.trim().toLowerCase() === preview.email.toLowerCase() ? "accept" : "wrong-address";
}

/** "an evaluator", "a viewer", "an admin". */
export function roleWithArticle(role: InstitutionRole): string {
  return role === "viewer" ? "a viewer" : role === "admin" ? "an admin" : "an evaluator";
}

/** The line the page opens with, naming who invites when the invitation says. */
export function invitationHeadline(preview: Pick<InvitationPreview, "invitedBy" | "institutionName" | "role">): string {
  const to = `join ${preview.institutionName} as ${roleWithArticle(preview.role)}`;
  return preview.invitedBy ? `${preview.invitedBy} invites you to ${to}.` : `You are invited to ${to}.`;
}

/** Removes the token from the address bar once it has done its work, keeping the router's history entry. */
export function forgetTokenInAddressBar(location: Pick<Location, "pathname" | "search" | "hash">): string {
  const params = new URLSearchParams(location.search);
  params.delete("token");
  const rest = params.toString();
  return `${location.pathname}${rest ? `?${rest}` : ""}${location.hash}`;
}
