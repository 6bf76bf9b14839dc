import type { Applicant } from "@gradeatlas/contracts/calculations";
import type { Access } from "../../access/resolve-access.ts";
import type { Db } from "../../db/open-database.ts";
import { isUuid } from "../../db/uuid.ts";
import { notFound } from "../../errors.ts";
import { recordAudit } from "../audit/index.ts";
import { enqueueCrmEvent } from "../crm-events/index.ts";

export type Editor = { id: string; email: string; institution: Access["institution"] };

/** Blank fields are left out, as when saving. */
function tidy(applicant: Applicant): Applicant {
  return Object.fromEntries(Object.entries(applicant).filter(([, v]) => v)) as Applicant;
}

/**
 * Corrects who a saved calculation is for: its owner, or an admin of the
 * institution it was saved under (anyone else: 404, as for reading). The
 * GPA and courses stay as saved. A title that was the applicant's name
 * follows the new name. Under an institution it leaves an audit line and
 * tells the CRM connections (`calculation.updated`), in one transaction.
 */
export async function updateApplicant(db: Db, editor: Editor, id: string, applicant: Applicant): Promise<void> {
  const missing = () => notFound("No saved calculation with that id.");
  if (!isUuid(id)) throw missing();
  const adminOf = editor.institution?.role === "admin" ? editor.institution.id : null;
  const next = tidy(applicant);
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("calculations")
      .select(["id", "institution_id", "title", "applicant_name", "request", "scale_name", "country"])
      .where("id", "=", id)
      .where((eb) =>
        adminOf
          ? eb.or([eb("user_id", "=", editor.id), eb("institution_id", "=", adminOf)])
          : eb("user_id", "=", editor.id),
      )
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw missing();
    const request = row.request as { applicant?: Applicant };
    const title = row.title && row.title === row.applicant_name ? (next.name ?? null) : row.title;
    await trx
      .updateTable("calculations")
      .set({
        request: JSON.stringify({ ...request, applicant: next }),
        applicant_name: next.name ?? null,
        title,
      })
      .where("id", "=", id)
      .execute();
    if (!row.institution_id) return;
    const subject = title || next.name || `${row.scale_name} (${row.country})`;
    await enqueueCrmEvent(trx, {
      institutionId: row.institution_id,
      event: "calculation.updated",
      calculationId: id,
      subject,
    });
    const changed = (["name", "id", "email", "institution"] as const).filter(
      (k) => (request.applicant?.[k] ?? "") !== (next[k] ?? ""),
    );
    await recordAudit(trx, {
      institutionId: row.institution_id,
      actor: editor,
      action: "calculation.updated",
      subject,
      detail: { calculationId: id, changed },
    });
  });
}
