// A country's exam can be an international qualification: Mauritius's Cambridge
// A Levels are Cambridge's own, graded and read exactly as everywhere else. Such a
// scale names the international scale (`"internationalScale": "int-cambridge-a-level"`)
// instead of copying its grades, US letters and other readings, so the copies cannot
// drift apart; it keeps what is the country's own: id, name, level, scope, default,
// notes, its local sources and review date.

/** What a country scale takes from the international scale it names (the file schema omits the same). */
export const sharedScaleMask = {
  direction: true,
  grades: true,
  bestGrade: true,
  passMark: true,
  method: true,
  alternatives: true,
  usEquivalence: true,
} as const;
const sharedScaleFields = Object.keys(sharedScaleMask);

type RawScale = Record<string, unknown> & { id?: unknown; internationalScale?: unknown; sources?: unknown };
type RawCountry = { scales?: unknown };

function rawScales(country: unknown): RawScale[] {
  const scales = (country as RawCountry | null)?.scales;
  return Array.isArray(scales) ? (scales as RawScale[]) : [];
}

/** Whether a raw country file has a scale that names an international scale (and so needs international.json). */
export function namesInternationalScale(country: unknown): boolean {
  return rawScales(country).some((s) => s?.internationalScale !== undefined);
}

/** A file's fault in naming an international scale; the message names the scale and field, like the schema's. */
export class InternationalScaleRefError extends Error {}

/**
 * The country with every scale that names an international scale completed from
 * it: the shared fields come from the international scale, and its sources come
 * first (they give the US letters), then the country's own. `international` is
 * the raw international.json; it may be left out when no scale names one.
 */
export function expandInternationalScales(country: unknown, international?: unknown): unknown {
  if (!namesInternationalScale(country)) return country;
  const byId = new Map(rawScales(international).map((s) => [s.id, s]));
  const scales = rawScales(country).map((scale, i) => {
    const ref = scale.internationalScale;
    if (ref === undefined) return scale;
    const at = `scales.${i} (${String(scale.id)})`;
    const shared = byId.get(ref);
    if (!shared) throw new InternationalScaleRefError(`${at}.internationalScale: no international scale "${ref}"`);
    for (const field of sharedScaleFields)
      if (field in scale)
        throw new InternationalScaleRefError(`${at}.${field}: comes from ${String(ref)}; remove it from this scale`);
    const own = Array.isArray(scale.sources) ? (scale.sources as { url?: unknown }[]) : [];
    const ownUrls = new Set(own.map((s) => s?.url));
    const inherited = (shared.sources as { url?: unknown }[]).filter((s) => !ownUrls.has(s.url));
    // A whole scale, as if written out: it no longer names the international scale.
    const { internationalScale: _, ...rest } = scale;
    const expanded: RawScale = { ...rest, sources: [...inherited, ...own] };
    for (const field of sharedScaleFields) if (field in shared) expanded[field] = shared[field];
    return expanded;
  });
  return { ...(country as object), scales };
}
