import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrations } from "../src/db/migrations/index.ts";
import { migrate } from "../src/db/migrator.ts";
import { type OpenDatabase, openDatabase } from "../src/db/open-database.ts";
import { enqueueCrmEvent } from "../src/features/crm-events/index.ts";
import { newWebhookSecret } from "../src/features/crm-sync/connection-tokens.ts";
import { createSecretsBox } from "../src/features/crm-sync/secrets-box.ts";
import { approveDomain, markVerified } from "./support/accounts.ts";
import {
  builtApi as api,
  type BuiltServer,
  buildServer,
  createServerStore,
  type ServerStore,
  startBuiltServer,
} from "./support/built-server.ts";
import { makeConnection, makeInstitutionPay } from "./support/crm.ts";
import { startWebhookReceiver, type WebhookReceiver } from "./support/webhook-receiver.ts";

// Issue 20: a CRM delivery survives the server being killed outright (kill -9)
// in the middle of a sync. The server runs as deployed (dist/server.js) on
// PGlite, or PostgreSQL when TEST_DATABASE_URL is set; the webhook endpoint is
// slow, so the kill lands while a request is on the wire. After a restart
// every delivery ends delivered, and the receiver, which drops a repeated
// webhook-id as the Standard Webhooks spec tells it to, processed each once.

const DELIVERIES = 8;
/** The kill comes as this request arrives, before it is answered: a count, not a clock. */
const KILL_AT_REQUEST = 3;
const CRM_SECRETS_KEY = randomBytes(32).toString("base64");
const env = { CRM_SECRETS_KEY, CRM_ALLOW_PRIVATE_HOSTS: "true", CRM_REQUEST_TIMEOUT_MS: "1000" };
const EVALUATOR = "ev@killnine.example";

let store: ServerStore;
let receiver: WebhookReceiver;
const secret = newWebhookSecret();

/** The store's database, opened by the test while no server runs (PGlite allows one process). */
async function openStore(): Promise<OpenDatabase> {
  return store.env.DATABASE_URL
    ? openDatabase({ url: store.env.DATABASE_URL })
    : openDatabase({ dataDir: store.env.DATA_DIR as string });
}

async function stop(server: BuiltServer) {
  server.child.kill("SIGTERM");
  await server.exited;
}

beforeAll(async () => {
  buildServer();
  store = await createServerStore();
  receiver = await startWebhookReceiver({ secrets: () => [secret], delayMs: 300 });
}, 300_000);
afterAll(async () => {
  await receiver?.close();
  await store?.drop();
});

describe("kill -9 during a CRM sync", () => {
  it("delivers every queued delivery once after a restart", async () => {
    // An institution (an approved domain) whose evaluator saves calculations through the API.
    let database = await openStore();
    await migrate(database.db, migrations);
    await approveDomain(database.db, "killnine.example");
    await database.close();

    const password = "durable-secret-1";
    const signingUp = await startBuiltServer(store, env);
    expect(
      (
        await api(signingUp, "/api/auth/sign-up/email", {
          method: "POST",
          body: { email: EVALUATOR, password, name: "", termsAccepted: true, newsOptIn: false },
        })
      ).status,
    ).toBe(200);
    await stop(signingUp);
    // A member by domain once the address is verified (the e-mail link, here written directly).
    database = await openStore();
    await markVerified(database.db, EVALUATOR);
    await database.close();

    const first = await startBuiltServer(store, env);
    const signIn = await api(first, "/api/auth/sign-in/email", {
      method: "POST",
      body: { email: EVALUATOR, password, termsAccepted: true },
    });
    const cookie = (signIn.headers.getSetCookie().find((c) => c.includes("session_token=")) as string).split(";")[0];
    const calculationIds: string[] = [];
    for (let n = 0; n < DELIVERIES; n++) {
      const res = await api(first, "/api/v1/calculations", {
        method: "POST",
        cookie,
        body: {
          country: "IN",
          title: `applicant ${n}`,
          courses: [{ name: "Physics", grade: String(50 + n), credits: 4 }],
        },
      });
      expect(res.status).toBe(201);
      calculationIds.push(((await res.json()) as { id: string }).id);
    }
    await stop(first);

    // A webhook connection and its queue, written as the lead's routes and features will write them.
    database = await openStore();
    const { institution_id } = await database.db
      .selectFrom("calculations")
      .select("institution_id")
      .where("id", "=", calculationIds[0] as string)
      .executeTakeFirstOrThrow();
    const institutionId = institution_id as string;
    await makeInstitutionPay(database.db, institutionId);
    const box = createSecretsBox({ NODE_ENV: "production", CRM_SECRETS_KEY });
    await makeConnection(
      database.db,
      institutionId,
      "webhook",
      { url: receiver.url },
      { secret },
      undefined,
      undefined,
      box,
    );
    await database.db.transaction().execute(async (trx) => {
      for (const calculationId of calculationIds)
        await enqueueCrmEvent(trx, { institutionId, event: "calculation.saved", calculationId, subject: null });
    });
    const deliveryIds = (await database.db.selectFrom("crm_deliveries").select("id").execute()).map((r) => r.id);
    expect(deliveryIds).toHaveLength(DELIVERIES);
    await database.close();

    // The worker starts with the server; the kill lands while request KILL_AT_REQUEST waits for its answer.
    const second = await startBuiltServer(store, env);
    await receiver.waitForRequests(KILL_AT_REQUEST);
    second.child.kill("SIGKILL");
    expect(await second.exited).toBeNull();
    const inFlight = receiver.received[KILL_AT_REQUEST - 1]?.id as string;

    // After the restart the rest go out, and the one cut off is sent again once its claim lapses.
    const third = await startBuiltServer(store, env);
    const resent = () => receiver.received.filter((r) => r.id === inFlight).length >= 2;
    while (receiver.processed.size < DELIVERIES || !resent()) await new Promise((r) => setTimeout(r, 200));
    // SIGTERM lets the worker finish the connection's batch in progress and record it.
    await stop(third);

    database = await openStore();
    try {
      const rows = await database.db.selectFrom("crm_deliveries").select(["id", "state", "attempts"]).execute();
      const distinct = new Set(receiver.received.map((r) => r.id));
      console.log(
        `crm durability (${store.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}): ${DELIVERIES} deliveries, ${receiver.received.length} requests, ${distinct.size} distinct webhook-ids`,
      );
      expect(rows.map((r) => r.state)).toEqual(Array.from({ length: DELIVERIES }, () => "delivered"));
      expect(distinct).toEqual(new Set(deliveryIds));
      expect([...receiver.processed.values()]).toEqual(Array.from({ length: DELIVERIES }, () => 1));
      // The request cut off by the kill reached the receiver again, with the same id, and was processed once.
      expect(receiver.received.filter((r) => r.id === inFlight).length).toBeGreaterThanOrEqual(2);
      expect(receiver.received.every((r) => r.verifiedWith.length === 1)).toBe(true);
    } finally {
      await database.close();
    }
  }, 300_000);
});
