import type { Scale, Source } from "@gradeatlas/engine";

/**
 * The source the calculator names beside a scale: the first that gives the US
 * letters, not a ministry or university that only describes the local grades
 * (files list sources in no particular order). A scale with local grades only
 * names its first source.
 */
export function leadSource(scale: Pick<Scale, "sources">): Source | undefined {
  return scale.sources.find((s) => s.confirms !== "local-scale") ?? scale.sources[0];
}
