import { expect, it } from "vitest";
import { migrations } from "../src/db/migrations/index.ts";
import { migrate } from "../src/db/migrator.ts";
import { openDatabase } from "../src/db/open-database.ts";

// Migration 0011: institutions that had access before approvals existed keep
// it (their paying, verified admins' domains are approved); nothing else is.
it("approves the domains of today's paying, verified admins, and no shared mail provider", async () => {
  const database = await openDatabase({ memory: true });
  try {
    const db = database.db;
    const before = migrations.findIndex((m) => m.name === "0011_approved_domains");
    await migrate(db, migrations.slice(0, before));
    const admin = async (id: string, email: string, opts: { verified?: boolean; status?: string } = {}) => {
      await db
        .insertInto("users")
        .values({ id, name: "", email, email_verified: opts.verified ?? true, role: "admin" } as never)
        .execute();
      if (!opts.status) return;
      await db
        .insertInto("stripe_customers")
        .values({ customer_id: `cus_${id}`, user_id: id, deleted_at: null })
        .execute();
      await db
        .insertInto("stripe_subscriptions")
        .values({
          id: `sub_${id}`,
          customer_id: `cus_${id}`,
          status: opts.status as "active",
          price_id: null,
          current_period_end: null,
          deleted_at: null,
        })
        .execute();
    };
    await admin("a", "Head@Uni.Example", { status: "active" });
    await admin("b", "dean@college.example", { status: "trialing" });
    await admin("c", "boss@hotmail.co.uk", { status: "active" });
    await admin("d", "gone@lapsed.example", { status: "canceled" });
    await admin("e", "new@unconfirmed.example", { status: "active", verified: false });
    await admin("f", "free@noplan.example");

    await migrate(db, migrations);
    const rows = await db.selectFrom("approved_domains").select(["domain", "approved_by"]).orderBy("domain").execute();
    expect(rows).toEqual([
      { domain: "college.example", approved_by: null },
      { domain: "uni.example", approved_by: null },
    ]);
  } finally {
    await database.close();
  }
}, 120_000);
