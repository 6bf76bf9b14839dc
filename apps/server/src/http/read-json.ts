import type { Context } from "hono";
import type { z } from "zod";
import { AppError } from "../errors.ts";

/**
 * Reads a JSON body and validates it with a contract schema. Bad JSON and
 * failed validation both become clear 400s naming the field at fault.
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError("invalid_json", "The request body is not valid JSON.");
  }
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
