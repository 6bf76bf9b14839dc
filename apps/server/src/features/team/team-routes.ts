import { institutionRoles } from "@gradeatlas/contracts/access";
import {
  handOverRequestSchema,
  institutionNameRequestSchema,
  invitationTokenRequestSchema,
  inviteRequestSchema,
  memberRoleRequestSchema,
} from "@gradeatlas/contracts/team";
import { Hono } from "hono";
import { type AccessEnv, assertInstitutionRole, requireAccess } from "../../access/guard.ts";
import { resolveAccess } from "../../access/resolve-access.ts";
import type { AppDeps } from "../../app-deps.ts";
import type { Mailer } from "../../email/mailer.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { readJson } from "../../http/read-json.ts";
import { acceptInvitation, readInvitation } from "./accept-invitation.ts";
import { changeMemberRole } from "./change-member-role.ts";
import { foundInstitution } from "./found-institution.ts";
import { handOverAdmin } from "./hand-over-admin.ts";
import { inviteMember } from "./invite-member.ts";
import { readTeam } from "./read-team.ts";
import { removeMember } from "./remove-member.ts";
import { renameInstitution } from "./rename-institution.ts";
import { resendInvitation } from "./resend-invitation.ts";
import { revokeInvitation } from "./revoke-invitation.ts";

type Deps = AppDeps & { mailer: Mailer };

/**
 * /api/v1/team: an institution's admins manage it (members, roles,
 * invitations, its name); an admin without one founds one; any member may leave.
 */
export function teamRoutes({ db, logger, config, mailer }: Deps) {
  const mail = { db, mailer, baseUrl: config.BASE_URL };
  const admin = async (c: { var: AccessEnv["Variables"] }) => assertInstitutionRole(await c.var.access(), ["admin"]);
  return new Hono<AccessEnv>()
    .post("/leave", requireAccess("signed-in"), async (c) => {
      const caller = assertInstitutionRole(await c.var.access(), institutionRoles);
      await removeMember(db, caller, caller.user.id);
      return c.body(null, 204);
    })
    .use(requireAccess("admin"))
    .get("/", async (c) => c.json(await readTeam(db, logger, await c.var.access())))
    .post("/", async (c) => {
      const { name } = await readJson(c, institutionNameRequestSchema);
      const before = await c.var.access();
      await foundInstitution(db, before, name);
      // The founder's access changed with this request: read it again.
      const after = await resolveAccess(db, logger, before.user?.id ?? null);
      return c.json(await readTeam(db, logger, after), 201);
    })
    .patch("/", async (c) => {
      const { name } = await readJson(c, institutionNameRequestSchema);
      await renameInstitution(db, await admin(c), name);
      return c.body(null, 204);
    })
    .post(
      "/invitations",
      rateLimit(db, {
        rule: "team-invitations",
        limit: 30,
        windowMs: 60_000,
        trustProxy: config.TRUST_PROXY,
        message: "Too many invitations at once. Please wait a minute before sending more.",
      }),
      async (c) => {
        const req = await readJson(c, inviteRequestSchema);
        await inviteMember(mail, await admin(c), req);
        return c.body(null, 201);
      },
    )
    .post("/invitations/:id/resend", async (c) => {
      await resendInvitation(mail, await admin(c), c.req.param("id"));
      return c.body(null, 204);
    })
    .delete("/invitations/:id", async (c) => {
      await revokeInvitation(db, await admin(c), c.req.param("id"));
      return c.body(null, 204);
    })
    .patch("/members/:id", async (c) => {
      const { role } = await readJson(c, memberRoleRequestSchema);
      await changeMemberRole(db, await admin(c), c.req.param("id"), role);
      return c.body(null, 204);
    })
    .delete("/members/:id", async (c) => {
      await removeMember(db, await admin(c), c.req.param("id"));
      return c.body(null, 204);
    })
    .post("/hand-over", async (c) => {
      const { userId } = await readJson(c, handOverRequestSchema);
      await handOverAdmin(db, await admin(c), userId);
      return c.body(null, 204);
    });
}

/**
 * /api/v1/invitations: the invited person reads an invitation (anyone holding
 * the link; rate-limited) and accepts it (signed in with the invited address).
 */
export function invitationRoutes({ db, config }: AppDeps) {
  const limit = rateLimit(db, {
    rule: "invitation-links",
    limit: 20,
    windowMs: 60_000,
    trustProxy: config.TRUST_PROXY,
    message: "Too many requests. Please wait a moment before trying again.",
  });
  return new Hono<AccessEnv>()
    .post("/lookup", limit, async (c) => {
      const { token } = await readJson(c, invitationTokenRequestSchema);
      return c.json(await readInvitation(db, token));
    })
    .post("/accept", limit, requireAccess("signed-in"), async (c) => {
      const { token } = await readJson(c, invitationTokenRequestSchema);
      return c.json(await acceptInvitation(db, await c.var.access(), token));
    });
}
