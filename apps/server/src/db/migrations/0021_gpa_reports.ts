import { sql } from "kysely";
import type { AnyDb, Migration } from "../migrator.ts";

// Issued GPA reports (issue 19). A report is rendered once, when it is issued,
// and its bytes are kept: every download is that same file, and the verify
// page compares an uploaded copy with their hash. A report outlives the
// calculation it came from (deleting the calculation must not make an issued
// report unverifiable), so it keeps what the verify page shows.
export const gpaReports: Migration = {
  name: "0021_gpa_reports",
  async up(db: AnyDb) {
    await sql`create sequence gpa_report_numbers`.execute(db);
    await sql`create table gpa_reports (
      id uuid primary key default gen_random_uuid(),
      code text not null unique,
      number text not null unique,
      calculation_id uuid references calculations (id) on delete set null,
      issued_by text references users (id) on delete set null,
      institution_id uuid references institutions (id) on delete set null,
      issuer_name text not null,
      evaluator_name text not null,
      applicant_initials text not null,
      country text not null,
      gpa numeric(4, 2),
      pdf bytea not null,
      sha256 text not null,
      issued_at timestamptz not null default now(),
      revoked_at timestamptz,
      revoked_by text references users (id) on delete set null,
      revoke_reason text
    )`.execute(db);
    await sql`create index gpa_reports_by_calculation on gpa_reports (calculation_id, issued_at desc)`.execute(db);
  },
};
