import { addReadingItemSchema, type ReadingList, updateReadingItemSchema } from "@gradeatlas/contracts/reading-list";
import { Hono } from "hono";
import { type AccessEnv, requireAccess } from "../../access/guard.ts";
import type { AppDeps } from "../../app-deps.ts";
import { notFound } from "../../errors.ts";
import { readJson } from "../../http/read-json.ts";
import { listReadingItems, markReadingItem, removeReadingItem, saveReadingItem } from "./reading-list-queries.ts";

/**
 * /api/v1/reading-list (premium, docs/requirements.md §6): save a guide, post, event or
 * country page; list, mark read, remove. Only the owner sees an item.
 */
export function readingListRoutes({ db, catalog }: AppDeps) {
  const userOf = async (access: () => Promise<{ user: { id: string } | null }>) => (await access()).user?.id as string;

  return new Hono<AccessEnv>()
    .use(requireAccess("premium"))
    .get("/", async (c) => {
      const body: ReadingList = { items: await listReadingItems(db, await userOf(c.var.access)) };
      return c.json(body);
    })
    .post("/", async (c) => {
      const userId = await userOf(c.var.access);
      const item = await readJson(c, addReadingItemSchema);
      let title = item.title;
      if (item.kind === "country") {
        // A country page is saved under the catalog's name for it, whatever the client sent.
        const country = catalog.summaries.find((s) => s.slug === item.slug && s.code !== "INT");
        if (!country) throw notFound(`No country page "${item.slug}".`);
        title = country.name;
      }
      return c.json(await saveReadingItem(db, userId, { ...item, title }), 201);
    })
    .patch("/:id", async (c) => {
      const { read } = await readJson(c, updateReadingItemSchema);
      return c.json(await markReadingItem(db, await userOf(c.var.access), c.req.param("id"), read));
    })
    .delete("/:id", async (c) => {
      await removeReadingItem(db, await userOf(c.var.access), c.req.param("id"));
      return c.body(null, 204);
    });
}
