export type EngineErrorCode =
  | "empty_grade"
  | "not_a_number"
  | "grade_out_of_range"
  | "unknown_label"
  | "invalid_credits"
  | "no_us_equivalence"
  | "invalid_transcript";

/** A conversion the engine refuses, with a message that names the grade, the scale and what is allowed. */
export class EngineError extends Error {
  override name = "EngineError";
  constructor(
    readonly code: EngineErrorCode,
    message: string,
    readonly details: {
      grade?: string;
      scaleId?: string;
      allowed?: string;
      /** The country's other scales on which the grade is a real grade. */
      otherScales?: { id: string; name: string }[];
    } = {},
  ) {
    super(message);
  }
}

export interface CourseError {
  /** Position in the transcript, counting from 1 as people do. */
  course: number;
  name?: string;
  code: EngineErrorCode;
  message: string;
}

/** A transcript with one or more courses the engine cannot convert; lists every one. */
export class TranscriptError extends EngineError {
  override name = "TranscriptError";
  constructor(
    readonly courses: CourseError[],
    /** The country's other scales on which every grade of the transcript is a real grade. */
    readonly otherScales?: { id: string; name: string }[],
    /** Said after the courses' errors: which of those scales reads the transcript. */
    remedy = "",
  ) {
    const first = courses[0];
    const more = courses.length > 1 ? ` (and ${courses.length - 1} more)` : "";
    super("invalid_transcript", `${first?.message ?? "The transcript is not valid."}${more}${remedy}`);
  }
}
