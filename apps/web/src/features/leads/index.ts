// The leads feature's public entry: the guests' e-mail gate other features ask for.
export { type LeadRequirement, useLeadAccess } from "./lead-access-context";
