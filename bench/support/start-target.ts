import { type ChildProcess, spawn } from "node:child_process";
import { createInterface } from "node:readline";

/** Starts http/serve-target.ts in a child process; resolves with its port and a stop function. */
export async function startTarget(target: "app" | "bare" | "site"): Promise<{ port: number; stop: () => void }> {
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", new URL("../http/serve-target.ts", import.meta.url).pathname, target],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`${target} server exited with ${code}`)));
    createInterface({ input: child.stdout as NonNullable<ChildProcess["stdout"]> }).once("line", (line) =>
      resolve(JSON.parse(line).port),
    );
  });
  return { port, stop: () => child.kill("SIGTERM") };
}
