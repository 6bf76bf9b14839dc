import { partnerMarks } from "@gradeatlas/engine/test-fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRoleFixtures } from "./support/accounts.ts";
import { makePng, upload } from "./support/images.ts";
import { createTestApp, jsonRequest } from "./support/test-app.ts";

// Every API route × every kind of caller → the status they get. A route added
// to the app without a row here fails the first test. A route whose query
// changes who may call it has a row per case, named "METHOD path (case)". Better Auth's own
// endpoints (/api/auth/*) are covered by accounts.test.ts.
// "institution" is an evaluator of a paying institution (by address), "viewer" a
// viewer there, "institutionAdmin" its admin; "admin" has the admin role and no institution.
const roles = [
  "guest",
  "unverified",
  "registered",
  "subscriber",
  "institution",
  "viewer",
  "institutionAdmin",
  "admin",
  "operator",
] as const;
type Role = (typeof roles)[number];
type Ids = {
  someUserId: string;
  calculationId: string;
  teamCalculationId: string;
  readingItemId: string;
  scaleReportId: string;
  leaverId: string;
  institutionAdminId: string;
  invitationId: string;
  customScaleId: string;
  reportId: string;
  reportCode: string;
};
type Row = { request: (ids: Ids) => RequestInit & { path: string }; expect: Record<Role, number> };

const all = (status: number): Record<Role, number> =>
  Object.fromEntries(roles.map((r) => [r, status])) as Record<Role, number>;
const signedIn = (status: number): Record<Role, number> => ({ ...all(status), guest: 401 });
const ownerOnly = (status: number): Record<Role, number> => ({ ...all(404), guest: 401, registered: status });
const premium = (status: number): Record<Role, number> => ({
  ...all(403),
  guest: 401,
  subscriber: status,
  institution: status,
  viewer: status,
  institutionAdmin: status,
  admin: status,
});
// The item belongs to the subscriber: other premium users get 404.
const premiumOwner = (status: number): Record<Role, number> => ({ ...premium(404), subscriber: status });
// Admins: an institution's, or one with the admin role and no institution yet.
const adminOnly = (status: number): Record<Role, number> => ({
  ...all(403),
  guest: 401,
  admin: status,
  institutionAdmin: status,
});
// An institution's admin only.
const institutionAdminOnly = (status: number): Record<Role, number> => ({
  ...all(403),
  guest: 401,
  institutionAdmin: status,
});
// Any member of an institution, whatever their role (admins, evaluators, viewers).
const institutionMember = (status: number): Record<Role, number> => ({
  ...all(403),
  guest: 401,
  institution: status,
  viewer: status,
  institutionAdmin: status,
});
// Reports of the evaluator's calculation: they and the institution's admins issue, its viewers also read; others 404.
const institutionReport = (status: number): Record<Role, number> => ({
  ...premium(404),
  operator: 403,
  institution: status,
  viewer: status,
  institutionAdmin: status,
});
// Report branding's own part (title, signature): members of an institution, and subscribers on their own.
const brandingUser = (status: number): Record<Role, number> => ({ ...premium(status), operator: 403 });
const operatorOnly = (status: number): Record<Role, number> => ({ ...all(403), guest: 401, operator: status });

const matrixScale = {
  ...partnerMarks,
  name: "Matrix partner marks",
  method: {
    ...partnerMarks.method,
    bands: [
      { from: 50, to: 100, us: "C" },
      { from: 0, to: 49, us: "F" },
    ],
  },
};

const matrix: Record<string, Row> = {
  "GET /api/health": { request: () => ({ path: "/api/health" }), expect: all(200) },
  "GET /api/me": { request: () => ({ path: "/api/me" }), expect: all(200) },
  "POST /api/client-errors": {
    request: () => ({
      path: "/api/client-errors",
      ...jsonRequest("POST", { message: "boom", route: "/", occurredAt: new Date().toISOString() }),
    }),
    expect: all(201),
  },
  "POST /api/metrics": {
    request: () => ({
      path: "/api/metrics",
      ...jsonRequest("POST", { name: "page_load", value: 800, timestamp: Date.now() }),
    }),
    expect: all(202),
  },
  "POST /api/alerts": {
    request: () => ({
      path: "/api/alerts",
      ...jsonRequest("POST", { rule: "slow", severity: "low", timestamp: Date.now(), template: "Slow page" }),
    }),
    expect: signedIn(201),
  },
  "GET /api/v1/grading-systems": { request: () => ({ path: "/api/v1/grading-systems" }), expect: all(200) },
  "GET /api/v1/grading-systems/:code": { request: () => ({ path: "/api/v1/grading-systems/IN" }), expect: all(200) },
  "POST /api/v1/convert/grade": {
    request: () => ({ path: "/api/v1/convert/grade", ...jsonRequest("POST", { country: "IN", grade: "65" }) }),
    expect: all(200),
  },
  "POST /api/v1/convert/transcript": {
    request: () => ({
      path: "/api/v1/convert/transcript",
      ...jsonRequest("POST", { country: "IN", courses: [{ grade: "65", credits: 3 }] }),
    }),
    expect: all(200),
  },
  "POST /api/v1/leads": {
    request: () => ({
      path: "/api/v1/leads",
      ...jsonRequest("POST", { email: "lead@example.org", source: "lead-modal" }),
    }),
    expect: all(201),
  },
  "POST /api/v1/early-access": {
    request: () => ({
      path: "/api/v1/early-access",
      ...jsonRequest("POST", { email: "early@example.org" }),
    }),
    expect: all(201),
  },
  "POST /api/v1/scale-reports": {
    request: () => ({
      path: "/api/v1/scale-reports",
      ...jsonRequest("POST", {
        country: "IN",
        scaleId: "in-percentage",
        grade: "65",
        expected: "B",
        comment: "Too low",
      }),
    }),
    expect: all(201),
  },
  "GET /api/v1/password-reset/token": {
    request: () => ({ path: "/api/v1/password-reset/token?token=not-a-real-token" }),
    expect: all(200),
  },
  "GET /api/v1/account": { request: () => ({ path: "/api/v1/account" }), expect: signedIn(200) },
  "GET /api/v1/account/export": { request: () => ({ path: "/api/v1/account/export" }), expect: signedIn(200) },
  "POST /api/v1/calculations": {
    request: () => ({
      path: "/api/v1/calculations",
      ...jsonRequest("POST", { country: "IN", courses: [{ grade: "65", credits: 3 }] }),
    }),
    // Viewers read the team's calculations but do not save.
    expect: { ...signedIn(201), viewer: 403 },
  },
  "GET /api/v1/calculations": { request: () => ({ path: "/api/v1/calculations" }), expect: signedIn(200) },
  "GET /api/v1/calculations/export": { request: () => ({ path: "/api/v1/calculations/export" }), expect: premium(200) },
  "GET /api/v1/calculations/summary": {
    request: () => ({ path: "/api/v1/calculations/summary" }),
    expect: premium(200),
  },
  // The calculation belongs to the registered user: everyone else gets 404.
  // An institution's admins and viewers, while it has premium; its evaluators and everyone else are refused.
  "GET /api/v1/insights": {
    request: () => ({ path: "/api/v1/insights" }),
    expect: { ...all(403), guest: 401, viewer: 200, institutionAdmin: 200 },
  },
  "GET /api/v1/calculations/:id": {
    request: ({ calculationId }) => ({ path: `/api/v1/calculations/${calculationId}` }),
    expect: ownerOnly(200),
  },
  // The institution's history: its admins and viewers (premium); evaluators see their own only.
  "GET /api/v1/calculations (scope=team)": {
    request: () => ({ path: "/api/v1/calculations?scope=team" }),
    expect: { ...all(403), guest: 401, viewer: 200, institutionAdmin: 200 },
  },
  "GET /api/v1/calculations/export (scope=team)": {
    request: () => ({ path: "/api/v1/calculations/export?scope=team" }),
    expect: { ...all(403), guest: 401, viewer: 200, institutionAdmin: 200 },
  },
  // Saved by the institution's evaluator: they, its viewer and its admin read it; everyone else gets 404.
  "GET /api/v1/calculations/:id (a team calculation)": {
    request: ({ teamCalculationId }) => ({ path: `/api/v1/calculations/${teamCalculationId}` }),
    expect: { ...all(404), guest: 401, institution: 200, viewer: 200, institutionAdmin: 200 },
  },
  "GET /api/v1/audit": { request: () => ({ path: "/api/v1/audit" }), expect: institutionAdminOnly(200) },
  "GET /api/v1/audit/export": { request: () => ({ path: "/api/v1/audit/export" }), expect: institutionAdminOnly(200) },
  // Correcting the applicant: the owner (or their institution's admin, for one saved under it).
  "PATCH /api/v1/calculations/:id": {
    request: ({ calculationId }) => ({
      path: `/api/v1/calculations/${calculationId}`,
      ...jsonRequest("PATCH", { applicant: { name: "Matrix Applicant", email: "matrix@applicant.example" } }),
    }),
    expect: ownerOnly(200),
  },
  "DELETE /api/v1/calculations/:id": {
    request: ({ calculationId }) => ({ path: `/api/v1/calculations/${calculationId}`, method: "DELETE" }),
    expect: ownerOnly(204),
  },
  // Before the team's rows: those move members out of the institution (leave, hand-over).
  "POST /api/v1/gpa-reports": {
    request: ({ teamCalculationId }) => ({
      path: "/api/v1/gpa-reports",
      ...jsonRequest("POST", { calculationId: teamCalculationId }),
    }),
    expect: { ...institutionReport(201), viewer: 403 },
  },
  "GET /api/v1/gpa-reports": {
    request: ({ teamCalculationId }) => ({ path: `/api/v1/gpa-reports?calculation=${teamCalculationId}` }),
    expect: institutionReport(200),
  },
  "GET /api/v1/gpa-reports/:id/pdf": {
    request: ({ reportId }) => ({ path: `/api/v1/gpa-reports/${reportId}/pdf` }),
    expect: institutionReport(200),
  },
  // Only the institution's admins revoke; its evaluators and viewers read the report but get 403.
  "POST /api/v1/gpa-reports/:id/revoke": {
    request: ({ reportId }) => ({
      path: `/api/v1/gpa-reports/${reportId}/revoke`,
      ...jsonRequest("POST", { reason: "Matrix revocation" }),
    }),
    expect: { ...institutionReport(403), institutionAdmin: 200 },
  },
  // Anyone holding a report's code.
  "GET /api/v1/verify/:code": {
    request: ({ reportCode }) => ({ path: `/api/v1/verify/${reportCode}` }),
    expect: all(200),
  },
  "POST /api/v1/verify/check": {
    request: ({ reportCode }) => ({
      path: `/api/v1/verify/check?code=${reportCode}`,
      method: "POST",
      headers: { "content-type": "application/pdf" },
      body: "%PDF-1.7 not the report",
    }),
    expect: all(200),
  },
  "GET /api/v1/reading-list": { request: () => ({ path: "/api/v1/reading-list" }), expect: premium(200) },
  "POST /api/v1/reading-list": {
    request: () => ({
      path: "/api/v1/reading-list",
      ...jsonRequest("POST", { kind: "country", slug: "india", title: "India" }),
    }),
    expect: premium(201),
  },
  "PATCH /api/v1/reading-list/:id": {
    request: ({ readingItemId }) => ({
      path: `/api/v1/reading-list/${readingItemId}`,
      ...jsonRequest("PATCH", { read: true }),
    }),
    expect: premiumOwner(200),
  },
  "DELETE /api/v1/reading-list/:id": {
    request: ({ readingItemId }) => ({ path: `/api/v1/reading-list/${readingItemId}`, method: "DELETE" }),
    expect: premiumOwner(204),
  },
  "GET /api/v1/admin/users": { request: () => ({ path: "/api/v1/admin/users?q=example" }), expect: operatorOnly(200) },
  "PUT /api/v1/admin/users/:id/role": {
    request: ({ someUserId }) => ({
      path: `/api/v1/admin/users/${someUserId}/role`,
      ...jsonRequest("PUT", { role: null }),
    }),
    expect: operatorOnly(200),
  },
  "POST /api/v1/admin/users/:id/subscription": {
    request: ({ someUserId }) => ({ path: `/api/v1/admin/users/${someUserId}/subscription`, method: "POST" }),
    expect: operatorOnly(201),
  },
  "DELETE /api/v1/admin/users/:id/subscription": {
    // Runs after the grant above, so there is a manual plan to end.
    request: ({ someUserId }) => ({ path: `/api/v1/admin/users/${someUserId}/subscription`, method: "DELETE" }),
    expect: operatorOnly(200),
  },
  "GET /api/v1/admin/scale-reports": {
    request: () => ({ path: "/api/v1/admin/scale-reports?state=new" }),
    expect: operatorOnly(200),
  },
  "PATCH /api/v1/admin/scale-reports/:id": {
    request: ({ scaleReportId }) => ({
      path: `/api/v1/admin/scale-reports/${scaleReportId}`,
      ...jsonRequest("PATCH", { reply: "Thanks, we are checking it." }),
    }),
    expect: operatorOnly(200),
  },
  "GET /api/v1/admin/outbox": { request: () => ({ path: "/api/v1/admin/outbox" }), expect: operatorOnly(200) },
  "GET /api/v1/admin/leads": { request: () => ({ path: "/api/v1/admin/leads" }), expect: operatorOnly(200) },
  "GET /api/v1/admin/domains": { request: () => ({ path: "/api/v1/admin/domains" }), expect: operatorOnly(200) },
  "POST /api/v1/admin/domains": {
    request: () => ({ path: "/api/v1/admin/domains", ...jsonRequest("POST", { domain: "matrix.example" }) }),
    expect: operatorOnly(201),
  },
  "DELETE /api/v1/admin/domains/:domain": {
    // Runs after the approval above, so there is one to withdraw.
    request: () => ({ path: "/api/v1/admin/domains/matrix.example", method: "DELETE" }),
    expect: operatorOnly(204),
  },
  "GET /api/v1/billing/plans": { request: () => ({ path: "/api/v1/billing/plans" }), expect: all(200) },
  "GET /api/v1/billing": { request: () => ({ path: "/api/v1/billing" }), expect: signedIn(200) },
  // No Stripe keys in this app: who may buy is checked first, then buying is a plain 503 (billing.test.ts covers it with keys).
  "POST /api/v1/billing/checkout": {
    request: () => ({
      path: "/api/v1/billing/checkout",
      ...jsonRequest("POST", { plan: "personal", interval: "year" }),
    }),
    expect: { ...signedIn(503), unverified: 403 },
  },
  "POST /api/v1/billing/portal": {
    request: () => ({ path: "/api/v1/billing/portal", method: "POST" }),
    expect: signedIn(503),
  },
  // Stripe signs its calls, not a session: no test app secret here, so the endpoint is off for everyone.
  "POST /api/stripe/webhook": { request: () => ({ path: "/api/stripe/webhook", method: "POST" }), expect: all(404) },
  // An institution's own scales (issue 18): members read and preview, its admin writes. These rows run
  // before "POST /api/v1/team/leave" below, while the evaluator and the viewer are still members; the
  // admin's new version runs before its archive.
  "GET /api/v1/custom-scales": { request: () => ({ path: "/api/v1/custom-scales" }), expect: institutionMember(200) },
  "GET /api/v1/custom-scales/:id": {
    request: ({ customScaleId }) => ({ path: `/api/v1/custom-scales/${customScaleId}?version=1` }),
    expect: institutionMember(200),
  },
  "POST /api/v1/custom-scales/preview": {
    request: () => ({
      path: "/api/v1/custom-scales/preview",
      ...jsonRequest("POST", { country: "DE", definition: matrixScale, grades: ["90", "40"] }),
    }),
    expect: institutionMember(200),
  },
  "POST /api/v1/custom-scales": {
    request: () => ({
      path: "/api/v1/custom-scales",
      ...jsonRequest("POST", { country: "DE", definition: matrixScale }),
    }),
    expect: institutionAdminOnly(201),
  },
  "PUT /api/v1/custom-scales/:id": {
    request: ({ customScaleId }) => ({
      path: `/api/v1/custom-scales/${customScaleId}`,
      ...jsonRequest("PUT", { definition: { ...matrixScale, name: "Matrix partner marks (v2)" } }),
    }),
    expect: institutionAdminOnly(200),
  },
  "DELETE /api/v1/custom-scales/:id": {
    request: ({ customScaleId }) => ({ path: `/api/v1/custom-scales/${customScaleId}`, method: "DELETE" }),
    expect: institutionAdminOnly(204),
  },
  // Report branding (issues 18 + 19): members read the institution's, its admin changes it; members and
  // subscribers set their own title and signature. The logo is uploaded before these rows run.
  "GET /api/v1/branding": { request: () => ({ path: "/api/v1/branding" }), expect: brandingUser(200) },
  "PUT /api/v1/branding/institution": {
    request: () => ({
      path: "/api/v1/branding/institution",
      ...jsonRequest("PUT", { officeName: "Matrix Office", address: "1 Matrix Road", paperSize: "LETTER" }),
    }),
    expect: institutionAdminOnly(200),
  },
  "GET /api/v1/branding/institution/logo": {
    request: () => ({ path: "/api/v1/branding/institution/logo" }),
    expect: institutionMember(200),
  },
  "PUT /api/v1/branding/institution/logo": {
    request: () => ({ path: "/api/v1/branding/institution/logo", method: "PUT", ...upload(makePng(40, 20)) }),
    expect: institutionAdminOnly(200),
  },
  "DELETE /api/v1/branding/institution/logo": {
    request: () => ({ path: "/api/v1/branding/institution/logo", method: "DELETE" }),
    expect: institutionAdminOnly(200),
  },
  "PUT /api/v1/branding/me": {
    request: () => ({ path: "/api/v1/branding/me", ...jsonRequest("PUT", { title: "Matrix Evaluator" }) }),
    expect: brandingUser(200),
  },
  "PUT /api/v1/branding/me/signature": {
    request: () => ({ path: "/api/v1/branding/me/signature", method: "PUT", ...upload(makePng(30, 10)) }),
    expect: brandingUser(200),
  },
  "GET /api/v1/branding/me/signature": {
    request: () => ({ path: "/api/v1/branding/me/signature" }),
    expect: brandingUser(200),
  },
  "DELETE /api/v1/branding/me/signature": {
    request: () => ({ path: "/api/v1/branding/me/signature", method: "DELETE" }),
    expect: brandingUser(200),
  },
  "GET /api/v1/team": { request: () => ({ path: "/api/v1/team" }), expect: adminOnly(200) },
  "PATCH /api/v1/team": {
    request: () => ({ path: "/api/v1/team", ...jsonRequest("PATCH", { name: "College of Example" }) }),
    expect: institutionAdminOnly(204),
  },
  "POST /api/v1/team/invitations": {
    request: () => ({
      path: "/api/v1/team/invitations",
      ...jsonRequest("POST", { email: "invited@elsewhere.example", role: "evaluator" }),
    }),
    expect: institutionAdminOnly(201),
  },
  "POST /api/v1/team/invitations/:id/resend": {
    request: ({ invitationId }) => ({ path: `/api/v1/team/invitations/${invitationId}/resend`, method: "POST" }),
    expect: institutionAdminOnly(204),
  },
  "DELETE /api/v1/team/invitations/:id": {
    // Runs after the resend above.
    request: ({ invitationId }) => ({ path: `/api/v1/team/invitations/${invitationId}`, method: "DELETE" }),
    expect: institutionAdminOnly(204),
  },
  "PATCH /api/v1/team/members/:id": {
    // The viewer and the evaluator have left by the time the admin's row runs (roles run in order).
    request: ({ leaverId }) => ({
      path: `/api/v1/team/members/${leaverId}`,
      ...jsonRequest("PATCH", { role: "viewer" }),
    }),
    expect: institutionAdminOnly(204),
  },
  "DELETE /api/v1/team/members/:id": {
    request: ({ leaverId }) => ({ path: `/api/v1/team/members/${leaverId}`, method: "DELETE" }),
    expect: institutionAdminOnly(204),
  },
  // Handing admin over to oneself is refused once the caller is known to be the admin.
  "POST /api/v1/team/hand-over": {
    request: ({ institutionAdminId }) => ({
      path: "/api/v1/team/hand-over",
      ...jsonRequest("POST", { userId: institutionAdminId }),
    }),
    expect: institutionAdminOnly(400),
  },
  // Every member reads the house rules their calculator applies; only the admin changes them.
  "GET /api/v1/house-rules": {
    request: () => ({ path: "/api/v1/house-rules" }),
    expect: { ...all(403), guest: 401, institution: 200, viewer: 200, institutionAdmin: 200 },
  },
  "PUT /api/v1/house-rules": {
    request: () => ({
      path: "/api/v1/house-rules",
      ...jsonRequest("PUT", { rules: { repeatPolicy: "latest-attempt", defaultScales: { DE: "de-university" } } }),
    }),
    expect: institutionAdminOnly(200),
  },
  // Notices to applicants (issue 19): premium, not viewers; the calculation is the evaluator's, under the
  // institution (its admin may notify too; anyone else's is a 404). The matrix app has no SMTP_URL: queueing is a 409.
  "GET /api/v1/notices/calculation/:id": {
    request: ({ teamCalculationId }) => ({ path: `/api/v1/notices/calculation/${teamCalculationId}` }),
    expect: { ...premium(404), viewer: 403, institution: 200, institutionAdmin: 200 },
  },
  "POST /api/v1/notices": {
    request: ({ teamCalculationId }) => ({
      path: "/api/v1/notices",
      ...jsonRequest("POST", { calculationId: teamCalculationId, to: "applicant@example.org" }),
    }),
    expect: { ...premium(404), viewer: 403, institution: 409, institutionAdmin: 409 },
  },
  "POST /api/v1/notices/:id/resend": {
    request: () => ({ path: `/api/v1/notices/${crypto.randomUUID()}/resend`, method: "POST" }),
    expect: { ...premium(404), viewer: 403 },
  },
  "GET /api/v1/notices/template": {
    request: () => ({ path: "/api/v1/notices/template" }),
    expect: institutionMember(200),
  },
  "PUT /api/v1/notices/template": {
    request: () => ({
      path: "/api/v1/notices/template",
      ...jsonRequest("PUT", { subject: "GPA for {{applicantName}}", body: "Your GPA is {{gpa}}." }),
    }),
    expect: institutionAdminOnly(200),
  },
  // The applicant's stop link: public; a token we never sent is a 404 for everyone.
  "GET /api/v1/stop-emails/:token": {
    request: () => ({ path: `/api/v1/stop-emails/${"a".repeat(43)}` }),
    expect: all(404),
  },
  "POST /api/v1/stop-emails/:token": {
    request: () => ({ path: `/api/v1/stop-emails/${"a".repeat(43)}`, method: "POST" }),
    expect: all(404),
  },
  // CRM sync (issue 20): the admins of a paying institution; ids from elsewhere are 404s. A calculation's
  // sync state: those who may read it.
  "GET /api/v1/crm/connections": {
    request: () => ({ path: "/api/v1/crm/connections" }),
    expect: institutionAdminOnly(200),
  },
  "POST /api/v1/crm/connections": {
    request: () => ({
      path: "/api/v1/crm/connections",
      ...jsonRequest("POST", {
        kind: "webhook",
        name: "Matrix hook",
        settings: { url: "https://hooks.example.org/x" },
      }),
    }),
    expect: institutionAdminOnly(201),
  },
  ...Object.fromEntries(
    (
      [
        ["GET", "", undefined],
        ["PATCH", "", { name: "Renamed" }],
        ["DELETE", "", undefined],
        ["POST", "/pause", undefined],
        ["POST", "/resume", undefined],
        ["POST", "/feed-token", undefined],
        ["GET", "/deliveries", undefined],
        ["POST", "/resync", { since: "2026-01-01" }],
        ["POST", "/test", undefined],
        ["POST", "/preview", { calculationId: "00000000-0000-4000-8000-000000000000" }],
        ["POST", "/rotate-secret", undefined],
      ] as const
    ).map(([method, tail, body]) => [
      `${method} /api/v1/crm/connections/:id${tail}`,
      {
        request: () => ({
          path: `/api/v1/crm/connections/${crypto.randomUUID()}${tail}`,
          ...(body ? jsonRequest(method, body) : { method }),
        }),
        expect: institutionAdminOnly(404),
      },
    ]),
  ),
  // Slate's feed answers to its token only, never to a session: an unknown feed is a 404 for everyone
  // (its token checks: crm-slate-feed.test.ts).
  "GET /api/v1/crm-feeds/:file": {
    request: () => ({ path: `/api/v1/crm-feeds/${crypto.randomUUID()}.csv` }),
    expect: all(404),
  },
  "POST /api/v1/crm/deliveries/:id/retry": {
    request: () => ({ path: `/api/v1/crm/deliveries/${crypto.randomUUID()}/retry`, method: "POST" }),
    expect: institutionAdminOnly(404),
  },
  "GET /api/v1/crm/calculations/:id": {
    request: ({ teamCalculationId }) => ({ path: `/api/v1/crm/calculations/${teamCalculationId}` }),
    expect: institutionMember(200),
  },
  // Members may leave; the only admin may not (409); people without an institution have nothing to leave.
  "POST /api/v1/team/leave": {
    request: () => ({ path: "/api/v1/team/leave", method: "POST" }),
    expect: { ...all(403), guest: 401, institution: 204, viewer: 204, institutionAdmin: 409 },
  },
  // An admin without an institution founds one; its admin already has one.
  "POST /api/v1/team": {
    request: () => ({ path: "/api/v1/team", ...jsonRequest("POST", { name: "Matrix Institute" }) }),
    expect: { ...adminOnly(201), institutionAdmin: 409 },
  },
  // Anyone with the link may read it (an unknown one is a 404); accepting needs a session.
  "POST /api/v1/invitations/lookup": {
    request: () => ({ path: "/api/v1/invitations/lookup", ...jsonRequest("POST", { token: "a".repeat(43) }) }),
    expect: all(404),
  },
  "POST /api/v1/invitations/accept": {
    request: () => ({ path: "/api/v1/invitations/accept", ...jsonRequest("POST", { token: "a".repeat(43) }) }),
    expect: { ...all(404), guest: 401 },
  },
  "GET /api/v1/admin/alerts": { request: () => ({ path: "/api/v1/admin/alerts" }), expect: operatorOnly(200) },
  "GET /api/v1/admin/metrics": { request: () => ({ path: "/api/v1/admin/metrics" }), expect: operatorOnly(200) },
  "GET /api/v1/admin/client-errors": {
    request: () => ({ path: "/api/v1/admin/client-errors" }),
    expect: operatorOnly(200),
  },
};

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookies: Record<Role, string | undefined>;
let ids: Ids;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true" } });
  cookies = await createRoleFixtures(t);
  const target = await t.db
    .selectFrom("users")
    .select("id")
    .where("email", "=", "registered@example.org")
    .executeTakeFirstOrThrow();
  const saved = await t.app.request("/api/v1/calculations", {
    ...jsonRequest("POST", { country: "IN", courses: [{ grade: "65", credits: 3 }] }),
    headers: { "content-type": "application/json", cookie: cookies.registered as string },
  });
  const teamSaved = await t.app.request("/api/v1/calculations", {
    ...jsonRequest("POST", { country: "IN", courses: [{ grade: "65", credits: 3 }] }),
    headers: { "content-type": "application/json", cookie: cookies.institution as string },
  });
  const item = await t.app.request("/api/v1/reading-list", {
    ...jsonRequest("POST", { kind: "post", slug: "reading-an-indian-marksheet", title: "Reading an Indian marksheet" }),
    headers: { "content-type": "application/json", cookie: cookies.subscriber as string },
  });
  const report = await t.app.request(
    "/api/v1/scale-reports",
    jsonRequest("POST", { country: "IN", scaleId: "in-percentage", grade: "65", expected: "B", comment: "Too low" }),
  );
  const idOf = async (email: string) =>
    (await t.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
  const invited = await t.app.request("/api/v1/team/invitations", {
    ...jsonRequest("POST", { email: "matrix-invite@elsewhere.example", role: "viewer" }),
    headers: { "content-type": "application/json", cookie: cookies.institutionAdmin as string },
  });
  if (invited.status !== 201) throw new Error(`invitation failed: ${invited.status}`);
  const invitation = await t.db
    .selectFrom("institution_invitations")
    .select("id")
    .where("email", "=", "matrix-invite@elsewhere.example")
    .executeTakeFirstOrThrow();
  const scale = await t.app.request("/api/v1/custom-scales", {
    ...jsonRequest("POST", { country: "DE", definition: matrixScale }),
    headers: { "content-type": "application/json", cookie: cookies.institutionAdmin as string },
  });
  if (scale.status !== 201) throw new Error(`custom scale failed: ${scale.status} ${await scale.text()}`);
  const issued = await t.app.request("/api/v1/gpa-reports", {
    ...jsonRequest("POST", { calculationId: ((await teamSaved.clone().json()) as { id: string }).id }),
    headers: { "content-type": "application/json", cookie: cookies.institution as string },
  });
  if (issued.status !== 201) throw new Error(`GPA report failed: ${issued.status} ${await issued.text()}`);
  const gpaReport = (await issued.json()) as { id: string; code: string };
  const logo = await t.app.request("/api/v1/branding/institution/logo", {
    method: "PUT",
    ...upload(makePng(40, 20)),
    headers: { cookie: cookies.institutionAdmin as string },
  });
  if (logo.status !== 200) throw new Error(`logo upload failed: ${logo.status} ${await logo.text()}`);
  ids = {
    reportId: gpaReport.id,
    reportCode: gpaReport.code,
    customScaleId: ((await scale.json()) as { id: string }).id,
    leaverId: await idOf("leaver@college.example"),
    institutionAdminId: await idOf("head@college.example"),
    invitationId: invitation.id,
    scaleReportId: ((await report.json()) as { id: string }).id,
    someUserId: target.id,
    calculationId: ((await saved.json()) as { id: string }).id,
    teamCalculationId: ((await teamSaved.json()) as { id: string }).id,
    readingItemId: ((await item.json()) as { id: string }).id,
  };
}, 300_000); // seven accounts signed up and in: slow when the shared machine is busy
afterAll(async () => {
  await t.close();
});

describe("authorisation matrix", () => {
  it("lists every API route the app serves", () => {
    const served = new Set(
      t.app.routes
        .filter((r) => r.path.startsWith("/api/") && !r.path.endsWith("/*") && r.method !== "ALL")
        .map((r) => `${r.method} ${r.path.replace(/\/$/, "")}`),
    );
    const listed = new Set(Object.keys(matrix).map((key) => key.replace(/ \(.+\)$/, "")));
    expect([...served].sort()).toEqual([...listed].sort());
  });

  for (const role of roles) {
    for (const [route, row] of Object.entries(matrix)) {
      it(`${route}: ${role} gets ${row.expect[role]}`, async () => {
        const { path, headers, ...init } = row.request(ids);
        const cookie = cookies[role];
        const res = await t.app.request(path, {
          ...init,
          headers: { ...(headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
        });
        expect(res.status).toBe(row.expect[role]);
      });
    }
  }
});
