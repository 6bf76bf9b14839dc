import { describe, expect, it } from "vitest";
import { forgetTokenInAddressBar, invitationHeadline, openStep, readToken } from "./join-rules";

const token = "a".repeat(43);

describe("the invitation link", () => {
  it("reads a whole token and refuses a missing or cut-off one before asking the server", () => {
    expect(readToken(new URLSearchParams(`token=${token}`))).toEqual({ kind: "token", token });
    expect(readToken(new URLSearchParams(""))).toEqual({ kind: "missing" });
    expect(readToken(new URLSearchParams("token="))).toEqual({ kind: "missing" });
    expect(readToken(new URLSearchParams(`token=${token.slice(0, 30)}`))).toEqual({
      kind: "malformed",
      message: "This invitation link is not complete. Open the link from the e-mail again.",
    });
  });

  it("drops only the token from the address once accepted", () => {
    expect(forgetTokenInAddressBar({ pathname: "/join-institution", search: `?token=${token}`, hash: "" })).toBe(
      "/join-institution",
    );
    expect(
      forgetTokenInAddressBar({ pathname: "/join-institution", search: `?utm=mail&token=${token}`, hash: "#top" }),
    ).toBe("/join-institution?utm=mail#top");
  });
});

describe("the next step on an open invitation", () => {
  const preview = { email: "new.hire@college.example" };

  it("asks a guest to sign in first", () => {
    expect(openStep(preview, null)).toBe("sign-in");
  });

  it("lets only the invited address accept, whatever its letter case", () => {
    expect(openStep(preview, "New.Hire@College.example")).toBe("accept");
    expect(openStep(preview, "someone@college.example")).toBe("wrong-address");
  });

  it("names who invites, with the role's article", () => {
    expect(
      invitationHeadline({ invitedBy: "head@college.example", institutionName: "Northfield", role: "evaluator" }),
    ).toBe("head@college.example invites you to join Northfield as an evaluator.");
    expect(invitationHeadline({ invitedBy: null, institutionName: "Northfield", role: "viewer" })).toBe(
      "You are invited to join Northfield as a viewer.",
    );
  });
});
