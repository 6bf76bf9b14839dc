import { convertGrade } from "./convert-grade.ts";
import { convertTranscript, type TranscriptInput, type TranscriptResult } from "./convert-transcript.ts";
import type { Scale } from "./dataset/schema.ts";
import { convertsToUs } from "./dataset/us-equivalence.ts";
import { EngineError, TranscriptError } from "./errors.ts";
import type { GradeConversion } from "./grade-conversion.ts";

const inWords = new Intl.ListFormat("en-GB", { type: "conjunction" });

/**
 * The grade's conversion on a scale; "local only" where it is a grade there but
 * the scale, recorded with its local grades only, converts nothing; undefined
 * where the scale refuses it.
 */
function conversionOn(scale: Scale, grade: string): GradeConversion | "local only" | undefined {
  try {
    return convertGrade(scale, grade);
  } catch (e) {
    if (e instanceof EngineError) return e.code === "no_us_equivalence" ? "local only" : undefined;
    throw e;
  }
}

const passes = (conversion: GradeConversion | "local only" | undefined) =>
  conversion !== undefined && conversion !== "local only" && conversion.pass;

/** The country's scales other than the chosen one. */
const othersThan = (scales: readonly Scale[], chosen: Scale) =>
  scales.filter((scale) => scale !== chosen && scale.id !== chosen.id);

/** Scales named in a message, in words: "A" (scale "a") and "B" (scale "b", local grades only). */
const inWordsWithIds = (scales: readonly Scale[]) =>
  inWords.format(scales.map((s) => `"${s.name}" (scale "${s.id}"${convertsToUs(s) ? "" : ", local grades only"})`));

/** The country's other scales whose conversion of the grade passes the test; none for an empty grade. */
function otherScalesWhere(
  scales: readonly Scale[],
  chosen: Scale,
  grade: string,
  test: (conversion: GradeConversion | "local only") => boolean,
): Scale[] {
  if (grade.trim() === "") return [];
  return othersThan(scales, chosen).filter((scale) => {
    const conversion = conversionOn(scale, grade);
    return conversion !== undefined && test(conversion);
  });
}

/**
 * The country's other scales on which a grade the chosen scale refuses is a
 * real grade (3.3 is no Korean percentage but fits the 4.5 CGPA), so the
 * calculator can offer the right scale instead of only an error. A scale
 * recorded with its local grades only counts too ("5**" is an HKDSE level):
 * choosing it explains the grade and says that nothing converts it.
 */
export function otherScalesAccepting(scales: readonly Scale[], chosen: Scale, grade: string): Scale[] {
  return otherScalesWhere(scales, chosen, grade, () => true);
}

/**
 * The country's other scales on which a grade that fails the chosen scale is a
 * pass: a CGPA of 3.45 typed on a percentage default reads F, where the
 * country's CGPA scale reads it as a B+. The calculator asks whether that
 * scale was meant rather than let the F stand unremarked.
 */
export function otherScalesPassing(scales: readonly Scale[], chosen: Scale, grade: string): Scale[] {
  return otherScalesWhere(scales, chosen, grade, passes);
}

/** Why a transcript's grades point to another scale: some are refused here, or every one fails here. */
export interface TranscriptScaleOffer {
  why: "refused" | "all-failing";
  scales: Scale[];
}

/**
 * For a whole transcript: the country's other scales that take every one of
 * its grades, when the chosen scale refuses some of them (classes or letters
 * typed on a percentage default) or fails every one while those scales pass
 * some (course grade points typed on a marks default). Null when the chosen
 * scale reads the transcript, or no other scale takes all of it: one
 * transcript is on one scale, so a scale that takes only some grades is no
 * answer.
 */
export function otherScalesForTranscript(
  scales: readonly Scale[],
  chosen: Scale,
  grades: readonly string[],
): TranscriptScaleOffer | null {
  const typed = [...new Set(grades.map((g) => g.trim()).filter((g) => g !== ""))];
  if (typed.length === 0) return null;
  const here = typed.map((grade) => conversionOn(chosen, grade));
  const refused = here.some((c) => c === undefined);
  if (!refused && here.some(passes)) return null;
  const fitting = othersThan(scales, chosen).filter((scale) => {
    const there = typed.map((grade) => conversionOn(scale, grade));
    if (there.some((c) => c === undefined)) return false;
    return refused || there.some(passes);
  });
  return fitting.length > 0 ? { why: refused ? "refused" : "all-failing", scales: fitting } : null;
}

/** A scale named to an API client. */
export interface ScaleName {
  id: string;
  name: string;
}

const named = (scales: readonly Scale[]): ScaleName[] => scales.map(({ id, name }) => ({ id, name }));

/**
 * convertGrade for a client that named a country. A refused grade that is a
 * real grade on another of the country's scales says which, in the message and
 * as `otherScales`, so an API client can send it again with that scale; a
 * failing grade that passes on another of them lists those as `alsoPassesOn`.
 */
export function convertGradeOfCountry(
  scales: readonly Scale[],
  chosen: Scale,
  grade: string,
): GradeConversion & { alsoPassesOn: ScaleName[] } {
  let result: GradeConversion;
  try {
    result = convertGrade(chosen, grade);
  } catch (e) {
    if (!(e instanceof EngineError) || e.code === "no_us_equivalence") throw e;
    const fits = otherScalesAccepting(scales, chosen, grade);
    if (fits.length === 0) throw e;
    const list = inWordsWithIds(fits);
    throw new EngineError(e.code, `${e.message} It is a grade on ${list}.`, { ...e.details, otherScales: named(fits) });
  }
  return { ...result, alsoPassesOn: result.pass ? [] : named(otherScalesPassing(scales, chosen, grade)) };
}

/**
 * convertTranscript for a client that named a country. A transcript the chosen
 * scale refuses, whose grades are all real grades on another of the country's
 * scales, says which (in the message and as `otherScales`); one whose every
 * course fails while another of them passes some lists those as `alsoPassesOn`.
 */
export function convertTranscriptOfCountry(
  scales: readonly Scale[],
  input: TranscriptInput,
): TranscriptResult & { alsoPassesOn: ScaleName[] } {
  const grades = () => input.courses.map((course) => String(course.grade));
  let result: TranscriptResult;
  try {
    result = convertTranscript(input);
  } catch (e) {
    if (!(e instanceof TranscriptError)) throw e;
    const offer = otherScalesForTranscript(scales, input.scale, grades());
    if (offer?.why !== "refused") throw e;
    const list = inWordsWithIds(offer.scales);
    throw new TranscriptError(e.courses, named(offer.scales), ` Every grade is a grade on ${list}.`);
  }
  const everyCourseFails = result.courses.length > 0 && result.courses.every((course) => !course.pass);
  const offer = everyCourseFails ? otherScalesForTranscript(scales, input.scale, grades()) : null;
  return { ...result, alsoPassesOn: offer ? named(offer.scales) : [] };
}
