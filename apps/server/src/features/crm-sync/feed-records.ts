import type { CrmEvent, SyncRecord } from "@gradeatlas/contracts/crm-sync";
import type { AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/open-database.ts";

export type FeedRecordInput = {
  institutionId: string;
  event: CrmEvent;
  calculationId: string | null;
  reportId: string | null;
};

/** A delivery's GradeAtlas record, built now (in the feed's transaction); null when its calculation is gone. */
export type FeedRecordBuilder = (db: Db, input: FeedRecordInput) => Promise<SyncRecord | null>;

// MERGE: the lead points this at crm-core's builder (./sync-record.ts), e.g.
//   return async (db, input) =>
//     input.calculationId === null ? null
//       : ((await buildSyncRecord({ db, baseUrl: config.BASE_URL, catalog }, { ...input, calculationId: input.calculationId }))?.record ?? null);
// Until then there is no builder: the feed serves deliveries whose record is
// already stored and leaves the others queued, in order, for a later fetch.
export function feedRecordBuilder(_deps: Pick<AppDeps, "config" | "catalog">): FeedRecordBuilder | null {
  return null;
}
