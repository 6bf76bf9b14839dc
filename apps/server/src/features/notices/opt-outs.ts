import type { Db } from "../../db/open-database.ts";

/** When `address` asked `sender` to stop e-mails (with the sender's name then), or undefined. */
export const optOutOf = (db: Db, sender: string, address: string) =>
  db
    .selectFrom("notice_opt_outs")
    .select(["created_at", "sender_name"])
    .where("sender", "=", sender)
    .where("address", "=", address)
    .executeTakeFirst();
