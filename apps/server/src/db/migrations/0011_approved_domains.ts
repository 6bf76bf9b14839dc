import { sql } from "kysely";
import { institutionDomain } from "../../access/institution-domain.ts";
import type { AnyDb, Migration } from "../migrator.ts";

// Institution access and My Team flow only from a domain an operator has
// approved (decision 0023). The domains of today's paying, verified admins
// are approved here, so no existing institution loses its members' access;
// shared mail providers never had institution access, so none is approved.
export const approvedDomains: Migration = {
  name: "0011_approved_domains",
  async up(db: AnyDb) {
    await sql`create table approved_domains (
      domain text primary key check (domain = lower(domain) and domain like '%.%'),
      approved_by text references users (id) on delete set null,
      approved_at timestamptz not null default now()
    )`.execute(db);
    const admins = await sql<{ email: string }>`select u.email
      from users u
      join stripe_customers c on c.user_id = u.id and c.deleted_at is null
      join stripe_subscriptions s on s.customer_id = c.customer_id and s.deleted_at is null
      where u.role = 'admin' and u.email_verified and s.status in ('active', 'trialing')`.execute(db);
    // The rule that excluded shared mail providers until now, applied once.
    const domains = [...new Set(admins.rows.flatMap((a) => institutionDomain(a.email) ?? []))];
    for (const domain of domains) {
      await sql`insert into approved_domains (domain) values (${domain}) on conflict do nothing`.execute(db);
    }
  },
};
