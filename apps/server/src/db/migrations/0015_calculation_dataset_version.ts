import { sql } from "kysely";
import type { AnyDb, Migration } from "../migrator.ts";

// Which version of the grading-systems dataset a saved calculation was
// computed with (issue 17, packages/engine/data/CHANGELOG.md): a reading can
// change when the data is corrected, and the evaluator must be able to tell
// which data their saved GPA rests on. Null for calculations saved before
// versions were recorded.
export const calculationDatasetVersion: Migration = {
  name: "0015_calculation_dataset_version",
  async up(db: AnyDb) {
    await sql`alter table calculations add column dataset_version text`.execute(db);
  },
};
