import { describe, expect, it } from "vitest";
import { auditFilterSchema, describeAuditDetail } from "./audit.ts";

describe("an audit event's details in words", () => {
  it("says what changed for each kind of event it knows", () => {
    expect(describeAuditDetail("member.role_changed", { from: "evaluator", to: "viewer" })).toBe(
      "from evaluator to viewer",
    );
    expect(describeAuditDetail("member.joined", { role: "viewer", via: "invitation" })).toBe(
      "as viewer; by invitation",
    );
    expect(describeAuditDetail("institution.renamed", { from: "uni.example" })).toBe('was "uni.example"');
    const saved = { calculationId: "c1", country: "IN", scaleId: "in-percentage", gpa: 3.333 };
    expect(describeAuditDetail("calculation.saved", saved)).toBe(
      "country IN; scale in-percentage; GPA 3.33; calculation c1",
    );
    // On screen the record's id is left out; the CSV keeps it.
    expect(describeAuditDetail("calculation.saved", saved, { withIds: false })).toBe(
      "country IN; scale in-percentage; GPA 3.33",
    );
  });

  it("lists details it has no words for as key: value, so nothing recorded is hidden", () => {
    expect(describeAuditDetail("invitation.revoked", { reason: "typo", extra: { a: 1 } })).toBe(
      'reason: typo; extra: {"a":1}',
    );
    expect(describeAuditDetail("member.removed", {})).toBe("");
  });
});

describe("the trail's filters", () => {
  it("take real days in order, a known action and a member's id", () => {
    expect(auditFilterSchema.safeParse({ from: "2026-02-28", to: "2026-03-01" }).success).toBe(true);
    expect(auditFilterSchema.safeParse({ from: "2026-02-29" }).success).toBe(false);
    expect(auditFilterSchema.safeParse({ from: "2026-03-02", to: "2026-03-01" }).success).toBe(false);
    expect(auditFilterSchema.safeParse({ action: "calculation.saved" }).success).toBe(true);
    expect(auditFilterSchema.safeParse({ action: "calculation.edited" }).success).toBe(false);
    expect(auditFilterSchema.safeParse({ member: "not-an-id" }).success).toBe(false);
  });
});
