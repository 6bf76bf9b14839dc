import type { Db } from "../../db/open-database.ts";
import type { CheckedImage } from "./check-image.ts";

/** Stores a checked image and returns its id. Buffers, so both database drivers write bytea. */
export async function storeImage(db: Db, image: CheckedImage, userId: string): Promise<string> {
  const row = await db
    .insertInto("branding_images")
    .values({
      format: image.format,
      data: Buffer.from(image.data),
      png: image.png ? Buffer.from(image.png) : null,
      width: image.width,
      height: image.height,
      created_by: userId,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Deletes an image no longer used (the one a replace or remove let go of). */
export async function dropImage(db: Db, id: string | null | undefined): Promise<void> {
  if (id) await db.deleteFrom("branding_images").where("id", "=", id).execute();
}

/** What an audit line says about an image: "PNG, 600 × 200 px, 14 KB". */
export const describeImage = (image: CheckedImage) =>
  `${image.format === "jpg" ? "JPEG" : image.format.toUpperCase()}, ${image.width} × ${image.height} px, ${Math.ceil(image.data.length / 1024)} KB`;
