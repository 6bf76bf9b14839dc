import type { Context } from "hono";
import type { z } from "zod";
import { AppError } from "../errors.ts";
import { unstorableTextProblem } from "./unstorable-text.ts";

/** Whether a Content-Type header names JSON (application/json or a +json type). */
export function isJsonContentType(header: string | undefined): boolean {
  const type = header?.split(";")[0]?.trim().toLowerCase() ?? "";
  return type === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

/**
 * Reads a JSON body and validates it with a contract schema. A body that is
 * not declared as JSON is a 415 (a plain HTML form from another site cannot
 * send one); bad JSON, text the database cannot store and failed validation
 * are clear 400s naming the field at fault.
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  if (!isJsonContentType(c.req.header("content-type"))) {
    throw new AppError("unsupported_media_type", "Send the request body as JSON (Content-Type: application/json).");
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError("invalid_json", "The request body is not valid JSON.");
  }
  const unstorable = unstorableTextProblem(body);
  if (unstorable) throw new AppError("validation_failed", unstorable);
  return parseWith(schema, body);
}

/** Validates data with a contract schema; a failure is a 400 naming the field at fault. */
export function parseWith<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
    const first = issues[0];
    const where = first?.path ? `${first.path}: ` : "";
    throw new AppError("validation_failed", `${where}${first?.message ?? "Invalid request."}`, { issues });
  }
  return parsed.data;
}
