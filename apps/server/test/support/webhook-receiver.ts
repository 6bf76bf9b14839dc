import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

/** One request as the receiver got it, and which of its secrets the signature verified with. */
export type ReceivedWebhook = {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  /** Indexes into the receiver's secrets that verify this request (standardwebhooks' own check). */
  verifiedWith: number[];
};

/** What the receiver answers next: a status (with headers), or no answer at all (a hang past the timeout). */
export type Answer = { status: number; headers?: Record<string, string> } | "hang";

/**
 * A webhook endpoint on loopback that checks every request with the
 * `standardwebhooks` package, as a customer's receiver would, and processes
 * each webhook-id once (the spec tells receivers to drop a repeated id).
 * `answers` scripts the next replies; after them it answers 204, after
 * `delayMs` (a slow receiver).
 */
export async function startWebhookReceiver(options: { secrets: () => string[]; delayMs?: number }) {
  const received: ReceivedWebhook[] = [];
  /** webhook-id → how many times a verified request with it was processed (answered 2xx, first time only). */
  const processed = new Map<string, number>();
  const answers: Answer[] = [];
  const hung: ServerResponse[] = [];
  const waiters: (() => void)[] = [];

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    const headers = {
      "webhook-id": String(req.headers["webhook-id"] ?? ""),
      "webhook-timestamp": String(req.headers["webhook-timestamp"] ?? ""),
      "webhook-signature": String(req.headers["webhook-signature"] ?? ""),
    };
    const verifiedWith = options.secrets().flatMap((secret, i) => {
      try {
        new Webhook(secret).verify(body, headers);
        return [i];
      } catch {
        return [];
      }
    });
    received.push({
      id: headers["webhook-id"],
      timestamp: headers["webhook-timestamp"],
      signature: headers["webhook-signature"],
      body,
      verifiedWith,
    });
    for (const wake of waiters.splice(0)) wake();
    const answer = answers.shift() ?? { status: 204 };
    if (answer === "hang") {
      hung.push(res);
      return;
    }
    if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
    if (verifiedWith.length === 0) {
      res.writeHead(401).end("bad signature");
      return;
    }
    if (answer.status >= 200 && answer.status < 300 && !processed.has(headers["webhook-id"]))
      processed.set(headers["webhook-id"], 1);
    res.writeHead(answer.status, answer.headers).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/hooks/gradeatlas`,
    port,
    received,
    processed,
    /** Scripts the next answers, in order. */
    answer(...next: Answer[]) {
      answers.push(...next);
    },
    /** Resolves once `count` requests have arrived in all. */
    async waitForRequests(count: number) {
      while (received.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
    },
    async close() {
      for (const res of hung.splice(0)) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
