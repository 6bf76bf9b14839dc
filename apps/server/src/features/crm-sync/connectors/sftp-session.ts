import { createHash } from "node:crypto";
import type { SettingsOf } from "@gradeatlas/contracts/crm-sync";
import type { SFTPWrapper } from "ssh2";
import SftpClient from "ssh2-sftp-client";
import type { ConnectionOf, ConnectorOptions } from "./connector.ts";
import { BlockedHostError, checkOutboundHost } from "./outbound-guard.ts";

type Settings = SettingsOf<"slate_sftp">;

/** Why a session ended early: `failed` needs a person (key, password, folder), `retry` may pass by itself. */
export class SftpProblem extends Error {
  override name = "SftpProblem";
  constructor(
    readonly outcome: "failed" | "retry",
    message: string,
  ) {
    super(message);
  }
}

/** A host key as OpenSSH prints it: SHA256: and the digest in base64 without padding. */
export const hostKeyFingerprint = (key: Buffer) =>
  `SHA256:${createHash("sha256").update(key).digest("base64").replace(/=+$/, "")}`;

/**
 * Runs one SFTP step, giving up (a `retry`) when the server stops answering:
 * after the timeout, or for work that reports progress, after that long
 * without any.
 */
export type Step = <T>(what: string, work: Promise<T> | ((progress: () => void) => Promise<T>)) => Promise<T>;

/**
 * Connects (after the outbound check, to the address that was checked),
 * refuses any host key but the pinned one, runs `work`, and always hangs up.
 * Every failure comes out as an SftpProblem whose message names no secret.
 */
export async function withSftp<T>(
  connection: ConnectionOf<"slate_sftp">,
  options: ConnectorOptions,
  work: (sftp: SftpClient, step: Step, raw: SFTPWrapper) => Promise<T>,
): Promise<T> {
  const { settings, secrets } = connection;
  const where = `${settings.host}:${settings.port}`;
  let address: string;
  try {
    address = await checkOutboundHost(settings.host, options.allowPrivateHosts);
  } catch (err) {
    if (err instanceof BlockedHostError) throw new SftpProblem("failed", err.message);
    throw new SftpProblem("retry", `${settings.host} could not be resolved (${codeOf(err) ?? "DNS error"}).`);
  }
  const pinned = settings.hostKeySha256.replace(/=+$/, "");
  let presented: string | null = null;
  const sftp = new SftpClient("gradeatlas-slate");
  const step: Step = (what, work) => within(options.timeoutMs, work, `${where} stopped answering (${what}).`);
  try {
    let raw: SFTPWrapper;
    try {
      raw = await step(
        "connect",
        sftp.connect({
          host: address,
          port: settings.port,
          username: settings.username,
          ...(secrets.privateKey ? { privateKey: secrets.privateKey } : { password: secrets.password }),
          readyTimeout: options.timeoutMs,
          hostVerifier: (key: Buffer) => {
            presented = hostKeyFingerprint(key);
            return presented === pinned;
          },
        }),
      );
    } catch (err) {
      if (presented !== null && presented !== pinned)
        throw new SftpProblem(
          "failed",
          `The server at ${where} presented host key ${presented}, not the pinned ${pinned}: refused. If Slate changed its key, confirm the new one with them and update the connection.`,
        );
      throw connectProblem(err, connection, where);
    }
    return await work(sftp, step, raw);
  } catch (err) {
    if (err instanceof SftpProblem) throw err;
    throw stepProblem(err, settings);
  } finally {
    await hangUp(sftp, options.timeoutMs);
  }
}

function connectProblem(err: unknown, connection: ConnectionOf<"slate_sftp">, where: string): SftpProblem {
  const { username } = connection.settings;
  const level = (err as { level?: string } | null)?.level;
  const message = err instanceof Error ? err.message : String(err);
  if (level === "client-authentication" || /authentication methods failed/i.test(message)) {
    const credential = connection.secrets.privateKey ? "private key" : "password";
    return new SftpProblem("failed", `${where} refused user "${username}" with this ${credential}.`);
  }
  if (/privateKey|Cannot parse/i.test(message))
    return new SftpProblem(
      "failed",
      "The private key could not be read: paste it in OpenSSH or PEM form, unencrypted.",
    );
  const code = codeOf(err);
  if (code === "ECONNREFUSED") return new SftpProblem("retry", `${where} refused the connection.`);
  if (level === "client-timeout" || /timed out/i.test(message))
    return new SftpProblem("retry", `${where} did not finish the SSH handshake in time.`);
  return new SftpProblem("retry", `Could not connect to ${where}${code ? ` (${code})` : ""}.`);
}

// SFTP status codes (draft-ietf-secsh-filexfer-02 §7): 2 no such file, 3 permission denied.
function stepProblem(err: unknown, settings: Settings): SftpProblem {
  const code = codeOf(err);
  const message = err instanceof Error ? err.message : String(err);
  if (code === 2 || code === "ENOENT" || /no such file/i.test(message))
    return new SftpProblem("failed", `The folder ${settings.directory} does not exist on ${settings.host}.`);
  if (code === 3 || code === "EACCES" || /permission denied/i.test(message))
    return new SftpProblem("failed", `User "${settings.username}" may not write to ${settings.directory}.`);
  return new SftpProblem("retry", `The SFTP server failed: ${message.replace(/\s+/g, " ").slice(0, 300)}`);
}

const codeOf = (err: unknown): string | number | undefined =>
  err && typeof err === "object" && "code" in err ? (err.code as string | number) : undefined;

function within<T>(ms: number, work: Promise<T> | ((progress: () => void) => Promise<T>), message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  let giveUp: (err: Error) => void = () => {};
  const timeout = new Promise<never>((_, reject) => {
    giveUp = reject;
  });
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => giveUp(new SftpProblem("retry", message)), ms);
  };
  arm();
  return Promise.race([typeof work === "function" ? work(arm) : work, timeout]).finally(() => clearTimeout(timer));
}

// A server that stopped answering may not answer the goodbye either, and a
// connection that never got to SFTP is not ended by end(): the socket is
// destroyed afterwards either way, so nothing lingers past the step timeout.
async function hangUp(sftp: SftpClient, ms: number): Promise<void> {
  await within(ms, sftp.end(), "hang-up").catch(() => {});
  (sftp as unknown as { client?: { destroy?: () => void } }).client?.destroy?.();
}
