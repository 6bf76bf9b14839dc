import type { Access } from "../../access/resolve-access.ts";
import type { Db } from "../../db/open-database.ts";

/** Everything we hold about a user (GDPR access), as the JSON the download carries. */
export async function exportAccount(db: Db, access: Access) {
  const id = access.user?.id ?? "";
  const user = await db
    .selectFrom("users")
    .select([
      "id",
      "email",
      "name",
      "full_name",
      "email_verified",
      "role",
      "terms_accepted",
      "news_opt_in",
      "created_at",
    ])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  const sessions = await db
    .selectFrom("sessions")
    .select(["created_at", "expires_at", "ip_address", "user_agent"])
    .where("user_id", "=", id)
    .orderBy("created_at", "desc")
    .execute();
  const subscriptions = await db
    .selectFrom("stripe_subscriptions as s")
    .innerJoin("stripe_customers as c", "c.customer_id", "s.customer_id")
    .select(["s.status", "s.manual", "s.created_at", "s.deleted_at", "s.current_period_end"])
    .where("c.user_id", "=", id)
    .orderBy("s.created_at", "desc")
    .execute();
  const leads = await db
    .selectFrom("leads")
    .select(["source", "context", "created_at"])
    .where("email", "=", user.email.toLowerCase())
    .execute();
  return {
    exportedAt: new Date().toISOString(),
    account: {
      id: user.id,
      email: user.email,
      fullName: user.full_name || user.name,
      emailVerified: user.email_verified,
      role: user.role,
      termsAccepted: user.terms_accepted,
      newsOptIn: user.news_opt_in,
      createdAt: user.created_at,
    },
    access: { tier: access.tier, premiumSource: access.premiumSource },
    sessions,
    subscriptions,
    leads,
  };
}
