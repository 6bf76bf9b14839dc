import type { TeamInvitation, TeamMember } from "@gradeatlas/contracts/team";
import { describe, expect, it } from "vitest";
import { displayName, memberActions, premiumText, sortInvitations, sortMembers } from "./member-rules";

const member = (over: Partial<TeamMember>): TeamMember => ({
  id: "u1",
  email: "ana@college.example",
  name: "",
  emailVerified: true,
  role: "evaluator",
  via: "invitation",
  premiumSource: "institution",
  savedCalculations: 0,
  lastSavedAt: null,
  joinedAt: "2026-11-01T00:00:00.000Z",
  ...over,
});

describe("what an admin may do on a My Team row", () => {
  it("offers every action on an evaluator or a viewer", () => {
    for (const role of ["evaluator", "viewer"] as const) {
      expect(memberActions(member({ role }), "me")).toEqual(["change-role", "make-admin", "hand-over", "remove"]);
    }
  });

  it("does not offer making an admin an admin, or handing admin over to one", () => {
    expect(memberActions(member({ role: "admin" }), "me")).toEqual(["change-role", "remove"]);
  });

  it("offers nothing on yourself (you leave from your account page) or on someone still to confirm", () => {
    expect(memberActions(member({ id: "me", role: "admin" }), "me")).toEqual([]);
    expect(memberActions(member({ role: null, emailVerified: false, via: "domain" }), "me")).toEqual([]);
  });
});

describe("how a row reads", () => {
  it("says premium waits for a confirmed address, else names its source", () => {
    expect(premiumText(member({ role: null, emailVerified: false }))).toBe("None yet");
    expect(premiumText(member({ premiumSource: "personal" }))).toBe("Personal plan");
  });

  it("names a person by their name when they gave one", () => {
    expect(displayName(member({ name: "  " }))).toBe("ana@college.example");
    expect(displayName(member({ name: "Ana Lima" }))).toBe("Ana Lima");
  });

  it("lists admins, evaluators, viewers, then people still to confirm, each by address", () => {
    const rows = [
      member({ id: "w", email: "a@x", role: null }),
      member({ id: "v", email: "b@x", role: "viewer" }),
      member({ id: "e2", email: "z@x", role: "evaluator" }),
      member({ id: "e1", email: "c@x", role: "evaluator" }),
      member({ id: "a", email: "y@x", role: "admin" }),
    ];
    expect(sortMembers(rows).map((m) => m.id)).toEqual(["a", "e1", "e2", "v", "w"]);
  });

  it("lists invitations that still work before expired ones, the latest sent first", () => {
    const inv = (id: string, lastSentAt: string, expired: boolean): TeamInvitation => ({
      id,
      email: `${id}@x`,
      role: "viewer",
      invitedBy: null,
      createdAt: lastSentAt,
      lastSentAt,
      expiresAt: lastSentAt,
      expired,
    });
    const sorted = sortInvitations([
      inv("old-expired", "2026-10-01T00:00:00Z", true),
      inv("older", "2026-11-01T00:00:00Z", false),
      inv("newer", "2026-11-20T00:00:00Z", false),
    ]);
    expect(sorted.map((i) => i.id)).toEqual(["newer", "older", "old-expired"]);
  });
});
