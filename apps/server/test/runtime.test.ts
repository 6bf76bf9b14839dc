import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const rootPackage = JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8"));
const pinned: string = rootPackage.devDependencies.node;

describe("the pinned runtime", () => {
  it("is an exact version that engines admit and npm may install", () => {
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(rootPackage.engines.node).toMatch(new RegExp(`^\\^${pinned.split(".")[0]}\\.`));
    // The node package installs its binary in a preinstall script, which npm runs only when allowed.
    expect(rootPackage.allowScripts.node).toBe(true);
  });

  it("runs this suite, so the server code is tested on the Node it ships on", () => {
    expect(process.versions.node.split(".")[0]).toBe(pinned.split(".")[0]);
  });
});
