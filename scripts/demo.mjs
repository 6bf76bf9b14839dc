#!/usr/bin/env node
// `npm run demo`: the app with an account of every tier and a few hundred
// saved calculations, to try premium without Stripe, OPERATOR_EMAILS or links
// from the log (docs/decisions/0024-demo-data.md). Its data lives in
// .data/demo, never in DATA_DIR or DATABASE_URL, and it refuses production.
import { join } from "node:path";
import { buildIfStale, builtDemo, builtServer } from "./build-if-stale.mjs";
import { pinRuntime } from "./runtime.mjs";

pinRuntime();
if (process.env.NODE_ENV === "production") {
  console.error(
    "npm run demo does not run with NODE_ENV=production: it creates accounts whose password is printed for anyone to use. Start the real app with `npm start`.",
  );
  process.exit(1);
}

const root = new URL("..", import.meta.url).pathname;
// The demo's own data: the user's DATA_DIR, a DATABASE_URL and a mail server
// are left alone (demo mail stays in the outbox table).
process.env.DATA_DIR = join(root, ".data/demo");
delete process.env.DATABASE_URL;
delete process.env.SMTP_URL;

buildIfStale();
const demo = await import(builtDemo);
// Operators come from OPERATOR_EMAILS: the demo names its own.
process.env.OPERATOR_EMAILS = demo.DEMO_OPERATOR_EMAIL;
const accounts = await demo.seedDemoDatabase();
await import(builtServer);
const port = process.env.PORT || "3000";
console.log(demo.demoTable(accounts, process.env.BASE_URL || `http://localhost:${port}`));
