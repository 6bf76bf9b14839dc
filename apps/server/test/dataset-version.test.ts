import { readFileSync } from "node:fs";
import { join } from "node:path";
import { datasetVersion } from "@gradeatlas/engine";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, signIn, signUp } from "./support/accounts.ts";
import { createTestApp, jsonRequest } from "./support/test-app.ts";

// The dataset's version (issue 17): the newest entry of the changelog, carried
// by every conversion the API answers and recorded with every saved calculation.
const changelog = readFileSync(join(import.meta.dirname, "../../../packages/engine/data/CHANGELOG.md"), "utf8");
const newestEntry = /^## (\S+)$/m.exec(changelog)?.[1];

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true" } });
  await signUp(t, "versions@example.org");
  cookie = await signIn(t, "versions@example.org");
}, 300_000);
afterAll(async () => {
  await t.close();
});

const transcript = { country: "DE", scale: "de-university", courses: [{ grade: "2.0", credits: 6 }] };

describe("the dataset version", () => {
  it("is the changelog's newest entry", () => {
    expect(newestEntry).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(datasetVersion).toBe(newestEntry);
  });

  it("comes with a grade and a transcript conversion", async () => {
    const grade = await json(
      await t.app.request("/api/v1/convert/grade", jsonRequest("POST", { country: "DE", grade: "2.0" })),
    );
    expect(grade.datasetVersion).toBe(newestEntry);
    const whole = await json(await t.app.request("/api/v1/convert/transcript", jsonRequest("POST", transcript)));
    expect(whole.datasetVersion).toBe(newestEntry);
  });

  it("is recorded with a saved calculation: in the list, the saved result and the CSV's last column", async () => {
    const saved = await json(
      await t.app.request("/api/v1/calculations", {
        ...jsonRequest("POST", transcript),
        headers: { "content-type": "application/json", cookie },
      }),
    );
    expect(saved.datasetVersion).toBe(newestEntry);
    const read = await json(await t.app.request(`/api/v1/calculations/${saved.id}`, { headers: { cookie } }));
    expect(read).toMatchObject({ datasetVersion: newestEntry, result: { datasetVersion: newestEntry } });
    const { calculations } = await json(await t.app.request("/api/v1/calculations", { headers: { cookie } }));
    expect(calculations[0].datasetVersion).toBe(newestEntry);
  });

  it("is null for a calculation saved before versions were recorded", async () => {
    const saved = await json(
      await t.app.request("/api/v1/calculations", {
        ...jsonRequest("POST", transcript),
        headers: { "content-type": "application/json", cookie },
      }),
    );
    await sql`update calculations set dataset_version = null where id = ${saved.id}`.execute(t.db);
    const read = await json(await t.app.request(`/api/v1/calculations/${saved.id}`, { headers: { cookie } }));
    expect(read.datasetVersion).toBeNull();
  });
});
