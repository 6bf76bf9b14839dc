import type { ApprovedDomain } from "@gradeatlas/contracts/sys-admin";
import { describe, expect, it } from "vitest";
import { institutionsOf } from "./domains-panel";

const domain = (name: string, institutionId: string, institutionName: string): ApprovedDomain => ({
  domain: name,
  approvedBy: null,
  approvedAt: "2026-11-25T00:00:00.000Z",
  institutionId,
  institutionName,
});

describe("the institutions a new domain can be approved for", () => {
  it("lists each institution once, by name, however many domains it has", () => {
    const list = [
      domain("northfield.edu", "n", "Northfield University"),
      domain("staff.northfield.edu", "n", "Northfield University"),
      domain("amberley.ac.uk", "a", "Amberley College"),
    ];
    expect(institutionsOf(list)).toEqual([
      { id: "a", name: "Amberley College" },
      { id: "n", name: "Northfield University" },
    ]);
  });
});
