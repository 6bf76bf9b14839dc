import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { someAddress } from "./support/accounts.ts";
import { createTestApp, jsonRequest } from "./support/test-app.ts";

// POST /api/v1/early-access: the /one-admission form. Every request comes from
// its own made-up address (TRUST_PROXY), so only the rate-limit test shares one.
type ErrorBody = { error: { code: string; message: string } };

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true" } });
});
afterAll(async () => {
  await t.close();
});

const post = (body: unknown, address = someAddress()) =>
  t.app.request("/api/v1/early-access", jsonRequest("POST", body, { "x-forwarded-for": address }));

const leadsFor = (email: string) =>
  t.db.selectFrom("leads").select(["id", "email", "source", "context"]).where("email", "=", email).execute();

describe("early access", () => {
  it("stores the address as a one-admission lead and answers 201 with its id", async () => {
    const res = await post({ email: "Dean@Example.org" });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(await leadsFor("dean@example.org")).toEqual([
      { id, email: "dean@example.org", source: "one-admission", context: null },
    ]);
  });

  it("keeps the optional name and institution in the context, trimmed", async () => {
    const res = await post({
      email: "registrar@example.edu",
      name: "  Ana García ",
      institution: "Example University",
    });
    expect(res.status).toBe(201);
    const [lead] = await leadsFor("registrar@example.edu");
    expect(lead?.context).toBe("name: Ana García; institution: Example University");

    expect(
      (await post({ email: "only-institution@example.edu", name: "  ", institution: "Example College" })).status,
    ).toBe(201);
    expect((await leadsFor("only-institution@example.edu"))[0]?.context).toBe("institution: Example College");
  });

  it("refuses a bad address with the field named", async () => {
    const res = await post({ email: "not-an-address" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.message).toBe("email: Please enter a valid email address");
  });

  it("refuses a missing address, a missing body and broken JSON with 400", async () => {
    expect((await post({ name: "No Address" })).status).toBe(400);
    const empty = await t.app.request("/api/v1/early-access", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": someAddress() },
    });
    expect(empty.status).toBe(400);
    const broken = await post("{oops");
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as ErrorBody).error.code).toBe("invalid_json");
  });

  it("refuses over-long optional fields", async () => {
    const res = await post({ email: "long@example.org", institution: "x".repeat(201) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.message).toMatch(/^institution: /);
  });

  it("refuses a body over 4 KB with 413", async () => {
    const res = await post({ email: "big@example.org", name: "x".repeat(5_000) });
    expect(res.status).toBe(413);
    expect(((await res.json()) as ErrorBody).error.message).toBe("An early-access request may be at most 4 KB.");
    expect(await leadsFor("big@example.org")).toEqual([]);
  });

  it("limits one address to 10 requests a minute with a 429", async () => {
    const address = someAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await post({ email: `flood${i}@example.org` }, address)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
    const last = await post({ email: "flood-last@example.org" }, address);
    expect(last.status).toBe(429);
    expect(((await last.json()) as ErrorBody).error.message).toBe(
      "Too many requests. Please wait a moment before trying again.",
    );
    // Another address is not affected.
    expect((await post({ email: "elsewhere@example.org" })).status).toBe(201);
  });
});
