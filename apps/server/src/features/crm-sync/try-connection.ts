import type { Preview, TestResult } from "@gradeatlas/contracts/crm-sync";
import type { InstitutionCaller } from "../../access/guard.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/open-database.ts";
import { AppError, notFound } from "../../errors.ts";
import type { GradingCatalog } from "../grading-systems/index.ts";
import { connectionTarget, connectorOptions, INVALID_SETTINGS } from "./connection-target.ts";
import { connectionRow } from "./connections.ts";
import { connectorFor } from "./connectors/registry.ts";
import { applyMapping } from "./map-fields.ts";
import type { SecretsBox } from "./secrets-box.ts";
import { buildSyncRecord } from "./sync-record.ts";
import { redactSecrets } from "./sync-worker.ts";

export type TryDeps = { db: Db; box: SecretsBox; config: Config; catalog: GradingCatalog };

async function opened(deps: TryDeps, caller: InstitutionCaller, id: string) {
  const row = await connectionRow(deps.db, caller.institutionId, id);
  if (row.kind === "slate_feed")
    throw new AppError("conflict", "Slate fetches its feed itself: nothing is sent from here to test or preview.");
  const target = connectionTarget(deps.box, row);
  if (!target) throw new AppError("unprocessable", INVALID_SETTINGS);
  return { row, ...target };
}

/** Credentials and reachability, as the connector checks them; nothing is written in the CRM. */
export async function testConnection(deps: TryDeps, caller: InstitutionCaller, id: string): Promise<TestResult> {
  const { row, target, secrets } = await opened(deps, caller, id);
  try {
    const result = await connectorFor(row.kind).test(target as never, connectorOptions(deps.config));
    return { ok: result.ok, detail: redactSecrets(result.detail, secrets) };
  } catch (err) {
    return { ok: false, detail: redactSecrets(err instanceof Error ? err.message : String(err), secrets) };
  }
}

/** The exact request(s) a save of this calculation would make, secrets redacted: a dry run. */
export async function previewConnection(
  deps: TryDeps,
  caller: InstitutionCaller,
  id: string,
  calculationId: string,
): Promise<Preview> {
  const { row, target, mapping, secrets } = await opened(deps, caller, id);
  const built = await buildSyncRecord(
    { db: deps.db, baseUrl: deps.config.BASE_URL, catalog: deps.catalog },
    { institutionId: caller.institutionId, event: "calculation.saved", calculationId },
  );
  if (!built) throw notFound("No saved calculation of your institution with that id.");
  const item = {
    deliveryId: crypto.randomUUID(),
    event: "calculation.saved" as const,
    occurredAt: new Date().toISOString(),
    record: built.record,
    fields: applyMapping(built.record, mapping),
    report: built.report,
  };
  const preview = await connectorFor(row.kind).preview(target as never, [item], connectorOptions(deps.config));
  // A connector redacts its own secrets; this is the belt to its braces.
  return JSON.parse(redactSecrets(JSON.stringify(preview), secrets)) as Preview;
}
