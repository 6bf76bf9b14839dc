// A custom scale's reference on its own, without the definition's zod schema: the
// calculator's first view reads refs for every visitor, and a schema built at
// module load cannot be left out of a bundle that imports its module.

/** The reference a request uses for a custom scale: "custom:<id>" (newest version) or "custom:<id>@<version>". */
export const customScaleRef = (id: string, version?: number) => `custom:${id}${version ? `@${version}` : ""}`;

/** Reads "custom:<uuid>[@<version>]"; null for any other scale id. */
export function parseCustomScaleRef(ref: string | undefined): { id: string; version: number | null } | null {
  const m = /^custom:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:@([1-9][0-9]{0,5}))?$/i.exec(
    ref ?? "",
  );
  if (!m) return null;
  return { id: (m[1] as string).toLowerCase(), version: m[2] ? Number(m[2]) : null };
}
