import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
// @ts-expect-error: a plain .mjs module shared with scripts/test.mjs
import { freePort } from "../../scripts/throwaway-postgres.mjs";
import { startMailCatcher } from "./mail-catcher.ts";
import { waitForHealth } from "./wait-for-health.ts";

/** The address the app treats as a platform operator in these journeys. */
export const OPERATOR_EMAIL = "operator@e2e.example";
/** Lets the monitoring journey read /metrics. */
export const E2E_METRICS_TOKEN = "e2e-metrics-token-0123456789";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    mailDir: string;
  }
}

let app: ChildProcess | undefined;
let dataDir: string | undefined;
let mailDir: string | undefined;
let mail: Awaited<ReturnType<typeof startMailCatcher>> | undefined;

/** Starts the built app the way a user would (`npm start`) on a free port and a fresh data directory. */
export async function setup(project: TestProject) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), "gradeatlas-e2e-"));
  mailDir = mkdtempSync(join(tmpdir(), "gradeatlas-e2e-mail-"));
  mail = await startMailCatcher(mailDir);
  app = spawn("npm", ["start"], {
    cwd: join(import.meta.dirname, "../.."),
    env: {
      ...process.env,
      PORT: String(port),
      BASE_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
      SMTP_URL: mail.url,
      OPERATOR_EMAILS: OPERATOR_EMAIL,
      // Every journey signs in from 127.0.0.1 within a few minutes.
      AUTH_RATE_LIMIT_PER_MINUTE: "200",
      METRICS_TOKEN: E2E_METRICS_TOKEN,
      // CRM sync stores credentials only with a key; its stand-in CRMs listen on 127.0.0.1.
      CRM_SECRETS_KEY: randomBytes(32).toString("hex"),
      CRM_ALLOW_PRIVATE_HOSTS: "true",
    },
    stdio: ["ignore", "inherit", "inherit"],
    detached: true, // its own process group, so teardown stops npm and the server together
  });
  await waitForHealth(baseUrl, app, 120_000);
  project.provide("baseUrl", baseUrl);
  project.provide("mailDir", mailDir);
}

export async function teardown() {
  if (app?.pid) {
    const exited = new Promise((resolve) => app?.once("exit", resolve));
    process.kill(-app.pid, "SIGTERM");
    // Bounded wait; unref'd so a finished run is not held open by the timer.
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000).unref())]);
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  await mail?.close();
  if (mailDir) rmSync(mailDir, { recursive: true, force: true });
}
