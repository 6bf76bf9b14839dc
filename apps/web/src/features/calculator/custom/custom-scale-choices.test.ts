import { buildCustomScale, convertTranscript, customScaleDefinitionSchema, customScaleRef } from "@gradeatlas/engine";
import { partnerMarks } from "@gradeatlas/engine/test-fixtures";
import { describe, expect, it } from "vitest";
import type { CustomScaleChoice } from "../../custom-scales";
import { choicesForCountry, customOptionLabel, customScaleNote, findChoice } from "./custom-scale-choices";

const partner = partnerMarks;

const A = "3f2a9c1b-1234-4abc-8def-0123456789ab";
const B = "7e1d2c3b-5678-4abc-8def-0123456789ab";

function choice(id: string, version: number, country = "DE", archived = false, name = partner.name): CustomScaleChoice {
  const definition = customScaleDefinitionSchema.parse({ ...partner, name });
  const { scale, issues } = buildCustomScale(definition, {
    id,
    version,
    country,
    institution: "University of Example",
    written: "2026-11-25",
    homeUrl: "https://gradeatlas.example/my-team/scales",
  });
  expect(issues).toEqual([]);
  return { ref: customScaleRef(id, version), id, version, country, name, archived, scale };
}

describe("an institution's scales in the calculator", () => {
  const newest = [choice(A, 3), choice(B, 1, "IN", false, "Partner college (India)")];

  it("names the scale, whose it is and its version, for the result and the report", () => {
    expect(customScaleNote(newest[0] as CustomScaleChoice)).toBe("custom scale of University of Example, version 3");
    expect(customScaleNote(choice(A, 2, "DE", true))).toBe(
      "custom scale of University of Example, version 2 (archived)",
    );
  });

  it("offers the country's scales; an archived scale or an older version only when a calculation was made with it", () => {
    expect(choicesForCountry(newest, "DE", null).map((c) => c.ref)).toEqual([`custom:${A}@3`]);
    expect(choicesForCountry(newest, "FR", null)).toEqual([]);
    const older = choice(A, 1);
    expect(choicesForCountry(newest, "DE", older).map((c) => c.ref)).toEqual([`custom:${A}@3`, `custom:${A}@1`]);
    expect(customOptionLabel(older, newest)).toBe("Partner university marks (version 1; now version 3)");
    const archived = choice(B, 2, "DE", true, "Old partner");
    expect(choicesForCountry(newest, "DE", archived).at(-1)?.ref).toBe(`custom:${B}@2`);
    expect(customOptionLabel(archived, newest)).toBe("Old partner (archived, version 2)");
    expect(customOptionLabel(newest[0] as CustomScaleChoice, newest)).toBe("Partner university marks");
    // Another country's scale in use is not offered here.
    expect(choicesForCountry(newest, "DE", newest[1] as CustomScaleChoice).map((c) => c.country)).toEqual(["DE"]);
  });

  it("finds a ref's version in the list, and the newest for a ref without one", () => {
    expect(findChoice(newest, `custom:${A}@3`)?.version).toBe(3);
    expect(findChoice(newest, `custom:${A.toUpperCase()}`)?.version).toBe(3);
    expect(findChoice(newest, `custom:${A}@1`)).toBeUndefined(); // fetched on its own
    expect(findChoice(newest, "de-university")).toBeUndefined();
  });

  it("converts in the browser with the scale the API sent", () => {
    const result = convertTranscript({
      scale: (newest[0] as CustomScaleChoice).scale,
      courses: [
        { grade: "90", credits: 3 },
        { grade: "60", credits: 3 },
      ],
    });
    expect(result.gpa.overall.gpa).toBe(3);
  });
});
