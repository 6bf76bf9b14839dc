import type { ConnectionView, CrmEvent, FieldMapping } from "@gradeatlas/contracts/crm-sync";
import { type Selectable, sql } from "kysely";
import type { Db } from "../../db/open-database.ts";
import type { CrmConnectionsTable } from "../../db/schema.ts";

export type ConnectionRow = Selectable<CrmConnectionsTable>;

/** The delivery counts per state, as three subqueries on the covering index. */
export const withCounts = (db: Db) =>
  db
    .selectFrom("crm_connections as c")
    .selectAll("c")
    .select((eb) =>
      (["queued", "delivered", "dead"] as const).map((state) =>
        eb
          .selectFrom("crm_deliveries as d")
          .select(sql<string>`count(*)`.as("n"))
          .whereRef("d.connection_id", "=", "c.id")
          .where("d.state", "=", state)
          .as(`n_${state}`),
      ),
    );

type CountedRow = ConnectionRow & {
  n_queued: string | number | null;
  n_delivered: string | number | null;
  n_dead: string | number | null;
};

/** What the admin sees: settings, which secrets are stored (names only), counts and the last error. */
export function toConnectionView(row: CountedRow, baseUrl: string): ConnectionView {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    settings: row.settings as Record<string, unknown>,
    secretsSet: row.secret_names,
    mapping: row.mapping as FieldMapping,
    events: row.events as CrmEvent[],
    state: row.state,
    createdAt: new Date(row.created_at).toISOString(),
    createdBy: row.created_by_email,
    counts: {
      queued: Number(row.n_queued ?? 0),
      delivered: Number(row.n_delivered ?? 0),
      dead: Number(row.n_dead ?? 0),
    },
    lastSuccessAt: row.last_success_at ? new Date(row.last_success_at).toISOString() : null,
    lastError:
      row.last_error && row.last_error_at
        ? { at: new Date(row.last_error_at).toISOString(), message: row.last_error }
        : null,
    feedUrl: row.kind === "slate_feed" ? `${baseUrl}/api/v1/crm-feeds/${row.id}.csv` : null,
  };
}
