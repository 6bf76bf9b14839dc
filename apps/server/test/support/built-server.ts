import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { writeFixtureSite } from "./fixture-site.ts";
import { createPostgresDatabase, dropPostgresDatabase } from "./test-database.ts";

// The server as `npm start` runs it: compiled ahead of time (scripts/build-server.mjs).
const serverEntry = join(import.meta.dirname, "../../dist/server.js");

/** Vitest exports BASE_URL="/" (Vite's base path); the server needs a real address, and requests name it as Origin. */
export const BUILT_SERVER_ORIGIN = "http://127.0.0.1";

/** Compiles the server once per test file (call in beforeAll). */
export function buildServer(): void {
  const built = spawnSync(process.execPath, [join(import.meta.dirname, "../../../../scripts/build-server.mjs")], {
    stdio: "inherit",
  });
  if (built.status !== 0) throw new Error("the server did not build");
}

/**
 * Where a spawned server keeps its data: a new PGlite directory, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped by
 * `drop`). Pass the same store to a second start to reopen the same data.
 */
export interface ServerStore {
  env: Record<string, string>;
  drop(): Promise<void>;
}

export async function createServerStore(): Promise<ServerStore> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    return { env: { DATA_DIR: mkdtempSync(join(tmpdir(), "gradeatlas-data-")) }, drop: async () => {} };
  }
  const { url, name } = await createPostgresDatabase(serverUrl);
  return { env: { DATABASE_URL: url }, drop: () => dropPostgresDatabase(serverUrl, name) };
}

export interface BuiltServer {
  child: ChildProcess;
  port: number;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** The server's log lines so far, parsed. */
  logs: { msg?: string }[];
  /** Resolves once the server logs a line with this message. */
  logged(msg: string): Promise<void>;
}

/** Starts dist/server.js in production mode on a free port; resolves once it listens. */
export async function startBuiltServer(
  store: ServerStore,
  extraEnv: Record<string, string> = {},
): Promise<BuiltServer> {
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: "0",
    BASE_URL: BUILT_SERVER_ORIGIN,
    NODE_ENV: "production",
    BETTER_AUTH_SECRET: "built-server-test-secret-0123456789abcdef",
    LOG_LEVEL: "info",
    WEB_DIST_DIR: writeFixtureSite(),
    ...store.env,
    ...extraEnv,
  };
  const child = spawn(process.execPath, [serverEntry], { env, stdio: ["ignore", "pipe", "inherit"] });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const logs: { msg?: string }[] = [];
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  lines.on("line", (line) => logs.push(JSON.parse(line)));
  const logged = (msg: string) =>
    new Promise<void>((resolve) => {
      if (logs.some((entry) => entry.msg === msg)) return resolve();
      const listener = (line: string) => {
        if (JSON.parse(line).msg !== msg) return;
        lines.off("line", listener);
        resolve();
      };
      lines.on("line", listener);
    });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("exit", (code, signal) => reject(new Error(`server exited early with ${code ?? signal}`)));
    lines.on("line", (line) => {
      const entry = JSON.parse(line);
      if (typeof entry.port === "number") resolve(entry.port);
    });
  });
  return { child, port, exited, logs, logged };
}

/** A request to a started server as the browser sends it: the same-origin rule wants our own Origin, and JSON. */
export const builtApi = (
  server: BuiltServer,
  path: string,
  init: { method?: string; body?: unknown; cookie?: string } = {},
) =>
  fetch(`http://127.0.0.1:${server.port}${path}`, {
    method: init.method ?? "GET",
    headers: {
      origin: BUILT_SERVER_ORIGIN,
      ...(init.body !== undefined ? { "content-type": "application/json" } : {}),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
