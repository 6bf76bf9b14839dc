import type { EarlyAccessRequest } from "@gradeatlas/contracts/early-access";
import type { Db } from "../../db/open-database.ts";
import { recordLead } from "../leads/index.ts";

/** An early-access request for the sister platform, kept as a lead (source "one-admission") with the name and institution given. */
export async function recordEarlyAccess(db: Db, request: EarlyAccessRequest): Promise<{ id: string }> {
  const details = [
    request.name ? `name: ${request.name}` : null,
    request.institution ? `institution: ${request.institution}` : null,
  ].filter((part) => part !== null);
  return recordLead(db, {
    email: request.email,
    source: "one-admission",
    context: details.length > 0 ? details.join("; ") : undefined,
  });
}
