import type { ConnectorOptions } from "./connector.ts";
import { checkOutboundHost } from "./outbound-guard.ts";

export type HttpRequest = {
  method: "GET" | "POST" | "PATCH";
  url: string;
  headers: Record<string, string>;
  body?: string;
};

/** What came back: a response (any status), or why none did. */
export type HttpResult =
  | { ok: true; status: number; headers: Headers; text: string; json: unknown }
  | { ok: false; error: string; timedOut: boolean };

export type HttpCallOptions = Pick<ConnectorOptions, "timeoutMs" | "allowPrivateHosts">;

/**
 * One request to a CRM: the host passes the SSRF guard first, the whole
 * exchange (body included) gives up after `timeoutMs`, redirects are not
 * followed (a CRM API never redirects a write; following one could leave the
 * checked host). Never throws: an unreachable host is a result the caller
 * classifies (a retry).
 */
export async function httpCall(request: HttpRequest, options: HttpCallOptions): Promise<HttpResult> {
  const url = new URL(request.url);
  try {
    await checkOutboundHost(url.hostname, options.allowPrivateHosts);
  } catch (error) {
    return { ok: false, error: (error as Error).message, timedOut: false };
  }
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    const response = await fetch(url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: "manual",
      signal,
    });
    const text = await response.text();
    let json: unknown = null;
    if (text && /json/i.test(response.headers.get("content-type") ?? "")) {
      try {
        json = JSON.parse(text);
      } catch {
        json = null;
      }
    }
    return { ok: true, status: response.status, headers: response.headers, text, json };
  } catch (error) {
    const timedOut = signal.aborted;
    return {
      ok: false,
      timedOut,
      error: timedOut
        ? `${url.host} did not answer within ${Math.round(options.timeoutMs / 1000)} s.`
        : `Could not reach ${url.host}: ${describeNetworkError(error)}.`,
    };
  }
}

function describeNetworkError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

/** A response body for an error message: short, one line. */
export function snippet(text: string, max = 300): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max)}…` : line;
}
