import {
  GPA_BUCKETS,
  INSIGHTS_TOP,
  type Insights,
  type InsightsPeriod,
  monthsOf,
  OTHER,
} from "@gradeatlas/contracts/insights";
import { sql } from "kysely";
import type { Db } from "../../db/open-database.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const ratio = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000);
const flags = (total: number, withFailed: number, withRepeated: number) => ({
  total,
  withFailed,
  withRepeated,
  failedShare: ratio(withFailed, total),
  repeatedShare: ratio(withRepeated, total),
});

/**
 * The insights over one institution's calculations in a period (both ends
 * inclusive, UTC days): four grouped queries over the period's rows, which
 * the covering index of migration 0017 can answer without reading the wide
 * rows, each returning at most a few thousand groups; nothing reads the
 * stored results (the failed/repeated flags are columns).
 */
export async function readInsights(db: Db, institutionId: string, period: InsightsPeriod): Promise<Insights> {
  const start = new Date(`${period.from}T00:00:00Z`);
  const end = new Date(new Date(`${period.to}T00:00:00Z`).getTime() + DAY_MS);
  const inPeriod = () =>
    db
      .selectFrom("calculations")
      .where("institution_id", "=", institutionId)
      .where("created_at", ">=", start)
      .where("created_at", "<", end);
  const month = sql<string>`to_char(date_trunc('month', created_at at time zone 'UTC'), 'YYYY-MM')`;

  const [byMonthCountry, byScale, gpa, byUser] = await Promise.all([
    inPeriod()
      .select([
        month.as("month"),
        "country",
        sql<string>`count(*)`.as("n"),
        sql<string>`count(*) filter (where has_failed_course)`.as("failed"),
        sql<string>`count(*) filter (where has_repeated_course)`.as("repeated"),
      ])
      .groupBy(["month", "country"])
      .execute(),
    inPeriod()
      .select(["scale_id", sql<string>`min(scale_name)`.as("name"), sql<string>`count(*)`.as("n")])
      .groupBy("scale_id")
      .execute(),
    // GPAs are kept to 2 decimals, so a count per (country, GPA) is at most a
    // few hundred rows per country and gives exact medians and buckets here.
    inPeriod()
      .where("gpa", "is not", null)
      .select(["country", "gpa", sql<string>`count(*)`.as("n")])
      .groupBy(["country", "gpa"])
      .execute(),
    inPeriod()
      .select(["user_id", sql<string>`count(*)`.as("n")])
      .groupBy("user_id")
      .execute(),
  ]);

  // Countries ranked over the whole period; ties in code order so the answer is stable.
  const perCountry = new Map<string, number>();
  for (const r of byMonthCountry) perCountry.set(r.country, (perCountry.get(r.country) ?? 0) + Number(r.n));
  const ranked = [...perCountry].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([c]) => c);
  const top = ranked.slice(0, INSIGHTS_TOP);
  const countries = ranked.length > INSIGHTS_TOP ? [...top, OTHER] : top;
  const column = new Map(countries.map((c, i) => [c, i]));
  const otherColumn = countries.length - 1;

  const months = monthsOf(period);
  const perMonth = new Map(
    months.map((m) => [m, { counts: countries.map(() => 0), total: 0, failed: 0, repeated: 0 }]),
  );
  let failed = 0;
  let repeated = 0;
  for (const r of byMonthCountry) {
    const slot = perMonth.get(r.month);
    if (!slot) continue;
    const n = Number(r.n);
    const i = column.get(r.country) ?? otherColumn;
    slot.counts[i] = (slot.counts[i] ?? 0) + n;
    slot.total += n;
    slot.failed += Number(r.failed);
    slot.repeated += Number(r.repeated);
    failed += Number(r.failed);
    repeated += Number(r.repeated);
  }
  const total = [...perCountry.values()].reduce((a, b) => a + b, 0);

  const scales = byScale
    .map((r) => ({ scaleId: r.scale_id, scaleName: r.name, count: Number(r.n) }))
    .sort((a, b) => b.count - a.count || a.scaleId.localeCompare(b.scaleId));
  const otherScales = scales.slice(INSIGHTS_TOP).reduce((a, s) => a + s.count, 0);

  const emails = byUser.length
    ? await db
        .selectFrom("users")
        .select(["id", "email"])
        .where(
          "id",
          "in",
          byUser.map((r) => r.user_id),
        )
        .execute()
    : [];
  const emailOf = new Map(emails.map((u) => [u.id, u.email]));

  return {
    period,
    total,
    applicants: {
      countries,
      byMonth: months.map((m) => {
        const slot = perMonth.get(m);
        return { month: m, total: slot?.total ?? 0, counts: slot?.counts ?? countries.map(() => 0) };
      }),
      byScale: [
        ...scales.slice(0, INSIGHTS_TOP),
        ...(otherScales ? [{ scaleId: OTHER, scaleName: OTHER, count: otherScales }] : []),
      ],
    },
    gpaByCountry: gpaDistributions(gpa),
    transcripts: {
      overall: flags(total, failed, repeated),
      byMonth: months.map((m) => {
        const slot = perMonth.get(m);
        return { month: m, ...flags(slot?.total ?? 0, slot?.failed ?? 0, slot?.repeated ?? 0) };
      }),
    },
    evaluators: byUser
      .map((r) => ({
        email: emailOf.get(r.user_id) ?? "(account deleted)",
        count: Number(r.n),
        share: ratio(Number(r.n), total) ?? 0,
      }))
      .sort((a, b) => b.count - a.count || a.email.localeCompare(b.email)),
  };
}

/** Each country's GPA count, median and 0.5 buckets from counts per (country, GPA): the INSIGHTS_TOP with most. */
function gpaDistributions(rows: { country: string; gpa: string | null; n: string }[]): Insights["gpaByCountry"] {
  const byCountry = new Map<string, { gpa: number; n: number }[]>();
  for (const r of rows) {
    const list = byCountry.get(r.country) ?? [];
    list.push({ gpa: Number(r.gpa), n: Number(r.n) });
    byCountry.set(r.country, list);
  }
  const distributions = [...byCountry].map(([country, list]) => {
    list.sort((a, b) => a.gpa - b.gpa);
    const count = list.reduce((a, r) => a + r.n, 0);
    const buckets = GPA_BUCKETS.map(() => 0);
    for (const { gpa, n } of list) {
      const i = Math.min(Math.floor(gpa / 0.5), GPA_BUCKETS.length - 1);
      buckets[i] = (buckets[i] ?? 0) + n;
    }
    return { country, count, median: median(list, count), buckets };
  });
  return distributions.sort((a, b) => b.count - a.count || a.country.localeCompare(b.country)).slice(0, INSIGHTS_TOP);
}

/** The median of values given with their counts, sorted ascending (the mean of the middle two for an even count). */
function median(sorted: { gpa: number; n: number }[], count: number): number {
  const at = (k: number) => {
    let seen = 0;
    for (const r of sorted) {
      seen += r.n;
      if (seen > k) return r.gpa;
    }
    return sorted.at(-1)?.gpa ?? 0;
  };
  const middle = count % 2 ? at((count - 1) / 2) : (at(count / 2 - 1) + at(count / 2)) / 2;
  return Math.round(middle * 100) / 100;
}
