import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveDomain, json } from "./support/accounts.ts";
import { people } from "./support/people.ts";
import { createTestApp } from "./support/test-app.ts";

// Institutions as teams (issue 18, decision 0037): members by approved domain
// or invitation, roles, hand-over, removal, and the audit lines they leave.

let t: Awaited<ReturnType<typeof createTestApp>>;
const { user, send, get } = people(() => t);

const me = async (email: string) => json(await get("/api/me", email));

/** The token of the newest invitation mailed to an address, read from the outbox as the mailbox would. */
async function invitationToken(email: string): Promise<string> {
  const mail = await t.db
    .selectFrom("email_outbox")
    .select("link")
    .where("to_address", "=", email)
    .where("kind", "=", "institution-invitation")
    .orderBy("created_at", "desc")
    .executeTakeFirstOrThrow();
  return new URL(mail.link as string).searchParams.get("token") as string;
}

async function auditActions(institutionId: string) {
  const rows = await t.db
    .selectFrom("audit_events")
    .select(["action", "actor_email", "subject"])
    .where("institution_id", "=", institutionId)
    .orderBy("created_at")
    .execute();
  return rows.map((r) => `${r.actor_email} ${r.action} ${r.subject ?? ""}`.trim());
}

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true" } });
  await approveDomain(t.db, "uni.example");
  await user("head@uni.example", { verified: true, admin: true, plan: true });
  await user("ana@uni.example", { verified: true });
  await user("bob@uni.example", { verified: false });
  await user("eve@elsewhere.example", { verified: true });
  await user("boss@gmail.com", { verified: true, admin: true, plan: true });
  await user("someone@gmail.com", { verified: true });
  await user("ops@example.org", { verified: true });
  await t.db.updateTable("users").set({ is_operator: true }).where("email", "=", "ops@example.org").execute();
  const saved = await send("POST", "/api/v1/calculations", "ana@uni.example", {
    country: "IN",
    courses: [{ grade: "72", credits: 4 }],
  });
  expect(saved.status).toBe(201);
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe("an institution by approved domain", () => {
  it("lists its members with their roles, premium and saved calculations, and who still has to confirm", async () => {
    const team = await json(await get("/api/v1/team", "head@uni.example"));
    expect(team.institution).toMatchObject({ name: "uni.example", domains: ["uni.example"], subscribed: true });
    expect(team.reason).toBeNull();
    expect(
      team.members.map(
        (m: { email: string; role: string | null; premiumSource: string; savedCalculations: number }) => [
          m.email,
          m.role,
          m.premiumSource,
          m.savedCalculations,
        ],
      ),
    ).toEqual([
      ["ana@uni.example", "evaluator", "institution", 1],
      ["bob@uni.example", null, "none", 0],
      ["head@uni.example", "admin", "personal", 0],
    ]);
    expect((await me("ana@uni.example")).institution).toMatchObject({ name: "uni.example", role: "evaluator" });
  });

  it("a member's save goes into the institution's audit trail, and so does its deletion", async () => {
    const institutionId = (await me("ana@uni.example")).institution.id;
    const saved = await json(
      await send("POST", "/api/v1/calculations", "ana@uni.example", {
        country: "IN",
        title: "Applicant 7",
        courses: [{ grade: "65", credits: 3 }],
      }),
    );
    expect((await send("DELETE", `/api/v1/calculations/${saved.id}`, "ana@uni.example")).status).toBe(204);
    const trail = await auditActions(institutionId);
    expect(trail.slice(-2)).toEqual([
      "ana@uni.example calculation.saved Applicant 7",
      "ana@uni.example calculation.deleted Applicant 7",
    ]);
  });

  it("gives no institution on a shared mail provider, and offers to found one", async () => {
    const team = await json(await get("/api/v1/team", "boss@gmail.com"));
    expect(team).toMatchObject({ institution: null, canCreate: true, members: [] });
    expect(team.reason).toMatch(/not part of an institution yet/);
    expect((await me("someone@gmail.com")).tier).toBe("registered");
  });

  it("counts a domain only once an operator approves it, and withdrawing ends it", async () => {
    await user("dean@pending.example", { verified: true, admin: true, plan: true });
    await user("staff@pending.example", { verified: true });
    const pending = await json(await get("/api/v1/team", "dean@pending.example"));
    expect(pending).toMatchObject({ institution: null, members: [], canCreate: true });
    expect(pending.reason).toMatch(/^pending\.example has not been approved as your institution's domain yet\./);
    expect((await me("staff@pending.example")).tier).toBe("registered");

    const approved = await send("POST", "/api/v1/admin/domains", "ops@example.org", { domain: " @Pending.Example " });
    expect(approved.status).toBe(201);
    expect(await json(approved)).toMatchObject({ domain: "pending.example", institutionName: "pending.example" });
    expect((await me("staff@pending.example")).premiumSource).toBe("institution");
    const team = await json(await get("/api/v1/team", "dean@pending.example"));
    expect(team.members.map((m: { email: string }) => m.email)).toEqual([
      "dean@pending.example",
      "staff@pending.example",
    ]);

    expect((await send("DELETE", "/api/v1/admin/domains/pending.example", "ops@example.org")).status).toBe(204);
    expect((await me("staff@pending.example")).tier).toBe("registered");
    expect((await send("DELETE", "/api/v1/admin/domains/pending.example", "ops@example.org")).status).toBe(404);
  });

  it("attaches a second domain to an existing institution", async () => {
    await user("lecturer@campus2.example", { verified: true });
    const institutionId = (await me("head@uni.example")).institution.id;
    const res = await send("POST", "/api/v1/admin/domains", "ops@example.org", {
      domain: "campus2.example",
      institutionId,
    });
    expect(res.status).toBe(201);
    expect((await me("lecturer@campus2.example")).institution).toMatchObject({ id: institutionId, role: "evaluator" });
    const unknown = await send("POST", "/api/v1/admin/domains", "ops@example.org", {
      domain: "campus3.example",
      institutionId: "00000000-0000-4000-8000-000000000000",
    });
    expect(unknown.status).toBe(404);
  });

  it("refuses to approve a shared mail provider or something that is not a domain", async () => {
    const approve = (domain: unknown) => send("POST", "/api/v1/admin/domains", "ops@example.org", { domain });
    const hotmail = await approve("hotmail.co.uk");
    expect(hotmail.status).toBe(400);
    expect((await json(hotmail)).error.message).toBe(
      "hotmail.co.uk is a shared mail provider's domain: anyone can have an address there, so it cannot be an institution's.",
    );
    const url = await approve("https://uni.example/staff");
    expect(url.status).toBe(400);
    expect((await json(url)).error.message).toBe(
      "domain: Enter a domain such as university.edu, without https:// or a path",
    );
    expect((await approve(42)).status).toBe(400);
  });

  it("is managed by admins only", async () => {
    expect((await get("/api/v1/team", "ana@uni.example")).status).toBe(403);
    expect(
      (await send("POST", "/api/v1/team/invitations", "ana@uni.example", { email: "x@y.example", role: "viewer" }))
        .status,
    ).toBe(403);
    expect((await get("/api/v1/team", "eve@elsewhere.example")).status).toBe(403);
  });
});

describe("founding an institution and inviting people on any domain", () => {
  let institutionId: string;

  it("an admin without an institution founds one", async () => {
    const res = await send("POST", "/api/v1/team", "boss@gmail.com", { name: "  Boss Academy " });
    expect(res.status).toBe(201);
    const team = await json(res);
    expect(team.institution).toMatchObject({ name: "Boss Academy", domains: [], subscribed: true });
    institutionId = team.institution.id;
    expect(team.members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      ["boss@gmail.com", "admin"],
    ]);
    const again = await send("POST", "/api/v1/team", "boss@gmail.com", { name: "Second" });
    expect(again.status).toBe(409);
    expect((await json(again)).error.message).toBe("You are already a member of Boss Academy. Leave it first.");
  });

  it("invites by e-mail; the invited person previews and accepts with their own account, once", async () => {
    const invited = await send("POST", "/api/v1/team/invitations", "boss@gmail.com", {
      email: "Someone@Gmail.com",
      role: "viewer",
    });
    expect(invited.status).toBe(201);
    const team = await json(await get("/api/v1/team", "boss@gmail.com"));
    expect(team.invitations).toMatchObject([{ email: "someone@gmail.com", role: "viewer", expired: false }]);
    const token = await invitationToken("someone@gmail.com");

    const preview = await json(await send("POST", "/api/v1/invitations/lookup", null, { token }));
    expect(preview).toMatchObject({
      institutionName: "Boss Academy",
      email: "someone@gmail.com",
      role: "viewer",
      invitedBy: "boss@gmail.com",
      state: "open",
    });

    const wrong = await send("POST", "/api/v1/invitations/accept", "eve@elsewhere.example", { token });
    expect(wrong.status).toBe(403);
    expect((await json(wrong)).error.message).toMatch(
      /^This invitation is for someone@gmail\.com\. Sign in with that address/,
    );
    expect((await send("POST", "/api/v1/invitations/accept", null, { token })).status).toBe(401);

    const accepted = await send("POST", "/api/v1/invitations/accept", "someone@gmail.com", { token });
    expect(accepted.status).toBe(200);
    expect(await json(accepted)).toEqual({ institutionName: "Boss Academy", role: "viewer" });
    expect(await me("someone@gmail.com")).toMatchObject({
      tier: "subscriber",
      premiumSource: "institution",
      institution: { id: institutionId, role: "viewer" },
    });

    const reused = await send("POST", "/api/v1/invitations/accept", "someone@gmail.com", { token });
    expect(reused.status).toBe(409);
    expect((await json(reused)).error.message).toBe("This invitation has already been used.");
    expect((await json(await get("/api/v1/team", "boss@gmail.com"))).invitations).toEqual([]);
  });

  it("a viewer reads but does not save calculations", async () => {
    const res = await send("POST", "/api/v1/calculations", "someone@gmail.com", {
      country: "IN",
      courses: [{ grade: "72", credits: 4 }],
    });
    expect(res.status).toBe(403);
    expect((await json(res)).error.message).toMatch(/^Viewers read the team's history and insights/);
  });

  it("resending makes a new link and kills the old one; revoking kills it too", async () => {
    await user("late@other.example", { verified: true });
    expect(
      (
        await send("POST", "/api/v1/team/invitations", "boss@gmail.com", {
          email: "late@other.example",
          role: "evaluator",
        })
      ).status,
    ).toBe(201);
    const twice = await send("POST", "/api/v1/team/invitations", "boss@gmail.com", {
      email: "late@other.example",
      role: "evaluator",
    });
    expect(twice.status).toBe(409);
    expect((await json(twice)).error.message).toBe(
      "An invitation to late@other.example is already waiting. Resend it instead.",
    );
    const first = await invitationToken("late@other.example");
    const { invitations } = await json(await get("/api/v1/team", "boss@gmail.com"));
    const id = invitations[0].id;
    expect((await send("POST", `/api/v1/team/invitations/${id}/resend`, "boss@gmail.com")).status).toBe(204);
    const second = await invitationToken("late@other.example");
    expect(second).not.toBe(first);
    expect((await send("POST", "/api/v1/invitations/lookup", null, { token: first })).status).toBe(404);
    expect((await json(await send("POST", "/api/v1/invitations/lookup", null, { token: second }))).state).toBe("open");

    expect((await send("DELETE", `/api/v1/team/invitations/${id}`, "boss@gmail.com")).status).toBe(204);
    expect((await json(await send("POST", "/api/v1/invitations/lookup", null, { token: second }))).state).toBe(
      "revoked",
    );
    const late = await send("POST", "/api/v1/invitations/accept", "late@other.example", { token: second });
    expect(late.status).toBe(409);
    expect((await json(late)).error.message).toBe("This invitation was withdrawn by the institution's admin.");
    expect((await send("DELETE", `/api/v1/team/invitations/${id}`, "boss@gmail.com")).status).toBe(404);
  });

  it("an expired link is refused with what to do", async () => {
    expect(
      (
        await send("POST", "/api/v1/team/invitations", "boss@gmail.com", {
          email: "late@other.example",
          role: "evaluator",
        })
      ).status,
    ).toBe(201);
    await t.db
      .updateTable("institution_invitations")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("email", "=", "late@other.example")
      .where("revoked_at", "is", null)
      .execute();
    const token = await invitationToken("late@other.example");
    expect((await json(await send("POST", "/api/v1/invitations/lookup", null, { token }))).state).toBe("expired");
    const res = await send("POST", "/api/v1/invitations/accept", "late@other.example", { token });
    expect(res.status).toBe(409);
    expect((await json(res)).error.message).toBe(
      "This invitation has expired. Ask your institution's admin to send it again.",
    );
    // Inviting again replaces the expired one.
    expect(
      (
        await send("POST", "/api/v1/team/invitations", "boss@gmail.com", {
          email: "late@other.example",
          role: "evaluator",
        })
      ).status,
    ).toBe(201);
  });

  it("someone already in another institution must leave it first", async () => {
    expect(
      (
        await send("POST", "/api/v1/team/invitations", "boss@gmail.com", {
          email: "ana@uni.example",
          role: "evaluator",
        })
      ).status,
    ).toBe(201);
    const res = await send("POST", "/api/v1/invitations/accept", "ana@uni.example", {
      token: await invitationToken("ana@uni.example"),
    });
    expect(res.status).toBe(409);
    expect((await json(res)).error.message).toBe(
      "You are a member of uni.example. Leave it (My Team or ask its admin) before joining Boss Academy.",
    );
  });

  it("every step is in the audit trail, by whom", async () => {
    expect(await auditActions(institutionId)).toEqual([
      "boss@gmail.com institution.created Boss Academy",
      "boss@gmail.com member.invited someone@gmail.com",
      "someone@gmail.com member.joined someone@gmail.com",
      "boss@gmail.com member.invited late@other.example",
      "boss@gmail.com invitation.resent late@other.example",
      "boss@gmail.com invitation.revoked late@other.example",
      "boss@gmail.com member.invited late@other.example",
      "boss@gmail.com member.invited late@other.example",
      "boss@gmail.com member.invited ana@uni.example",
    ]);
  });
});

describe("roles, hand-over, removal and leaving", () => {
  it("an admin changes a role; the only admin cannot step down", async () => {
    const anaId = (await me("ana@uni.example")).user.id;
    const headId = (await me("head@uni.example")).user.id;
    expect((await send("PATCH", `/api/v1/team/members/${anaId}`, "head@uni.example", { role: "viewer" })).status).toBe(
      204,
    );
    expect((await me("ana@uni.example")).institution.role).toBe("viewer");
    const alone = await send("PATCH", `/api/v1/team/members/${headId}`, "head@uni.example", { role: "viewer" });
    expect(alone.status).toBe(409);
    expect((await json(alone)).error.message).toBe(
      "head@uni.example is the institution's only admin. Make another member admin first.",
    );
    expect((await send("PATCH", "/api/v1/team/members/nobody", "head@uni.example", { role: "viewer" })).status).toBe(
      404,
    );
    const bad = await send("PATCH", `/api/v1/team/members/${anaId}`, "head@uni.example", { role: "owner" });
    expect(bad.status).toBe(400);
  });

  it("hands admin over in one step", async () => {
    const anaId = (await me("ana@uni.example")).user.id;
    expect((await send("POST", "/api/v1/team/hand-over", "head@uni.example", { userId: anaId })).status).toBe(204);
    expect((await me("ana@uni.example")).institution.role).toBe("admin");
    expect(await me("head@uni.example")).toMatchObject({ isAdmin: false, institution: { role: "evaluator" } });
    expect((await get("/api/v1/team", "head@uni.example")).status).toBe(403);
    // head still pays, but is no longer an admin: the institution's premium goes with its admins.
    expect((await me("lecturer@campus2.example")).premiumSource).toBe("none");
    const headId = (await me("head@uni.example")).user.id;
    expect((await send("POST", "/api/v1/team/hand-over", "ana@uni.example", { userId: headId })).status).toBe(204);
    expect((await me("lecturer@campus2.example")).premiumSource).toBe("institution");
  });

  it("a removed member on the domain does not come back by address; an invitation brings them back", async () => {
    const anaId = (await me("ana@uni.example")).user.id;
    expect((await send("DELETE", `/api/v1/team/members/${anaId}`, "head@uni.example")).status).toBe(204);
    expect(await me("ana@uni.example")).toMatchObject({ institution: null, tier: "registered" });
    const team = await json(await get("/api/v1/team", "head@uni.example"));
    expect(team.members.map((m: { email: string }) => m.email)).not.toContain("ana@uni.example");

    expect(
      (
        await send("POST", "/api/v1/team/invitations", "head@uni.example", {
          email: "ana@uni.example",
          role: "evaluator",
        })
      ).status,
    ).toBe(201);
    const token = await invitationToken("ana@uni.example");
    expect((await send("POST", "/api/v1/invitations/accept", "ana@uni.example", { token })).status).toBe(200);
    expect((await me("ana@uni.example")).institution.role).toBe("evaluator");
  });

  it("a member leaves; the last admin may not", async () => {
    expect((await send("POST", "/api/v1/team/leave", "lecturer@campus2.example")).status).toBe(204);
    expect((await me("lecturer@campus2.example")).institution).toBeNull();
    expect((await send("POST", "/api/v1/team/leave", "lecturer@campus2.example")).status).toBe(403);
    expect((await send("POST", "/api/v1/team/leave", "head@uni.example")).status).toBe(409);
    const institutionId = (await me("head@uni.example")).institution.id;
    expect((await auditActions(institutionId)).slice(-1)).toEqual([
      "lecturer@campus2.example member.left lecturer@campus2.example",
    ]);
  });
});

describe("bad input", () => {
  it("is a clear 4xx that changes nothing", async () => {
    const cases: [string, string, unknown, number, string | RegExp][] = [
      [
        "POST",
        "/api/v1/team/invitations",
        { email: "not-an-address", role: "viewer" },
        400,
        "email: Enter a valid e-mail address.",
      ],
      ["POST", "/api/v1/team/invitations", { email: "a@b.example", role: "owner" }, 400, /^role: /],
      ["POST", "/api/v1/team/invitations", { email: "a@b.example", role: "viewer", extra: 1 }, 400, /extra/],
      [
        "POST",
        "/api/v1/team/invitations",
        { email: "ana@uni.example", role: "viewer" },
        409,
        "ana@uni.example is already a member of your institution.",
      ],
      ["PATCH", "/api/v1/team", { name: "" }, 400, "name: Give the institution a name."],
      [
        "PATCH",
        "/api/v1/team",
        { name: "x".repeat(201) },
        400,
        "name: An institution's name is at most 200 characters.",
      ],
      [
        "POST",
        "/api/v1/team/invitations/not-a-uuid/resend",
        undefined,
        404,
        "No open invitation of your institution has this id.",
      ],
      ["POST", "/api/v1/team/hand-over", { userId: "" }, 400, /^userId: /],
    ];
    for (const [method, path, body, status, message] of cases) {
      const res = await send(method, path, "head@uni.example", body);
      expect(res.status, `${method} ${path}`).toBe(status);
      const text = (await json(res)).error.message;
      if (typeof message === "string") expect(text).toBe(message);
      else expect(text).toMatch(message);
    }
    const shortToken = await send("POST", "/api/v1/invitations/lookup", null, { token: "abc" });
    expect(shortToken.status).toBe(400);
    expect((await json(shortToken)).error.message).toBe(
      "token: This invitation link is not complete. Open the link from the e-mail again.",
    );
    const unknown = await send("POST", "/api/v1/invitations/lookup", null, { token: "a".repeat(43) });
    expect(unknown.status).toBe(404);
    expect((await json(await get("/api/v1/team", "head@uni.example"))).institution.name).toBe("uni.example");
  });

  it("renames the institution", async () => {
    expect((await send("PATCH", "/api/v1/team", "head@uni.example", { name: "University of Example" })).status).toBe(
      204,
    );
    expect((await me("ana@uni.example")).institution.name).toBe("University of Example");
  });
});
