import { approveDomainRequestSchema, setRoleRequestSchema } from "@gradeatlas/contracts/sys-admin";
import { Hono } from "hono";
import { type AccessEnv, callerId, requireAccess } from "../../access/guard.ts";
import type { AppDeps } from "../../app-deps.ts";
import { AppError } from "../../errors.ts";
import { readJson } from "../../http/read-json.ts";
import { approveDomain, listApprovedDomains, withdrawDomain } from "./approved-domains.ts";
import { endManualPlan } from "./end-manual-plan.ts";
import { grantManualPlan } from "./grant-manual-plan.ts";
import { listLeads } from "./list-leads.ts";
import { listOutbox } from "./list-outbox.ts";
import { listUsers } from "./list-users.ts";
import { setUserRole } from "./set-user-role.ts";

/**
 * /api/v1/admin/*: platform operators only (guarded on the server, docs/requirements.md §6;
 * the original spec showed no guard): find users, set the admin role, grant or end a manual
 * plan, read the e-mail outbox and the leads, approve institution domains.
 */
export function sysAdminRoutes({ db, logger }: AppDeps) {
  return new Hono<AccessEnv>()
    .use(requireAccess("operator"))
    .get("/users", async (c) => {
      const q = (c.req.query("q") ?? "").trim();
      if (q.length > 254) throw new AppError("bad_request", "Search for at most 254 characters.");
      return c.json({ users: await listUsers(db, logger, q) });
    })
    .put("/users/:id/role", async (c) => {
      const { role } = await readJson(c, setRoleRequestSchema);
      return c.json(await setUserRole(db, logger, c.req.param("id"), role));
    })
    .post("/users/:id/subscription", async (c) => c.json(await grantManualPlan(db, logger, c.req.param("id")), 201))
    .delete("/users/:id/subscription", async (c) => c.json(await endManualPlan(db, logger, c.req.param("id"))))
    .get("/outbox", async (c) => c.json({ messages: await listOutbox(db) }))
    .get("/leads", async (c) => c.json({ leads: await listLeads(db) }))
    .get("/domains", async (c) => c.json({ domains: await listApprovedDomains(db) }))
    .post("/domains", async (c) => {
      const { domain, institutionId } = await readJson(c, approveDomainRequestSchema);
      return c.json(await approveDomain(db, domain, await callerId(c), institutionId), 201);
    })
    .delete("/domains/:domain", async (c) => {
      await withdrawDomain(db, c.req.param("domain"));
      return c.body(null, 204);
    });
}
