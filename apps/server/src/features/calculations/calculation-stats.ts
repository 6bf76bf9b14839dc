import { type CalculationStats, GPA_BANDS } from "@gradeatlas/contracts/calculations";
import { sql } from "kysely";
import type { Db } from "../../db/open-database.ts";

const TOP = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

const monthKey = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
const mean = (value: string | number | null) => (value === null ? null : Math.round(Number(value) * 100) / 100);

/** Every month from `months - 1` months before `now` to now's month, oldest first (UTC). */
function monthsUpTo(now: Date, months: number): string[] {
  return Array.from({ length: months }, (_, i) =>
    monthKey(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1 - i), 1))),
  );
}

/** The dashboard's figures over one user's saved calculations. Totals cover everything; the months chart its window. */
export async function calculationStats(
  db: Db,
  userId: string,
  months: number,
  now = new Date(),
): Promise<CalculationStats> {
  const own = () => db.selectFrom("calculations").where("user_id", "=", userId);
  const totals = await own()
    .select([
      sql<string>`count(*)`.as("total"),
      sql<string>`count(*) filter (where created_at >= ${new Date(now.getTime() - 30 * DAY_MS)})`.as("recent"),
      sql<string | null>`avg(gpa)`.as("average"),
    ])
    .executeTakeFirstOrThrow();

  const window = monthsUpTo(now, months);
  const since = new Date(`${window[0]}-01T00:00:00Z`);
  const month = sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM')`;
  const perMonth = await own()
    .where("created_at", ">=", since)
    .select([month.as("month"), sql<string>`count(*)`.as("n")])
    .groupBy("month")
    .execute();
  const counts = new Map(perMonth.map((r) => [r.month, Number(r.n)]));

  const byCountry = await own()
    .select(["country", sql<string>`count(*)`.as("n"), sql<string | null>`avg(gpa)`.as("average")])
    .groupBy("country")
    .orderBy(sql`count(*)`, "desc")
    .orderBy("country")
    .limit(TOP)
    .execute();
  const byScale = await own()
    .select(["scale_id", sql<string>`min(scale_name)`.as("name"), sql<string>`count(*)`.as("n")])
    .groupBy("scale_id")
    .orderBy(sql`count(*)`, "desc")
    .orderBy("scale_id")
    .limit(TOP)
    .execute();
  const gpas = await own().select("gpa").where("gpa", "is not", null).execute();

  const bandCounts: number[] = GPA_BANDS.map(() => 0);
  for (const { gpa } of gpas) {
    const index = GPA_BANDS.findIndex((band) => Number(gpa) >= band.from);
    bandCounts[index] = (bandCounts[index] ?? 0) + 1;
  }

  return {
    total: Number(totals.total),
    last30Days: Number(totals.recent),
    averageGpa: mean(totals.average),
    byMonth: window.map((m) => ({ month: m, count: counts.get(m) ?? 0 })),
    byCountry: byCountry.map((r) => ({ country: r.country, count: Number(r.n), averageGpa: mean(r.average) })),
    byScale: byScale.map((r) => ({ scaleId: r.scale_id, scaleName: r.name, count: Number(r.n) })),
    gpaBands: GPA_BANDS.map((band, i) => ({ label: band.label, count: bandCounts[i] ?? 0 })),
  };
}
