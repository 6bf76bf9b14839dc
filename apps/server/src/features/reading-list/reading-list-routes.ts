import {
  addReadingItemSchema,
  type ReadingItem,
  type ReadingList,
  updateReadingItemSchema,
} from "@gradeatlas/contracts/reading-list";
import { Hono } from "hono";
import { type AccessEnv, requireAccess } from "../../access/guard.ts";
import type { AppDeps } from "../../app-deps.ts";
import { AppError, notFound } from "../../errors.ts";
import { readJson } from "../../http/read-json.ts";

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
const MAX_ITEMS = 500;

type Row = { id: string; kind: ReadingItem["kind"]; slug: string; title: string; read: boolean; created_at: Date };
const toItem = (r: Row): ReadingItem => ({
  id: r.id,
  kind: r.kind,
  slug: r.slug,
  title: r.title,
  read: r.read,
  savedAt: new Date(r.created_at).toISOString(),
});

/**
 * /api/v1/reading-list (premium, docs/requirements.md §6): save a guide, post, event or
 * country page; list, mark read, remove. Only the owner sees an item.
 */
export function readingListRoutes({ db, catalog }: AppDeps) {
  const userOf = async (access: () => Promise<{ user: { id: string } | null }>) => (await access()).user?.id as string;
  const columns = ["id", "kind", "slug", "title", "read", "created_at"] as const;

  return new Hono<AccessEnv>()
    .use(requireAccess("premium"))
    .get("/", async (c) => {
      const rows = await db
        .selectFrom("reading_list_items")
        .select(columns)
        .where("user_id", "=", await userOf(c.var.access))
        .orderBy("created_at", "desc")
        .execute();
      const body: ReadingList = { items: rows.map(toItem) };
      return c.json(body);
    })
    .post("/", async (c) => {
      const userId = await userOf(c.var.access);
      const item = await readJson(c, addReadingItemSchema);
      let title = item.title;
      if (item.kind === "country") {
        const country = catalog.summaries.find((s) => s.slug === item.slug && s.code !== "INT");
        if (!country) throw notFound(`No country page "${item.slug}".`);
        title = country.name;
      }
      const count = await db
        .selectFrom("reading_list_items")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .where("user_id", "=", userId)
        .where((eb) => eb.not(eb.and([eb("kind", "=", item.kind), eb("slug", "=", item.slug)])))
        .executeTakeFirstOrThrow();
      // A full list is a conflict with what is saved, not a missing thing; re-saving an item already there still works.
      if (Number(count.n) >= MAX_ITEMS) {
        throw new AppError("conflict", `A reading list holds at most ${MAX_ITEMS} items. Remove some to save more.`);
      }
      // Saving twice keeps one entry: the same item comes back.
      const row = await db
        .insertInto("reading_list_items")
        .values({ user_id: userId, kind: item.kind, slug: item.slug, title })
        .onConflict((oc) => oc.columns(["user_id", "kind", "slug"]).doUpdateSet({ title }))
        .returning(columns)
        .executeTakeFirstOrThrow();
      return c.json(toItem(row), 201);
    })
    .patch("/:id", async (c) => {
      const { read } = await readJson(c, updateReadingItemSchema);
      const id = c.req.param("id");
      const row = isUuid(id)
        ? await db
            .updateTable("reading_list_items")
            .set({ read })
            .where("id", "=", id)
            .where("user_id", "=", await userOf(c.var.access))
            .returning(columns)
            .executeTakeFirst()
        : undefined;
      if (!row) throw notFound("No such item on your reading list.");
      return c.json(toItem(row));
    })
    .delete("/:id", async (c) => {
      const id = c.req.param("id");
      const result = isUuid(id)
        ? await db
            .deleteFrom("reading_list_items")
            .where("id", "=", id)
            .where("user_id", "=", await userOf(c.var.access))
            .executeTakeFirst()
        : undefined;
      if (!result || Number(result.numDeletedRows) === 0) throw notFound("No such item on your reading list.");
      return c.body(null, 204);
    });
}
