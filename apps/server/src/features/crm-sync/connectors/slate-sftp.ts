import { posix } from "node:path";
import type { Preview, TestResult } from "@gradeatlas/contracts/crm-sync";
import type { ConnectionOf, Connector, ConnectorOptions, Outcome, SyncItem } from "./connector.ts";
import { SftpProblem, withSftp } from "./sftp-session.ts";
import { writeWhole } from "./sftp-write.ts";
import { slateCsv } from "./slate-csv.ts";
import { DIP_INDEX_NAME, dipFiles, slateZip, zipEntries } from "./slate-zip.ts";

type Connection = ConnectionOf<"slate_sftp">;

// Slate picks files up from its SFTP /incoming/ folder by an import mask such
// as GradeAtlas_*.csv, scanning at least hourly, and moves what it imported to
// /incoming/processed/:
// https://knowledge.technolutions.net/docs/scheduling-imports-from-sftp
// Masks should use letters, digits and underscores: so does the file name's stem.
const FILE_PREFIX = "GradeAtlas_";
const TEST_FILE = ".gradeatlas-test";

/**
 * The files a batch becomes. They are named after the batch's first delivery,
 * so a retry after a crash (upload done, outcome not recorded) writes the same
 * names and replaces the earlier copies instead of adding more. Should Slate
 * have imported the first copy already, importing the second is harmless too:
 * Slate's import dedupes rows by the source format's unique-id column (the
 * applicant id), so the same rows update the same records.
 */
export function slateFileName(items: readonly SyncItem[], suffix: ".csv" | "_reports.zip"): string {
  const first = items[0]?.deliveryId ?? "empty";
  return `${FILE_PREFIX}${first.replace(/[^A-Za-z0-9]/g, "_")}${suffix}`;
}

type SlateFile = { name: string; content: Uint8Array; preview: string };

/**
 * The batch's CSV, and with the "zip" format a DIP ZIP of the issued GPA
 * reports beside it (when any item has one): two files for two source formats
 * in Slate (masks GradeAtlas_*.csv and GradeAtlas_*_reports.zip).
 */
function build(connection: Connection, items: readonly SyncItem[]): SlateFile[] {
  const csv = slateCsv(items.map((item) => item.fields));
  const files: SlateFile[] = [
    { name: slateFileName(items, ".csv"), content: new TextEncoder().encode(csv), preview: csv },
  ];
  const reports = connection.settings.format === "zip" ? dipFiles(items) : new Map<string, Uint8Array>();
  if (reports.size > 0) {
    const entries = zipEntries(reports).map((e) => `  ${e.name} (${e.bytes.toLocaleString("en-US")} bytes)`);
    const index = new TextDecoder().decode(reports.get(DIP_INDEX_NAME));
    files.push({
      name: slateFileName(items, "_reports.zip"),
      content: slateZip(reports),
      preview: `A ZIP holding:\n${entries.join("\n")}\n\n${DIP_INDEX_NAME}:\n${index}`,
    });
  }
  return files;
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
    return {
      requests: build(connection, items).map((file) => ({
        method: "SFTP PUT",
        url: sftpUrl(connection, posix.join(folderOf(connection), file.name)),
        headers: {},
        body: file.preview,
      })),
    };
  },

  /** The batch's files in one session: every item is delivered, or every item waits for the retry. */
  async deliver(connection, items, options): Promise<Outcome[]> {
    if (items.length === 0) return [];
    const files = build(connection, items);
    const folder = folderOf(connection);
    try {
      await upload(connection, options, folder, files);
    } catch (err) {
      const error = err instanceof SftpProblem ? err.message : "The upload failed unexpectedly.";
      const outcome: Outcome =
        err instanceof SftpProblem && err.outcome === "failed" ? { kind: "failed", error } : { kind: "retry", error };
      return items.map(() => outcome);
    }
    const rows = items.length === 1 ? "1 row" : `${items.length} rows`;
    const names = files.map((f) => posix.join(folder, f.name)).join(" and ");
    const csvName = (files[0] as SlateFile).name;
    return items.map(() => ({ kind: "delivered", detail: `Uploaded ${names} (${rows}).`, remoteId: csvName }));
  },
};

/**
 * Writes each file as `<name>.part`, then renames it to `<name>`: Slate's mask
 * matches final names only, so its pickup never sees half a file. A file of
 * that name (an earlier try of the same batch) is replaced: atomically where
 * the server offers posix-rename (OpenSSH does), else by removing it first.
 * The reports go first, so the rows that name them never arrive before them.
 */
async function upload(connection: Connection, options: ConnectorOptions, folder: string, files: SlateFile[]) {
  await withSftp(connection, options, async (sftp, step, raw) => {
    for (const file of [...files].reverse()) {
      const path = posix.join(folder, file.name);
      const part = `${path}.part`;
      await step("upload", (progress) => writeWhole(raw, part, file.content, progress));
      if (!(await step("check", sftp.exists(path)))) {
        await step("rename", sftp.rename(part, path));
        continue;
      }
      try {
        await step("replace", sftp.posixRename(part, path));
      } catch {
        await step("replace", sftp.delete(path));
        await step("rename", sftp.rename(part, path));
      }
    }
  });
}
