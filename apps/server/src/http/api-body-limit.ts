import { brandingImageLimits } from "@gradeatlas/contracts/branding";
import { MAX_VERIFY_UPLOAD_BYTES } from "@gradeatlas/contracts/gpa-reports";
import type { MiddlewareHandler } from "hono";
import { limitBody } from "./limit-body.ts";

const KB = 1024;
/** Room for a multipart body's boundaries and part headers around an uploaded file. */
const MULTIPART_OVERHEAD = 16 * KB;
const upload = ({ bytes, label }: { bytes: number; label: string }): [number, string] => [
  bytes + MULTIPART_OVERHEAD,
  `${label} may be at most ${bytes / KB} KB.`,
];

/** What any /api request body may weigh unless its route is named below. */
export const API_BODY_LIMIT = 64 * KB;

/**
 * The routes with a limit of their own, each with the message that names it:
 * whole transcripts and Stripe's events need more, small forms far less.
 * Every other /api route, Better Auth's endpoints included, gets API_BODY_LIMIT,
 * so an oversized body is refused before any handler reads it into memory.
 */
const OWN_LIMITS: Record<string, [bytes: number, message: string]> = {
  "POST /api/v1/convert/grade": [16 * KB, "A grade conversion request may be at most 16 KB."],
  "POST /api/v1/convert/transcript": [512 * KB, "A transcript request may be at most 512 KB."],
  "POST /api/v1/calculations": [512 * KB, "A calculation may be at most 512 KB."],
  "POST /api/stripe/webhook": [256 * KB, "A Stripe event may be at most 256 KB."],
  "POST /api/client-errors": [64 * KB, "An error report may be at most 64 KB."],
  "POST /api/metrics": [64 * KB, "A metrics report may be at most 64 KB."],
  "POST /api/alerts": [8 * KB, "An alert may be at most 8 KB."],
  "POST /api/v1/leads": [4 * KB, "A lead may be at most 4 KB."],
  "POST /api/v1/early-access": [4 * KB, "An early-access request may be at most 4 KB."],
  "POST /api/v1/scale-reports": [16 * KB, "A scale report may be at most 16 KB."],
  "POST /api/v1/verify/check": [MAX_VERIFY_UPLOAD_BYTES, "A report to check may be at most 10 MB."],
  "PUT /api/v1/branding/institution/logo": upload(brandingImageLimits.logo),
  "PUT /api/v1/branding/me/signature": upload(brandingImageLimits.signature),
};

/** One body limit for all of /api, with the named exceptions above. */
export function apiBodyLimit(): MiddlewareHandler {
  const fallback = limitBody(API_BODY_LIMIT, `A request body may be at most ${API_BODY_LIMIT / KB} KB.`);
  const own = new Map(
    Object.entries(OWN_LIMITS).map(([route, [bytes, message]]) => [route, limitBody(bytes, message)]),
  );
  return (c, next) => (own.get(`${c.req.method} ${c.req.path.replace(/\/$/, "")}`) ?? fallback)(c, next);
}
