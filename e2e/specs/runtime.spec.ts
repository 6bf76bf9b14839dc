import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { baseUrl } from "../support/app.ts";
import { E2E_METRICS_TOKEN } from "../support/global-setup.ts";

const rootPackage = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));
const major = (version: string) => version.split(".")[0];

describe("the runtime", () => {
  it("serves the app started with `npm start` on the Node that package.json pins", async () => {
    const res = await fetch(`${baseUrl()}/metrics`, { headers: { authorization: `Bearer ${E2E_METRICS_TOKEN}` } });
    const reported = /gradeatlas_build_info\{[^}]*node="([\d.]+)"\}/.exec(await res.text())?.[1];
    expect(reported, "the server reports its Node version in /metrics").toBeDefined();
    expect(major(reported as string)).toBe(major(rootPackage.devDependencies.node));
  });
});
