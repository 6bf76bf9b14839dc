import { type CustomScale, customScaleListSchema, customScaleSchema } from "@gradeatlas/contracts/custom-scales";
import { type Scale, scaleSchema } from "@gradeatlas/engine";
import { apiRequest } from "../../lib/api-client";

/** One version of an institution's scale as the calculator uses it: converted in the browser, saved by its ref. */
export interface CustomScaleChoice {
  /** "custom:<id>@<version>": what a conversion or save names as its scale. */
  ref: string;
  id: string;
  version: number;
  country: string;
  name: string;
  archived: boolean;
  /** The engine's scale, checked again here with the engine's schema before anything converts with it. */
  scale: Scale;
}

const toChoice = (s: CustomScale): CustomScaleChoice => ({
  ref: s.ref,
  id: s.id,
  version: s.version,
  country: s.country,
  name: s.name,
  archived: s.archived,
  scale: scaleSchema.parse(s.scale),
});

/**
 * The institution's scales in use, newest version of each (members only; anyone else gets a 403).
 * The calculator caches it under ["custom-scales", "calculator"], below the editor's key, so saving
 * or archiving a scale there refreshes the calculator's list too.
 */
export const fetchCalculatorScales = async (signal?: AbortSignal): Promise<CustomScaleChoice[]> =>
  (await apiRequest("/v1/custom-scales", { schema: customScaleListSchema, signal })).scales.map(toChoice);

/** One version of one scale, archived ones too: what a saved calculation reopens with. */
export const fetchScaleVersion = async (id: string, version: number, signal?: AbortSignal) =>
  toChoice(
    await apiRequest(`/v1/custom-scales/${encodeURIComponent(id)}?version=${version}`, {
      schema: customScaleSchema,
      signal,
    }),
  );
