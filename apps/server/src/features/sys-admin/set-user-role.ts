import type { AdminUser } from "@gradeatlas/contracts/sys-admin";
import type { Db } from "../../db/open-database.ts";
import type { Logger } from "../../logger.ts";
import { describeUsers, noSuchUser, userColumns } from "./admin-user-view.ts";

/** Makes a user an institution admin (role "admin") or takes the role away. */
export async function setUserRole(db: Db, logger: Logger, id: string, role: "admin" | null): Promise<AdminUser> {
  const user = await db
    .updateTable("users")
    .set({ role })
    .where("id", "=", id)
    .returning(userColumns)
    .executeTakeFirst();
  if (!user) throw noSuchUser(id);
  return (await describeUsers(db, logger, [user]))[0] as AdminUser;
}
