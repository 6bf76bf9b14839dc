import type { StopEmails } from "@gradeatlas/contracts/notices";
import type { Db } from "../../db/open-database.ts";
import { notFound } from "../../errors.ts";
import { recordAudit } from "../audit/index.ts";
import { optOutOf } from "./opt-outs.ts";
import { hashStopToken } from "./stop-token.ts";

const unknown = () =>
  notFound("This link to stop e-mails is not one we sent. Check that the whole link was copied from the e-mail.");

async function noticeOf(db: Db, token: string) {
  if (token.length < 20 || token.length > 200) throw unknown();
  const notice = await db
    .selectFrom("notices")
    .select(["sender", "sender_name", "to_address", "institution_id"])
    .where("stop_token_hash", "=", hashStopToken(token))
    .executeTakeFirst();
  if (!notice) throw unknown();
  return notice;
}

/** Who a stop link stops, and since when if it already has. Reading changes nothing (mail scanners open links). */
export async function readStopLink(db: Db, token: string): Promise<StopEmails> {
  const notice = await noticeOf(db, token);
  const optOut = await optOutOf(db, notice.sender, notice.to_address);
  return {
    sender: notice.sender_name,
    address: notice.to_address,
    stoppedAt: optOut ? new Date(optOut.created_at).toISOString() : null,
  };
}

/**
 * The applicant stops e-mails from this sender to this address. Doing it
 * again changes nothing (the first date stays). The institution's trail
 * records it, by the applicant's address.
 */
export async function stopEmails(db: Db, token: string): Promise<StopEmails> {
  const notice = await noticeOf(db, token);
  await db.transaction().execute(async (trx) => {
    const added = await trx
      .insertInto("notice_opt_outs")
      .values({ sender: notice.sender, address: notice.to_address, sender_name: notice.sender_name })
      .onConflict((oc) => oc.columns(["sender", "address"]).doNothing())
      .returning("created_at")
      .executeTakeFirst();
    if (added && notice.institution_id)
      await recordAudit(trx, {
        institutionId: notice.institution_id,
        actor: { id: null, email: notice.to_address },
        action: "notice.opted_out",
        subject: notice.to_address,
      });
  });
  return readStopLink(db, token);
}
