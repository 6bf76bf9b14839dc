import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";
import type { ConnectorOptions, Outcome } from "./connector.ts";
import { BlockedHostError, checkOutboundHost, guardedLookup, isAddressLiteral } from "./outbound-guard.ts";

export type HttpRequest = {
  method: "GET" | "POST" | "PATCH";
  url: string;
  headers: Record<string, string>;
  body?: string;
};

/** What came back: a response (any status), or why none did (`blocked`: the host is private, the admin's to fix). */
export type HttpResult =
  | { ok: true; status: number; headers: Headers; text: string; json: unknown }
  | { ok: false; error: string; timedOut: boolean; blocked: boolean };

export type HttpCallOptions = Pick<ConnectorOptions, "timeoutMs" | "allowPrivateHosts">;

/** A CRM's answer is a few kilobytes; more than this is read no further (the status still counts). */
const MAX_BODY_BYTES = 1024 * 1024;

/**
 * One request to a CRM. The SSRF guard runs inside the socket's DNS lookup,
 * so the address checked is the one connected to (outbound-guard.ts); the
 * whole exchange (body included) gives up after `timeoutMs`; redirects are
 * not followed (a CRM API never redirects a write; following one could leave
 * the checked host). node:http rather than fetch, which takes no `lookup`.
 * Never throws: an unreachable host is a result the caller classifies.
 */
export async function httpCall(request: HttpRequest, options: HttpCallOptions): Promise<HttpResult> {
  const url = new URL(request.url);
  const failure = (error: unknown): HttpResult => ({
    ok: false,
    timedOut: false,
    blocked: error instanceof BlockedHostError,
    error:
      error instanceof BlockedHostError
        ? error.message
        : `Could not reach ${url.host}${networkCode(error) ? ` (${networkCode(error)})` : ""}.`,
  });
  try {
    // IP literals never reach the lookup: checked here (a name is checked as it is resolved).
    if (isAddressLiteral(url.hostname)) await checkOutboundHost(url.hostname, options.allowPrivateHosts);
  } catch (error) {
    return failure(error);
  }
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise<HttpResult>((resolve) => {
    const timer = setTimeout(() => {
      req.destroy();
      resolve({
        ok: false,
        timedOut: true,
        blocked: false,
        error: `${url.host} did not answer within ${Math.round(options.timeoutMs / 1000)} s.`,
      });
    }, options.timeoutMs);
    const finish = (result: HttpResult) => {
      clearTimeout(timer);
      resolve(result);
    };
    const req = send(
      url,
      {
        method: request.method,
        headers: {
          ...request.headers,
          ...(request.body === undefined ? {} : { "content-length": String(Buffer.byteLength(request.body)) }),
        },
        lookup: guardedLookup(options.allowPrivateHosts),
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size <= MAX_BODY_BYTES) chunks.push(chunk);
        });
        res.on("error", (error) => finish(failure(error)));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          const headers = toHeaders(res.headers);
          finish({ ok: true, status: res.statusCode ?? 0, headers, text, json: parseJson(text, headers) });
        });
      },
    );
    req.on("error", (error) => finish(failure(error)));
    req.end(request.body);
  });
}

function parseJson(text: string, headers: Headers): unknown {
  if (!text || !/json/i.test(headers.get("content-type") ?? "")) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function toHeaders(raw: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw))
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
  return headers;
}

function networkCode(error: unknown): string | undefined {
  return (error as { code?: string }).code;
}

/** No answer as an outcome: a private address is the admin's to fix (failed); an unreachable host may come back (retry). */
export function noAnswer(
  result: Extract<HttpResult, { ok: false }>,
  prefix = "",
): Exclude<Outcome, { kind: "delivered" }> {
  return { kind: result.blocked ? "failed" : "retry", error: `${prefix}${result.error}` };
}

/** A response body for an error message: short, one line. */
export function snippet(text: string, max = 300): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max)}…` : line;
}
