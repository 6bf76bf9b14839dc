import { Hono } from "hono";
import type { AccessEnv } from "../../access/guard.ts";
import type { AppDeps } from "../../app-deps.ts";
import { AppError, badRequest } from "../../errors.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { isIssuedCopy, verifyGpaReport } from "./verify-gpa-report.ts";

const PDF_MAGIC = "%PDF-";

/**
 * /api/v1/verify (public): what a report's code stands for, and whether an
 * uploaded file is that report byte for byte. Limited per address, so codes
 * cannot be tried in bulk (they have 80 random bits besides).
 */
export function verifyRoutes({ db, config }: AppDeps) {
  const limit = rateLimit(db, {
    rule: "verify-report",
    limit: 60,
    windowMs: 60_000,
    trustProxy: config.TRUST_PROXY,
    message: "Too many report checks from this address. Please wait a minute.",
  });
  return new Hono<AccessEnv>()
    .use(limit)
    .post("/check", async (c) => {
      const code = c.req.query("code");
      if (!code) throw badRequest("code is required: the code printed on the report.");
      const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
      if (type !== "application/pdf") {
        throw new AppError(
          "unsupported_media_type",
          "Upload the report as a PDF file (Content-Type: application/pdf).",
        );
      }
      const file = new Uint8Array(await c.req.arrayBuffer());
      if (file.length === 0) throw badRequest("The file is empty. Choose the report's PDF.");
      if (new TextDecoder().decode(file.subarray(0, 5)) !== PDF_MAGIC) {
        throw new AppError("unsupported_media_type", "This file is not a PDF. Choose the report's PDF.");
      }
      return c.json({ identical: await isIssuedCopy(db, code, file) });
    })
    .get("/:code", async (c) => c.json(await verifyGpaReport(db, c.req.param("code"))));
}
