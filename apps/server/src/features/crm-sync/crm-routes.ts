import { institutionRoles } from "@gradeatlas/contracts/access";
import {
  createConnectionRequestSchema,
  deliveryQuerySchema,
  previewRequestSchema,
  resyncRequestSchema,
  updateConnectionRequestSchema,
} from "@gradeatlas/contracts/crm-sync";
import { Hono } from "hono";
import { type AccessEnv, assertInstitutionRole, requireAccess } from "../../access/guard.ts";
import type { AppDeps } from "../../app-deps.ts";
import { AppError } from "../../errors.ts";
import { parseWith, readJson } from "../../http/read-json.ts";
import { institutionPays, readCalculation, teamReadable } from "../calculations/index.ts";
import {
  type CrmContext,
  createConnection,
  deleteConnection,
  listConnections,
  readConnection,
  replaceFeedToken,
  rotateSecret,
  setConnectionState,
  updateConnection,
} from "./connections.ts";
import { crmAdmin, NOT_PAID } from "./crm-caller.ts";
import { calculationSync, listDeliveries, resyncSince, retryDelivery } from "./deliveries.ts";
import { createSecretsBox } from "./secrets-box.ts";
import { previewConnection, testConnection } from "./try-connection.ts";

/**
 * /api/v1/crm (issue 20, decision 0049): an institution's admins set up and
 * watch its CRM connections while it has premium; every member may see a
 * calculation's sync state where they may read the calculation.
 */
export function crmRoutes({ db, config, catalog }: AppDeps) {
  const box = createSecretsBox(config);
  const ctx: CrmContext = { db, box, baseUrl: config.BASE_URL };
  const tryDeps = { db, box, config, catalog };
  const admin = async (c: { var: AccessEnv["Variables"] }) => crmAdmin(db, await c.var.access());

  return new Hono<AccessEnv>()
    .use(requireAccess("signed-in"))
    .get("/connections", async (c) => c.json(await listConnections(ctx, (await admin(c)).institutionId)))
    .post("/connections", async (c) => {
      const caller = await admin(c);
      return c.json(await createConnection(ctx, caller, await readJson(c, createConnectionRequestSchema)), 201);
    })
    .get("/connections/:id", async (c) =>
      c.json(await readConnection(ctx, (await admin(c)).institutionId, c.req.param("id"))),
    )
    .patch("/connections/:id", async (c) => {
      const caller = await admin(c);
      const body = await readJson(c, updateConnectionRequestSchema);
      return c.json(await updateConnection(ctx, caller, c.req.param("id"), body));
    })
    .delete("/connections/:id", async (c) => {
      await deleteConnection(ctx, await admin(c), c.req.param("id"));
      return c.body(null, 204);
    })
    .post("/connections/:id/pause", async (c) =>
      c.json(await setConnectionState(ctx, await admin(c), c.req.param("id"), "paused")),
    )
    .post("/connections/:id/resume", async (c) =>
      c.json(await setConnectionState(ctx, await admin(c), c.req.param("id"), "active")),
    )
    .post("/connections/:id/test", async (c) =>
      c.json(await testConnection(tryDeps, await admin(c), c.req.param("id"))),
    )
    .post("/connections/:id/preview", async (c) => {
      const caller = await admin(c);
      const { calculationId } = await readJson(c, previewRequestSchema);
      return c.json(await previewConnection(tryDeps, caller, c.req.param("id"), calculationId));
    })
    .post("/connections/:id/rotate-secret", async (c) =>
      c.json(await rotateSecret(ctx, await admin(c), c.req.param("id"))),
    )
    .post("/connections/:id/feed-token", async (c) =>
      c.json(await replaceFeedToken(ctx, await admin(c), c.req.param("id"))),
    )
    .get("/connections/:id/deliveries", async (c) => {
      const caller = await admin(c);
      const query = parseWith(deliveryQuerySchema, c.req.query());
      return c.json(await listDeliveries(db, caller, c.req.param("id"), query));
    })
    .post("/connections/:id/resync", async (c) => {
      const caller = await admin(c);
      const { since } = await readJson(c, resyncRequestSchema);
      return c.json(await resyncSince(db, caller, c.req.param("id"), since), 202);
    })
    .post("/deliveries/:id/retry", async (c) => c.json(await retryDelivery(db, await admin(c), c.req.param("id"))))
    .get("/calculations/:id", async (c) => {
      const access = await c.var.access();
      const member = assertInstitutionRole(access, institutionRoles);
      if (!(await institutionPays(db, member.institutionId))) throw new AppError("forbidden", NOT_PAID);
      // The same rule as reading the calculation: its owner, or the institution's admins and viewers.
      const id = c.req.param("id");
      await readCalculation(db, { userId: member.user.id, teamOf: await teamReadable(db, access) }, id);
      return c.json(await calculationSync(db, member.institutionId, id));
    });
}
