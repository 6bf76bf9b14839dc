import { describe, expect, it } from "vitest";
import { convertGrade } from "./convert-grade.ts";
import { convertTranscript } from "./convert-transcript.ts";
import { EngineError, TranscriptError } from "./errors.ts";
import {
  convertGradeOfCountry,
  convertTranscriptOfCountry,
  otherScalesAccepting,
  otherScalesForTranscript,
  otherScalesPassing,
} from "./scales-accepting.ts";
import { germanScale, letterScale, percentScale } from "./test-scales.ts";

describe("other scales that accept a refused grade", () => {
  const scales = [percentScale, germanScale, letterScale];

  it("names the country's scales on which the grade is a real grade, never the chosen one", () => {
    expect(otherScalesAccepting(scales, germanScale, "65").map((s) => s.id)).toEqual(["xx-percent"]);
    expect(otherScalesAccepting(scales, percentScale, "A*").map((s) => s.id)).toEqual(["xx-a-level"]);
    expect(otherScalesAccepting(scales, percentScale, "2.3").map((s) => s.id)).toEqual(["xx-german"]);
  });

  it("offers nothing for an empty grade or one that fits no scale", () => {
    expect(otherScalesAccepting(scales, germanScale, " ")).toEqual([]);
    expect(otherScalesAccepting(scales, germanScale, "banana")).toEqual([]);
  });
});

describe("a grade converted for a country", () => {
  const scales = [percentScale, germanScale, letterScale];

  it("converts a grade the chosen scale takes, as convertGrade does", () => {
    expect(convertGradeOfCountry(scales, percentScale, "65")).toEqual({
      ...convertGrade(percentScale, "65"),
      alsoPassesOn: [],
    });
  });

  it("lists the scales a failing grade passes on, by id and name", () => {
    const failing = convertGradeOfCountry(scales, percentScale, "2.3");
    expect(failing.usLetter).toBe("F");
    expect(failing.alsoPassesOn).toEqual([{ id: "xx-german", name: germanScale.name }]);
  });

  it("names the other scales a refused grade fits, in the message and the details", () => {
    const refusal = () => convertGradeOfCountry(scales, germanScale, "65");
    expect(refusal).toThrow(EngineError);
    try {
      refusal();
    } catch (e) {
      const error = e as EngineError;
      expect(error.code).toBe("grade_out_of_range");
      expect(error.message).toMatch(new RegExp(`It is a grade on "${percentScale.name}" \\(scale "xx-percent"\\)\\.$`));
      expect(error.details.otherScales).toEqual([{ id: "xx-percent", name: percentScale.name }]);
      expect(error.details.scaleId).toBe(germanScale.id);
    }
  });

  it("refuses as before when no other scale takes the grade", () => {
    expect(() => convertGradeOfCountry(scales, germanScale, "banana")).toThrow(
      expect.objectContaining({ details: expect.not.objectContaining({ otherScales: expect.anything() }) }),
    );
  });
});

describe("other scales on which a failing grade passes", () => {
  const scales = [percentScale, germanScale, letterScale];

  it("names the scales that read a grade failing here as a pass, and none for a grade that passes", () => {
    // 2.3 is a failing percentage but a good German grade.
    expect(convertGrade(percentScale, "2.3").pass).toBe(false);
    expect(otherScalesPassing(scales, percentScale, "2.3").map((s) => s.id)).toEqual(["xx-german"]);
    expect(otherScalesPassing(scales, percentScale, "65")).toEqual([]);
    // 5.0 fails on the German scale and is a failing percentage too: nothing to offer.
    expect(otherScalesPassing(scales, germanScale, "5.0")).toEqual([]);
  });
});

describe("other scales for a whole transcript", () => {
  const scales = [percentScale, germanScale, letterScale];
  const ids = (offer: ReturnType<typeof otherScalesForTranscript>) =>
    offer && { ...offer, scales: offer.scales.map((s) => s.id) };

  it("offers the scales that take every grade when the chosen one refuses some", () => {
    expect(ids(otherScalesForTranscript(scales, percentScale, ["A*", "B", "", "U"]))).toEqual({
      why: "refused",
      scales: ["xx-a-level"],
    });
    // 65 is a percentage but no German grade; 2.3 both: only the percentage scale takes them all.
    expect(ids(otherScalesForTranscript(scales, germanScale, ["65", "2.3"]))).toEqual({
      why: "refused",
      scales: ["xx-percent"],
    });
  });

  it("offers the scales on which some grades pass when every grade fails on the chosen one", () => {
    // Course points typed on a percentage default: all fail there, all pass on the German-style scale.
    expect(ids(otherScalesForTranscript(scales, percentScale, ["1.3", "2.0", "3.7"]))).toEqual({
      why: "all-failing",
      scales: ["xx-german"],
    });
  });

  it("offers nothing when the chosen scale reads the transcript, even with a failed course", () => {
    expect(otherScalesForTranscript(scales, percentScale, ["65", "2"])).toBeNull();
    expect(otherScalesForTranscript(scales, percentScale, [" ", ""])).toBeNull();
  });

  it("offers nothing when no other scale takes every grade, or every grade fails everywhere", () => {
    // A* is no number, 65 no label: no single scale takes both.
    expect(otherScalesForTranscript(scales, germanScale, ["A*", "65"])).toBeNull();
    expect(otherScalesForTranscript(scales, germanScale, ["banana"])).toBeNull();
    // 5.0 fails on the German-style scale and as a percentage.
    expect(otherScalesForTranscript(scales, germanScale, ["5.0", "4.5"])).toBeNull();
  });
});

describe("a transcript converted for a country", () => {
  const scales = [percentScale, germanScale, letterScale];
  const courses = (...grades: string[]) => grades.map((grade) => ({ grade, credits: 3 }));

  it("names the scale that reads every grade of a refused transcript, in the message and the error", () => {
    try {
      convertTranscriptOfCountry(scales, { scale: percentScale, courses: courses("A*", "B") });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(TranscriptError);
      const error = e as TranscriptError;
      expect(error.courses.map((c) => c.course)).toEqual([1, 2]);
      expect(error.otherScales).toEqual([{ id: "xx-a-level", name: letterScale.name }]);
      expect(error.message).toMatch(
        /\(and 1 more\) Every grade is a grade on "A-level style" \(scale "xx-a-level"\)\.$/,
      );
    }
  });

  it("refuses as before when no other scale takes every grade", () => {
    expect(() => convertTranscriptOfCountry(scales, { scale: percentScale, courses: courses("A*", "banana") })).toThrow(
      expect.objectContaining({ otherScales: undefined }),
    );
  });

  it("lists the scales a transcript failing every course passes on, and none for an ordinary one", () => {
    const failing = convertTranscriptOfCountry(scales, { scale: percentScale, courses: courses("1.3", "2.0") });
    expect(failing.gpa.overall.gpa).toBe(0);
    expect(failing.alsoPassesOn).toEqual([{ id: "xx-german", name: germanScale.name }]);
    const ordinary = convertTranscriptOfCountry(scales, { scale: percentScale, courses: courses("65", "2.0") });
    expect(ordinary).toEqual({
      ...convertTranscript({ scale: percentScale, courses: courses("65", "2.0") }),
      alsoPassesOn: [],
    });
  });
});
