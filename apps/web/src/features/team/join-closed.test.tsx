import type { InvitationPreview } from "@gradeatlas/contracts/team";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ClosedInvitation } from "./join-closed";

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

const preview: InvitationPreview = {
  institutionName: "Northfield University",
  email: "new.hire@northfield.example",
  role: "evaluator",
  invitedBy: "head@northfield.example",
  expiresAt: "2026-11-01T12:00:00.000Z",
  state: "expired",
};

function render(state: "expired" | "accepted" | "revoked", invitedBy: string | null = preview.invitedBy) {
  const router = createMemoryRouter([
    { path: "/", element: <ClosedInvitation preview={{ ...preview, state, invitedBy }} state={state} /> },
  ]);
  return text(renderToStaticMarkup(<RouterProvider router={router} />));
}

describe("an invitation that can no longer be accepted says why and what to do", () => {
  it("expired: when, and whom to ask for a fresh link", () => {
    const page = render("expired");
    expect(page).toContain("This invitation has expired");
    expect(page).toContain("Ask head@northfield.example to send it again from My Team");
  });

  it("expired without a known inviter: ask the institution's admin", () => {
    expect(render("expired", null)).toContain("Ask Northfield University's admin to send it again");
  });

  it("accepted: sign in with the invited address, or ask for a new invitation", () => {
    const page = render("accepted");
    expect(page).toContain("This invitation has already been used");
    expect(page).toContain("sign in with new.hire@northfield.example");
  });

  it("revoked: withdrawn by an admin, and who to ask", () => {
    const page = render("revoked");
    expect(page).toContain("This invitation was withdrawn");
    expect(page).toContain("ask head@northfield.example to invite you again");
  });
});
