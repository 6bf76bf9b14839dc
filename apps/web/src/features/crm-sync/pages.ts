// CRM sync's pages, for the router (one lazy chunk).
export { IntegrationsPage } from "./integrations-page";
export { SyncLogPage } from "./sync-log-page";
