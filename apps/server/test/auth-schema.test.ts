import { getMigrations } from "better-auth/db/migration";
import { expect, it } from "vitest";
import { createAuth } from "../src/auth/auth.ts";
import { createLogger } from "../src/logger.ts";
import { createTestApp } from "./support/test-app.ts";

it("migration 0002 gives Better Auth every table and column it expects", async () => {
  const t = await createTestApp();
  const auth = createAuth({
    config: t.config,
    db: t.db,
    mailer: { send: async () => {} },
    logger: createLogger("silent"),
  });
  const { toBeCreated, toBeAdded } = await getMigrations(auth.options);
  expect(toBeCreated.map((x) => x.table)).toEqual([]);
  expect(toBeAdded.map((x) => `${x.table}: ${Object.keys(x.fields).join(", ")}`)).toEqual([]);
  await t.close();
});
