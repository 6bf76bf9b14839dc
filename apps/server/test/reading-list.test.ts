import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantSubscription, json, markVerified, signIn, signUp } from "./support/accounts.ts";
import { createTestApp } from "./support/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let subscriber: string;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true" } });
  await signUp(t, "reader@example.org");
  await markVerified(t.db, "reader@example.org");
  await grantSubscription(t.db, "reader@example.org");
  subscriber = await signIn(t, "reader@example.org");
}, 60_000);
afterAll(async () => {
  await t.close();
});

const call = (path: string, method = "GET", body?: unknown) =>
  t.app.request(`/api/v1/reading-list${path}`, {
    method,
    headers: { cookie: subscriber, ...(body !== undefined ? { "content-type": "application/json" } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe("the reading list", () => {
  it("saves a page once, marks it read, and removes it", async () => {
    const first = await json(await call("", "POST", { kind: "country", slug: "india", title: "anything" }));
    expect(first.title).toBe("India"); // the dataset's name, not the client's
    const again = await json(await call("", "POST", { kind: "country", slug: "india", title: "India" }));
    expect(again.id).toBe(first.id);
    expect((await json(await call(""))).items).toHaveLength(1);

    expect((await json(await call(`/${first.id}`, "PATCH", { read: true }))).read).toBe(true);
    expect((await call(`/${first.id}`, "DELETE")).status).toBe(204);
    expect((await json(await call(""))).items).toEqual([]);
    expect((await call(`/${first.id}`, "DELETE")).status).toBe(404);
  });

  it("holds at most 500 items: a new one is a 409 once full, re-saving one already there still works", async () => {
    const user = await t.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "reader@example.org")
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto("reading_list_items")
      .values(
        Array.from({ length: 500 }, (_, i) => ({
          user_id: user.id,
          kind: "post" as const,
          slug: `post-${i}`,
          title: `Post ${i}`,
        })),
      )
      .execute();
    const full = await call("", "POST", { kind: "country", slug: "india", title: "India" });
    expect(full.status).toBe(409);
    expect((await json(full)).error.message).toBe("A reading list holds at most 500 items. Remove some to save more.");
    expect((await call("", "POST", { kind: "post", slug: "post-7", title: "Post 7" })).status).toBe(201);
    await t.db.deleteFrom("reading_list_items").where("user_id", "=", user.id).execute();
  });

  it("refuses an unknown kind, a bad slug, an unknown country and a non-boolean read", async () => {
    const kind = await call("", "POST", { kind: "video", slug: "x", title: "X" });
    expect(kind.status).toBe(400);
    expect((await json(kind)).error.message).toBe("kind: kind must be post, event or country");
    expect((await call("", "POST", { kind: "post", slug: "Not A Slug", title: "X" })).status).toBe(400);
    expect((await call("", "POST", { kind: "country", slug: "atlantis", title: "Atlantis" })).status).toBe(404);
    expect((await call("/not-an-id", "PATCH", { read: "yes" })).status).toBe(400);
  });
});
