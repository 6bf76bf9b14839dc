// CRM sync (issue 20; decision 0049): connections, their routes and the sync
// worker the server starts. Other features queue events through crm-events,
// never through this entry.
export { crmRoutes } from "./crm-routes.ts";
export { slateFeedRoutes } from "./slate-feed-routes.ts";
export { createSyncWorker, type SyncWorker } from "./sync-worker.ts";
