import type { AdminUser } from "@gradeatlas/contracts/sys-admin";
import { sql } from "kysely";
import { escapeLike } from "../../db/like-pattern.ts";
import type { Db } from "../../db/open-database.ts";
import type { Logger } from "../../logger.ts";
import { describeUsers, userColumns } from "./admin-user-view.ts";

const PAGE = 50;

/** The newest users (a page), optionally those whose address contains `search`. */
export async function listUsers(db: Db, logger: Logger, search: string): Promise<AdminUser[]> {
  let query = db.selectFrom("users").select(userColumns).orderBy("created_at", "desc").limit(PAGE);
  if (search) query = query.where(sql<string>`lower(email)`, "like", `%${escapeLike(search.toLowerCase())}%`);
  return describeUsers(db, logger, await query.execute());
}
