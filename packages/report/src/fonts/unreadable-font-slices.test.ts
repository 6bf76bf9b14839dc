import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { unreadableSlices } from "./font-plan";

// @react-pdf reads fonts with fontkit; a slice whose cmap it cannot parse makes
// every report that draws with it fail. The plan skips the slices listed in
// unreadableSlices: this reads every slice the report may use with the same
// fontkit, so a font or fontkit upgrade that breaks (or mends) one shows here.

const require = createRequire(import.meta.url);
const fontkit = require("fontkit") as { openSync(path: string): { hasGlyphForCodePoint(cp: number): boolean } };

// Every @fontsource package the report depends on.
const packages = Object.keys((require("../../package.json") as { dependencies: Record<string, string> }).dependencies)
  .filter((name) => name.startsWith("@fontsource/"))
  .map((name) => name.slice("@fontsource/".length));

function readable(path: string): boolean {
  try {
    fontkit.openSync(path).hasGlyphForCodePoint(0x41);
    return true;
  } catch {
    return false;
  }
}

describe("font slices fontkit cannot read", () => {
  it("are exactly the ones the font plan skips", { timeout: 120_000 }, () => {
    // Both weights the plan registers (font-plan.ts: 400, and 700 where a family is bold).
    const weight = /-(400|700)-normal\.woff$/;
    const unreadable = new Set<string>();
    for (const pkg of packages) {
      const files = join(dirname(require.resolve(`@fontsource/${pkg}/unicode.json`)), "files");
      for (const file of readdirSync(files).filter((f) => weight.test(f))) {
        if (!readable(join(files, file))) unreadable.add(file.replace(weight, ""));
      }
    }
    expect([...unreadable].sort()).toEqual([...unreadableSlices].sort());
  });
});
