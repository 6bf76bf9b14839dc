import { sql } from "kysely";
import { migrations } from "../../apps/server/src/db/migrations/index.ts";
import { migrate } from "../../apps/server/src/db/migrator.ts";
import { type Db, openDatabase } from "../../apps/server/src/db/open-database.ts";
import { convertTranscriptRequest } from "../../apps/server/src/features/conversions/index.ts";
import { loadGradingCatalog } from "../../apps/server/src/features/grading-systems/grading-catalog.ts";
import { readInsights } from "../../apps/server/src/features/insights/read-insights.ts";
import { type BenchResult, result } from "../support/result.ts";

const ROWS = 100_000;
const OTHERS = 20_000; // other institutions' and personal calculations in the same table
const COUNTRIES = 30;
const EVALUATORS = 20;
const RUNS = 5;

// The 30 countries, most seen first (applicants concentrate on a few).
const countries = ["IN", "CN", "NG", "DE", "BR", "KR", "PK", "BD", "VN", "GB", "FR", "MX", "TR", "IR", "EG"]
  .concat(["KE", "GH", "IT", "ES", "JP", "ID", "PH", "TH", "CO", "SA", "NP", "ET", "PL", "UA", "CA"])
  .slice(0, COUNTRIES);

/** Real engine results to store (a cheap stand-in for converting 100,000 transcripts): 40 of 10 courses each. */
async function sampleResults(): Promise<unknown[]> {
  const catalog = await loadGradingCatalog();
  return Array.from({ length: 40 }, (_, i) =>
    convertTranscriptRequest(catalog, {
      country: "IN",
      courses: Array.from({ length: 10 }, (_, c) => ({
        grade: String(35 + ((i * 7 + c * 13) % 60)),
        credits: 3 + (c % 2),
        name: `Course ${c}`,
        year: String(2020 + (c % 4)),
      })),
    }),
  );
}

/**
 * One institution with 100,000 saved calculations over 24 months (30 countries,
 * 20 evaluators, seasonal and skewed like an office's intake), seeded in
 * PGlite in bulk (insert … select from generate_series, seeded random).
 */
export async function seed(db: Db): Promise<string> {
  const institution = await sql<{
    id: string;
  }>`insert into institutions (name) values ('Bench University') returning id`.execute(db);
  const other = await sql<{
    id: string;
  }>`insert into institutions (name) values ('Elsewhere College') returning id`.execute(db);
  const institutionId = institution.rows[0]?.id as string;
  await sql`insert into users (id, name, email, email_verified)
    select 'u' || i, '', 'evaluator' || i || '@bench.example', true from generate_series(1, ${EVALUATORS + 5}) i`.execute(
    db,
  );
  // The results go in once; each row takes one by number (a jsonb parameter would be parsed again per row).
  await sql`create temporary table bench_results (k int primary key, result jsonb not null)`.execute(db);
  await sql`insert into bench_results select k - 1, r from jsonb_array_elements(${JSON.stringify(await sampleResults())}::jsonb) with ordinality as t (r, k)`.execute(
    db,
  );
  // One statement, rows in the order they would have been saved (by created_at),
  // the other institution's and personal calculations interleaved with ours.
  await sql`select setseed(0.42)`.execute(db);
  await sql`insert into calculations (user_id, institution_id, title, country, scale_id, scale_name, request, result,
      course_count, gpa, us_credits, created_at, dataset_version, has_failed_course, has_repeated_course)
    select user_id, institution_id, title, code, lower(code) || '-default', code || ' national scale',
      '{"country":"IN","courses":[]}'::jsonb, r.result, 10, gpa, 30, created_at, '2026.11', failed, repeated
    from (
      select i, 'u' || (case when i > ${ROWS + OTHERS / 2} then 5 else 0 end
          + 1 + floor(power(random(), 1.5) * ${EVALUATORS})::int % ${EVALUATORS}) as user_id,
        case when i <= ${ROWS} then ${institutionId}::uuid when i <= ${ROWS + OTHERS / 2} then ${other.rows[0]?.id}::uuid end
          as institution_id,
        'Applicant ' || i as title,
        (${sql.val(countries)}::text[])[1 + floor(power(random(), 2.2) * ${COUNTRIES})::int + (i * 0)] as code,
        case when random() < 0.03 then null else round((1.2 + random() * 2.8)::numeric, 2) end as gpa,
        now() - (random() * 730) * interval '1 day' as created_at,
        random() < 0.12 as failed, random() < 0.08 as repeated
      from generate_series(1, ${ROWS + OTHERS}) i
    ) k
    join bench_results r on r.k = k.i % 40
    order by created_at`.execute(db);
  return institutionId;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

async function timeMs(op: () => Promise<unknown>): Promise<{ median: number; all: number[] }> {
  await op(); // warm-up: the first run reads pages the rest find cached
  const all: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await op();
    all.push(performance.now() - start);
  }
  return { median: median(all), all };
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

/**
 * GET /api/v1/insights' work (readInsights: four grouped queries and the
 * evaluators' addresses) over 12 and 24 months of one institution's 100,000
 * calculations, against `select count(*)` over the same rows in the same run.
 */
export async function insightsQuery(): Promise<BenchResult[]> {
  const database = await openDatabase({ memory: true });
  try {
    const db = database.db;
    await migrate(db, migrations);
    const seedStart = performance.now();
    const institutionId = await seed(db);
    const seeded = performance.now() - seedStart;
    const today = new Date();
    const out: BenchResult[] = [];
    // PGlite runs no autovacuum: as seeded, pages are not marked all-visible and
    // the planner has no statistics. Then as PostgreSQL's autovacuum leaves a table.
    for (const state of ["as saved (PGlite, no vacuum)", "after VACUUM ANALYZE (as autovacuum leaves PostgreSQL)"]) {
      if (state.startsWith("after")) await sql`vacuum analyze calculations`.execute(db);
      for (const months of [12, 24]) {
        const from = iso(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - (months - 1), 1)));
        const to = iso(today);
        const end = new Date(new Date(`${to}T00:00:00Z`).getTime() + 86_400_000);
        const count = async () =>
          Number(
            (
              await sql<{ n: string }>`select count(*) as n from calculations
                where institution_id = ${institutionId} and created_at >= ${new Date(`${from}T00:00:00Z`)} and created_at < ${end}`.execute(
                db,
              )
            ).rows[0]?.n,
          );
        const rows = await count();
        const baseline = await timeMs(count);
        const value = await timeMs(() => readInsights(db, institutionId, { from, to }));
        out.push(
          result({
            name: `Institution insights, last ${months} months (${rows.toLocaleString("en-US")} of ${ROWS.toLocaleString("en-US")} rows), ${state}`,
            unit: "ms",
            value: value.median,
            baselineName: "select count(*) over the same rows",
            baseline: baseline.median,
            notes: `median of ${RUNS} after a warm-up (${value.all.map((t) => Math.round(t)).join(", ")} ms); PGlite in-process, seeded in ${(seeded / 1000).toFixed(1)} s; ratio is time, lower is better; goal ≤ 1,000 ms`,
          }),
        );
      }
    }
    return out;
  } finally {
    await database.close();
  }
}
