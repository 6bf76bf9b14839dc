import { Agent, type IncomingHttpHeaders, request } from "node:http";
import type { Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type BuiltServer,
  buildServer,
  createServerStore,
  type ServerStore,
  startBuiltServer,
} from "./support/built-server.ts";

const stores: ServerStore[] = [];
beforeAll(buildServer);
afterAll(async () => {
  for (const store of stores) await store.drop();
});

async function startServer(env: Record<string, string> = {}): Promise<BuiltServer> {
  const store = await createServerStore();
  stores.push(store);
  return startBuiltServer(store, env);
}

describe("SIGTERM", () => {
  it("lets an in-flight request finish, then exits cleanly", async () => {
    const { child, port, exited } = await startServer();
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

  it("stops the notice worker too: a server with a mail server configured still exits cleanly", async () => {
    // Nothing listens on port 1: the worker polls the queue, and SIGTERM must not wait on it.
    const { child, exited, logged } = await startServer({ SMTP_URL: "smtp://127.0.0.1:1" });
    child.kill("SIGTERM");
    await logged("stopped");
    expect(await exited).toBe(0);
  });

  it("drains keep-alive clients: in-flight requests finish, idle connections close, nothing is reset", async () => {
    // A bound the drain must beat: past it the server resets whatever is still open.
    const { child, port, exited, logs, logged } = await startServer({ SHUTDOWN_TIMEOUT_MS: "5000" });
    const busy = new Agent({ keepAlive: true, maxSockets: 3 });
    const idle = new Agent({ keepAlive: true, maxSockets: 2 });
    const get = (agent: Agent) => send(agent, port, "GET", "/api/health");

    // Open five keep-alive connections: three will carry requests, two sit idle.
    await Promise.all([get(busy), get(busy), get(busy), get(idle), get(idle)]);
    const idleSockets = Object.values(idle.freeSockets).flat() as Socket[];
    expect(idleSockets).toHaveLength(2);
    const idleClosed = Promise.all(idleSockets.map((s) => new Promise((resolve) => s.once("close", resolve))));

    // Three reports with half their body sent down the open connections.
    const inFlight = await Promise.all([0, 1, 2].map((i) => halfSentReport(busy, port, `keep-alive ${i}`)));

    child.kill("SIGTERM");
    await logged("shutting down: draining requests");

    // The rest of each body; then each client asks again, as a keep-alive
    // client does, until the server no longer takes connections.
    const clients = inFlight.map(async (report) => {
      report.finish();
      const answer = await report.response;
      let answered = 0;
      for (;;) {
        try {
          await get(busy);
          answered++;
        } catch (e) {
          // Refused: the server had stopped listening, so the request was never taken (safe to retry elsewhere).
          if ((e as NodeJS.ErrnoException).code === "ECONNREFUSED") return { answer, answered };
          throw e;
        }
        if (answered > 10_000) throw new Error("the server never closed its keep-alive connections");
      }
    });

    const results = await Promise.all(clients);
    for (const { answer } of results) {
      expect(answer.status).toBe(201);
      // Told not to reuse the connection, so the next request goes to a new one.
      expect(answer.headers.connection).toBe("close");
    }
    await idleClosed;
    expect(await exited).toBe(0);
    expect(logs.map((entry) => entry.msg)).not.toContain("drain timed out; closing remaining connections");
  }, 60_000);
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function send(agent: Agent, port: number, method: string, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ agent, port, method, path }, (res) => collect(res, resolve));
    req.on("error", reject);
    req.end();
  });
}

function collect(res: import("node:http").IncomingMessage, resolve: (answer: Answer) => void) {
  let body = "";
  res.on("data", (chunk) => {
    body += chunk;
  });
  res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
}

/**
 * A client-error report whose headers the server has taken (it answered
 * `100 Continue`) and whose body is half sent; `finish` sends the rest.
 */
function halfSentReport(
  agent: Agent,
  port: number,
  message: string,
): Promise<{ finish: () => void; response: Promise<Answer> }> {
  const body = JSON.stringify({ message, route: "/", occurredAt: new Date().toISOString() });
  return new Promise((started, failed) => {
    const response = new Promise<Answer>((resolve, reject) => {
      const req = request(
        {
          agent,
          port,
          method: "POST",
          path: "/api/client-errors",
          headers: {
            "content-type": "application/json",
            "content-length": Buffer.byteLength(body),
            expect: "100-continue",
          },
        },
        (res) => collect(res, resolve),
      );
      req.on("error", (e) => {
        reject(e);
        failed(e);
      });
      req.on("continue", () => {
        req.write(body.slice(0, 20));
        started({ finish: () => req.end(body.slice(20)), response });
      });
      req.flushHeaders();
    });
  });
}
