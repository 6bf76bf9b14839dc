import { sql } from "kysely";
import type { AnyDb, Migration } from "../migrator.ts";

// A notice to an applicant carries the GPA report issued for them (issue 19):
// its number is kept with the notice (numbers never change), and the link to
// the report goes if the report row ever does, without losing the notice.
export const noticeReports: Migration = {
  name: "0023_notice_reports",
  async up(db: AnyDb) {
    await sql`alter table notices add column report_number text`.execute(db);
    await sql`alter table notices add constraint notices_report_fk
      foreign key (report_id) references gpa_reports (id) on delete set null`.execute(db);
  },
};
