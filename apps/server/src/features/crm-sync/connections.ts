import {
  type ConnectionList,
  type ConnectionSettings,
  type ConnectionView,
  connectionSettingsSchema,
  type createConnectionRequestSchema,
  defaultMapping,
  type UpdateConnectionRequest,
} from "@gradeatlas/contracts/crm-sync";
import type { z } from "zod";
import type { InstitutionCaller } from "../../access/guard.ts";
import type { Db } from "../../db/open-database.ts";
import { isUuid } from "../../db/uuid.ts";
import { AppError, notFound } from "../../errors.ts";
import { parseWith } from "../../http/read-json.ts";
import { recordAudit } from "../audit/index.ts";
import { secretsFor } from "./connection-secrets.ts";
import { newFeedToken } from "./connection-tokens.ts";
import { type ConnectionRow, toConnectionView, withCounts } from "./connection-view.ts";
import { rotateWebhookSecret, webhookStoredSecretsSchema } from "./connectors/webhook.ts";
import type { SecretsBox } from "./secrets-box.ts";
import { hashFeedToken } from "./slate-feed.ts";

export type CrmContext = { db: Db; box: SecretsBox; baseUrl: string };

/** Connections an institution may have: enough for every CRM and a few webhooks, not a runaway script's worth. */
export const MAX_CONNECTIONS = 20;

const NO_KEY =
  "CRM credentials cannot be stored: the server has no CRM_SECRETS_KEY. Ask whoever runs GradeAtlas to set it.";
const missing = () => notFound("No CRM connection with that id in your institution.");

export async function listConnections(ctx: CrmContext, institutionId: string): Promise<ConnectionList> {
  const rows = await withCounts(ctx.db).where("c.institution_id", "=", institutionId).orderBy("c.created_at").execute();
  return { connections: rows.map((r) => toConnectionView(r, ctx.baseUrl)), secretsConfigured: ctx.box.configured };
}

/** One of the caller's institution's connections, row and all; anyone else's is a 404. */
export async function connectionRow(db: Db, institutionId: string, id: string): Promise<ConnectionRow> {
  const row = isUuid(id)
    ? await db
        .selectFrom("crm_connections")
        .selectAll()
        .where("id", "=", id)
        .where("institution_id", "=", institutionId)
        .executeTakeFirst()
    : undefined;
  if (!row) throw missing();
  return row;
}

export async function readConnection(ctx: CrmContext, institutionId: string, id: string): Promise<ConnectionView> {
  await connectionRow(ctx.db, institutionId, id);
  const row = await withCounts(ctx.db).where("c.id", "=", id).executeTakeFirstOrThrow();
  return toConnectionView(row, ctx.baseUrl);
}

function sealed(ctx: CrmContext, secrets: Record<string, string>) {
  if (Object.keys(secrets).length === 0) return { secrets: null, secret_names: "[]" };
  if (!ctx.box.configured) throw new AppError("conflict", NO_KEY);
  return { secrets: ctx.box.seal(secrets), secret_names: JSON.stringify(Object.keys(secrets).sort()) };
}

export async function createConnection(
  ctx: CrmContext,
  caller: InstitutionCaller,
  req: z.infer<typeof createConnectionRequestSchema>,
): Promise<{ connection: ConnectionView; shownOnce?: Record<string, string> }> {
  const settings = { kind: req.kind, settings: req.settings } as ConnectionSettings;
  const { secrets, shownOnce } = secretsFor(settings, req.secrets);
  const feedToken = req.kind === "slate_feed" ? newFeedToken() : null;
  const id = await ctx.db.transaction().execute(async (trx) => {
    const { n } = await trx
      .selectFrom("crm_connections")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("institution_id", "=", caller.institutionId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= MAX_CONNECTIONS)
      throw new AppError(
        "conflict",
        `An institution has at most ${MAX_CONNECTIONS} CRM connections; delete one first.`,
      );
    const row = await trx
      .insertInto("crm_connections")
      .values({
        institution_id: caller.institutionId,
        kind: req.kind,
        name: req.name,
        settings: JSON.stringify(req.settings),
        ...sealed(ctx, secrets),
        mapping: JSON.stringify(req.mapping ?? defaultMapping(req.kind)),
        events: JSON.stringify(req.events),
        feed_token_hash: feedToken ? hashFeedToken(feedToken) : null,
        created_by: caller.user.id,
        created_by_email: caller.user.email,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      institutionId: caller.institutionId,
      actor: caller.user,
      action: "crm.connection_created",
      subject: req.name,
      detail: { connectionId: row.id, kind: req.kind, events: req.events },
    });
    return row.id;
  });
  const connection = await readConnection(ctx, caller.institutionId, id);
  return { connection, ...(feedToken ? { shownOnce: { feedToken } } : shownOnce ? { shownOnce } : {}) };
}

export async function updateConnection(
  ctx: CrmContext,
  caller: InstitutionCaller,
  id: string,
  req: UpdateConnectionRequest,
): Promise<ConnectionView> {
  const row = await connectionRow(ctx.db, caller.institutionId, id);
  const settings = req.settings
    ? parseWith(connectionSettingsSchema, { kind: row.kind, settings: req.settings })
    : ({ kind: row.kind, settings: row.settings } as ConnectionSettings);
  // New credentials replace the old (a webhook's secret changes only by rotation: secretsFor refuses one).
  const sent = req.secrets && Object.keys(req.secrets).length > 0 ? req.secrets : null;
  const secrets = sent ? sealed(ctx, secretsFor(settings, sent).secrets) : null;
  const authChanged =
    row.kind === "salesforce" &&
    (row.settings as { auth?: string }).auth !== (settings.settings as { auth?: string }).auth;
  if (authChanged && !sent)
    throw new AppError("validation_failed", "Signing in to Salesforce another way needs that way's credentials too.", {
      issues: [{ path: "secrets", message: "Send the credentials for the new sign-in flow." }],
    });
  const changes = (["name", "settings", "secrets", "mapping", "events"] as const).filter((k) => req[k] !== undefined);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("crm_connections")
      .set({
        ...(req.name ? { name: req.name } : {}),
        ...(req.settings ? { settings: JSON.stringify(settings.settings) } : {}),
        ...(secrets ?? {}),
        ...(req.mapping ? { mapping: JSON.stringify(req.mapping) } : {}),
        ...(req.events ? { events: JSON.stringify(req.events) } : {}),
        updated_at: new Date(),
      })
      .where("id", "=", id)
      .execute();
    await recordAudit(trx, {
      institutionId: caller.institutionId,
      actor: caller.user,
      action: "crm.connection_changed",
      subject: req.name ?? row.name,
      detail: { connectionId: id, changes },
    });
  });
  return readConnection(ctx, caller.institutionId, id);
}

export async function deleteConnection(ctx: CrmContext, caller: InstitutionCaller, id: string): Promise<void> {
  const row = await connectionRow(ctx.db, caller.institutionId, id);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom("crm_connections").where("id", "=", id).execute();
    await recordAudit(trx, {
      institutionId: caller.institutionId,
      actor: caller.user,
      action: "crm.connection_deleted",
      subject: row.name,
      detail: { connectionId: id, kind: row.kind },
    });
  });
}

/** Paused: deliveries keep queueing and wait; resumed: they go out, oldest first. */
export async function setConnectionState(
  ctx: CrmContext,
  caller: InstitutionCaller,
  id: string,
  state: "active" | "paused",
): Promise<ConnectionView> {
  const row = await connectionRow(ctx.db, caller.institutionId, id);
  if (row.state !== state)
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable("crm_connections").set({ state, updated_at: new Date() }).where("id", "=", id).execute();
      await recordAudit(trx, {
        institutionId: caller.institutionId,
        actor: caller.user,
        action: state === "paused" ? "crm.connection_paused" : "crm.connection_resumed",
        subject: row.name,
        detail: { connectionId: id },
      });
    });
  return readConnection(ctx, caller.institutionId, id);
}

type Replaced = { connection: ConnectionView; shownOnce: Record<string, string> };

/** New credentials made by us (a token, a signing secret), stored with their audit line, shown once. */
async function storeReplacement(
  ctx: CrmContext,
  caller: InstitutionCaller,
  row: ConnectionRow,
  set: { feed_token_hash: string } | { secrets: string; secret_names: string },
  shownOnce: Record<string, string>,
  detail: Record<string, unknown> = {},
): Promise<Replaced> {
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("crm_connections")
      .set({ ...set, updated_at: new Date() })
      .where("id", "=", row.id)
      .execute();
    await recordAudit(trx, {
      institutionId: caller.institutionId,
      actor: caller.user,
      action: "crm.secret_rotated",
      subject: row.name,
      detail: { connectionId: row.id, kind: row.kind, ...detail },
    });
  });
  return { connection: await readConnection(ctx, caller.institutionId, row.id), shownOnce };
}

/** A Slate feed's new token: the old one stops working at once. */
export async function replaceFeedToken(ctx: CrmContext, caller: InstitutionCaller, id: string): Promise<Replaced> {
  const row = await connectionRow(ctx.db, caller.institutionId, id);
  if (row.kind !== "slate_feed")
    throw new AppError("conflict", "Only a Slate feed has a token; this connection does not.");
  const feedToken = newFeedToken();
  return storeReplacement(ctx, caller, row, { feed_token_hash: hashFeedToken(feedToken) }, { feedToken });
}

/** A webhook's new signing secret, shown once; the old one still signs for 24 hours. */
export async function rotateSecret(ctx: CrmContext, caller: InstitutionCaller, id: string): Promise<Replaced> {
  const row = await connectionRow(ctx.db, caller.institutionId, id);
  if (row.kind !== "webhook")
    throw new AppError(
      "conflict",
      "Only a webhook has a signing secret to rotate; edit this connection's credentials instead.",
    );
  if (!row.secrets || !ctx.box.configured)
    throw new AppError("conflict", "The signing secret cannot be opened on this server (CRM_SECRETS_KEY).");
  const next = rotateWebhookSecret(webhookStoredSecretsSchema.parse(ctx.box.open(row.secrets)));
  return storeReplacement(
    ctx,
    caller,
    row,
    { secrets: ctx.box.seal(next), secret_names: JSON.stringify(["secret"]) },
    { signingSecret: next.secret },
    { previousValidUntil: next.previousUntil },
  );
}
