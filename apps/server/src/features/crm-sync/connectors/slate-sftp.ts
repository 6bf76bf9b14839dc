import { posix } from "node:path";
import type { Preview, TestResult } from "@gradeatlas/contracts/crm-sync";
import type { ConnectionOf, Connector, ConnectorOptions, Outcome, SyncItem } from "./connector.ts";
import { SftpProblem, withSftp } from "./sftp-session.ts";
import { writeWhole } from "./sftp-write.ts";
import { slateCsv } from "./slate-csv.ts";
import { slateZip, slateZipFiles, zipEntries } from "./slate-zip.ts";

type Connection = ConnectionOf<"slate_sftp">;

// Slate picks files up from its SFTP /incoming/ folder by an import mask such
// as GradeAtlas_*.csv, scanning at least hourly, and moves what it imported to
// /incoming/processed/:
// https://knowledge.technolutions.net/docs/scheduling-imports-from-sftp
// Masks should use letters, digits and underscores: so does the file name's stem.
const FILE_PREFIX = "GradeAtlas_";
const TEST_FILE = ".gradeatlas-test";

/**
 * The file a batch becomes. It is named after the batch's first delivery, so a
 * retry after a crash (upload done, outcome not recorded) writes the same name
 * and replaces the earlier copy instead of adding a second file. Should Slate
 * have imported the first copy already, importing the second is harmless too:
 * Slate's import dedupes rows by the source format's unique-id column (the
 * applicant id), so the same rows update the same records.
 */
export function slateFileName(items: readonly SyncItem[], format: "csv" | "zip"): string {
  const first = items[0]?.deliveryId ?? "empty";
  return `${FILE_PREFIX}${first.replace(/[^A-Za-z0-9]/g, "_")}.${format}`;
}

type Built = { name: string; csvName: string; csv: string; content: Uint8Array; entries: string[] };

function build(connection: Connection, items: readonly SyncItem[]): Built {
  const name = slateFileName(items, connection.settings.format);
  const csvName = slateFileName(items, "csv");
  const csv = slateCsv(items.map((item) => item.fields));
  if (connection.settings.format === "csv")
    return { name, csvName, csv, content: new TextEncoder().encode(csv), entries: [csvName] };
  const files = slateZipFiles(items, csvName, csv);
  const entries = zipEntries(files).map((e) => `${e.name} (${e.bytes.toLocaleString("en-US")} bytes)`);
  return { name, csvName, csv, content: slateZip(files), entries };
}

const folderOf = (connection: Connection) => connection.settings.directory.replace(/\/+$/, "") || "/";
const sftpUrl = ({ settings }: Connection, path: string) =>
  `sftp://${encodeURIComponent(settings.username)}@${settings.host}:${settings.port}${path}`;

export const slateSftpConnector: Connector<"slate_sftp"> = {
  kind: "slate_sftp",

  async test(connection, options): Promise<TestResult> {
    const folder = folderOf(connection);
    try {
      await withSftp(connection, options, async (sftp, step) => {
        const stats = await step("stat", sftp.stat(folder));
        if (!stats.isDirectory)
          throw new SftpProblem("failed", `${folder} on ${connection.settings.host} is a file, not a folder.`);
        // Writable is what matters: Slate's folder may list nothing to us.
        const probe = posix.join(folder, TEST_FILE);
        await step("write", sftp.put(Buffer.from("GradeAtlas connection test\n"), probe));
        await step("delete", sftp.delete(probe));
      });
    } catch (err) {
      return { ok: false, detail: err instanceof SftpProblem ? err.message : "The test failed unexpectedly." };
    }
    const { host, port, username } = connection.settings;
    return {
      ok: true,
      detail: `Connected to ${host}:${port} as ${username}; the host key matches and ${folder} accepts files.`,
    };
  },

  async preview(connection, items): Promise<Preview> {
    const built = build(connection, items);
    const path = posix.join(folderOf(connection), built.name);
    const body =
      connection.settings.format === "csv"
        ? built.csv
        : `${built.name} holds:\n${built.entries.map((e) => `  ${e}`).join("\n")}\n\n${built.csvName}:\n${built.csv}`;
    return { requests: [{ method: "SFTP PUT", url: sftpUrl(connection, path), headers: {}, body }] };
  },

  /** One file for the whole batch: every item is delivered, or every item waits for the retry. */
  async deliver(connection, items, options): Promise<Outcome[]> {
    if (items.length === 0) return [];
    const built = build(connection, items);
    const path = posix.join(folderOf(connection), built.name);
    try {
      await upload(connection, options, path, built.content);
    } catch (err) {
      const error = err instanceof SftpProblem ? err.message : "The upload failed unexpectedly.";
      const outcome: Outcome =
        err instanceof SftpProblem && err.outcome === "failed" ? { kind: "failed", error } : { kind: "retry", error };
      return items.map(() => outcome);
    }
    const rows = items.length === 1 ? "1 row" : `${items.length} rows`;
    return items.map(() => ({ kind: "delivered", detail: `Uploaded ${path} (${rows}).`, remoteId: built.name }));
  },
};

/**
 * Writes `<name>.part`, then renames it to `<name>`: Slate's mask matches the
 * final name only, so its pickup never sees half a file. A file of that name
 * (an earlier try of the same batch) is replaced: atomically where the server
 * offers posix-rename (OpenSSH does), else by removing it first.
 */
async function upload(connection: Connection, options: ConnectorOptions, path: string, content: Uint8Array) {
  await withSftp(connection, options, async (sftp, step, raw) => {
    const part = `${path}.part`;
    await step("upload", (progress) => writeWhole(raw, part, content, progress));
    if (!(await step("check", sftp.exists(path)))) {
      await step("rename", sftp.rename(part, path));
      return;
    }
    try {
      await step("replace", sftp.posixRename(part, path));
    } catch {
      await step("replace", sftp.delete(path));
      await step("rename", sftp.rename(part, path));
    }
  });
}
