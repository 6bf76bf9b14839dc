import {
  defaultNoticeTemplate,
  type NoticeTemplate,
  type NoticeTemplateResponse,
  unknownPlaceholders,
} from "@gradeatlas/contracts/notices";
import type { InstitutionCaller } from "../../access/guard.ts";
import type { Db } from "../../db/open-database.ts";
import { AppError } from "../../errors.ts";
import { recordAudit } from "../audit/index.ts";

/** The institution's message to applicants, or the default when none was saved (or there is no institution). */
export async function readNoticeTemplate(db: Db, institutionId: string | null) {
  const row = institutionId
    ? await db
        .selectFrom("notice_templates")
        .leftJoin("users", "users.id", "notice_templates.updated_by")
        .select(["notice_templates.subject", "notice_templates.body", "notice_templates.updated_at", "users.email"])
        .where("notice_templates.institution_id", "=", institutionId)
        .executeTakeFirst()
    : undefined;
  if (!row) return { template: { ...defaultNoticeTemplate }, isDefault: true, updatedAt: null, updatedBy: null };
  return {
    template: { subject: row.subject, body: row.body },
    isDefault: false,
    updatedAt: new Date(row.updated_at).toISOString(),
    updatedBy: row.email ?? null,
  };
}

/** A 422 naming every placeholder we would not fill, so the admin fixes the typo before an applicant sees "{{gpaa}}". */
export function checkPlaceholders(template: NoticeTemplate): void {
  const unknown = [...new Set([...unknownPlaceholders(template.subject), ...unknownPlaceholders(template.body)])];
  if (unknown.length)
    throw new AppError(
      "unprocessable",
      `Unknown placeholder${unknown.length > 1 ? "s" : ""} ${unknown.map((u) => `{{${u}}}`).join(", ")}: use {{applicantName}}, {{gpa}}, {{institution}}, {{evaluatorName}} or {{reasoning}}.`,
      { unknown },
    );
}

/** An admin replaces the template; its audit line is written in the same transaction. */
export async function saveNoticeTemplate(db: Db, caller: InstitutionCaller, template: NoticeTemplate): Promise<void> {
  checkPlaceholders(template);
  await db.transaction().execute(async (trx) => {
    const values = {
      subject: template.subject,
      body: template.body,
      updated_by: caller.user.id,
      updated_at: new Date(),
    };
    await trx
      .insertInto("notice_templates")
      .values({ institution_id: caller.institutionId, ...values })
      .onConflict((oc) => oc.column("institution_id").doUpdateSet(values))
      .execute();
    await recordAudit(trx, {
      institutionId: caller.institutionId,
      actor: caller.user,
      action: "notice_template.changed",
      subject: template.subject,
    });
  });
}

export async function templateResponse(db: Db, caller: InstitutionCaller): Promise<NoticeTemplateResponse> {
  return {
    ...(await readNoticeTemplate(db, caller.institutionId)),
    canEdit: caller.role === "admin",
    institution: caller.institutionName,
  };
}
