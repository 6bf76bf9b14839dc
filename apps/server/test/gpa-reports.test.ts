import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveDomain, json, setInstitutionRole } from "./support/accounts.ts";
import { people } from "./support/people.ts";
import { createTestApp } from "./support/test-app.ts";

// The premium GPA report (issue 19): issued by the server from a saved
// calculation, downloaded byte for byte as issued, checkable by anyone at
// /verify/{code}, revocable by the institution's admins.

let t: Awaited<ReturnType<typeof createTestApp>>;
const { user, send, get } = people(() => t);

const ADMIN = "dean@reports.example";
const EVALUATOR = "eva@reports.example";
const VIEWER = "vera@reports.example";
const SOLO = "solo@elsewhere.example";
const FREE = "free@elsewhere.example";

let calculationId = "";
let report: { id: string; number: string; code: string; verifyUrl: string };

const pdfText = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;

const download = async (id: string, email: string | null) => {
  const res = await get(`/api/v1/gpa-reports/${id}/pdf`, email);
  return { status: res.status, type: res.headers.get("content-type"), bytes: new Uint8Array(await res.arrayBuffer()) };
};

const check = (code: string, body: Uint8Array | string, type = "application/pdf") =>
  t.app.request(`/api/v1/verify/check?code=${encodeURIComponent(code)}`, {
    method: "POST",
    headers: { "content-type": type, origin: t.config.BASE_URL },
    body: typeof body === "string" ? body : new Uint8Array(body),
  });

beforeAll(async () => {
  t = await createTestApp();
  await approveDomain(t.db, "reports.example");
  await user(ADMIN, { admin: true, plan: true });
  await user(EVALUATOR);
  await user(VIEWER);
  await setInstitutionRole(t, VIEWER, "viewer");
  await user(SOLO, { plan: true });
  await user(FREE);
  const saved = await send("POST", "/api/v1/calculations", EVALUATOR, {
    country: "DE",
    title: "Wang application",
    applicant: { name: "Wang Xiaoming 王小明", id: "A-1042", institution: "TU München" },
    courses: [
      { name: "Analysis I", grade: "1.3", credits: 6, year: 2023 },
      { name: "Lineare Algebra", grade: "2.0", credits: 6, year: 2023 },
      { name: "Physik", grade: "1.7", credits: 5, year: 2024 },
    ],
  });
  expect(saved.status).toBe(201);
  calculationId = (await json(saved)).id;
}, 300_000);
afterAll(async () => {
  await t?.close();
});

describe("issuing a GPA report", () => {
  it("issues a numbered, coded report from a saved calculation and keeps the file", async () => {
    const res = await send("POST", "/api/v1/gpa-reports", EVALUATOR, {
      calculationId,
      dateOfBirth: "2003-04-05",
      paperSize: "LETTER",
    });
    expect(res.status).toBe(201);
    report = await json(res);
    expect(report.number).toMatch(/^GPA-\d{4}-\d{6}$/);
    expect(report.code).toMatch(/^GA-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(report.verifyUrl).toBe(`${t.config.BASE_URL}/verify/${report.code}`);
    expect(report).toMatchObject({ applicantInitials: "W. X. 王.", revoked: null, canRevoke: false });
  });

  it("prints the applicant, every course, the GPA, the code and the verify address", async () => {
    const pdf = await download(report.id, EVALUATOR);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe("application/pdf");
    const text = await pdfText(pdf.bytes);
    for (const expected of [
      "Wang Xiaoming",
      "王小明",
      "A-1042",
      "2003-04-05",
      "TU München",
      "Analysis I",
      "Lineare Algebra",
      "Physik",
      report.number,
      report.code,
      report.verifyUrl,
      "reports.example",
    ]) {
      expect(text).toContain(expected);
    }
    const saved = await json(await get(`/api/v1/calculations/${calculationId}`, EVALUATOR));
    expect(text).toContain(saved.gpa.toFixed(2));
  });

  it("gives every download the same bytes", async () => {
    const a = await download(report.id, EVALUATOR);
    const b = await download(report.id, ADMIN);
    expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(true);
  });

  it("refuses a date of birth that does not exist or lies ahead, naming the field", async () => {
    for (const dateOfBirth of ["2026-02-30", "2999-01-01", "5 April 2003"]) {
      const res = await send("POST", "/api/v1/gpa-reports", EVALUATOR, { calculationId, dateOfBirth });
      expect(res.status).toBe(400);
      expect((await json(res)).error.message).toMatch(/^dateOfBirth: /);
    }
    const paper = await send("POST", "/api/v1/gpa-reports", EVALUATOR, { calculationId, paperSize: "A3" });
    expect(paper.status).toBe(400);
    expect((await json(paper)).error.message).toBe("paperSize: paperSize must be A4 or LETTER");
  });

  it("lets viewers read reports but not issue them; outsiders see nothing; it is premium", async () => {
    const list = await get(`/api/v1/gpa-reports?calculation=${calculationId}`, VIEWER);
    expect(list.status).toBe(200);
    expect((await json(list)).reports.map((r: { code: string }) => r.code)).toEqual([report.code]);
    expect((await download(report.id, VIEWER)).status).toBe(200);
    expect((await send("POST", "/api/v1/gpa-reports", VIEWER, { calculationId })).status).toBe(403);

    expect((await get(`/api/v1/gpa-reports?calculation=${calculationId}`, SOLO)).status).toBe(404);
    expect((await download(report.id, SOLO)).status).toBe(404);
    expect((await send("POST", "/api/v1/gpa-reports", SOLO, { calculationId })).status).toBe(404);
    expect((await send("POST", "/api/v1/gpa-reports", FREE, { calculationId })).status).toBe(403);
    expect((await send("POST", "/api/v1/gpa-reports", null, { calculationId })).status).toBe(401);
    expect((await get("/api/v1/gpa-reports?calculation=not-an-id", EVALUATOR)).status).toBe(404);
    expect((await get("/api/v1/gpa-reports", EVALUATOR)).status).toBe(400);
  });
});

describe("the verify page's API", () => {
  it("shows anyone the issuer, date, initials and GPA, and nothing more", async () => {
    const res = await get(`/api/v1/verify/${report.code}`, null);
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({
      number: report.number,
      issuer: "reports.example",
      applicantInitials: "W. X. 王.",
      country: "Germany",
      revoked: null,
    });
    expect(body.issuedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const raw = JSON.stringify(body);
    for (const hidden of ["Wang", "王小明", "2003-04-05", "A-1042", "Analysis"]) expect(raw).not.toContain(hidden);
  });

  it("reads a code typed in lower case with spaces; unknown and malformed codes are 404", async () => {
    const typed = ` ${report.code.toLowerCase()} `;
    expect((await get(`/api/v1/verify/${encodeURIComponent(typed)}`, null)).status).toBe(200);
    expect((await get("/api/v1/verify/GA-0000-0000-0000-0000", null)).status).toBe(404);
    const malformed = await get("/api/v1/verify/hello", null);
    expect(malformed.status).toBe(404);
    expect((await json(malformed)).error.message).toBe(
      "No GPA report has this code. Check it against the printed report.",
    );
  });

  it("says whether an uploaded file is the report as issued, byte for byte", async () => {
    const { bytes } = await download(report.id, EVALUATOR);
    const same = await check(report.code, bytes);
    expect(same.status).toBe(200);
    expect(await json(same)).toEqual({ identical: true });

    const tampered = new Uint8Array(bytes);
    const at = tampered.length - 200;
    tampered[at] = (tampered[at] as number) ^ 1;
    expect(await json(await check(report.code, tampered))).toEqual({ identical: false });
  });

  it("refuses what is not a PDF, an empty file and a missing code with a clear 4xx", async () => {
    const text = await check(report.code, "hello, this is not a PDF");
    expect(text.status).toBe(415);
    expect((await json(text)).error.message).toBe("This file is not a PDF. Choose the report's PDF.");
    expect((await check(report.code, "%PDF-1.7", "text/plain")).status).toBe(415);
    expect((await check(report.code, new Uint8Array())).status).toBe(400);
    const noCode = await t.app.request("/api/v1/verify/check", {
      method: "POST",
      headers: { "content-type": "application/pdf", origin: t.config.BASE_URL },
      body: "%PDF-1.7",
    });
    expect(noCode.status).toBe(400);
    expect((await check("GA-0000-0000-0000-0000", "%PDF-1.7")).status).toBe(404);
  });
});

describe("revoking a report", () => {
  it("is for the institution's admins only, needs a reason, and shows on the verify page", async () => {
    const path = `/api/v1/gpa-reports/${report.id}/revoke`;
    expect((await send("POST", path, EVALUATOR, { reason: "Issued in error" })).status).toBe(403);
    expect((await send("POST", path, VIEWER, { reason: "Issued in error" })).status).toBe(403);
    expect((await send("POST", path, SOLO, { reason: "Issued in error" })).status).toBe(404);
    const empty = await send("POST", path, ADMIN, { reason: " " });
    expect(empty.status).toBe(400);
    expect((await json(empty)).error.message).toMatch(/^reason: reason is required/);
    expect((await json(await get(`/api/v1/verify/${report.code}`, null))).revoked).toBeNull();

    const res = await send("POST", path, ADMIN, { reason: "Wrong transcript attached" });
    expect(res.status).toBe(200);
    expect((await json(res)).revoked.reason).toBe("Wrong transcript attached");
    const verified = await json(await get(`/api/v1/verify/${report.code}`, null));
    expect(verified.revoked).toMatchObject({ reason: "Wrong transcript attached" });

    const again = await send("POST", path, ADMIN, { reason: "Twice" });
    expect(again.status).toBe(409);
    expect((await json(await get(`/api/v1/verify/${report.code}`, null))).revoked.reason).toBe(
      "Wrong transcript attached",
    );
  });

  it("leaves issuing and revoking in the institution's audit trail", async () => {
    const trail = await json(await get("/api/v1/audit", ADMIN));
    const actions = trail.events.map((e: { action: string }) => e.action);
    expect(actions).toContain("report.issued");
    expect(actions).toContain("report.revoked");
  });
});

describe("a subscriber without an institution", () => {
  it("issues reports from their own calculations and revokes them", async () => {
    const saved = await json(
      await send("POST", "/api/v1/calculations", SOLO, { country: "DE", courses: [{ grade: "1.0", credits: 5 }] }),
    );
    const res = await send("POST", "/api/v1/gpa-reports", SOLO, { calculationId: saved.id });
    expect(res.status).toBe(201);
    const issued = await json(res);
    expect(issued.canRevoke).toBe(true);
    expect((await json(await get(`/api/v1/verify/${issued.code}`, null))).issuer).toBe(SOLO);
    const revoked = await send("POST", `/api/v1/gpa-reports/${issued.id}/revoke`, SOLO, { reason: "Superseded" });
    expect(revoked.status).toBe(200);
  });
});

describe("a report outlives its calculation", () => {
  it("stays verifiable and downloadable by its issuer after the calculation is deleted", async () => {
    const issued = await json(await send("POST", "/api/v1/gpa-reports", EVALUATOR, { calculationId }));
    expect((await send("DELETE", `/api/v1/calculations/${calculationId}`, EVALUATOR)).status).toBe(204);
    expect((await get(`/api/v1/verify/${issued.code}`, null)).status).toBe(200);
    const pdf = await download(issued.id, EVALUATOR);
    expect(pdf.status).toBe(200);
    expect(await json(await check(issued.code, pdf.bytes))).toEqual({ identical: true });
  });
});
