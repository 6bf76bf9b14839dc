import { auditFilterSchema, auditPageQuerySchema } from "@gradeatlas/contracts/audit";
import { exportCountHeaderValues } from "@gradeatlas/contracts/csv";
import { type Context, Hono } from "hono";
import { type AccessEnv, assertInstitutionRole } from "../../access/guard.ts";
import type { AppDeps } from "../../app-deps.ts";
import { parseWith } from "../../http/read-json.ts";
import { auditCsv } from "./audit-csv.ts";
import { exportAuditEvents, listAuditEvents } from "./list-audit-events.ts";

// An empty ?key= is no filter, as the page's form sends it.
const query = (c: Context, key: string) => c.req.query(key) || undefined;

const readFilter = (c: Context) =>
  parseWith(auditFilterSchema, {
    member: query(c, "member"),
    from: query(c, "from"),
    to: query(c, "to"),
    action: query(c, "action"),
  });

/**
 * /api/v1/audit: the institution's audit trail, newest first with a cursor,
 * and its CSV export, for the institution's admins only. Premium is not
 * required: the trail is the institution's record of what its members did
 * with its data, kept whatever the plan, and an admin answering for it must
 * be able to read it even after the plan lapsed.
 */
export function auditRoutes({ db }: AppDeps) {
  const admin = async (c: Context<AccessEnv>) => assertInstitutionRole(await c.var.access(), ["admin"]);
  return new Hono<AccessEnv>()
    .get("/", async (c) => {
      const { institutionId } = await admin(c);
      const filter = readFilter(c);
      const page = parseWith(auditPageQuerySchema, { cursor: query(c, "cursor"), limit: query(c, "limit") });
      return c.json(await listAuditEvents(db, institutionId, filter, page));
    })
    .get("/export", async (c) => {
      const { institutionId } = await admin(c);
      const { events, total } = await exportAuditEvents(db, institutionId, readFilter(c));
      const day = new Date().toISOString().slice(0, 10);
      return c.body(auditCsv(events), 200, {
        ...exportCountHeaderValues(events.length, total),
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="gradeatlas-audit-${day}.csv"`,
        "Cache-Control": "no-store",
      });
    });
}
