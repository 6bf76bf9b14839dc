import { meResponseSchema } from "@gradeatlas/contracts/access";
import { describe, expect, it } from "vitest";
import { meResponseParser } from "./auth-client";

const guest = {
  user: null,
  tier: "free",
  premiumSource: "none",
  isAdmin: false,
  isOperator: false,
  institution: null,
  paymentProblem: false,
};
const member = {
  user: { id: "u1", email: "eva@uni.example", role: null, emailVerified: true },
  tier: "subscriber",
  premiumSource: "personal",
  isAdmin: false,
  isOperator: true,
  institution: { id: "i1", name: "Uni", role: "evaluator" },
  paymentProblem: true,
};

describe("the hand-written /api/me parser agrees with the contract", () => {
  it("accepts what the contract accepts", () => {
    for (const body of [guest, member]) {
      expect(meResponseParser.parse(body)).toEqual(meResponseSchema.parse(body));
    }
  });

  it("refuses what the contract refuses", () => {
    const broken = [
      null,
      {},
      { ...guest, tier: "gold" },
      { ...guest, premiumSource: "gift" },
      { ...guest, isAdmin: "no" },
      { ...member, paymentProblem: undefined },
      { ...member, paymentProblem: "yes" },
      { ...member, user: { ...member.user, emailVerified: "yes" } },
      { ...member, user: { id: "u1" } },
      { ...member, institution: undefined },
      { ...member, institution: { id: "i1", name: "Uni", role: "owner" } },
    ];
    for (const body of broken) {
      expect(meResponseSchema.safeParse(body).success).toBe(false);
      expect(() => meResponseParser.parse(body)).toThrow();
    }
  });
});
