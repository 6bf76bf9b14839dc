import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, request, type Server } from "node:http";
import { join } from "node:path";
// @ts-expect-error: a plain .mjs module shared with scripts/test.mjs
import { freePort, startThrowawayPostgres } from "../../scripts/throwaway-postgres.mjs";
import { waitForHealth } from "./wait-for-health.ts";

const serverEntry = join(import.meta.dirname, "../../apps/server/dist/server.js");

/**
 * A loopback balancer in front of several app servers: every request goes to
 * the instance chosen with `use`, and `served` records which one answered
 * each path. It passes the client's X-Forwarded-For on (or adds the socket's
 * address), as a proxy the app is told to trust would.
 */
export interface Balancer {
  url: string;
  use(instance: number): void;
  served: { instance: number; path: string }[];
  close(): Promise<void>;
}

export async function startBalancer(ports: number[]): Promise<Balancer> {
  let current = 0;
  const served: Balancer["served"] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    const instance = current;
    served.push({ instance, path: req.url ?? "" });
    const headers = { ...req.headers, "x-forwarded-for": req.headers["x-forwarded-for"] ?? req.socket.remoteAddress };
    const upstream = request(
      { host: "127.0.0.1", port: ports[instance], method: req.method, path: req.url, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    use(instance) {
      current = instance;
    },
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A PostgreSQL server for the run: npm test's (TEST_DATABASE_URL), else a throwaway one started here. */
export async function postgresServer(): Promise<{ url: string; stop: () => void }> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) return { url: given, stop: () => {} };
  return startThrowawayPostgres();
}

/**
 * The built server (apps/server/dist/server.js, as `npm start` runs it), one
 * process per port, all on one database and one secret behind one address.
 */
export async function startInstances(options: {
  count: number;
  databaseUrl: string;
  baseUrl: (ports: number[]) => Promise<string>;
  env?: Record<string, string>;
}): Promise<{ ports: number[]; stop: () => Promise<void> }> {
  const ports: number[] = [];
  for (let i = 0; i < options.count; i++) ports.push(await freePort());
  const baseUrl = await options.baseUrl(ports);
  const secret = randomBytes(32).toString("hex");
  const children: ChildProcess[] = ports.map((port) =>
    spawn(process.execPath, [serverEntry], {
      env: {
        ...process.env,
        PORT: String(port),
        BASE_URL: baseUrl,
        DATABASE_URL: options.databaseUrl,
        BETTER_AUTH_SECRET: secret,
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
        TRUST_PROXY: "true",
        ...options.env,
      },
      stdio: ["ignore", "inherit", "inherit"],
    }),
  );
  // Started together on an empty database: both migrate at once.
  await Promise.all(
    ports.map((port, i) => waitForHealth(`http://127.0.0.1:${port}`, children[i] as ChildProcess, 60_000)),
  );
  return {
    ports,
    async stop() {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once("exit", () => resolve());
              child.kill("SIGTERM");
            }),
        ),
      );
    },
  };
}
