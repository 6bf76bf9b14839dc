import { defaultNoticeTemplate } from "@gradeatlas/contracts/notices";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNoticeWorker } from "../src/features/notices/index.ts";
import { createLogger } from "../src/logger.ts";
import { approveDomain, json, setInstitutionRole } from "./support/accounts.ts";
import { people } from "./support/people.ts";
import { startSmtpCapture } from "./support/smtp-capture.ts";
import { anotherInstance, createTestApp } from "./support/test-app.ts";

// Notifying students (issue 19): notices go through a durable queue to a real
// SMTP server on loopback. The worker is driven directly (runOnce), with a
// later `now` instead of waiting for a retry's backoff.

let t: Awaited<ReturnType<typeof createTestApp>>;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
const { user, send, get, cookies } = people(() => t);

const ADMIN = "head@notify.example";
const EVALUATOR = "ana@notify.example";
const VIEWER = "vic@notify.example";
const OTHER = "olga@other.example";
const SOLO = "sol@solo.example";
const FREE = "fred@free.example";
const REFUSED = "nobody@applicant.example";

const transcript = {
  country: "IN",
  title: "Priya's transcript",
  applicant: { name: "Priya Sharma" },
  courses: [
    { name: "Calculus", grade: "72", credits: 4 },
    { name: "Physics", grade: "58", credits: 4 },
  ],
};

let ownCalculation: string;
let otherCalculation: string;
let soloCalculation: string;
const logger = createLogger("silent");
const worker = () => createNoticeWorker({ db: t.db, config: t.config, logger });
const notify = (who: string, calculationId: string, to: string) =>
  send("POST", "/api/v1/notices", who, { calculationId, to });
const composer = (who: string, id: string) => get(`/api/v1/notices/calculation/${id}`, who);
const save = async (who: string) => (await json(await send("POST", "/api/v1/calculations", who, transcript))).id;

beforeAll(async () => {
  smtp = await startSmtpCapture({ refuse: (a) => (a === REFUSED ? "No such user here" : null) });
  t = await createTestApp({ env: { SMTP_URL: smtp.url, BASE_URL: "http://notify.test" } });
  await approveDomain(t.db, "notify.example");
  await approveDomain(t.db, "other.example");
  await user(ADMIN, { admin: true, plan: true });
  await user(EVALUATOR);
  await user(VIEWER);
  await setInstitutionRole(t, VIEWER, "viewer");
  await user(OTHER, { admin: true, plan: true });
  await user(SOLO, { plan: true });
  await user(FREE);
  ownCalculation = await save(EVALUATOR);
  otherCalculation = await save(OTHER);
  soloCalculation = await save(SOLO);
}, 300_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe("sending a notice", () => {
  it("queues it, then the mail server accepts it with the GPA, the reasoning and a stop link", async () => {
    const res = await notify(EVALUATOR, ownCalculation, "Priya@Applicant.example");
    expect(res.status).toBe(201);
    const notice = await json(res);
    expect(notice).toMatchObject({ state: "queued", to: "priya@applicant.example", attempts: 0 });

    expect(await worker().runOnce()).toEqual({ accepted: 1, failed: 0, retried: 0 });
    const mail = await smtp.waitFor("priya@applicant.example", /Your converted GPA from notify\.example/);
    expect(mail.body).toContain("Dear Priya Sharma,");
    expect(mail.body).toMatch(/Your GPA is \d\.\d\d\./);
    expect(mail.body).toContain("Overall GPA:");
    expect(mail.body).toContain("US credits: 8");
    expect(mail.body).toContain("Scale:");
    // What each course became, so the applicant can follow the GPA.
    expect(mail.body).toMatch(/ {2}Calculus: 72 → [A-F][+-]? \(\d\.\d\d\)/);
    expect(mail.body).toMatch(/ {2}Physics: 58 → [A-F][+-]? \(\d\.\d\d\)/);
    expect(mail.body).toContain("Source:");
    expect(mail.raw).toMatch(/^List-Unsubscribe:\s+<http:\/\/notify\.test\/api\/v1\/stop-emails\/[\w-]+>/m);
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(mail.raw).toMatch(/^Reply-To: ana@notify\.example/m);
    expect(smtp.linkIn(mail, "http://notify.test/stop-emails/")).toMatch(/\/stop-emails\/[\w-]{43}$/);

    const list = await json(await composer(EVALUATOR, ownCalculation));
    expect(list.cannotSend).toBeNull();
    expect(list.notices[0]).toMatchObject({ id: notice.id, state: "accepted", attempts: 1 });
    expect(list.notices[0].smtpResponse).toMatch(/^250 /);
    expect(list.notices[0].acceptedAt).toBeTruthy();
    // The raw token is gone once the notice has left the queue; only its hash stays.
    const row = await t.db.selectFrom("notices").selectAll().where("id", "=", notice.id).executeTakeFirstOrThrow();
    expect(row.stop_token).toBeNull();

    // History says when the applicant was notified.
    const history = await json(await get("/api/v1/calculations", EVALUATOR));
    const summary = history.calculations.find((c: { id: string }) => c.id === ownCalculation);
    expect(summary.notifiedAt).toBe(list.notices[0].acceptedAt);

    const trail = await t.db
      .selectFrom("audit_events")
      .select(["action", "actor_email"])
      .where("subject", "=", "priya@applicant.example")
      .orderBy("created_at")
      .execute();
    expect(trail).toEqual([
      { action: "notice.queued", actor_email: EVALUATOR },
      { action: "notice.accepted", actor_email: EVALUATOR },
    ]);
  });

  it("records a refused recipient as failed with the server's reason", async () => {
    const notice = await json(await notify(EVALUATOR, ownCalculation, REFUSED));
    expect(await worker().runOnce()).toEqual({ accepted: 0, failed: 1, retried: 0 });
    const list = await json(await composer(EVALUATOR, ownCalculation));
    const failed = list.notices.find((n: { id: string }) => n.id === notice.id);
    expect(failed.state).toBe("failed");
    expect(failed.failedReason).toMatch(/550.*No such user here/);
  });

  it("keeps a notice queued through an SMTP outage and sends it when the server is back, from a new app instance", async () => {
    const port = smtp.port;
    await smtp.close();
    const notice = await json(await notify(EVALUATOR, ownCalculation, "outage@applicant.example"));
    expect(await worker().runOnce()).toEqual({ accepted: 0, failed: 0, retried: 1 });
    let list = await json(await composer(EVALUATOR, ownCalculation));
    const waiting = list.notices.find((n: { id: string }) => n.id === notice.id);
    expect(waiting).toMatchObject({ state: "queued", attempts: 1 });
    expect(waiting.lastError).toMatch(/ECONNREFUSED/);
    expect(new Date(waiting.nextAttemptAt).getTime()).toBeGreaterThan(Date.now());
    // Not due yet: a run now sends nothing.
    expect(await worker().runOnce()).toEqual({ accepted: 0, failed: 0, retried: 0 });

    // The mail server comes back; the app restarts (a new instance on the same database).
    smtp = await startSmtpCapture({ port, refuse: (a) => (a === REFUSED ? "No such user here" : null) });
    const restarted = await anotherInstance(t);
    const later = new Date(Date.now() + 10 * 60_000);
    expect(await createNoticeWorker({ db: restarted.db, config: t.config, logger }).runOnce(later)).toEqual({
      accepted: 1,
      failed: 0,
      retried: 0,
    });
    await smtp.waitFor("outage@applicant.example", /Your converted GPA/);
    list = await json(await composer(EVALUATOR, ownCalculation));
    expect(list.notices.find((n: { id: string }) => n.id === notice.id)).toMatchObject({
      state: "accepted",
      attempts: 2,
    });
  });

  it("gives up after the attempt limit with the last error", async () => {
    const port = smtp.port;
    await smtp.close();
    const notice = await json(await notify(EVALUATOR, ownCalculation, "gone@applicant.example"));
    let now = Date.now();
    for (let i = 0; i < 8; i++) {
      await worker().runOnce(new Date(now));
      now += 2 * 60 * 60_000;
    }
    smtp = await startSmtpCapture({ port, refuse: (a) => (a === REFUSED ? "No such user here" : null) });
    const list = await json(await composer(EVALUATOR, ownCalculation));
    const failed = list.notices.find((n: { id: string }) => n.id === notice.id);
    expect(failed.state).toBe("failed");
    expect(failed.failedReason).toMatch(/^gave up after 8 attempts: .*ECONNREFUSED/);
  });

  it("never sends one notice twice when two workers run at once", async () => {
    const ids = [];
    for (let i = 0; i < 6; i++)
      ids.push((await json(await notify(EVALUATOR, ownCalculation, `twice${i}@applicant.example`))).id);
    const [a, b] = await Promise.all([worker().runOnce(), worker().runOnce()]);
    expect(a.accepted + b.accepted).toBe(6);
    for (let i = 0; i < 6; i++) await smtp.waitFor(`twice${i}@applicant.example`, /Your converted GPA/);
    expect(smtp.messages.filter((m) => m.to.some((to) => to.startsWith("twice")))).toEqual([]);
  });

  it("resends as a new notice from the old one", async () => {
    const first = await json(await notify(EVALUATOR, ownCalculation, "again@applicant.example"));
    await worker().runOnce();
    const res = await send("POST", `/api/v1/notices/${first.id}/resend`, EVALUATOR);
    expect(res.status).toBe(201);
    const again = await json(res);
    expect(again).toMatchObject({ state: "queued", to: "again@applicant.example", resentFrom: first.id });
    expect(again.id).not.toBe(first.id);
    await worker().runOnce();
    await smtp.waitFor("again@applicant.example", /Your converted GPA/);
    await smtp.waitFor("again@applicant.example", /Your converted GPA/);
  });
});

describe("stopping e-mails", () => {
  it("shows who the link stops without changing anything, stops on POST (one-click too), then refuses with 409", async () => {
    await notify(EVALUATOR, ownCalculation, "stop@applicant.example");
    await worker().runOnce();
    const mail = await smtp.waitFor("stop@applicant.example", /Your converted GPA/);
    const token = smtp.linkIn(mail, "http://notify.test/stop-emails/").split("/").pop() as string;

    const look = await t.app.request(`/api/v1/stop-emails/${token}`);
    expect(await json(look)).toEqual({ sender: "notify.example", address: "stop@applicant.example", stoppedAt: null });
    expect(await json(await t.app.request(`/api/v1/stop-emails/${token}`))).toMatchObject({ stoppedAt: null });

    // A mail client's RFC 8058 one-click request: a form POST from no page at all.
    const oneClick = await t.app.request(`/api/v1/stop-emails/${token}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    const stopped = await json(oneClick);
    expect(stopped.stoppedAt).toBeTruthy();

    const refused = await notify(EVALUATOR, ownCalculation, "stop@applicant.example");
    expect(refused.status).toBe(409);
    expect((await json(refused)).error.message).toMatch(
      /^stop@applicant\.example asked not to receive e-mails from notify\.example on \d{4}-\d{2}-\d{2}/,
    );
    // Per sender: another institution may still write to the address.
    expect((await notify(OTHER, otherCalculation, "stop@applicant.example")).status).toBe(201);
    await worker().runOnce();
    await smtp.waitFor("stop@applicant.example", /Your converted GPA from other\.example/);
  });

  it("answers an unknown token with a clear 404", async () => {
    const res = await t.app.request(`/api/v1/stop-emails/${"x".repeat(43)}`, { method: "POST" });
    expect(res.status).toBe(404);
    expect((await json(res)).error.message).toMatch(/not one we sent/);
  });
});

describe("refusals", () => {
  it("names a bad address with a 422", async () => {
    for (const to of ["not-an-address", "a@b", "Priya <priya@applicant.example>", "a@example.org, b@example.org"]) {
      const res = await notify(EVALUATOR, ownCalculation, to);
      expect(res.status).toBe(422);
      expect((await json(res)).error.message).toMatch(/is not an e-mail address we can send to/);
    }
  });

  it("lets viewers, free users and guests not send; another institution's calculation is a 404", async () => {
    expect((await notify(VIEWER, ownCalculation, "x@applicant.example")).status).toBe(403);
    expect((await notify(FREE, ownCalculation, "x@applicant.example")).status).toBe(403);
    expect((await notify(null as unknown as string, ownCalculation, "x@applicant.example")).status).toBe(401);
    expect((await notify(OTHER, ownCalculation, "x@applicant.example")).status).toBe(404);
    expect((await notify(SOLO, ownCalculation, "x@applicant.example")).status).toBe(404);
    // An institution's admin may notify about a calculation saved under it.
    expect((await notify(ADMIN, ownCalculation, "admin-sent@applicant.example")).status).toBe(201);
    expect((await composer(VIEWER, ownCalculation)).status).toBe(403);
  });

  it("caps a solo subscriber's notices per day with a 429 saying when it resets", async () => {
    const first = await json(await notify(SOLO, soloCalculation, "cap0@applicant.example"));
    expect(first.state).toBe("queued");
    const template = await t.db.selectFrom("notices").selectAll().where("id", "=", first.id).executeTakeFirstOrThrow();
    const { id: _id, ...copy } = template;
    // The other 49 of today's allowance, stored directly as earlier sends would have been.
    await t.db
      .insertInto("notices")
      .values(
        Array.from({ length: 49 }, (_, i) => ({
          ...copy,
          stop_token: null,
          stop_token_hash: `cap-${i}`,
          state: "failed" as const,
          attempts: 0,
          to_address: `cap${i + 1}@applicant.example`,
        })),
      )
      .execute();
    const res = await notify(SOLO, soloCalculation, "cap50@applicant.example");
    expect(res.status).toBe(429);
    expect((await json(res)).error.message).toMatch(
      /sent its 50 e-mails to applicants for today\. The limit resets at 00:00 UTC/,
    );
    const box = await json(await composer(SOLO, soloCalculation));
    expect(box).toMatchObject({ dailyCap: 50, sentToday: 50 });
  });
});

/** The bytes of the message's PDF attachment (base64 in its MIME part). */
function pdfAttachment(raw: string): Buffer {
  const part = /Content-Type: application\/pdf[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(raw);
  if (!part) throw new Error("The message has no PDF attachment.");
  return Buffer.from((part[1] as string).replace(/\s+/g, ""), "base64");
}

describe("with the GPA report", () => {
  it("attaches the report byte for byte as issued, with its verify link", async () => {
    const issued = await json(await send("POST", "/api/v1/gpa-reports", EVALUATOR, { calculationId: ownCalculation }));
    const res = await send("POST", "/api/v1/notices", EVALUATOR, {
      calculationId: ownCalculation,
      to: "report@applicant.example",
      reportId: issued.id,
    });
    expect(res.status).toBe(201);
    expect((await json(res)).reportNumber).toBe(issued.number);
    // Earlier tests may have left notices in the queue: this one is among those sent.
    expect((await worker().runOnce()).accepted).toBeGreaterThanOrEqual(1);
    const mail = await smtp.waitFor("report@applicant.example", /Your converted GPA/);
    expect(mail.body).toContain(`Your GPA report ${issued.number} is attached.`);
    expect(mail.body).toContain(issued.verifyUrl);
    const file = await get(`/api/v1/gpa-reports/${issued.id}/pdf`, EVALUATOR);
    expect(pdfAttachment(mail.raw).equals(Buffer.from(await file.arrayBuffer()))).toBe(true);
  });

  it("refuses a report of another calculation or a revoked one, and fails a notice whose report was revoked in the queue", async () => {
    const other = await json(await send("POST", "/api/v1/gpa-reports", SOLO, { calculationId: soloCalculation }));
    const wrong = await send("POST", "/api/v1/notices", EVALUATOR, {
      calculationId: ownCalculation,
      to: "wrong@applicant.example",
      reportId: other.id,
    });
    expect(wrong.status).toBe(404);

    const issued = await json(await send("POST", "/api/v1/gpa-reports", EVALUATOR, { calculationId: ownCalculation }));
    const queued = await send("POST", "/api/v1/notices", EVALUATOR, {
      calculationId: ownCalculation,
      to: "late@applicant.example",
      reportId: issued.id,
    });
    expect(queued.status).toBe(201);
    const revoke = await send("POST", `/api/v1/gpa-reports/${issued.id}/revoke`, ADMIN, { reason: "Wrong file" });
    expect(revoke.status).toBe(200);
    expect((await worker().runOnce()).failed).toBeGreaterThanOrEqual(1);
    const notices = (await json(await composer(EVALUATOR, ownCalculation))).notices;
    const late = notices.find((n: { to: string }) => n.to === "late@applicant.example");
    expect(late.state).toBe("failed");
    expect(late.failedReason).toMatch(
      new RegExp(`GPA report ${issued.number} was revoked on .* before the e-mail went out`),
    );

    const again = await send("POST", "/api/v1/notices", EVALUATOR, {
      calculationId: ownCalculation,
      to: "late@applicant.example",
      reportId: issued.id,
    });
    expect(again.status).toBe(409);
    expect((await json(again)).error.message).toMatch(/was revoked on .*Issue a new one/);
  });
});

describe("the template", () => {
  it("is the default until the admin saves one; members read it, only admins change it", async () => {
    const read = await json(await get("/api/v1/notices/template", EVALUATOR));
    expect(read).toMatchObject({ template: defaultNoticeTemplate, isDefault: true, canEdit: false });
    expect((await get("/api/v1/notices/template", VIEWER)).status).toBe(200);
    expect((await get("/api/v1/notices/template", SOLO)).status).toBe(403);
    const body = { subject: "GPA for {{applicantName}}", body: "Hello {{ applicantName }}, your GPA is {{gpa}}." };
    expect((await send("PUT", "/api/v1/notices/template", EVALUATOR, body)).status).toBe(403);
    const saved = await send("PUT", "/api/v1/notices/template", ADMIN, body);
    expect(saved.status).toBe(200);
    expect(await json(saved)).toMatchObject({ template: body, isDefault: false, canEdit: true, updatedBy: ADMIN });

    const box = await json(await composer(EVALUATOR, ownCalculation));
    expect(box.template).toEqual(body);
    expect(box.values.applicantName).toBe("Priya Sharma");
    await notify(EVALUATOR, ownCalculation, "templated@applicant.example");
    await worker().runOnce();
    const mail = await smtp.waitFor("templated@applicant.example", /GPA for Priya Sharma/);
    expect(mail.body).toMatch(/Hello Priya Sharma, your GPA is \d\.\d\d\./);
  });

  it("refuses unknown placeholders with a 422 naming them", async () => {
    const res = await send("PUT", "/api/v1/notices/template", ADMIN, {
      subject: "GPA {{gpaa}}",
      body: "Dear {{name}}, {{gpa}} {{ name }}",
    });
    expect(res.status).toBe(422);
    const { error } = await json(res);
    expect(error.message).toContain("{{gpaa}}, {{name}}");
    expect(error.details.unknown).toEqual(["gpaa", "name"]);
  });
});

describe("without a mail server", () => {
  it("says so plainly (409) before anything is typed, and refuses to queue", async () => {
    const offline = await anotherInstance({ ...t, config: { ...t.config, SMTP_URL: undefined } });
    const headers = {
      "content-type": "application/json",
      origin: t.config.BASE_URL,
      cookie: cookies[EVALUATOR] as string,
    };
    const box = await offline.app.request(`/api/v1/notices/calculation/${ownCalculation}`, { headers });
    expect((await json(box)).cannotSend).toMatch(/no mail server configured \(SMTP_URL\)/);
    const res = await offline.app.request("/api/v1/notices", {
      method: "POST",
      headers,
      body: JSON.stringify({ calculationId: ownCalculation, to: "nosmtp@applicant.example" }),
    });
    expect(res.status).toBe(409);
    expect((await json(res)).error.message).toMatch(/cannot e-mail applicants/);
  });
});
