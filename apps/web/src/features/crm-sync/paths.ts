import { paths } from "../../lib/paths";

/** The sync log page of one connection. */
export const syncLogPath = (connectionId: string) => paths.crmSyncLog.replace(":id", encodeURIComponent(connectionId));
