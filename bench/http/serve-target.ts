// Started by health-throughput.ts in a child process, so the load generator and
// the server do not share a core. "app" is the real app (its /api/health runs a
// database query on in-memory PGlite); "bare" is a Hono route that only
// answers JSON: the ceiling for any route on this machine; "site" is the app
// with the built web app, for the page-weight benchmark.
import { createServer } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { buildApp } from "../../apps/server/src/app.ts";
import { loadConfig } from "../../apps/server/src/config.ts";
import { migrations } from "../../apps/server/src/db/migrations/index.ts";
import { migrate } from "../../apps/server/src/db/migrator.ts";
import { openDatabase } from "../../apps/server/src/db/open-database.ts";
import { loadGradingCatalog } from "../../apps/server/src/features/grading-systems/grading-catalog.ts";
import { loadStaticSite } from "../../apps/server/src/http/static-site.ts";
import { createLogger } from "../../apps/server/src/logger.ts";

const target = process.argv[2];
// The page benchmarks need real absolute URLs (canonical, og:url): a known port.
const port = target === "site" ? await freePort() : 0;
let fetch: (req: Request) => Response | Promise<Response>;
if (target === "bare") {
  const bare = new Hono().get("/api/health", (c) => c.json({ status: "ok" }));
  fetch = bare.fetch;
} else {
  const database = await openDatabase({ memory: true });
  await migrate(database.db, migrations);
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    BASE_URL: `http://127.0.0.1${port ? `:${port}` : ""}`,
    BETTER_AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0000",
  });
  const app = buildApp({
    config,
    db: database.db,
    dbKind: database.kind,
    logger: createLogger("silent"),
    catalog: await loadGradingCatalog(),
    site:
      target === "site"
        ? loadStaticSite(new URL("../../apps/web/dist", import.meta.url).pathname, { baseUrl: config.BASE_URL })
        : null,
    version: "bench",
  });
  fetch = app.fetch;
}
serve({ fetch, port, hostname: "127.0.0.1" }, (info) => {
  process.stdout.write(`${JSON.stringify({ port: info.port })}\n`);
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}
