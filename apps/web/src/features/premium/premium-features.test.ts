import { describe, expect, it } from "vitest";
import { premiumRefs } from "../../lib/paths";
import { withoutCancelledMarker } from "./checkout-cancelled";
import { featureOfRef, premiumFeatures } from "./premium-features";

describe("/premium's ref and checkout query values", () => {
  it("every ref of docs/requirements.md §2 names a feature; unknown refs are ignored", () => {
    expect(premiumFeatures.map((f) => f.ref)).toEqual([...premiumRefs]);
    expect(featureOfRef("gpa-report")?.title).toBe("GPA report");
    expect(featureOfRef("account")?.title).toBe("Account management");
    expect(featureOfRef("pricing")).toBeNull();
    expect(featureOfRef("constructor")).toBeNull();
    expect(featureOfRef(null)).toBeNull();
  });

  it("the cancelled-checkout marker is removed, the rest of the query kept", () => {
    expect(withoutCancelledMarker(new URLSearchParams("checkout=cancelled&ref=team"))?.toString()).toBe("ref=team");
    expect(withoutCancelledMarker(new URLSearchParams("ref=team"))).toBeNull();
  });
});
