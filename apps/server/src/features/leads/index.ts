// The leads feature's public entry: recording a lead, which early access reuses.
export { recordLead } from "./record-lead.ts";
