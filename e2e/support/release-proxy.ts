import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

// Playwright cannot intercept a service worker's own script (the browser
// fetches it for the registration, outside any page), so a "new release" is
// staged one level down: a pass-through proxy in front of the running app,
// on its own origin, whose /sw.js changes by a comment once a release is
// published — exactly what the browser sees after a deployment.

const dropped = new Set(["host", "connection", "accept-encoding", "if-none-match", "if-modified-since"]);
const droppedFromResponse = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "etag"]);

function forwardable(headers: IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name, value]) => !dropped.has(name) && typeof value === "string")
      .map(([name, value]) => [name, value as string]),
  );
}

export async function startReleaseProxy(target: string): Promise<{
  url: string;
  publishRelease: () => void;
  close: () => Promise<void>;
}> {
  let release = 0;
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const upstream = await fetch(new URL(req.url ?? "/", target), {
      method: req.method,
      headers: forwardable(req.headers),
      body: chunks.length ? Buffer.concat(chunks) : undefined,
      redirect: "manual",
    });
    let body = Buffer.from(await upstream.arrayBuffer());
    if (req.url === "/sw.js" && release > 0) body = Buffer.concat([body, Buffer.from(`\n// release ${release}\n`)]);
    const headers: Record<string, string> = {};
    upstream.headers.forEach((value, name) => {
      if (!droppedFromResponse.has(name)) headers[name] = value;
    });
    res.writeHead(upstream.status, { ...headers, "content-length": String(body.length) });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    publishRelease: () => {
      release += 1;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
