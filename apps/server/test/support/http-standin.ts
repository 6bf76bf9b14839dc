import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";

/** One request as the stand-in received it. */
export type RecordedRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
};

export type Reply = { status: number; headers?: Record<string, string>; body?: unknown };

/** What the next requests get instead of the vendor's answer. */
export type Fault = { status: 429; retryAfter?: string } | { status: 500 | 503 } | { hang: true } | { reply: Reply };

/**
 * A vendor API on 127.0.0.1 for connector tests. Every request is recorded;
 * `handle` checks it against the vendor's documented contract and answers as
 * the vendor does. What breaks the contract is answered with the vendor's
 * error shape AND added to `violations`, which the test asserts is empty
 * (afterEach), so a wrong request fails the test even when the connector
 * copes with the error. `failNext` makes the next N requests answer 429,
 * 5xx, or never (a timeout), before any check.
 */
export async function startHttpStandin(
  handle: (request: RecordedRequest, violation: (message: string) => void) => Reply,
  faultReply: (fault: Exclude<Fault, { hang: true }>) => Reply,
) {
  const requests: RecordedRequest[] = [];
  const violations: string[] = [];
  const faults: Fault[] = [];
  const intercepts: { match: (request: RecordedRequest) => boolean; answer: (request: RecordedRequest) => Reply }[] =
    [];

  const send = (res: ServerResponse, reply: Reply) => {
    const body =
      reply.body === undefined ? "" : typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body);
    res.writeHead(reply.status, {
      ...(body && typeof reply.body !== "string" ? { "content-type": "application/json;charset=UTF-8" } : {}),
      ...reply.headers,
    });
    res.end(body);
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://standin");
      const request: RecordedRequest = {
        method: req.method ?? "",
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      requests.push(request);
      const fault = faults.shift();
      if (fault && "hang" in fault) return; // no answer at all: the client's timeout decides
      if (fault) return send(res, faultReply(fault));
      const intercept = intercepts.find((i) => i.match(request));
      if (intercept) {
        intercepts.splice(intercepts.indexOf(intercept), 1);
        return send(res, intercept.answer(request));
      }
      const problems: string[] = [];
      const reply = handle(request, (message) => problems.push(message));
      for (const problem of problems) violations.push(`${request.method} ${request.path}: ${problem}`);
      send(res, reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    violations,
    /** The next `count` requests get `fault` instead of an answer. */
    failNext(count: number, fault: Fault) {
      for (let i = 0; i < count; i++) faults.push(fault);
    },
    /** The first request that matches gets `answer` instead (once): a race, an odd answer. */
    intercept(match: (request: RecordedRequest) => boolean, answer: (request: RecordedRequest) => Reply) {
      intercepts.push({ match, answer });
    },
    /** Forgets what was received (not the records kept). */
    resetLog() {
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** application/json (any charset), as both vendors require for a JSON body. */
export const isJson = (request: RecordedRequest) => /^application\/json\b/i.test(request.headers["content-type"] ?? "");

export function parseJson(request: RecordedRequest): unknown {
  try {
    return JSON.parse(request.body);
  } catch {
    return undefined;
  }
}
