import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { convertTranscript, type RepeatPolicy } from "./convert-transcript.ts";
import { creditSystemList } from "./credit-systems.ts";
import { loadCountry } from "./dataset/load-country.ts";
import { type Country, scaleSchema } from "./dataset/schema.ts";
import { applyHouseRules, type HouseRules } from "./house-rules.ts";
import { gpaRoundings } from "./rounding.ts";
import { germanScale, percentScale } from "./test-scales.ts";

// A percentage scale whose 35–39 is a condoned pass (as in some francophone systems).
const condonedScale = scaleSchema.parse({
  ...percentScale,
  id: "xx-condoned",
  name: "Percentage with condonation",
  method: {
    type: "bands",
    profile: "standard",
    bands: [
      { from: 60, to: 100, us: "A" },
      { from: 50, to: 59, us: "B" },
      { from: 40, to: 49, us: "C" },
      { from: 35, to: 39, us: "D", outcome: "condoned" },
      { from: 0, to: 34, us: "F" },
    ],
  },
});

const testland: Country = {
  code: "XX",
  name: "Testland",
  slug: "testland",
  region: "Test",
  creditSystem: "ects",
  scales: [{ ...percentScale, default: true }, germanScale, condonedScale],
};

/** What the server and the calculator did before house rules: the request's choices, else the country's defaults. */
function today(
  country: Country,
  courses: { grade: string; credits: number; name?: string; year?: number }[],
  choices: {
    scale?: typeof percentScale;
    creditSystem?: "ects" | "us-semester" | "us-quarter" | "uk-cats";
    repeatPolicy?: RepeatPolicy;
  },
) {
  const scale = choices.scale ?? country.scales.find((s) => s.default) ?? (country.scales[0] as typeof percentScale);
  const countrySystem = creditSystemList.find((s) => s === country.creditSystem) ?? "us-semester";
  return convertTranscript({
    scale,
    courses,
    creditSystem: choices.creditSystem ?? countrySystem,
    repeatPolicy: choices.repeatPolicy,
  });
}

describe("applyHouseRules", () => {
  it("changes nothing and reports nothing without rules", () => {
    const { settings, published, changes } = applyHouseRules(testland, {});
    expect(settings).toEqual({
      scale: testland.scales[0],
      creditSystem: "ects",
      repeatPolicy: "all-attempts",
      gpaRounding: "round-half-up-2",
      countCondoned: true,
    });
    expect(published).toEqual(settings);
    expect(changes).toEqual([]);
  });

  it("fills in what the evaluator left open and labels each change against the published default", () => {
    const rules: HouseRules = {
      defaultScales: { XX: "xx-german" },
      repeatPolicy: "latest-attempt",
      rounding: "truncate-2",
      creditSystems: { XX: "us-quarter" },
      countCondoned: false,
    };
    const { settings, published, changes } = applyHouseRules(testland, {}, rules);
    expect(settings.scale.id).toBe(germanScale.id);
    expect(settings).toMatchObject({
      creditSystem: "us-quarter",
      repeatPolicy: "latest-attempt",
      gpaRounding: "truncate-2",
      countCondoned: false,
    });
    expect(published).toEqual(applyHouseRules(testland, {}).settings);
    expect(changes.map((c) => c.label)).toEqual([
      `House rule: ${germanScale.name} (published default: Percentage)`,
      "House rule: US quarter credits (published default: ECTS credits)",
      "House rule: latest attempt only (published default: all attempts)",
      "House rule: GPA cut (not rounded) to 2 decimals (published default: GPA rounded half up to 2 decimals)",
      "House rule: condoned passes left out of the GPA (published default: condoned passes counted at their US grade)",
    ]);
  });

  it("lets the evaluator's own choice win, and then labels nothing for it", () => {
    const rules: HouseRules = { defaultScales: { XX: "xx-german" }, repeatPolicy: "latest-attempt" };
    const { settings, changes } = applyHouseRules(
      testland,
      { scale: percentScale, repeatPolicy: "all-attempts" },
      rules,
    );
    expect(settings.scale.id).toBe(percentScale.id);
    expect(settings.repeatPolicy).toBe("all-attempts");
    expect(changes).toEqual([]);
  });

  it("labels a choice that agrees with the house rule (the calculator always names its scale)", () => {
    const rules: HouseRules = { defaultScales: { XX: "xx-german" } };
    const { changes, published } = applyHouseRules(testland, { scale: germanScale }, rules);
    expect(changes.map((c) => c.rule)).toEqual(["defaultScale"]);
    expect(published.scale.id).toBe(percentScale.id);
  });

  it("reports nothing for rules that repeat the published defaults, or name another country", () => {
    const rules: HouseRules = {
      defaultScales: { XX: "xx-percent", DE: "de-university" },
      repeatPolicy: "all-attempts",
      rounding: "round-half-up-2",
      creditSystems: { XX: "ects", GB: "uk-cats" },
      countCondoned: true,
    };
    expect(applyHouseRules(testland, {}, rules).changes).toEqual([]);
  });

  it("ignores a default scale the country no longer has", () => {
    const { settings, changes } = applyHouseRules(testland, {}, { defaultScales: { XX: "xx-gone" } });
    expect(settings.scale.id).toBe(percentScale.id);
    expect(changes).toEqual([]);
  });

  it("opens every real country on its published default without rules", async () => {
    for (const code of ["DE", "IN", "GB", "FR", "BJ"]) {
      const country = await loadCountry(code);
      const { settings, changes } = applyHouseRules(country, {});
      expect(settings.scale.id).toBe((country.scales.find((s) => s.default) ?? country.scales[0])?.id);
      expect(changes).toEqual([]);
    }
  });
});

describe("convertTranscript under house rules", () => {
  const courses = [
    { grade: "30", credits: 6, name: "Calculus", year: 2021 },
    { grade: "65", credits: 6, name: "calculus", year: 2022 },
    { grade: "37", credits: 4, name: "Physics", year: 2022 },
    { grade: "52", credits: 5, name: "Chemistry", year: 2022 },
  ];
  const convert = (rules: HouseRules) => {
    const { settings } = applyHouseRules(testland, { scale: condonedScale }, rules);
    return convertTranscript({ ...settings, courses });
  };

  it("leaves condoned passes out of the GPA but keeps their credits", () => {
    const counted = convert({});
    const left = convert({ countCondoned: false });
    // ECTS: 3, 3, 2, 2.5 US credits. Counted: (0·3 + 4·3 + 1·2 + 3·2.5) / 10.5 = 2.05
    expect(counted.gpa.overall.gpa).toBe(2.05);
    // Left out: (0 + 12 + 7.5) / 8.5 = 2.294…
    expect(left.gpa.overall.gpa).toBe(2.29);
    expect(left.usCredits).toBe(counted.usCredits);
    expect(left.courses[2]).toMatchObject({ outcome: "condoned", countsInGpa: false, gpaCredits: 0, pass: true });
    expect(left.warnings).toContain(
      "1 course was passed by condonation: by house rule left out of the GPA; the credits still count.",
    );
    expect(left.warnings.join(" ")).not.toMatch(/pass\/fail/);
  });

  it("rounds or cuts the GPA to 2 or 3 decimals", () => {
    // Latest attempt only: (4·3 + 1·2 + 3·2.5) / 7.5 = 2.8666…
    const base: HouseRules = { repeatPolicy: "latest-attempt" };
    expect(convert(base).gpa.overall.gpa).toBe(2.87);
    expect(convert({ ...base, rounding: "truncate-2" }).gpa.overall.gpa).toBe(2.86);
    expect(convert({ ...base, rounding: "round-half-up-3" }).gpa.overall.gpa).toBe(2.867);
    expect(convert({ ...base, rounding: "truncate-3" }).gpa.overall.gpa).toBe(2.866);
  });
});

describe("properties", () => {
  const course = fc.record(
    {
      grade: fc.integer({ min: 0, max: 100 }).map(String),
      credits: fc.integer({ min: 0, max: 12 }),
      name: fc.constantFrom("Calculus", "Physics", "calculus", "Chemistry"),
      year: fc.integer({ min: 2019, max: 2024 }),
    },
    { requiredKeys: ["grade", "credits"] },
  );
  const choices = fc.record(
    {
      scale: fc.constantFrom(percentScale, condonedScale),
      creditSystem: fc.constantFrom("ects" as const, "us-semester" as const, "us-quarter" as const, "uk-cats" as const),
      repeatPolicy: fc.constantFrom<RepeatPolicy>("all-attempts", "latest-attempt"),
    },
    { requiredKeys: [] },
  );

  it("with empty rules a transcript converts exactly as it did before house rules", () => {
    fc.assert(
      fc.property(fc.array(course, { minLength: 1, maxLength: 30 }), choices, (courses, chosen) => {
        const applied = applyHouseRules(testland, chosen, {});
        expect(applied.changes).toEqual([]);
        expect(convertTranscript({ ...applied.settings, courses })).toEqual(today(testland, courses, chosen));
      }),
    );
  });

  it("the published comparison is always the conversion without house rules", () => {
    const rules = fc.record(
      {
        defaultScales: fc.constantFrom({ XX: "xx-german" }, { XX: "xx-condoned" }),
        repeatPolicy: fc.constantFrom<RepeatPolicy>("all-attempts", "latest-attempt"),
        rounding: fc.constantFrom(...gpaRoundings),
        creditSystems: fc.constantFrom({ XX: "us-quarter" as const }, { XX: "ects" as const }),
        countCondoned: fc.boolean(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(rules, (r) => {
        const { published, changes } = applyHouseRules(testland, {}, r);
        expect(published).toEqual(applyHouseRules(testland, {}, {}).settings);
        // A change is reported exactly when a setting differs from the published one.
        const differs = (Object.keys(published) as (keyof typeof published)[]).filter(
          (k) => applyHouseRules(testland, {}, r).settings[k] !== published[k],
        );
        expect(changes.length).toBe(differs.length);
      }),
    );
  });
});
