import { z } from "zod";

// GET /api/v1/insights (premium, an institution's admins and viewers): what
// the calculations saved under the caller's institution say about its
// applicant pool over a period (SPEC §1 "data insights").

/** The longest period one request may cover. */
export const INSIGHTS_MAX_YEARS = 5;
/** The default period, when neither end is given: this month and the 11 before it. */
export const INSIGHTS_DEFAULT_MONTHS = 12;
/** Countries (and scales) shown by name; the rest are summed as "Other". */
export const INSIGHTS_TOP = 10;
/** The key of the summed remainder in the per-country and per-scale figures. */
export const OTHER = "Other";

/** GPA buckets of 0.5 from 0 to 4.0: [0, 0.5), [0.5, 1.0) … [3.5, 4.0]; a 4.0 falls in the last. */
export const GPA_BUCKETS = Array.from({ length: 8 }, (_, i) => ({
  from: i * 0.5,
  label: `${(i * 0.5).toFixed(1)}–${(i * 0.5 + 0.5).toFixed(1)}`,
}));

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether text is a real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isIsoDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

const dateParam = (name: "from" | "to") =>
  z.string().refine(isIsoDate, `${name} must be a date written YYYY-MM-DD, such as 2026-01-31`).optional();

/** The query as sent: both ends optional (see insightsPeriod for the defaults). */
export const insightsQuerySchema = z.object({ from: dateParam("from"), to: dateParam("to") });
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;

export type InsightsPeriod = { from: string; to: string };

const iso = (d: Date) => d.toISOString().slice(0, 10);
const utc = (text: string) => new Date(`${text}T00:00:00Z`);

/** The first day of the month `months - 1` months before `day`'s month: "the last N months" up to `day`. */
export function lastMonthsFrom(day: string, months: number): string {
  const d = utc(day);
  return iso(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - (months - 1), 1)));
}

/**
 * The period a query asks for, both ends inclusive (UTC days): `to` defaults
 * to today, `from` to the first day of the month 11 months before `to`'s (the
 * last 12 months). Either the period or a message saying what is wrong with it.
 */
export function insightsPeriod(
  query: InsightsQuery,
  today: string,
): { ok: true; period: InsightsPeriod } | { ok: false; message: string } {
  const to = query.to ?? today;
  const from = query.from ?? lastMonthsFrom(to, INSIGHTS_DEFAULT_MONTHS);
  if (from > to) return { ok: false, message: `from (${from}) must not be after to (${to}).` };
  const end = utc(to);
  const earliest = iso(
    new Date(Date.UTC(end.getUTCFullYear() - INSIGHTS_MAX_YEARS, end.getUTCMonth(), end.getUTCDate())),
  );
  if (from < earliest)
    return {
      ok: false,
      message: `A period may cover at most ${INSIGHTS_MAX_YEARS} years: for to ${to}, from must be ${earliest} or later.`,
    };
  return { ok: true, period: { from, to } };
}

/** Every month a period touches, oldest first ("2026-01"). */
export function monthsOf({ from, to }: InsightsPeriod): string[] {
  const months: string[] = [];
  const start = utc(from);
  const last = to.slice(0, 7);
  for (let i = 0; ; i++) {
    const month = iso(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + i, 1))).slice(0, 7);
    months.push(month);
    if (month >= last) return months;
  }
}

const count = z.number().int().min(0);
/** A fraction from 0 to 1 (4 decimals); null when there is nothing to divide by. */
const share = z.number().min(0).max(1).nullable();

const flagsSchema = z.object({
  total: count,
  withFailed: count,
  withRepeated: count,
  failedShare: share,
  repeatedShare: share,
});

export const insightsSchema = z.object({
  period: z.object({ from: z.string(), to: z.string() }),
  /** Calculations saved under the institution in the period. */
  total: count,
  /** Applicants by country over time. */
  applicants: z.object({
    /** The countries charted: the INSIGHTS_TOP with most calculations (codes), then OTHER when any remain. */
    countries: z.array(z.string()),
    /** Every month of the period, oldest first, months without a calculation included. */
    byMonth: z.array(
      z.object({
        month: z.string(),
        total: count,
        /** One count per entry of `countries`, in its order. */
        counts: z.array(count),
      }),
    ),
    /** Calculations per scale, most first: the INSIGHTS_TOP scales, then OTHER (scaleId "Other") when any remain. */
    byScale: z.array(z.object({ scaleId: z.string(), scaleName: z.string(), count })),
  }),
  /**
   * GPA distribution of the INSIGHTS_TOP countries with most calculations that
   * have a GPA (a transcript of pass/fail courses only has none).
   */
  gpaByCountry: z.array(
    z.object({
      country: z.string(),
      /** Calculations with a GPA. */
      count,
      /** Median GPA, 2 decimals. */
      median: z.number(),
      /** One count per GPA_BUCKETS entry, in its order. */
      buckets: z.array(count),
    }),
  ),
  /**
   * Transcripts with at least one failed course, and with at least one
   * repeated course, overall and per month of the period. Both are decided
   * from the engine's result when a calculation is saved (stored as
   * calculations.has_failed_course / has_repeated_course, migration 0017):
   * - failed: a course whose result has `pass: false`: a graded course the
   *   engine reads as a US F, or a "no-credit" outcome. A failed attempt that a
   *   later one superseded still counts: the transcript shows the failure.
   *   Pass/fail, credit-only and condoned courses are passes.
   * - repeated: two or more courses with the same name, compared as the engine
   *   compares attempts (trimmed, case ignored, runs of white space as one),
   *   whatever the repeat policy; courses without a name are never repeats.
   */
  transcripts: z.object({
    overall: flagsSchema,
    byMonth: z.array(flagsSchema.extend({ month: z.string() })),
  }),
  /** Conversions per evaluator (whoever saved them, admins included), most first. */
  evaluators: z.array(z.object({ email: z.string(), count, share: z.number().min(0).max(1) })),
});
export type Insights = z.infer<typeof insightsSchema>;
