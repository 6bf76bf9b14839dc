import type { AddReadingItem, ReadingItem } from "@gradeatlas/contracts/reading-list";
import type { Db } from "../../db/open-database.ts";
import { isUuid } from "../../db/uuid.ts";
import { AppError, notFound } from "../../errors.ts";

const MAX_ITEMS = 500;
const columns = ["id", "kind", "slug", "title", "read", "created_at"] as const;

type Row = { id: string; kind: ReadingItem["kind"]; slug: string; title: string; read: boolean; created_at: Date };
const toItem = (r: Row): ReadingItem => ({
  id: r.id,
  kind: r.kind,
  slug: r.slug,
  title: r.title,
  read: r.read,
  savedAt: new Date(r.created_at).toISOString(),
});
const noSuchItem = () => notFound("No such item on your reading list.");

/** The user's reading list, newest first. */
export async function listReadingItems(db: Db, userId: string): Promise<ReadingItem[]> {
  const rows = await db
    .selectFrom("reading_list_items")
    .select(columns)
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .execute();
  return rows.map(toItem);
}

/** Saves an item; saving it twice keeps one entry and gives the same item back. */
export async function saveReadingItem(db: Db, userId: string, item: AddReadingItem): Promise<ReadingItem> {
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
  const row = await db
    .insertInto("reading_list_items")
    .values({ user_id: userId, kind: item.kind, slug: item.slug, title: item.title })
    .onConflict((oc) => oc.columns(["user_id", "kind", "slug"]).doUpdateSet({ title: item.title }))
    .returning(columns)
    .executeTakeFirstOrThrow();
  return toItem(row);
}

/** Marks one of the user's items read or unread; anyone else's is a 404 like a missing one. */
export async function markReadingItem(db: Db, userId: string, id: string, read: boolean): Promise<ReadingItem> {
  const row = isUuid(id)
    ? await db
        .updateTable("reading_list_items")
        .set({ read })
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .returning(columns)
        .executeTakeFirst()
    : undefined;
  if (!row) throw noSuchItem();
  return toItem(row);
}

/** Removes one of the user's items; anyone else's is a 404 like a missing one. */
export async function removeReadingItem(db: Db, userId: string, id: string): Promise<void> {
  const result = isUuid(id)
    ? await db.deleteFrom("reading_list_items").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst()
    : undefined;
  if (!result || Number(result.numDeletedRows) === 0) throw noSuchItem();
}
