import { z } from "zod";

// /api/v1/reading-list: a premium user's saved guides, posts and country pages.
export const readingKinds = ["post", "event", "country"] as const;
export type ReadingKind = (typeof readingKinds)[number];

export const addReadingItemSchema = z.object({
  kind: z.enum(readingKinds, { message: "kind must be post, event or country" }),
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "slug must be lower-case words joined by hyphens")
    .max(120),
  /** Shown in the list; for countries the server uses the dataset's name instead. */
  title: z.string().trim().min(1, "title is required").max(200),
});
export type AddReadingItem = z.infer<typeof addReadingItemSchema>;

export const updateReadingItemSchema = z.object({ read: z.boolean({ message: "read must be true or false" }) });

export const readingItemSchema = z.object({
  id: z.string(),
  kind: z.enum(readingKinds),
  slug: z.string(),
  title: z.string(),
  read: z.boolean(),
  savedAt: z.string(),
});
export type ReadingItem = z.infer<typeof readingItemSchema>;

export const readingListSchema = z.object({ items: z.array(readingItemSchema) });
export type ReadingList = z.infer<typeof readingListSchema>;
