import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  builtApi as api,
  type BuiltServer,
  buildServer,
  createServerStore,
  type ServerStore,
  startBuiltServer,
} from "./support/built-server.ts";

// Issue 14: a write the server acknowledged must survive the process being
// killed outright (kill -9: no drain, no clean database close). The server
// runs as deployed (dist/server.js) on PGlite, or on PostgreSQL when
// TEST_DATABASE_URL is set.

const WRITERS = 6;
/** The kill comes when this many writes have been acknowledged: a count, not a clock. */
const KILL_AFTER_ACKNOWLEDGED = 60;

let store: ServerStore;
beforeAll(async () => {
  buildServer();
  store = await createServerStore();
});
afterAll(async () => {
  await store?.drop();
});

async function signedInUser(server: BuiltServer, email: string): Promise<string> {
  const password = "durable-secret-1";
  const signUp = await api(server, "/api/auth/sign-up/email", {
    method: "POST",
    body: { email, password, name: "", termsAccepted: true, newsOptIn: false },
  });
  expect(signUp.status).toBe(200);
  const signIn = await api(server, "/api/auth/sign-in/email", {
    method: "POST",
    body: { email, password, termsAccepted: true },
  });
  expect(signIn.status).toBe(200);
  const session = signIn.headers.getSetCookie().find((c) => c.includes("session_token="));
  if (!session) throw new Error("no session cookie");
  return session.split(";")[0] as string;
}

const transcript = (writer: number, n: number) => ({
  country: "IN",
  title: `writer ${writer} #${n}`,
  courses: [
    { name: "Physics", grade: String(40 + ((writer * 7 + n) % 60)), credits: 4 },
    { name: "Chemistry", grade: "55", credits: 3 },
  ],
});

describe("kill -9 under write load", () => {
  it("keeps every write the server acknowledged", async () => {
    const first = await startBuiltServer(store);
    const cookie = await signedInUser(first, "durable@example.org");

    // Writers post saved calculations back to back; each 201 is an
    // acknowledged write. The writer that sees the Nth acknowledgement kills
    // the server at once, while the others still have requests in flight.
    const acknowledged: string[] = [];
    let failedAfterKill = 0;
    let killed = false;
    const writer = async (w: number) => {
      for (let n = 0; !killed; n++) {
        let id: string;
        try {
          const res = await api(first, "/api/v1/calculations", { method: "POST", body: transcript(w, n), cookie });
          if (res.status !== 201) throw new Error(`write answered ${res.status}: ${await res.text()}`);
          id = ((await res.json()) as { id: string }).id;
        } catch (err) {
          if (!killed) throw err;
          // The connection died with the server before the whole answer (its
          // id) arrived: the client holds no acknowledgement for this write.
          failedAfterKill++;
          return;
        }
        acknowledged.push(id);
        if (acknowledged.length >= KILL_AFTER_ACKNOWLEDGED && !killed) {
          killed = true;
          first.child.kill("SIGKILL");
        }
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
    expect(await first.exited).toBeNull(); // killed by the signal, not exited

    const second = await startBuiltServer(store);
    try {
      expect((await api(second, "/api/health")).status).toBe(200);
      const lost: string[] = [];
      for (const id of acknowledged) {
        const res = await api(second, `/api/v1/calculations/${id}`, { cookie });
        if (res.status !== 200) lost.push(`${id} (${res.status})`);
      }
      console.log(
        `durability (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}): ${acknowledged.length} writes acknowledged, ${lost.length} lost, ${failedAfterKill} in flight at the kill`,
      );
      expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);
      expect(lost).toEqual([]);
    } finally {
      second.child.kill("SIGTERM");
      await second.exited;
    }
  }, 240_000);
});
