import type { Level, Source, TranscriptResult } from "@gradeatlas/engine";

/** Everything the academic report shows; built by the calculator from its state. */
export interface ReportData {
  applicant: { name: string; id: string; institution: string };
  country: { code: string; name: string };
  scale: { id: string; name: string; level: Level; sources: readonly Source[] };
  result: TranscriptResult;
  /** Free text from the evaluator, may be empty. */
  notes: string;
  /** Who made the evaluation, may be empty. */
  evaluator: string;
  /** The day of the evaluation, YYYY-MM-DD. */
  date: string;
}
