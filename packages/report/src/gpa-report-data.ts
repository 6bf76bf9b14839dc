import type { Level, Source, TranscriptResult } from "@gradeatlas/engine";

/** An image as stored: the bytes and their format (SVG logos are rasterised before they get here). */
export interface ReportImage {
  data: Uint8Array;
  format: "png" | "jpg";
}

/** Everything the premium GPA report prints; the server's issuing service builds it. */
export interface GpaReportData {
  report: {
    number: string;
    code: string;
    verifyUrl: string;
    issuedOn: string /* YYYY-MM-DD */;
    paperSize: "A4" | "LETTER";
  };
  issuer: {
    officeName: string;
    /** May contain newlines. */
    address: string;
    logo: ReportImage | null;
    evaluatorName: string;
    evaluatorTitle: string;
    signature: ReportImage | null;
  };
  /** dateOfBirth is "" when not given. */
  applicant: { name: string; id: string; dateOfBirth: string; institution: string };
  country: { code: string; name: string };
  /** method in plain words, e.g. "band table". */
  scale: { id: string; name: string; level: Level; method: string; sources: readonly Source[] };
  result: TranscriptResult;
  /**
   * The credits as the transcript gives them, by course index (the engine's
   * result holds US credits only); a course without one prints "—".
   */
  localCredits?: readonly number[];
  /** One plain line per house rule applied; [] when none. */
  houseRules: readonly string[];
  datasetVersion: string;
  notes: string;
}
