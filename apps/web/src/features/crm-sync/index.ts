// CRM sync's public entry: History shows a saved calculation's sync state
// (the dialog, loaded lazily, and whether to offer it). The pages are reached
// through the router (pages.ts).
export { CalculationSyncDialog } from "./calculation-sync-dialog";
export { useCrmSyncShown } from "./sync-availability";
