import { institutionRoles } from "@gradeatlas/contracts/access";
import { createNoticeRequestSchema, noticeTemplateSchema } from "@gradeatlas/contracts/notices";
import { Hono } from "hono";
import { type AccessEnv, assertInstitutionRole, requireAccess } from "../../access/guard.ts";
import type { AppDeps } from "../../app-deps.ts";
import { readJson } from "../../http/read-json.ts";
import { noticeComposer } from "./list-notices.ts";
import { senderOf } from "./notice-sender.ts";
import { saveNoticeTemplate, templateResponse } from "./notice-template.ts";
import { queueNotice, resendNotice } from "./queue-notice.ts";
import { readStopLink, stopEmails } from "./stop-emails.ts";

/**
 * /api/v1/notices: e-mailing applicants their converted GPA (premium; not
 * viewers). Queueing answers 201 with the notice `queued`; the worker sends it.
 * The template is the institution's: every member reads it, admins change it.
 */
export function noticeRoutes({ db, config }: AppDeps) {
  return new Hono<AccessEnv>()
    .use(requireAccess("signed-in"))
    .get("/template", async (c) =>
      c.json(await templateResponse(db, assertInstitutionRole(await c.var.access(), institutionRoles))),
    )
    .put("/template", async (c) => {
      const caller = assertInstitutionRole(await c.var.access(), ["admin"]);
      await saveNoticeTemplate(db, caller, await readJson(c, noticeTemplateSchema));
      return c.json(await templateResponse(db, caller));
    })
    .get("/calculation/:id", async (c) =>
      c.json(await noticeComposer(db, config, senderOf(await c.var.access()), c.req.param("id"))),
    )
    .post("/", async (c) => {
      const sender = senderOf(await c.var.access());
      return c.json(await queueNotice(db, config, sender, await readJson(c, createNoticeRequestSchema)), 201);
    })
    .post("/:id/resend", async (c) =>
      c.json(await resendNotice(db, config, senderOf(await c.var.access()), c.req.param("id")), 201),
    );
}

/**
 * /api/v1/stop-emails/:token: public, for the applicant. GET reads who the
 * link stops and changes nothing (mail scanners open links); POST stops
 * e-mails, from the page's button or a mail client's RFC 8058 one-click
 * request (a form body "List-Unsubscribe=One-Click", which we need not read).
 */
export function stopEmailRoutes({ db }: AppDeps) {
  return new Hono<AccessEnv>()
    .get("/:token", async (c) => c.json(await readStopLink(db, c.req.param("token"))))
    .post("/:token", async (c) => c.json(await stopEmails(db, c.req.param("token"))));
}
