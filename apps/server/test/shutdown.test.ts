import { request } from "node:http";
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

async function startServer(): Promise<BuiltServer> {
  const store = await createServerStore();
  stores.push(store);
  return startBuiltServer(store);
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
});
