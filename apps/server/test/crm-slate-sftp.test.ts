import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type SettingsOf, type SyncRecord, syncFields } from "@gradeatlas/contracts/crm-sync";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConnectionOf, SyncItem } from "../src/features/crm-sync/connectors/connector.ts";
import { slateSftpConnector } from "../src/features/crm-sync/connectors/slate-sftp.ts";
import { createSyncWorker } from "../src/features/crm-sync/index.ts";
import { loadGradingCatalog } from "../src/features/grading-systems/grading-catalog.ts";
import { createLogger } from "../src/logger.ts";
import { makeConnection, makeInstitutionPay } from "./support/crm.ts";
import { ed25519KeyPair, startSftpServer } from "./support/sftp-server.ts";
import { createTestApp } from "./support/test-app.ts";

// The Slate SFTP connector against a real SFTP server (ssh2's) on loopback:
// what lands in the folder is what Slate's import would pick up.

const username = "gradeatlas";
const password = "correct horse battery";
const clientKey = ed25519KeyPair();
const options = { timeoutMs: 3_000, baseUrl: "http://localhost:3000", allowPrivateHosts: true };

let server: Awaited<ReturnType<typeof startSftpServer>>;
let incoming: string;

beforeAll(async () => {
  server = await startSftpServer({ username, password, clientPublicKey: clientKey.public });
  incoming = join(server.root, "incoming");
  mkdirSync(incoming);
});
afterAll(async () => {
  await server?.close();
});

function connection(
  settings: Partial<SettingsOf<"slate_sftp">> = {},
  secrets: { password?: string; privateKey?: string } = { password },
): ConnectionOf<"slate_sftp"> {
  return {
    id: crypto.randomUUID(),
    institutionId: crypto.randomUUID(),
    name: "Slate",
    kind: "slate_sftp",
    settings: {
      host: "127.0.0.1",
      port: server.port,
      username,
      directory: "/incoming",
      hostKeySha256: server.fingerprint,
      format: "csv",
      schedule: "each_save",
      ...settings,
    },
    secrets,
  };
}

function item(applicantId: string, name: string, gpa: number, report: string | null = null): SyncItem {
  const record = { applicant_id: applicantId, applicant_name: name, gpa_overall: gpa } as unknown as SyncRecord;
  return {
    deliveryId: crypto.randomUUID(),
    event: "calculation.saved",
    occurredAt: new Date().toISOString(),
    record,
    fields: { "Applicant ID": applicantId, Name: name, GPA: gpa },
    report: report
      ? { number: report, filename: `${report}.pdf`, content: new TextEncoder().encode(`%PDF-1.7 report ${report}`) }
      : null,
  };
}

const filesIn = (dir: string) => readdirSync(dir).sort();

/** One item through a connection: what the sync log would record for it. */
async function deliverOne(conn: ConnectionOf<"slate_sftp">, opts = options) {
  const [outcome] = await slateSftpConnector.deliver(conn, [item("ONE", "One", 1)], opts);
  return outcome;
}

describe("Slate over SFTP: a batch becomes one whole file", () => {
  it("uploads one CSV with a row per item, under a name Slate's mask can match, with no partial file left", async () => {
    const items = [item("A-100", "José Núñez, Jr.", 3.71), item("A-101", 'Ana "Ani" Li', 2.5)];
    const outcomes = await slateSftpConnector.deliver(connection(), items, options);

    const name = `GradeAtlas_${items[0]?.deliveryId.replaceAll("-", "_")}.csv`;
    expect(outcomes).toEqual([
      { kind: "delivered", detail: `Uploaded /incoming/${name} (2 rows).`, remoteId: name },
      { kind: "delivered", detail: `Uploaded /incoming/${name} (2 rows).`, remoteId: name },
    ]);
    expect(filesIn(incoming)).toEqual([name]);
    const bytes = readFileSync(join(incoming, name));
    expect([...bytes.subarray(0, 3)]).not.toEqual([0xef, 0xbb, 0xbf]); // no BOM
    expect(bytes.toString("utf8")).toBe(
      'Applicant ID,Name,GPA\r\nA-100,"José Núñez, Jr.",3.71\r\nA-101,"Ana ""Ani"" Li",2.5\r\n',
    );
  });

  it("a retried batch (same first delivery) replaces its file instead of adding a second", async () => {
    const dir = join(incoming, "retry");
    mkdirSync(dir);
    const first = item("B-1", "Mia", 3.0);
    const conn = connection({ directory: "/incoming/retry" });
    await slateSftpConnector.deliver(conn, [first, item("B-2", "Noa", 3.1)], options);
    const again = await slateSftpConnector.deliver(conn, [first, item("B-2", "Noa", 3.4)], options);

    expect(again.map((o) => o.kind)).toEqual(["delivered", "delivered"]);
    expect(filesIn(dir)).toHaveLength(1);
    expect(readFileSync(join(dir, filesIn(dir)[0] as string), "utf8")).toContain("B-2,Noa,3.4\r\n");
  });

  it("beside the CSV, a DIP ZIP holds only each GPA report PDF, named by its number, and the index mapping PDFs to applicants", async () => {
    const dir = join(incoming, "zip");
    mkdirSync(dir);
    const items = [
      item("C-7", "Lea", 3.9, "GA-2026-0007"),
      item("C-8", "Tom", 2.9),
      item("C-9", "Ida", 3.2, "GA-2026-0009"),
    ];
    const outcomes = await slateSftpConnector.deliver(
      connection({ directory: "/incoming/zip", format: "zip" }),
      items,
      options,
    );
    expect(outcomes.every((o) => o.kind === "delivered")).toBe(true);

    const [csvName, zipName] = filesIn(dir).sort();
    expect(csvName).toMatch(/^GradeAtlas_[A-Za-z0-9_]+\.csv$/);
    expect(zipName).toBe((csvName as string).replace(/\.csv$/, "_reports.zip"));
    expect(readFileSync(join(dir, csvName as string), "utf8").split("\r\n")).toHaveLength(5); // header, 3 rows, final CRLF
    const entries = unzipSync(readFileSync(join(dir, zipName as string)));
    // Slate's DIP batch is PDFs and one index file, nothing else.
    expect(Object.keys(entries).sort()).toEqual(["GA-2026-0007.pdf", "GA-2026-0009.pdf", "index.txt"]);
    expect(strFromU8(entries["GA-2026-0009.pdf"] as Uint8Array)).toBe("%PDF-1.7 report GA-2026-0009");
    expect(strFromU8(entries["index.txt"] as Uint8Array)).toBe(
      '"applicant_id"\t"report_number"\t"type"\t"Filename"\r\n' +
        '"C-7"\t"GA-2026-0007"\t"GPA report"\t"GA-2026-0007.pdf"\r\n' +
        '"C-9"\t"GA-2026-0009"\t"GPA report"\t"GA-2026-0009.pdf"\r\n',
    );
    expect(outcomes[0]).toMatchObject({ detail: expect.stringContaining(`${csvName} and /incoming/zip/${zipName}`) });
  });

  it("with the ZIP format but no issued report, sends the CSV alone", async () => {
    const dir = join(incoming, "zip-none");
    mkdirSync(dir);
    const outcomes = await slateSftpConnector.deliver(
      connection({ directory: "/incoming/zip-none", format: "zip" }),
      [item("N-1", "Ann", 3.1)],
      options,
    );
    expect(outcomes.map((o) => o.kind)).toEqual(["delivered"]);
    expect(filesIn(dir)).toEqual([expect.stringMatching(/^GradeAtlas_[A-Za-z0-9_]+\.csv$/)]);
  });

  it("a ZIP of several MB (written many chunks at a time) arrives byte for byte", async () => {
    const dir = join(incoming, "large");
    mkdirSync(dir);
    const items = Array.from({ length: 6 }, (_, i) => {
      const it = item(`L-${i}`, "Large", 3, `GA-L-${i}`);
      if (it.report) it.report.content = new Uint8Array(randomBytes(700_000));
      return it;
    });
    const outcomes = await slateSftpConnector.deliver(
      connection({ directory: "/incoming/large", format: "zip" }),
      items,
      options,
    );
    expect(outcomes.every((o) => o.kind === "delivered")).toBe(true);
    const zipName = filesIn(dir).find((f) => f.endsWith("_reports.zip")) as string;
    const entries = unzipSync(readFileSync(join(dir, zipName)));
    for (const it of items)
      expect(
        Buffer.from(entries[`${it.report?.number}.pdf`] as Uint8Array).equals(
          Buffer.from(it.report?.content as Uint8Array),
        ),
      ).toBe(true);
  });

  it("previews the file name and the CSV text, or a ZIP's entries, without connecting", async () => {
    const items = [item("D-1", "Eve", 3.3, "GA-1")];
    const csv = await slateSftpConnector.preview(connection(), items, options);
    expect(csv.requests).toHaveLength(1);
    expect(csv.requests[0]?.url).toMatch(/^sftp:\/\/gradeatlas@127\.0\.0\.1:\d+\/incoming\/GradeAtlas_\w+\.csv$/);
    expect(csv.requests[0]?.body).toBe("Applicant ID,Name,GPA\r\nD-1,Eve,3.3\r\n");

    const zip = await slateSftpConnector.preview(connection({ format: "zip" }), items, options);
    expect(zip.requests.map((r) => r.url.split("/").pop())).toEqual([
      expect.stringMatching(/\.csv$/),
      expect.stringMatching(/_reports\.zip$/),
    ]);
    expect(zip.requests[0]?.body).toBe("Applicant ID,Name,GPA\r\nD-1,Eve,3.3\r\n");
    expect(zip.requests[1]?.body).toMatch(/GA-1\.pdf \(\d+ bytes\)/);
    expect(zip.requests[1]?.body).toContain('"D-1"\t"GA-1"\t"GPA report"\t"GA-1.pdf"');
    expect(JSON.stringify(zip)).not.toContain(password);
  });
});

describe("Slate over SFTP: what is refused, and what waits for a retry", () => {
  it("tests a connection signed in with a private key: the folder is writable and the probe file is gone", async () => {
    const result = await slateSftpConnector.test(connection({}, { privateKey: clientKey.private }), options);
    expect(result).toEqual({
      ok: true,
      detail: `Connected to 127.0.0.1:${server.port} as ${username}; the host key matches and /incoming accepts files.`,
    });
    expect(filesIn(incoming)).not.toContain(".gradeatlas-test");
  });

  it("refuses a server whose host key is not the pinned one, and uploads nothing", async () => {
    const before = filesIn(incoming);
    const other = `SHA256:${"A".repeat(43)}`;
    expect(await deliverOne(connection({ hostKeySha256: other }))).toEqual({
      kind: "failed",
      error: expect.stringContaining(`presented host key ${server.fingerprint}, not the pinned ${other}: refused`),
    });
    expect(filesIn(incoming)).toEqual(before);
    expect((await slateSftpConnector.test(connection({ hostKeySha256: other }), options)).ok).toBe(false);
  });

  it("a wrong password fails (a retry cannot fix it), naming no secret", async () => {
    expect(await deliverOne(connection({}, { password: "wrong password" }))).toEqual({
      kind: "failed",
      error: `127.0.0.1:${server.port} refused user "${username}" with this password.`,
    });
  });

  it("a server that refuses the private key fails, and so does its test", async () => {
    server.setMode("refuse-auth");
    try {
      const conn = connection({}, { privateKey: clientKey.private });
      const refused = `127.0.0.1:${server.port} refused user "${username}" with this private key.`;
      expect(await deliverOne(conn)).toEqual({ kind: "failed", error: refused });
      expect(await slateSftpConnector.test(conn, options)).toEqual({ ok: false, detail: refused });
    } finally {
      server.setMode("ok");
    }
  });

  it("a private key that is not one fails with what to paste instead", async () => {
    const notAKey = "-----BEGIN NOTHING-----\nabc\n-----END NOTHING-----";
    expect(await deliverOne(connection({}, { privateKey: notAKey }))).toEqual({
      kind: "failed",
      error: "The private key could not be read: paste it in OpenSSH or PEM form, unencrypted.",
    });
  });

  it("a folder that does not exist fails, and the test says which folder", async () => {
    expect(await deliverOne(connection({ directory: "/nowhere" }))).toEqual({
      kind: "failed",
      error: "The folder /nowhere does not exist on 127.0.0.1.",
    });
    expect(await slateSftpConnector.test(connection({ directory: "/nowhere" }), options)).toEqual({
      ok: false,
      detail: "The folder /nowhere does not exist on 127.0.0.1.",
    });
  });

  it("a server that stops answering mid-upload means retry, for every item of the batch", async () => {
    server.setMode("hang");
    try {
      const outcomes = await slateSftpConnector.deliver(
        connection({}, { password }),
        [item("H-1", "H", 1), item("H-2", "H", 2)],
        { ...options, timeoutMs: 1_000 },
      );
      expect(outcomes.map((o) => o.kind)).toEqual(["retry", "retry"]);
      expect(outcomes[0]).toMatchObject({ error: expect.stringContaining("stopped answering") });
    } finally {
      server.setMode("ok");
    }
  });

  it("a server that is down means retry", async () => {
    // Port 1: privileged, so no test's server can be listening there (a just-closed port can be reused at once).
    expect(await deliverOne(connection({ port: 1 }))).toEqual({
      kind: "retry",
      error: "127.0.0.1:1 refused the connection.",
    });
  });

  it("a private address is refused unless CRM_ALLOW_PRIVATE_HOSTS is on", async () => {
    expect(await deliverOne(connection(), { ...options, allowPrivateHosts: false })).toMatchObject({
      kind: "failed",
      error: expect.stringContaining("private or local address"),
    });
  });
});

describe("Slate over SFTP through the sync worker", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ env: { CRM_ALLOW_PRIVATE_HOSTS: "true", CRM_REQUEST_TIMEOUT_MS: "3000" } });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("sends a day's 45 queued changes as one file, not one per 20", async () => {
    const dir = join(incoming, "daily");
    mkdirSync(dir);
    const institution = await t.db
      .insertInto("institutions")
      .values({ name: "Daily University", created_by: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    await makeInstitutionPay(t.db, institution.id);
    const { host, port, hostKeySha256 } = connection().settings;
    const connectionId = await makeConnection(
      t.db,
      institution.id,
      "slate_sftp",
      { host, port, username, directory: "/incoming/daily", hostKeySha256, format: "csv", schedule: "daily" },
      { password },
    );
    const blank = Object.fromEntries(syncFields.map((f) => [f, null])) as SyncRecord;
    for (let n = 0; n < 45; n++)
      await t.db
        .insertInto("crm_deliveries")
        .values({
          connection_id: connectionId,
          institution_id: institution.id,
          event: "calculation.saved",
          subject: `applicant ${n}`,
          record: JSON.stringify({
            ...blank,
            applicant_id: `D-${n}`,
            applicant_name: `Applicant ${n}`,
            gpa_overall: 3,
          }),
        })
        .execute();
    const worker = createSyncWorker({
      db: t.db,
      config: t.config,
      logger: createLogger("silent"),
      catalog: await loadGradingCatalog(),
    });
    expect(await worker.runOnce()).toEqual({ delivered: 45, retried: 0, dead: 0 });
    const files = filesIn(dir);
    expect(files).toHaveLength(1);
    const rows = readFileSync(join(dir, files[0] as string), "utf8")
      .trimEnd()
      .split("\r\n");
    expect(rows).toHaveLength(46); // the header and 45 rows
    expect(rows[1]).toContain("D-0");
  });
});
