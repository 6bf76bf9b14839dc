import { describe, expect, it } from "vitest";
import { suggestedSamples } from "./sample-grades";
import { emptyBand, emptyDraft, type ScaleDraft } from "./scale-draft";
import { checkDraft, fieldOf, issuesFromServer } from "./validate-draft";

const who = {
  id: "00000000-0000-4000-8000-000000000000",
  version: 1,
  institution: "College of Example",
  written: "2026-11-25",
  homeUrl: "https://gradeatlas.example/my-team/scales",
};
const valid = (): ScaleDraft => ({ ...emptyDraft("DE"), name: "Partner marks" });

describe("the scale editor's checks", () => {
  it("accepts the starting table once named, and gives the preview an engine scale", () => {
    const check = checkDraft(valid(), who);
    expect(check.issues).toEqual({});
    expect(check.definition?.method).toMatchObject({ type: "bands" });
    expect(check.scale?.scope).toEqual({ type: "institution", institution: "College of Example" });
  });

  it("puts the engine's rules beside their fields: a gap on the bands, a pass mark off the scale", () => {
    const draft = valid();
    draft.passMark = "150";
    draft.bands = draft.bands.filter((b) => b.us !== "B");
    const { issues, definition } = checkDraft(draft, who);
    expect(definition).toBeNull();
    expect(issues.passMark).toEqual(['"150" is not on the scale 0–100.']);
    expect(issues.bands?.[0]).toMatch(/^Gap between 69 and 85 is wider than the step 1/);
  });

  it("says which band row is wrong, in words, for numbers that are not numbers or a missing letter", () => {
    const draft = valid();
    draft.bands[1] = { ...(draft.bands[1] as ScaleDraft["bands"][number]), from: "7O" };
    draft.bands[2] = { ...(draft.bands[2] as ScaleDraft["bands"][number]), us: "" };
    draft.min = "";
    const { issues } = checkDraft(draft, who);
    expect(issues["bands.1"]).toEqual(['"7O" is not a number.']);
    expect(issues["grades.min"]).toEqual(["Enter a number."]);
    // The engine's rules wait until the numbers can be read.
    expect(issues["bands.2"]).toBeUndefined();
    draft.bands[1] = { ...(draft.bands[1] as ScaleDraft["bands"][number]), from: "70" };
    draft.min = "0";
    expect(checkDraft(draft, who).issues["bands.2"]).toEqual(["A graded or condoned band needs a US letter."]);
  });

  it("checks a label scale's labels against its bands, and the country and name", () => {
    const draft: ScaleDraft = {
      ...valid(),
      country: "",
      name: " ",
      gradeType: "labels",
      labels: "First, Second, Third",
      bestGrade: "First",
      passMark: "Fourth",
      bands: [emptyBand({ label: "First", us: "A" }), emptyBand({ label: "Second", us: "B" })],
    };
    const { issues } = checkDraft(draft, who);
    expect(issues.country).toEqual(["Choose the country whose grades this scale reads."]);
    expect(issues.name).toEqual(["Give the scale a name."]);
    draft.name = "Partner classes";
    const engine = checkDraft(draft, who).issues;
    expect(engine.passMark).toEqual(['"Fourth" is not one of the labels.']);
    expect(engine.bands).toEqual(['Label "Third" has no band.']);
  });

  it("maps the server's 400 issues onto the same fields", () => {
    expect(
      issuesFromServer({
        issues: [
          { path: "definition.method.bands.1", message: "from 90 must not exceed to 80" },
          { path: "definition.method.bands", message: "bands must be listed best first" },
          { path: "definition.sourceUrl", message: "The source must be a web address (https://…)." },
          { path: "country", message: "Invalid input" },
          { path: "", message: "Something else" },
        ],
      }),
    ).toEqual({
      "bands.1": ["From 90 must not exceed to 80."],
      bands: ["Bands must be listed best first."],
      sourceUrl: ["The source must be a web address (https://…)."],
      country: ["Invalid input."],
      form: ["Something else."],
    });
    expect(issuesFromServer(undefined)).toBeNull();
    expect(issuesFromServer({ issues: [] })).toBeNull();
  });

  it("places every path the schema can report on a field", () => {
    expect(fieldOf(["grades", "labels", 2])).toBe("grades.labels");
    expect(fieldOf(["grades", "type"])).toBe("grades");
    expect(fieldOf(["method", "bands", 3, "us"])).toBe("bands.3");
    expect(fieldOf(["method", "profile"])).toBe("profile");
    expect(fieldOf(["notes", 0])).toBe("notes");
    expect(fieldOf(["alternatives"])).toBe("form");
  });
});

describe("the live preview's sample grades", () => {
  it("tries the best grade, one between, the pass mark, the grade below it and the worst", () => {
    expect(suggestedSamples(valid())).toEqual(["100", "75", "50", "49", "0"]);
    const german = {
      ...valid(),
      direction: "lower-better" as const,
      min: "1",
      max: "5",
      step: "0.1",
      bestGrade: "1.0",
      passMark: "4.0",
    };
    expect(suggestedSamples(german)).toEqual(["1", "2.5", "4", "4.1", "5"]);
  });

  it("tries every label of a label scale, and nothing while the range cannot be read", () => {
    expect(suggestedSamples({ ...valid(), gradeType: "labels", labels: "A*, A, B" })).toEqual(["A*", "A", "B"]);
    expect(suggestedSamples({ ...valid(), max: "abc" })).toEqual([]);
  });
});
