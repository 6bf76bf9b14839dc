import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { syncOperators } from "./access/resolve-access.ts";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { migrations } from "./db/migrations/index.ts";
import { migrate } from "./db/migrator.ts";
import { databaseTarget, openDatabase } from "./db/open-database.ts";
import { createSyncWorker } from "./features/crm-sync/index.ts";
import { loadGradingCatalog } from "./features/grading-systems/grading-catalog.ts";
import { createNoticeWorker } from "./features/notices/index.ts";
import { loadStaticSite } from "./http/static-site.ts";
import { createLogger } from "./logger.ts";

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (e) {
  if (e instanceof ConfigError) {
    console.error(e.message);
    process.exit(1);
  }
  throw e;
}

const logger = createLogger(config.LOG_LEVEL);
const rootPackage = JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8"));
const webDist = config.WEB_DIST_DIR ?? fileURLToPath(new URL("../../web/dist", import.meta.url));

const database = await openDatabase(databaseTarget(config), (err) =>
  logger.warn({ err }, "an idle database connection was closed by the server; the pool replaces it"),
);
const applied = await migrate(database.db, migrations);
if (applied.length) logger.info({ applied }, "migrations applied");
await syncOperators(database.db, config.OPERATOR_EMAILS);

const catalog = await loadGradingCatalog();
const app = buildApp({
  config,
  db: database.db,
  dbKind: database.kind,
  logger,
  catalog,
  site: loadStaticSite(webDist, { baseUrl: config.BASE_URL }),
  version: rootPackage.version,
});

// Notices to applicants wait in the database; this sends them (decision 0046).
// Without SMTP_URL nothing can be sent and nothing is queued.
const noticeWorker = config.SMTP_URL ? createNoticeWorker({ db: database.db, config, logger }) : null;
noticeWorker?.start();

// CRM deliveries wait in the database too; this sends them (decision 0049).
const syncWorker = createSyncWorker({ db: database.db, config, logger, catalog });
syncWorker.start();

// Once draining, every answer says `Connection: close`, so keep-alive clients
// open a new connection (to a server that is still up) instead of sending
// their next request down one that is about to close.
let stopping = false;
const fetch: typeof app.fetch = async (request, ...rest) => {
  const response = await app.fetch(request, ...rest);
  if (stopping) {
    try {
      response.headers.set("Connection", "close");
    } catch {
      // A response with immutable headers: the idle sweep below closes its connection.
    }
  }
  return response;
};

const server = serve({ fetch, port: config.PORT }, (info) => {
  logger.info(
    { port: info.port, database: database.kind, baseUrl: config.BASE_URL, node: process.versions.node },
    `GradeAtlas listening on ${config.BASE_URL}`,
  );
});
// Node closes an idle keep-alive connection after 5 s; a client that sends its next
// request down it at that moment gets "socket hang up" (an e2e journey did, under load).
// Idle connections now live longer than a load balancer's usual 60 s, so the client or
// the balancer closes first; headersTimeout must exceed keepAliveTimeout.
if ("keepAliveTimeout" in server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

// SIGTERM: stop accepting, let in-flight requests finish, then close the
// database. A timeout bounds the wait so a stuck client cannot hold a deploy.
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down: draining requests");
  const force = setTimeout(() => {
    logger.warn("drain timed out; closing remaining connections");
    if ("closeAllConnections" in server) server.closeAllConnections();
  }, config.SHUTDOWN_TIMEOUT_MS);
  force.unref();
  // Connections that finish their last request become idle later: keep closing
  // idle ones until the server has none left.
  const sweep = setInterval(() => {
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  }, 50);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  clearInterval(sweep);
  // A send in progress finishes and records what the mail server said; the rest stay queued.
  await noticeWorker?.stop();
  // Likewise a CRM delivery in progress records its outcome; a kill -9 leaves it claimed, due again after the claim.
  await syncWorker.stop();
  await database.close();
  logger.info("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
