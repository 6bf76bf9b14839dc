import type { ConvertTranscriptResponse } from "@gradeatlas/contracts/conversions";

export type TranscriptFlags = { hasFailedCourse: boolean; hasRepeatedCourse: boolean };

// The engine's key for attempts at one course (convert-transcript.ts markRepeats).
const attemptKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, " ");

/**
 * Whether a converted transcript has a failed course and a repeated one, as
 * institution insights count them (definitions in packages/contracts/src/insights.ts;
 * migration 0017 applies the same to calculations saved before).
 */
export function transcriptFlags(result: Pick<ConvertTranscriptResponse, "courses">): TranscriptFlags {
  const seen = new Set<string>();
  let hasRepeatedCourse = false;
  for (const course of result.courses) {
    if (course.name === null) continue;
    const key = attemptKey(course.name);
    if (seen.has(key)) hasRepeatedCourse = true;
    seen.add(key);
  }
  return { hasFailedCourse: result.courses.some((c) => !c.pass), hasRepeatedCourse };
}
