import type { CrmEvent, SyncRecord } from "@gradeatlas/contracts/crm-sync";
import type { AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/open-database.ts";
import { buildSyncRecord } from "./sync-record.ts";

export type FeedRecordInput = {
  institutionId: string;
  event: CrmEvent;
  calculationId: string | null;
  reportId: string | null;
};

/** A delivery's GradeAtlas record, built now (in the feed's transaction); null when its calculation is gone. */
export type FeedRecordBuilder = (db: Db, input: FeedRecordInput) => Promise<SyncRecord | null>;

/** The same record every other connection gets (sync-record.ts), read inside the feed's transaction. */
export function feedRecordBuilder({ config, catalog }: Pick<AppDeps, "config" | "catalog">): FeedRecordBuilder {
  return async (db, input) =>
    input.calculationId === null
      ? null
      : ((
          await buildSyncRecord(
            { db, baseUrl: config.BASE_URL, catalog },
            { ...input, calculationId: input.calculationId },
          )
        )?.record ?? null);
}
