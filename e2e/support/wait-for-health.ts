import type { ChildProcess } from "node:child_process";

/**
 * Polls `${url}/api/health` until it answers 200. Fails at once if `child`
 * (the process serving `url`) has exited, so a crashed start is reported as
 * such rather than as a timeout.
 */
export async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the app at ${url} exited with ${child.exitCode} before it was healthy`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the app at ${url} did not become healthy within ${timeoutMs} ms`);
}
