import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "../src/email/mailer.ts";
import { updateScaleReport } from "../src/features/scale-reports/update-scale-report.ts";
import { createLogger } from "../src/logger.ts";
import { createRoleFixtures, json, someAddress } from "./support/accounts.ts";
import { failInsertsInto } from "./support/plugins.ts";
import { createTestApp, jsonRequest } from "./support/test-app.ts";

// The review loop (issue 17): anyone reports a problem with a scale; operators
// confirm, fix or reject it and reply, and the reply reaches the reporter by
// e-mail. Who may call what is in authorization-matrix.test.ts.
let t: Awaited<ReturnType<typeof createTestApp>>;
let cookies: Awaited<ReturnType<typeof createRoleFixtures>>;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true" } });
  cookies = await createRoleFixtures(t);
}, 300_000);
afterAll(async () => {
  await t.close();
});

const germanTwo = {
  country: "DE",
  scaleId: "de-university",
  grade: "2.0",
  expected: "B",
  comment: "Our office reads 2.0 as B, like the WES table.",
};

const file = (body: unknown, headers: Record<string, string> = {}, address = someAddress()) =>
  t.app.request("/api/v1/scale-reports", jsonRequest("POST", body, { "x-forwarded-for": address, ...headers }));
const asOperator = (path: string, init: RequestInit = {}) =>
  t.app.request(`/api/v1/admin${path}`, { ...init, headers: { ...init.headers, cookie: cookies.operator } });
const patch = (id: string, body: unknown) => asOperator(`/scale-reports/${id}`, jsonRequest("PATCH", body));
const outboxTo = (address: string) =>
  t.db.selectFrom("email_outbox").select(["kind", "subject", "text_body"]).where("to_address", "=", address).execute();

describe("filing a report", () => {
  it("puts a guest's report in the queue as new, with the scale's name and the address left", async () => {
    const res = await file({ ...germanTwo, email: "Evaluator@Example.edu" });
    expect(res.status).toBe(201);
    const { id } = await json(res);
    const { reports } = await json(await asOperator("/scale-reports"));
    expect(reports.find((r: { id: string }) => r.id === id)).toMatchObject({
      country: "DE",
      scaleId: "de-university",
      scaleName: "University grades (1.0–5.0)",
      grade: "2.0",
      expected: "B",
      comment: germanTwo.comment,
      reporterEmail: "evaluator@example.edu",
      signedIn: false,
      state: "new",
      reply: null,
    });
  });

  it("uses a signed-in reporter's account address, not one typed in the form", async () => {
    const res = await file(
      { ...germanTwo, email: "someone-else@example.org" },
      { cookie: cookies.registered as string },
    );
    const { id } = await json(res);
    const { reports } = await json(await asOperator("/scale-reports"));
    expect(reports.find((r: { id: string }) => r.id === id)).toMatchObject({
      reporterEmail: "registered@example.org",
      signedIn: true,
    });
  });

  it("refuses bad input with 400 and a message naming the field", async () => {
    const cases: [unknown, string][] = [
      [{ ...germanTwo, grade: "  " }, "grade: Enter the grade you converted"],
      [{ ...germanTwo, expected: "" }, "expected: Enter the reading you expected"],
      [{ ...germanTwo, comment: "x".repeat(2001) }, "comment: The comment may be at most 2000 characters"],
      [{ ...germanTwo, email: "not-an-address" }, "email: Please enter a valid email address"],
      [{ ...germanTwo, country: "Germany" }, "country: Give the country as its two-letter code"],
      [{ ...germanTwo, scaleId: "de-nonsense" }, '"de-nonsense" is not a grading scale of Germany'],
      [{ ...germanTwo, country: "QQ" }, 'No grading data for country code "QQ"'],
    ];
    for (const [body, message] of cases) {
      const res = await file(body);
      expect(res.status, message).toBe(400);
      expect((await json(res)).error.message).toContain(message);
    }
    expect(await t.db.selectFrom("scale_reports").select("id").where("scale_id", "=", "de-nonsense").execute()).toEqual(
      [],
    );
  });

  it("limits one address to 10 reports a minute", async () => {
    const address = someAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await file(germanTwo, {}, address)).status);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("refuses a body over 16 KB before reading it", async () => {
    const res = await file({ ...germanTwo, comment: "x".repeat(17 * 1024) });
    expect(res.status).toBe(413);
    expect((await json(res)).error.message).toBe("A scale report may be at most 16 KB.");
  });
});

describe("the operators' queue", () => {
  it("moves a report new → confirmed → fixed and e-mails each reply to the reporter", async () => {
    const { id } = await json(await file({ ...germanTwo, email: "loop@example.edu" }));

    const confirmed = await patch(id, { state: "confirmed", reply: "Thanks, WES does read 2.0 as B." });
    expect(confirmed.status).toBe(200);
    expect(await json(confirmed)).toMatchObject({ state: "confirmed", reply: "Thanks, WES does read 2.0 as B." });

    const fixed = await json(await patch(id, { state: "fixed", reply: "Fixed: 2.0 now reads B." }));
    expect(fixed).toMatchObject({ state: "fixed", reply: "Fixed: 2.0 now reads B.", repliedAt: expect.any(String) });

    const mails = await outboxTo("loop@example.edu");
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.kind)).toEqual(["scale-report-reply", "scale-report-reply"]);
    const last = mails.find((m) => m.text_body.includes("Fixed: 2.0 now reads B."));
    expect(last?.text_body).toContain("The problem you reported is fixed in the dataset.");
    expect(last?.text_body).toContain("the grade 2.0");
    expect(last?.subject).toContain("Germany");
  });

  it("changes the state without mailing when there is no reply, or no address", async () => {
    const { id } = await json(await file({ ...germanTwo, email: "quiet@example.edu" }));
    expect((await patch(id, { state: "rejected" })).status).toBe(200);
    expect(await outboxTo("quiet@example.edu")).toEqual([]);

    const before = (await t.db.selectFrom("email_outbox").select("id").execute()).length;
    const anonymous = await json(await file(germanTwo));
    expect((await json(await patch(anonymous.id, { state: "confirmed", reply: "Noted." }))).reply).toBe("Noted.");
    expect((await t.db.selectFrom("email_outbox").select("id").execute()).length).toBe(before);
  });

  it("refuses a move the workflow does not allow, with the moves it does", async () => {
    const { id } = await json(await file(germanTwo));
    const skip = await patch(id, { state: "fixed" });
    expect(skip.status).toBe(409);
    expect((await json(skip)).error.message).toBe(
      "A new report cannot become fixed. From new it can become: new, confirmed, rejected.",
    );
    await patch(id, { state: "rejected" });
    expect((await patch(id, { state: "confirmed" })).status).toBe(409);
    // A closed report can still get another reply.
    expect((await patch(id, { reply: "We looked again; the table stands." })).status).toBe(200);
  });

  it("refuses an empty change, an unknown state and an unknown report", async () => {
    const { id } = await json(await file(germanTwo));
    const empty = await patch(id, {});
    expect(empty.status).toBe(400);
    expect((await json(empty)).error.message).toBe("Send a new state, a reply, or both");
    expect((await patch(id, { state: "done" })).status).toBe(400);
    expect((await patch("not-a-uuid", { state: "confirmed" })).status).toBe(404);
    expect((await patch(crypto.randomUUID(), { state: "confirmed" })).status).toBe(404);
  });

  it("filters the list by state", async () => {
    const { id } = await json(await file(germanTwo));
    await patch(id, { state: "confirmed" });
    const { reports } = await json(await asOperator("/scale-reports?state=confirmed"));
    expect(reports.length).toBeGreaterThan(0);
    expect(reports.every((r: { state: string }) => r.state === "confirmed")).toBe(true);
    expect(reports.map((r: { id: string }) => r.id)).toContain(id);
    expect((await asOperator("/scale-reports?state=closed")).status).toBe(400);
  });

  it("keeps the old state when the reply cannot be recorded in the outbox", async () => {
    const { id } = await json(await file({ ...germanTwo, email: "rollback@example.edu" }));
    const failing = t.db.withPlugin(failInsertsInto("email_outbox"));
    const mailer = createMailer({ config: t.config, db: failing, logger: createLogger("silent") });
    const catalog = (await import("../src/features/grading-systems/grading-catalog.ts")).loadGradingCatalog();
    await expect(
      updateScaleReport({ db: failing, mailer, config: t.config, catalog: await catalog }, id, {
        state: "confirmed",
        reply: "This reply is never recorded.",
      }),
    ).rejects.toThrow("refused");
    const row = await t.db
      .selectFrom("scale_reports")
      .select(["state", "reply"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state: "new", reply: null });
  });
});
