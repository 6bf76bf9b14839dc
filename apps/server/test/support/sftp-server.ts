import { timingSafeEqual } from "node:crypto";
import { closeSync, mkdtempSync, openSync, renameSync, rmSync, statSync, unlinkSync, writeSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, posix } from "node:path";
import { type Connection, type ParsedKey, Server, type SFTPWrapper, utils } from "ssh2";
import { hostKeyFingerprint } from "../../src/features/crm-sync/connectors/sftp-session.ts";

const { OPEN_MODE, STATUS_CODE } = utils.sftp;

export type SftpMode = "ok" | "refuse-auth" | "hang";

/**
 * A real SFTP server (ssh2's) on 127.0.0.1 for one test file: a fresh host
 * key, one user who may sign in by password or public key, and a folder on
 * disk under a temp directory as its root. `mode` refuses every sign-in or
 * leaves every SFTP request unanswered; `stop` takes it off the port.
 */
export async function startSftpServer(options: { username: string; password: string; clientPublicKey?: string }) {
  const root = mkdtempSync(join(tmpdir(), "gradeatlas-sftp-"));
  const hostKey = ed25519KeyPair();
  const hostPublic = parsed(hostKey.public);
  const clientKey = options.clientPublicKey ? parsed(options.clientPublicKey) : null;
  const state = { mode: "ok" as SftpMode };
  const connections = new Set<Connection>();

  const server = new Server({ hostKeys: [hostKey.private] }, (client) => {
    connections.add(client);
    client.on("close", () => connections.delete(client));
    client.on("error", () => {});
    client.on("authentication", (ctx) => {
      const userOk = ctx.username === options.username && state.mode !== "refuse-auth";
      if (userOk && ctx.method === "password" && ctx.password === options.password) return ctx.accept();
      if (userOk && ctx.method === "publickey" && clientKey && sameKey(ctx.key.data, clientKey.getPublicSSH())) {
        // Without a signature the client only asks whether this key would do.
        if (!ctx.signature || clientKey.verify(ctx.blob as Buffer, ctx.signature, ctx.hashAlgo) === true)
          return ctx.accept();
      }
      ctx.reject(["password", "publickey"]);
    });
    client.on("ready", () => {
      client.on("session", (acceptSession) => {
        acceptSession().on("sftp", (acceptSftp) => serveFiles(acceptSftp(), root, state));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    port,
    root,
    /** The host key as the connection pins it. */
    fingerprint: hostKeyFingerprint(hostPublic.getPublicSSH()),
    setMode(mode: SftpMode) {
      state.mode = mode;
    },
    /** Off the port (a connection is then refused); open connections are cut. */
    async stop() {
      for (const c of connections) c.end();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async close() {
      await this.stop().catch(() => {});
      rmSync(root, { recursive: true, force: true });
    },
  };
}

function parsed(key: string | Buffer): ParsedKey {
  const result = utils.parseKey(key);
  if (result instanceof Error) throw result;
  return Array.isArray(result) ? (result[0] as ParsedKey) : result;
}

const sameKey = (a: Buffer, b: Buffer) => a.length === b.length && timingSafeEqual(a, b);

/** The SFTP requests ssh2-sftp-client's put, exists, stat, rename and delete make, on a real folder. */
function serveFiles(sftp: SFTPWrapper, root: string, state: { mode: SftpMode }) {
  const handles = new Map<number, number>();
  let nextHandle = 0;
  const onDisk = (path: string) => join(root, posix.normalize(`/${path}`));
  const handleOf = (buf: Buffer) => (buf.length === 4 ? handles.get(buf.readUInt32BE(0)) : undefined);
  const fail = (reqid: number, err: unknown) => {
    const code = (err as NodeJS.ErrnoException).code;
    sftp.status(
      reqid,
      code === "ENOENT"
        ? STATUS_CODE.NO_SUCH_FILE
        : code === "EACCES"
          ? STATUS_CODE.PERMISSION_DENIED
          : STATUS_CODE.FAILURE,
    );
  };
  const answer = (reqid: number, work: () => void) => {
    if (state.mode === "hang") return; // never answered: the client's step timeout must end it
    try {
      work();
    } catch (err) {
      fail(reqid, err);
    }
  };
  const attrsOf = (path: string) => {
    const s = statSync(onDisk(path));
    return { mode: s.mode, uid: 0, gid: 0, size: s.size, atime: s.atimeMs / 1000, mtime: s.mtimeMs / 1000 };
  };

  sftp
    .on("REALPATH", (reqid, path) =>
      answer(reqid, () => {
        const full = posix.normalize(`/${path === "." ? "" : path}`);
        sftp.name(reqid, [{ filename: full, longname: full, attrs: {} as never }]);
      }),
    )
    .on("STAT", (reqid, path) => answer(reqid, () => sftp.attrs(reqid, attrsOf(path))))
    .on("LSTAT", (reqid, path) => answer(reqid, () => sftp.attrs(reqid, attrsOf(path))))
    .on("OPEN", (reqid, path, flags) =>
      answer(reqid, () => {
        if (!(flags & OPEN_MODE.WRITE)) throw Object.assign(new Error("read-only server"), { code: "EACCES" });
        const fd = openSync(onDisk(path), utils.sftp.flagsToString(flags) ?? "w");
        const id = nextHandle++;
        handles.set(id, fd);
        const handle = Buffer.alloc(4);
        handle.writeUInt32BE(id, 0);
        sftp.handle(reqid, handle);
      }),
    )
    .on("WRITE", (reqid, handle, offset, data) =>
      answer(reqid, () => {
        const fd = handleOf(handle);
        if (fd === undefined) return sftp.status(reqid, STATUS_CODE.FAILURE);
        writeSync(fd, data, 0, data.length, offset);
        sftp.status(reqid, STATUS_CODE.OK);
      }),
    )
    .on("CLOSE", (reqid, handle) =>
      answer(reqid, () => {
        const fd = handleOf(handle);
        if (fd === undefined) return sftp.status(reqid, STATUS_CODE.FAILURE);
        closeSync(fd);
        handles.delete(handle.readUInt32BE(0));
        sftp.status(reqid, STATUS_CODE.OK);
      }),
    )
    // SFTP v3 RENAME does not replace (OpenSSH's neither): an existing target is a failure.
    .on("RENAME", (reqid, from, to) =>
      answer(reqid, () => {
        if (existsOnDisk(onDisk(to))) return sftp.status(reqid, STATUS_CODE.FAILURE);
        renameSync(onDisk(from), onDisk(to));
        sftp.status(reqid, STATUS_CODE.OK);
      }),
    )
    .on("REMOVE", (reqid, path) =>
      answer(reqid, () => {
        unlinkSync(onDisk(path));
        sftp.status(reqid, STATUS_CODE.OK);
      }),
    );
}

function existsOnDisk(path: string): boolean {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * An Ed25519 key pair ssh2 can read back. ssh2 1.17's generator drops a leading
 * zero byte about once in 256 keys, and then cannot parse its own key: such a
 * pair is made again rather than failing a test at random.
 */
export function ed25519KeyPair(): { public: string; private: string } {
  for (;;) {
    const pair = utils.generateKeyPairSync("ed25519");
    if (!(utils.parseKey(pair.public) instanceof Error) && !(utils.parseKey(pair.private) instanceof Error))
      return pair;
  }
}
