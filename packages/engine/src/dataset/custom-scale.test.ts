import { describe, expect, it } from "vitest";
import { convertGrade } from "../convert-grade.ts";
import { buildCustomScale, customScaleDefinitionSchema } from "./custom-scale.ts";
import { parseCustomScaleRef } from "./custom-scale-ref.ts";
import { partnerMarks } from "./partner-marks.fixture.ts";

const who = {
  id: "3f2a9c1b-1234-4abc-8def-0123456789ab",
  version: 2,
  country: "DE",
  institution: "University of Example",
  written: "2026-11-25",
  homeUrl: "https://gradeatlas.example/my-team/scales",
};

const partnerTable = partnerMarks;

describe("an institution's own scale", () => {
  it("becomes an engine scale that converts like a published one, citing the institution", () => {
    const { scale, issues } = buildCustomScale(customScaleDefinitionSchema.parse(partnerTable), who);
    expect(issues).toEqual([]);
    expect(scale.id).toBe("de-custom-3f2a9c1b12344abc8def0123456789ab-v2");
    expect(scale.scope).toEqual({ type: "institution", institution: "University of Example" });
    expect(scale.sources[0]).toMatchObject({ publisher: "University of Example", url: who.homeUrl });
    expect(convertGrade(scale, "90").usLetter).toBe("A");
    expect(convertGrade(scale, "72").usLetter).toBe("B");
  });

  it("keeps no written forms, which the editor could not show or keep", () => {
    const withForms = { ...partnerTable, grades: { ...partnerTable.grades, writtenAs: { excellent: "90" } } };
    expect(customScaleDefinitionSchema.parse(withForms).grades).not.toHaveProperty("writtenAs");
  });

  it("is refused for what the dataset refuses: gaps, a pass mark off the scale", () => {
    const broken = {
      ...partnerTable,
      passMark: "150",
      method: { ...partnerTable.method, bands: partnerTable.method.bands.filter((b) => b.us !== "B") },
    };
    const { issues } = buildCustomScale(customScaleDefinitionSchema.parse(broken), who);
    expect(issues.map((i) => i.path[0])).toContain("passMark");
    expect(issues.some((i) => i.path[0] === "method")).toBe(true);
  });

  it("tells the office which band breaks its own pass mark, and why", () => {
    const lenient = {
      ...partnerTable,
      method: {
        ...partnerTable.method,
        bands: [...partnerTable.method.bands.slice(0, 3), { from: 40, to: 49, us: "D" }, { from: 0, to: 39, us: "F" }],
      },
    };
    const { issues } = buildCustomScale(customScaleDefinitionSchema.parse(lenient), who);
    expect(issues).toEqual([
      {
        path: ["method", "bands", 3],
        message:
          "band 40–49 is worse than the pass mark 50 but reads D: give it F, move the pass mark if this grade passes, or make it condoned if it passes only by compensation",
      },
    ]);
  });

  it("names its public source when it has one, and refuses a source that is not a web address", () => {
    const sourced = customScaleDefinitionSchema.parse({ ...partnerTable, sourceUrl: "https://partner.example/grades" });
    expect(buildCustomScale(sourced, who).scale.sources[0]?.url).toBe("https://partner.example/grades");
    expect(customScaleDefinitionSchema.safeParse({ ...partnerTable, sourceUrl: "javascript:alert(1)" }).success).toBe(
      false,
    );
  });

  it("is referenced as custom:<id>[@version]", () => {
    expect(parseCustomScaleRef(`custom:${who.id}@3`)).toEqual({ id: who.id, version: 3 });
    expect(parseCustomScaleRef(`custom:${who.id}`)).toEqual({ id: who.id, version: null });
    expect(parseCustomScaleRef("de-university")).toBeNull();
    expect(parseCustomScaleRef(`custom:${who.id}@0`)).toBeNull();
  });
});
