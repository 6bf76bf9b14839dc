import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadStaticSite } from "../src/http/static-site.ts";
import { writeFixtureSite } from "./support/fixture-site.ts";
import { createTestApp } from "./support/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({
    site: loadStaticSite(writeFixtureSite(), { baseUrl: "https://gradeatlas.example" }),
  });
});
afterAll(async () => {
  await t.close();
});

describe("health", () => {
  it("reports the database as reachable", async () => {
    const res = await t.app.request("/api/health");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = await res.json();
    expect(body).toMatchObject({ status: "ok", database: { kind: t.dbKind, ok: true } });
  });
});

describe("unknown API paths", () => {
  it.each(["GET", "POST", "DELETE"])("answer %s with a JSON 404", async (method) => {
    const res = await t.app.request("/api/no-such-thing", { method });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(await res.json()).toEqual({
      error: { code: "not_found", message: `No API endpoint answers ${method} /api/no-such-thing.` },
    });
  });
});

describe("the web app", () => {
  it.each(["/", "/calculator", "/calculator/"])("serves the app for the page %s with 200", async (path) => {
    const res = await t.app.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(await res.text()).toContain('<div id="root">');
  });

  it("serves a country's reference page with 200 and an unknown country's with 404", async () => {
    expect((await t.app.request("/global-education-systems/india")).status).toBe(200);
    expect((await t.app.request("/global-education-systems/united-kingdom")).status).toBe(200);
    expect((await t.app.request("/global-education-systems/atlantis")).status).toBe(404);
  });

  it("serves a prerendered page with its own metadata and the configured address; unknown posts are 404", async () => {
    const res = await t.app.request("/blog/a-guide");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<link rel="canonical" href="https://gradeatlas.example/blog/a-guide" />');
    expect(html).toContain("<h1>A guide</h1>");
    expect((await t.app.request("/blog/no-such-guide")).status).toBe(404);
    expect((await t.app.request("/prerendered/blog/a-guide.html")).status).toBe(404);
    const sitemap = await (await t.app.request("/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>https://gradeatlas.example/blog/a-guide</loc>");
    expect(await (await t.app.request("/robots.txt")).text()).toContain(`Sitemap: ${t.config.BASE_URL}/sitemap.xml`);
  });

  it("serves the same app with 404 for an unknown page, so the 404 page renders", async () => {
    const res = await t.app.request("/no/such/page");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<div id="root">');
  });

  it("caches hashed assets for a year and compresses them", async () => {
    const res = await t.app.request("/assets/app-abc123.js", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-encoding")).toBe("br");
    const gz = await t.app.request("/assets/app-abc123.js", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    const plain = await t.app.request("/assets/app-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toContain("grade-199");
  });

  it("answers a matching ETag with 304", async () => {
    const first = await t.app.request("/favicon.svg");
    const etag = first.headers.get("etag") as string;
    const again = await t.app.request("/favicon.svg", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });

  it("answers a missing file with a plain 404, not the app", async () => {
    const res = await t.app.request("/assets/missing-123.js");
    expect(res.status).toBe(404);
    expect(await res.text()).toBe("Not found");
  });

  it("serves a real robots.txt", async () => {
    const res = await t.app.request("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await res.text()).toMatch(/^User-agent: \*\nAllow: \//);
  });
});

describe("security headers", () => {
  it("are on every response, with a CSP that allows no inline scripts", async () => {
    for (const path of ["/", "/api/health", "/api/nope", "/assets/app-abc123.js"]) {
      const res = await t.app.request(path);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-eval'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("strict-transport-security")).toBeNull();
    }
  });

  it("add HSTS behind an HTTPS proxy that is trusted, and only then", async () => {
    const behindProxy = await createTestApp({ env: { TRUST_PROXY: "true" } });
    try {
      const res = await behindProxy.app.request("/api/health", { headers: { "x-forwarded-proto": "https" } });
      expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    } finally {
      await behindProxy.close();
    }
    const untrusted = await t.app.request("/api/health", { headers: { "x-forwarded-proto": "https" } });
    expect(untrusted.headers.get("strict-transport-security")).toBeNull();
  });
});
