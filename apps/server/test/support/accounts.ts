import type { Db } from "../../src/db/open-database.ts";
import { approveDomain as approveDomainAsOperator } from "../../src/features/sys-admin/approved-domains.ts";
import type { createTestApp } from "./test-app.ts";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A made-up client address, so journeys in one file do not share a rate-limit window (needs TRUST_PROXY). */
export const someAddress = () =>
  `10.${(Math.random() * 255) | 0}.${(Math.random() * 255) | 0}.${(Math.random() * 255) | 0}`;

/** Requests to Better Auth as the browser sends them: JSON, from our own origin. */
export function authPost(t: TestApp, path: string, body: unknown, cookie?: string, address = someAddress()) {
  return t.app.request(`/api/auth${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: t.config.BASE_URL,
      "x-forwarded-for": address,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}

export async function signUp(t: TestApp, email: string, password = "secret123") {
  return authPost(t, "/sign-up/email", { email, password, name: "", termsAccepted: true, newsOptIn: false });
}

/** Signs in and returns the session cookie ("name=value"). */
export async function signIn(t: TestApp, email: string, password = "secret123"): Promise<string> {
  const res = await authPost(t, "/sign-in/email", { email, password, termsAccepted: true });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return sessionCookie(res);
}

export function sessionCookie(res: Response): string {
  const cookies = res.headers.getSetCookie();
  const session = cookies.find((c) => c.includes("session_token="));
  if (!session) throw new Error("no session cookie");
  return session.split(";")[0] as string;
}

export async function markVerified(db: Db, email: string) {
  await db.updateTable("users").set({ email_verified: true }).where("email", "=", email).execute();
}

/** An operator's approval of an institution domain (decision 0023), as the admin page gives it. */
export async function approveDomain(db: Db, domain: string) {
  await approveDomainAsOperator(db, domain, null);
}

export async function grantSubscription(db: Db, email: string, status: "active" | "trialing" | "canceled" = "active") {
  const user = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  await db
    .insertInto("stripe_customers")
    .values({ customer_id: `cus_${user.id}`, user_id: user.id, deleted_at: null })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto("stripe_subscriptions")
    .values({
      id: `sub_${crypto.randomUUID()}`,
      customer_id: `cus_${user.id}`,
      status,
      price_id: null,
      current_period_end: null,
      deleted_at: null,
    })
    .execute();
}

/** Gives a member of an institution (by address) a role, as its admin would. */
export async function setInstitutionRole(t: TestApp, email: string, role: "admin" | "evaluator" | "viewer") {
  const user = await t.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  const domain = email.slice(email.indexOf("@") + 1);
  const { institution_id } = await t.db
    .selectFrom("approved_domains")
    .select("institution_id")
    .where("domain", "=", domain)
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto("institution_members")
    .values({ institution_id, user_id: user.id, role, joined_via: "domain", removed_at: null })
    .onConflict((oc) => oc.columns(["institution_id", "user_id"]).doUpdateSet({ role }))
    .execute();
}

/** A signed-in user of each kind the authorisation matrix checks, with their cookies. */
export async function createRoleFixtures(t: TestApp) {
  const make = async (email: string, setup: (email: string) => Promise<void> = async () => {}) => {
    const res = await signUp(t, email);
    if (res.status !== 200) throw new Error(`sign-up failed for ${email}: ${await res.text()}`);
    await setup(email);
    return signIn(t, email);
  };
  const verified = (email: string) => markVerified(t.db, email);
  return {
    guest: undefined,
    unverified: await make("unverified@example.org"),
    registered: await make("registered@example.org", verified),
    subscriber: await make("subscriber@example.org", async (e) => {
      await verified(e);
      await grantSubscription(t.db, e);
    }),
    // An institution on an approved domain whose admin pays: its admin, an
    // evaluator (by address), a viewer and a member the admin may remove.
    ...(await (async () => {
      await approveDomain(t.db, "college.example");
      const institutionAdmin = await make("head@college.example", async (e) => {
        await verified(e);
        await t.db.updateTable("users").set({ role: "admin" }).where("email", "=", e).execute();
        await grantSubscription(t.db, e);
      });
      const institution = await make("member@college.example", verified);
      await make("leaver@college.example", verified);
      const viewer = await make("viewer@college.example", async (e) => {
        await verified(e);
        await setInstitutionRole(t, e, "viewer");
      });
      return { institution, viewer, institutionAdmin };
    })()),
    admin: await make("admin@example.org", async (e) => {
      await verified(e);
      await t.db.updateTable("users").set({ role: "admin" }).where("email", "=", e).execute();
    }),
    operator: await make("operator@example.org", async (e) => {
      await verified(e);
      await t.db.updateTable("users").set({ is_operator: true }).where("email", "=", e).execute();
    }),
  };
}

/** A response body for assertions (the assertions are the type check). */
// biome-ignore lint/suspicious/noExplicitAny: see above
export const json = (res: Response | undefined): Promise<any> => (res as Response).json();
