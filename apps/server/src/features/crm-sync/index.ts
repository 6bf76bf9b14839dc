// CRM sync (issue 20): connections, their routes and the sync worker. Other
// features queue events through crm-events, never through this entry.
export { crmRoutes } from "./crm-routes.ts";
export { slateFeedRoutes } from "./slate-feed-routes.ts";
