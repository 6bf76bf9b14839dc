import { isClientRoute } from "@gradeatlas/contracts/client-routes";
import { Hono } from "hono";
import { compress } from "hono/compress";
import type { AccessEnv } from "./access/guard.ts";
import { type Access, resolveAccess } from "./access/resolve-access.ts";
import type { AppDeps } from "./app-deps.ts";
import { CLIENT_IP_HEADER, createAuth } from "./auth/auth.ts";
import { createMailer } from "./email/mailer.ts";
import { accountRoutes } from "./features/account/account-routes.ts";
import { auditRoutes } from "./features/audit/audit-routes.ts";
import { billingRoutes } from "./features/billing/billing-routes.ts";
import { stripeWebhookRoutes } from "./features/billing/stripe-webhook-routes.ts";
import { brandingRoutes } from "./features/branding/branding-routes.ts";
import { calculationRoutes } from "./features/calculations/calculation-routes.ts";
import { clientErrorRoutes } from "./features/client-errors/client-error-routes.ts";
import { conversionRoutes } from "./features/conversions/conversion-routes.ts";
import { crmRoutes, slateFeedRoutes } from "./features/crm-sync/index.ts";
import { customScaleRoutes } from "./features/custom-scales/custom-scale-routes.ts";
import { earlyAccessRoutes } from "./features/early-access/early-access-routes.ts";
import { gpaReportRoutes } from "./features/gpa-reports/gpa-report-routes.ts";
import { reportCodeExists } from "./features/gpa-reports/index.ts";
import { verifyRoutes } from "./features/gpa-reports/verify-routes.ts";
import { gradingSystemRoutes } from "./features/grading-systems/grading-system-routes.ts";
import { healthRoutes } from "./features/health/health-routes.ts";
import { houseRulesRoutes } from "./features/house-rules/house-rules-routes.ts";
import { insightsRoutes } from "./features/insights/insights-routes.ts";
import { leadRoutes } from "./features/leads/lead-routes.ts";
import { meRoutes } from "./features/me/me-routes.ts";
import { monitoringRoutes } from "./features/monitoring/monitoring-routes.ts";
import { prometheusRoutes } from "./features/monitoring/prometheus-routes.ts";
import { noticeRoutes, stopEmailRoutes } from "./features/notices/index.ts";
import { operationsRoutes } from "./features/operations/operations-routes.ts";
import { passwordResetRoutes } from "./features/password-reset/password-reset-routes.ts";
import { readingListRoutes } from "./features/reading-list/reading-list-routes.ts";
import { adminScaleReportRoutes, scaleReportRoutes } from "./features/scale-reports/scale-report-routes.ts";
import { sysAdminRoutes } from "./features/sys-admin/sys-admin-routes.ts";
import { invitationRoutes, teamRoutes } from "./features/team/team-routes.ts";
import { apiBodyLimit } from "./http/api-body-limit.ts";
import { clientAddress } from "./http/client-address.ts";
import { apiNotFound, toErrorResponse } from "./http/error-handler.ts";
import { noStoreByDefault } from "./http/no-store.ts";
import { rejectUnstorableUrl } from "./http/reject-unstorable-url.ts";
import { requestLogger } from "./http/request-logger.ts";
import { sameOriginOnly } from "./http/same-origin.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { fileResponse } from "./http/static-site.ts";

/** Assembles the whole app (API, then the web app) without listening. */
export function buildApp(deps: AppDeps) {
  const { config, db, logger, site, catalog } = deps;
  // A page route with a parameter exists only for values we have (each has a
  // prerendered page; countries are also checked against the catalog): an
  // unknown slug is a 404 like any unknown path, so crawlers see the truth.
  const countrySlugs = new Set(catalog.summaries.filter((c) => c.code !== "INT").map((c) => c.slug));
  const pageExists = async (path: string) => {
    // A report's verify page exists for codes that were issued.
    const report = /^\/verify\/([^/]+)\/?$/.exec(path);
    if (report) return reportCodeExists(db, decodeURIComponent(report[1] as string));
    const country = /^\/global-education-systems\/([^/]+)\/?$/.exec(path);
    if (country) return countrySlugs.has(decodeURIComponent(country[1] as string));
    if (/^\/(blog|events)\/[^/]+\/?$/.test(path)) return false;
    return isClientRoute(path);
  };
  const mailer = createMailer(deps);
  const auth = createAuth({ config, db, mailer, logger });
  const app = new Hono<AccessEnv>();

  app.use(securityHeaders({ trustProxy: config.TRUST_PROXY, baseUrl: config.BASE_URL }));
  app.use(requestLogger(logger));
  app.use("/api/*", compress());
  app.use("/api/*", noStoreByDefault());
  app.use("/api/*", rejectUnstorableUrl());
  app.use("/api/*", sameOriginOnly(config.BASE_URL, ["/api/stripe/webhook"]));
  app.use("/api/*", apiBodyLimit());

  // Who is asking, worked out at most once per request and only when a route asks.
  app.use("/api/*", async (c, next) => {
    let access: Promise<Access> | undefined;
    c.set("access", () => {
      access ??= auth.api
        .getSession({ headers: c.req.raw.headers })
        .then((session) => resolveAccess(db, logger, session?.user.id ?? null));
      return access;
    });
    await next();
  });

  // Better Auth's endpoints. It keys rate limits by this header, which we set
  // from the socket (or a trusted proxy), replacing anything the client sent.
  app.on(["GET", "POST"], "/api/auth/*", (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientAddress(c, config.TRUST_PROXY));
    return auth.handler(new Request(c.req.raw, { headers }));
  });

  app.route("/api/health", healthRoutes(deps));
  app.route("/api/me", meRoutes(deps));
  app.route("/api", monitoringRoutes({ ...deps, mailer }));
  app.route("/metrics", prometheusRoutes(deps));
  app.route("/api/v1/leads", leadRoutes(deps));
  app.route("/api/v1/early-access", earlyAccessRoutes(deps));
  app.route("/api/v1/password-reset", passwordResetRoutes(deps));
  app.route("/api/v1/account", accountRoutes(deps));
  app.route("/api/v1/calculations", calculationRoutes(deps));
  app.route("/api/v1/insights", insightsRoutes(deps));
  app.route("/api/v1/reading-list", readingListRoutes(deps));
  app.route("/api/v1/admin", sysAdminRoutes(deps));
  app.route("/api/v1/admin", operationsRoutes(deps));
  app.route("/api/v1/admin", adminScaleReportRoutes({ ...deps, mailer }));
  app.route("/api/v1/scale-reports", scaleReportRoutes(deps));
  app.route("/api/v1/team", teamRoutes({ ...deps, mailer }));
  app.route("/api/v1/invitations", invitationRoutes(deps));
  app.route("/api/v1/custom-scales", customScaleRoutes(deps));
  app.route("/api/v1/audit", auditRoutes(deps));
  app.route("/api/v1/house-rules", houseRulesRoutes(deps));
  app.route("/api/v1/gpa-reports", gpaReportRoutes(deps));
  app.route("/api/v1/verify", verifyRoutes(deps));
  app.route("/api/v1/branding", brandingRoutes(deps));
  app.route("/api/v1/notices", noticeRoutes(deps));
  app.route("/api/v1/stop-emails", stopEmailRoutes(deps));
  app.route("/api/v1/crm", crmRoutes(deps));
  app.route("/api/v1/crm-feeds", slateFeedRoutes(deps));
  app.route("/api/v1/billing", billingRoutes(deps));
  app.route("/api/stripe/webhook", stripeWebhookRoutes(deps));
  app.route("/api/client-errors", clientErrorRoutes(deps));
  app.route("/api/v1/grading-systems", gradingSystemRoutes(deps));
  app.route("/api/v1/convert", conversionRoutes(deps));
  app.all("/api/*", apiNotFound);

  // Served by the server rather than the build so crawlers always get text.
  app.get("/robots.txt", (c) =>
    c.text(`User-agent: *\nAllow: /\nSitemap: ${config.BASE_URL}/sitemap.xml\n`, 200, {
      "Cache-Control": "public, max-age=3600",
    }),
  );

  app.on(["GET", "HEAD"], "*", async (c) => {
    if (!site) return c.text("Not found", 404);
    const file = site.get(c.req.path);
    if (file) return fileResponse(file, c.req.raw);
    // A missing file (anything with an extension) is a plain 404, not the app.
    if (/\.[a-z0-9]+$/i.test(c.req.path)) return c.text("Not found", 404);
    // Every page path gets the app; unknown ones with 404 so the truth is in the status.
    const prerendered = site.page(c.req.path);
    if (prerendered) return fileResponse(prerendered, c.req.raw);
    return fileResponse(site.indexHtml, c.req.raw, (await pageExists(c.req.path)) ? 200 : 404);
  });

  app.notFound((c) =>
    c.json({ error: { code: "not_found", message: `Nothing answers ${c.req.method} ${c.req.path}.` } }, 404),
  );
  app.onError((err, c) => toErrorResponse(err, c, logger));
  return app;
}

export type App = ReturnType<typeof buildApp>;
