import type { BrandingImage, BrandingResponse } from "@gradeatlas/contracts/branding";
import type { Db } from "../../db/open-database.ts";
import type { BrandingCaller } from "./branding-caller.ts";

type ImageRow = {
  id: string;
  format: "png" | "jpg" | "svg";
  width: number;
  height: number;
  bytes: number;
  created_at: Date;
};

async function imageInfo(db: Db, id: string | null, path: string): Promise<BrandingImage | null> {
  if (!id) return null;
  const row: ImageRow | undefined = await db
    .selectFrom("branding_images")
    .select([
      "id",
      "format",
      "width",
      "height",
      (eb) => eb.fn<number>("octet_length", ["data"]).as("bytes"),
      "created_at",
    ])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    format: row.format,
    width: row.width,
    height: row.height,
    bytes: Number(row.bytes),
    // The image's id in the address: a new upload is a new address, so no cache shows the old one.
    url: `/api/v1/branding/${path}?v=${row.id}`,
    uploadedAt: new Date(row.created_at).toISOString(),
  };
}

/** The caller's member row: their title and signature within their institution (or on their own). */
export function memberBranding(db: Db, userId: string, institutionId: string | null) {
  return db
    .selectFrom("member_branding")
    .select(["title", "signature_id"])
    .where("user_id", "=", userId)
    .where((eb) => (institutionId ? eb("institution_id", "=", institutionId) : eb("institution_id", "is", null)))
    .executeTakeFirst();
}

/** The institution's branding row, or null until an admin first saves. */
export function institutionBranding(db: Db, institutionId: string) {
  return db
    .selectFrom("institution_branding as b")
    .leftJoin("users as u", "u.id", "b.updated_by")
    .select(["b.office_name", "b.address", "b.paper_size", "b.logo_id", "b.updated_at", "u.email"])
    .where("b.institution_id", "=", institutionId)
    .executeTakeFirst();
}

/** The name printed as the evaluator's: the name they gave, else their address. */
export async function printedName(db: Db, userId: string): Promise<string> {
  const user = await db
    .selectFrom("users")
    .select(["name", "full_name", "email"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  return (user.full_name || user.name || user.email).trim();
}

/** GET /api/v1/branding: the institution's report branding (if any) and the caller's own. */
export async function readBranding(db: Db, caller: BrandingCaller): Promise<BrandingResponse> {
  const mine = await memberBranding(db, caller.user.id, caller.institution?.id ?? null);
  const me = {
    name: await printedName(db, caller.user.id),
    title: mine?.title ?? "",
    signature: await imageInfo(db, mine?.signature_id ?? null, "me/signature"),
  };
  if (!caller.institution) return { institution: null, me };
  const row = await institutionBranding(db, caller.institution.id);
  return {
    institution: {
      id: caller.institution.id,
      name: caller.institution.name,
      officeName: row?.office_name || caller.institution.name,
      officeNameIsDefault: !row?.office_name,
      address: row?.address ?? "",
      paperSize: row?.paper_size ?? "A4",
      logo: await imageInfo(db, row?.logo_id ?? null, "institution/logo"),
      canEdit: caller.institution.role === "admin",
      updatedAt: row ? new Date(row.updated_at).toISOString() : null,
      updatedBy: row ? (row.email ?? null) : null,
    },
    me,
  };
}
