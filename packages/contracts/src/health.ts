import { z } from "zod";

export const healthSchema = z.object({
  status: z.enum(["ok", "unavailable"]),
  database: z.object({ kind: z.enum(["pglite", "postgres"]), ok: z.boolean(), latencyMs: z.number() }),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
