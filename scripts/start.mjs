#!/usr/bin/env node
// `npm start`: builds what is missing or older than its sources (the web app
// with `npm run build`, the server with the much quicker `build:server`), then
// runs the compiled server in this same process (one PID to stop, and SIGTERM
// reaches the server's drain directly).
import { buildIfStale, builtServer } from "./build-if-stale.mjs";
import { pinRuntime } from "./runtime.mjs";

pinRuntime();
buildIfStale();
await import(builtServer);
