import { grantSubscription, markVerified, signIn, signUp } from "./accounts.ts";
import type { createTestApp } from "./test-app.ts";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * People of one test app, by address: sign them up (verified unless told
 * otherwise), give them the admin role or a plan, sign them in, and send
 * requests as them (JSON, from the app's own origin). `app` is read at each
 * call, so the helper can be made before the app starts.
 */
export function people(app: () => TestApp) {
  const cookies: Record<string, string> = {};
  const ids: Record<string, string> = {};

  async function user(email: string, opts: { verified?: boolean; admin?: boolean; plan?: boolean } = {}) {
    const t = app();
    await signUp(t, email);
    if (opts.verified !== false) await markVerified(t.db, email);
    if (opts.admin) await t.db.updateTable("users").set({ role: "admin" }).where("email", "=", email).execute();
    if (opts.plan) await grantSubscription(t.db, email);
    cookies[email] = await signIn(t, email);
    ids[email] = (await t.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
  }

  const send = (method: string, path: string, email: string | null, body?: unknown) =>
    app().app.request(path, {
      method,
      headers: {
        "content-type": "application/json",
        origin: app().config.BASE_URL,
        ...(email ? { cookie: cookies[email] as string } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const get = (path: string, email: string | null) => send("GET", path, email);

  return { user, send, get, cookies, ids };
}
