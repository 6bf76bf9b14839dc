import type { Migration } from "../migrator.ts";
import { clientErrorReports } from "./0001_client_error_reports.ts";

/** Every migration, in order. Append; never edit one that has shipped. */
export const migrations: readonly Migration[] = [clientErrorReports];
