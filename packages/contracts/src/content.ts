import { z } from "zod";

// The front matter of content/posts/*.md and content/events/*.md. The build
// refuses a file that does not match, naming the file and the field.

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD");
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens");
const source = z.object({ title: z.string().min(1), url: z.url({ protocol: /^https$/ }) });
const tags = z
  .array(z.string().regex(/^[a-z0-9-]+$/, "tags are lower-case words with hyphens"))
  .min(1)
  .max(8);

export const postFrontMatterSchema = z.object({
  title: z.string().min(5).max(120),
  slug,
  kind: z.enum(["guide", "post"]),
  description: z.string().min(50).max(200),
  date: isoDate,
  updated: isoDate.optional(),
  author: z.string().min(1),
  section: z.string().min(1),
  tags,
  countries: z.array(z.string().regex(/^[A-Z]{2}$/)).default([]),
  sources: z.array(source).min(1, "needs at least one source"),
});
export type PostFrontMatter = z.infer<typeof postFrontMatterSchema>;

export const eventFrontMatterSchema = z.object({
  title: z.string().min(5).max(140),
  slug,
  organiser: z.string().min(1),
  start: isoDate,
  end: isoDate,
  city: z.string().optional(),
  country: z.string().optional(),
  venue: z.string().optional(),
  online: z.boolean().default(false),
  url: z.url({ protocol: /^https?$/ }),
  description: z.string().min(30).max(220),
  tags,
  sources: z.array(source).min(1, "needs at least one source"),
});
export type EventFrontMatter = z.infer<typeof eventFrontMatterSchema>;

export type PostMeta = PostFrontMatter & { readingMinutes: number };
export type EventMeta = EventFrontMatter;
export interface ContentBody {
  /** Sanitised HTML rendered from the Markdown at build time. */
  html: string;
}
