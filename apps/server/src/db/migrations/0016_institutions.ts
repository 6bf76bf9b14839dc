import { sql } from "kysely";
import type { AnyDb, Migration } from "../migrator.ts";

// Institutions become records of their own (issue 18; decision 0037). Until
// now an institution was "the people on an approved domain whose admin pays";
// now it has a name, one or more approved domains, explicit members with
// roles, invitations and an audit trail. Each approved domain becomes one
// institution named after it, so nobody's access changes with this migration:
// verified people on an approved domain are still members (implicitly, see
// access/institution-membership.ts), and its admins are still its admins.
export const institutions: Migration = {
  name: "0016_institutions",
  async up(db: AnyDb) {
    await sql`create table institutions (
      id uuid primary key default gen_random_uuid(),
      name text not null check (length(name) between 1 and 200),
      created_by text references users (id) on delete set null,
      created_at timestamptz not null default now()
    )`.execute(db);

    await sql`alter table approved_domains add column institution_id uuid references institutions (id) on delete cascade`.execute(
      db,
    );
    const domains = await sql<{ domain: string }>`select domain from approved_domains`.execute(db);
    for (const { domain } of domains.rows) {
      const made = await sql<{ id: string }>`insert into institutions (name) values (${domain}) returning id`.execute(
        db,
      );
      await sql`update approved_domains set institution_id = ${made.rows[0]?.id} where domain = ${domain}`.execute(db);
    }
    await sql`alter table approved_domains alter column institution_id set not null`.execute(db);
    await sql`create index approved_domains_by_institution on approved_domains (institution_id)`.execute(db);

    // A row here is a membership someone chose: an invitation accepted, a
    // founder, a role an admin set, or a removal (removed_at), which keeps a
    // person on an approved domain from joining again by their address.
    await sql`create table institution_members (
      institution_id uuid not null references institutions (id) on delete cascade,
      user_id text not null references users (id) on delete cascade,
      role text not null check (role in ('admin', 'evaluator', 'viewer')),
      joined_via text not null check (joined_via in ('domain', 'invitation', 'founder')),
      joined_at timestamptz not null default now(),
      removed_at timestamptz,
      primary key (institution_id, user_id)
    )`.execute(db);
    await sql`create unique index institution_members_one_per_user on institution_members (user_id) where removed_at is null`.execute(
      db,
    );

    // Only a hash of the link's token is kept: the database alone cannot open an invitation.
    await sql`create table institution_invitations (
      id uuid primary key default gen_random_uuid(),
      institution_id uuid not null references institutions (id) on delete cascade,
      email text not null check (email = lower(email)),
      role text not null check (role in ('admin', 'evaluator', 'viewer')),
      token_hash text not null unique,
      invited_by text references users (id) on delete set null,
      created_at timestamptz not null default now(),
      last_sent_at timestamptz not null default now(),
      expires_at timestamptz not null,
      accepted_at timestamptz,
      accepted_by text references users (id) on delete set null,
      revoked_at timestamptz
    )`.execute(db);
    await sql`create unique index institution_invitations_one_open on institution_invitations (institution_id, email)
      where accepted_at is null and revoked_at is null`.execute(db);

    // Who did what: the actor's address is copied so the trail reads the same
    // after they leave or delete their account.
    await sql`create table audit_events (
      id uuid primary key default gen_random_uuid(),
      institution_id uuid not null references institutions (id) on delete cascade,
      actor_id text references users (id) on delete set null,
      actor_email text not null,
      action text not null,
      subject text,
      detail jsonb not null default '{}',
      created_at timestamptz not null default now()
    )`.execute(db);
    await sql`create index audit_events_newest on audit_events (institution_id, created_at desc, id desc)`.execute(db);

    // The institution a calculation was saved under: team history and insights read it.
    await sql`alter table calculations add column institution_id uuid references institutions (id) on delete set null`.execute(
      db,
    );
    // What domain members saved before is the institution's too.
    await sql`update calculations k set institution_id = d.institution_id
      from users u, approved_domains d
      where k.user_id = u.id and u.email_verified and split_part(lower(u.email), '@', 2) = d.domain`.execute(db);
    await sql`create index calculations_institution_newest on calculations (institution_id, created_at desc, id desc)
      where institution_id is not null`.execute(db);
  },
};
