import type { ScaleReport, ScaleReportState } from "@gradeatlas/contracts/scale-reports";
import type { Db } from "../../db/open-database.ts";
import { selectScaleReports, toScaleReport } from "./scale-report-rows.ts";

/** The newest 200 reports, in one state or all, newest first: the operators' queue. */
export async function listScaleReports(db: Db, state?: ScaleReportState): Promise<ScaleReport[]> {
  let query = selectScaleReports(db);
  if (state) query = query.where("r.state", "=", state);
  const rows = await query.orderBy("r.created_at", "desc").orderBy("r.id", "desc").limit(200).execute();
  return rows.map(toScaleReport);
}
