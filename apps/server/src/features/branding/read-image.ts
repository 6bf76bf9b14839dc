import type { Db } from "../../db/open-database.ts";
import { notFound } from "../../errors.ts";

export type StoredImage = { format: "png" | "jpg" | "svg"; data: Uint8Array; png: Uint8Array | null };

async function imageById(db: Db, id: string | null | undefined): Promise<StoredImage | null> {
  if (!id) return null;
  const row = await db
    .selectFrom("branding_images")
    .select(["format", "data", "png"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row
    ? { format: row.format, data: new Uint8Array(row.data), png: row.png ? new Uint8Array(row.png) : null }
    : null;
}

/** The institution's logo as stored (an SVG's sanitised text), or null. */
export async function readLogo(db: Db, institutionId: string): Promise<StoredImage | null> {
  const row = await db
    .selectFrom("institution_branding")
    .select("logo_id")
    .where("institution_id", "=", institutionId)
    .executeTakeFirst();
  return imageById(db, row?.logo_id);
}

/** A member's signature as stored, or null. */
export async function readSignature(db: Db, userId: string, institutionId: string | null): Promise<StoredImage | null> {
  const row = await db
    .selectFrom("member_branding")
    .select("signature_id")
    .where("user_id", "=", userId)
    .where((eb) => (institutionId ? eb("institution_id", "=", institutionId) : eb("institution_id", "is", null)))
    .executeTakeFirst();
  return imageById(db, row?.signature_id);
}

const contentTypes = { png: "image/png", jpg: "image/jpeg", svg: "image/svg+xml" } as const;

/**
 * An image as an HTTP answer. An SVG is sanitised already; its own CSP
 * forbids scripts and every outside load anyway, should it be opened as a
 * page, and nosniff keeps a browser from reading any image as something else.
 */
export function imageResponse(image: StoredImage | null, missing: string): Response {
  if (!image) throw notFound(missing);
  const headers: Record<string, string> = {
    "Content-Type": contentTypes[image.format],
    "X-Content-Type-Options": "nosniff",
    "Content-Disposition": "inline",
    "Cache-Control": "private, no-cache",
  };
  if (image.format === "svg") headers["Content-Security-Policy"] = "default-src 'none'; style-src 'unsafe-inline'";
  return new Response(Buffer.from(image.data), { status: 200, headers });
}
