import type { MiddlewareHandler } from "hono";

// No inline scripts anywhere: the built app loads only its own files. Inline
// styles stay allowed because React and Radix set style attributes.
// 'wasm-unsafe-eval' lets WebAssembly compile (not JavaScript eval) and data:
// in connect-src lets it be read from the bundle: the PDF report's layout
// engine (yoga, inside @react-pdf) is WebAssembly shipped as a data: URL.
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' data:",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** Sets the security headers on every response. HSTS only when served over HTTPS. */
export function securityHeaders(options: { trustProxy: boolean; baseUrl: string }): MiddlewareHandler {
  const httpsBase = options.baseUrl.startsWith("https://");
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    // A response with a stricter policy of its own (an uploaded SVG, served as a picture) keeps it.
    if (!h.has("Content-Security-Policy")) h.set("Content-Security-Policy", contentSecurityPolicy);
    h.set("X-Content-Type-Options", "nosniff");
    h.set("X-Frame-Options", "DENY");
    h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    h.set("Cross-Origin-Opener-Policy", "same-origin");
    h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    const forwardedHttps = options.trustProxy && c.req.header("x-forwarded-proto") === "https";
    if (httpsBase || forwardedHttps || new URL(c.req.url).protocol === "https:") {
      h.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
  };
}
