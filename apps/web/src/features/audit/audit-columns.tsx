import { type AuditEvent, auditActions, describeAuditDetail } from "@gradeatlas/contracts/audit";
import type { Column } from "../../components/ui/data-table";
import { Timestamp } from "../../components/ui/timestamp";

export const auditColumns: Column<AuditEvent>[] = [
  { header: "When", className: "whitespace-nowrap", cell: (e) => <Timestamp iso={e.at} /> },
  {
    header: "Who",
    className: "min-w-48 font-medium text-slate-900 [overflow-wrap:anywhere]",
    cell: (e) => e.actorEmail,
  },
  { header: "What", className: "min-w-40", cell: (e) => auditActions[e.action] },
  { header: "Subject", className: "min-w-40 break-words", cell: (e) => e.subject ?? "—" },
  {
    header: "Details",
    className: "min-w-56 text-slate-700",
    cell: (e) => describeAuditDetail(e.action, e.detail, { withIds: false }) || "—",
  },
];
