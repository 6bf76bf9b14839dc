import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeFixtureSite } from "./support/fixture-site.ts";
import { createPostgresDatabase, dropPostgresDatabase } from "./support/test-database.ts";

// The server as `npm start` runs it: compiled ahead of time (scripts/build-server.mjs).
const serverEntry = join(import.meta.dirname, "../dist/server.js");
const cleanups: (() => Promise<void>)[] = [];
beforeAll(() => {
  const built = spawnSync(process.execPath, [join(import.meta.dirname, "../../../scripts/build-server.mjs")], {
    stdio: "inherit",
  });
  if (built.status !== 0) throw new Error("the server did not build");
});
afterAll(async () => {
  for (const c of cleanups) await c();
});

async function startServer(): Promise<{ child: ChildProcess; port: number }> {
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: "0",
    // Vitest exports BASE_URL="/" (Vite's base path); the server needs a real address.
    BASE_URL: "http://127.0.0.1",
    NODE_ENV: "production",
    BETTER_AUTH_SECRET: "shutdown-test-secret-0123456789abcdef0123",
    LOG_LEVEL: "info",
    DATA_DIR: mkdtempSync(join(tmpdir(), "gradeatlas-data-")),
    WEB_DIST_DIR: writeFixtureSite(),
  };
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const { url, name } = await createPostgresDatabase(serverUrl);
    env.DATABASE_URL = url;
    cleanups.push(() => dropPostgresDatabase(serverUrl, name));
  }
  const child = spawn(process.execPath, [serverEntry], {
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`server exited early with ${code}`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on("line", (line) => {
      const entry = JSON.parse(line);
      if (typeof entry.port === "number") resolve(entry.port);
    });
  });
  return { child, port };
}

describe("SIGTERM", () => {
  it("lets an in-flight request finish, then exits cleanly", async () => {
    const { child, port } = await startServer();
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    const body = JSON.stringify({ message: "drain me", route: "/", occurredAt: new Date().toISOString() });

    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          port,
          method: "POST",
          path: "/api/client-errors",
          headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        },
        (res) => {
          let text = "";
          res.on("data", (chunk) => {
            text += chunk;
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on("error", reject);
      // Half the body now; the rest only after the server has been told to stop.
      req.write(body.slice(0, 20));
      setTimeout(() => {
        child.kill("SIGTERM");
        setTimeout(() => req.end(body.slice(20)), 300);
      }, 300);
    });

    const result = await response;
    expect(result.status).toBe(201);
    expect(JSON.parse(result.body)).toHaveProperty("id");
    expect(await exited).toBe(0);
  });
});
