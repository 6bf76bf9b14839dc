import { sql } from "kysely";
import { expect, it } from "vitest";
import { migrations } from "../src/db/migrations/index.ts";
import { migrate } from "../src/db/migrator.ts";
import { openDatabase } from "../src/db/open-database.ts";
import { transcriptFlags } from "../src/features/calculations/transcript-flags.ts";
import { convertTranscriptRequest } from "../src/features/conversions/index.ts";
import { loadGradingCatalog } from "../src/features/grading-systems/grading-catalog.ts";

// Migration 0017: calculations saved before it get the failed/repeated flags
// from their stored result, by the same definitions as a save now applies.
it("backfills the failed and repeated flags from the stored results, as a save would set them", async () => {
  const database = await openDatabase({ memory: true });
  try {
    const db = database.db;
    const catalog = await loadGradingCatalog();
    const before = migrations.findIndex((m) => m.name === "0017_calculation_flags");
    await migrate(db, migrations.slice(0, before));
    await sql`insert into users (id, name, email, email_verified) values ('u', '', 'u@example.org', true)`.execute(db);

    const course = (grade: string, name?: string) => ({ grade, credits: 3, ...(name ? { name } : {}) });
    const transcripts = {
      clean: [course("72", "Physics"), course("61", "Chemistry")],
      failed: [course("30", "Physics"), course("61", "Chemistry")],
      repeated: [course("45", "Linear  Algebra"), course("68", "linear algebra")],
      failedThenRepeated: [course("35", "Statistics"), course("75", "Statistics")],
      // Courses without a name are never repeats, however alike.
      unnamed: [course("65"), course("65")],
    };
    const expected: Record<string, { hasFailedCourse: boolean; hasRepeatedCourse: boolean }> = {};
    for (const [title, courses] of Object.entries(transcripts)) {
      const result = convertTranscriptRequest(catalog, { country: "IN", courses, repeatPolicy: "latest-attempt" });
      expected[title] = transcriptFlags(result);
      await sql`insert into calculations (user_id, title, country, scale_id, scale_name, request, result, course_count, gpa, us_credits)
        values ('u', ${title}, 'IN', ${result.scale.id}, ${result.scale.name}, '{}', ${JSON.stringify(result)}, ${courses.length}, ${result.gpa.overall.gpa}, ${result.usCredits})`.execute(
        db,
      );
    }
    // A result saved in some older shape without courses is left unflagged, not an error.
    await sql`insert into calculations (user_id, title, country, scale_id, scale_name, request, result, course_count, gpa, us_credits)
      values ('u', 'shapeless', 'IN', 'in-percentage', 'Percentage', '{}', '{}', 0, null, 0)`.execute(db);

    await migrate(db, migrations);
    const rows = await sql<{ title: string; has_failed_course: boolean; has_repeated_course: boolean }>`
      select title, has_failed_course, has_repeated_course from calculations`.execute(db);
    const got = Object.fromEntries(
      rows.rows.map((r) => [
        r.title,
        { hasFailedCourse: r.has_failed_course, hasRepeatedCourse: r.has_repeated_course },
      ]),
    );
    expect(got).toEqual({ ...expected, shapeless: { hasFailedCourse: false, hasRepeatedCourse: false } });
    expect(expected).toEqual({
      clean: { hasFailedCourse: false, hasRepeatedCourse: false },
      failed: { hasFailedCourse: true, hasRepeatedCourse: false },
      repeated: { hasFailedCourse: false, hasRepeatedCourse: true },
      failedThenRepeated: { hasFailedCourse: true, hasRepeatedCourse: true },
      unnamed: { hasFailedCourse: false, hasRepeatedCourse: false },
    });
  } finally {
    await database.close();
  }
}, 120_000);
