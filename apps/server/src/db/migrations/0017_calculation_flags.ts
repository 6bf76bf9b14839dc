import { sql } from "kysely";
import type { AnyDb, Migration } from "../migrator.ts";

// Institution insights (issue 18) report the share of transcripts with a
// failed course and with a repeated one. Reading that out of the result jsonb
// of every calculation in a period on every request would not scale to an
// office's hundred thousand; so it is decided once, when a calculation is
// saved (features/calculations/transcript-flags.ts; the definitions are in
// packages/contracts/src/insights.ts), and kept in two columns. This
// migration fills them for what was saved before, from the stored result, by
// the same definitions (for names differing only in the case of non-ASCII
// letters, lower() follows the database's locale, not JavaScript's).
export const calculationFlags: Migration = {
  name: "0017_calculation_flags",
  async up(db: AnyDb) {
    await sql`alter table calculations
      add column has_failed_course boolean not null default false,
      add column has_repeated_course boolean not null default false`.execute(db);
    await sql`update calculations k set
      has_failed_course = exists (
        select 1 from jsonb_array_elements(k.result -> 'courses') c
        where jsonb_typeof(c -> 'pass') = 'boolean' and (c ->> 'pass')::boolean = false
      ),
      has_repeated_course = exists (
        select 1 from jsonb_array_elements(k.result -> 'courses') c
        where jsonb_typeof(c -> 'name') = 'string'
        group by lower(regexp_replace(btrim(c ->> 'name'), '[[:space:]]+', ' ', 'g'))
        having count(*) > 1
      )
      where jsonb_typeof(k.result -> 'courses') = 'array'`.execute(db);
    // The insights' period query: one institution's calculations between two
    // instants, with every column the insights group by, so PostgreSQL can
    // answer from the index alone (an index-only scan, once vacuum has marked
    // the pages visible) instead of visiting a wide row (request and result
    // inline) per calculation. bench/http/insights-query.ts measures it.
    await sql`create index calculations_institution_period on calculations (institution_id, created_at)
      include (country, scale_id, scale_name, gpa, user_id, has_failed_course, has_repeated_course)
      where institution_id is not null`.execute(db);
  },
};
