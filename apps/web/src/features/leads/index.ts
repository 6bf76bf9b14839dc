// The leads feature's public entry: the guests' e-mail gate other features ask for.
export { useLeadAccess } from "./lead-access-context";
