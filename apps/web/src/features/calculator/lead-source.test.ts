import { loadCountry } from "@gradeatlas/engine";
import { describe, expect, it } from "vitest";
import { leadSource } from "./lead-source";

const scale = async (code: string, id: string) => {
  const found = (await loadCountry(code)).scales.find((s) => s.id === id);
  if (!found) throw new Error(`${id} missing`);
  return found;
};

describe("the source named beside a scale", () => {
  it("is the one that gives the US letters, not a university describing its own grades", async () => {
    // Keio's page is listed first but only describes Japanese marks; Toronto's table gives the letters.
    const japan = await scale("JP", "jp-100-point");
    expect(japan.sources[0]?.confirms).toBe("local-scale");
    expect(leadSource(japan)?.publisher).toMatch(/University of Toronto/);
  });

  it("is the first source of a scale recorded with its local grades only", async () => {
    const hongKong = await scale("HK", "hk-hkdse");
    expect(hongKong.usEquivalence).toBe("none-published");
    expect(leadSource(hongKong)).toBe(hongKong.sources[0]);
  });
});
