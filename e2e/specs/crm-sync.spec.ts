import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { origin } from "../support/accounts.ts";
import { baseUrl, expectNoAxeViolations } from "../support/app.ts";
import { payingInstitution } from "../support/institution.ts";

/** axe reads a toast mid-fade as low contrast: it checks the page once the toasts are gone. */
// CRM sync (issue 20), the admin's journey: a HubSpot-style connection (a
// stand-in on loopback answering as HubSpot's CRM v3 does) and a webhook whose
// receiver fails once; an evaluator saves a calculation; the admin sees it
// delivered to HubSpot, retries the webhook's failure from the sync log, and
// History shows the calculation's state per connection.
// Needs the app started with CRM_SECRETS_KEY and CRM_ALLOW_PRIVATE_HOSTS=true
// (the stand-ins listen on 127.0.0.1) and the sync worker running.

type Seen = { method: string; url: string; body: string };

async function standIn(answer: (req: IncomingMessage, seen: Seen[]) => { status: number; body: unknown }) {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      seen.push({ method: req.method ?? "", url: req.url ?? "", body });
      const reply = answer(req, seen);
      res.writeHead(reply.status, { "content-type": "application/json" });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { seen, server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const servers: Server[] = [];
afterAll(() => {
  for (const s of servers) s.close();
});

async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${dir}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Reloads until `ready` holds (the worker delivers in the background); each load gets a few seconds to render. */
async function reloadUntil(page: Page, what: string, ready: () => Promise<boolean>, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const settled = Date.now() + 5_000;
    while (Date.now() < settled) {
      if (await ready()) return;
      await page.waitForTimeout(250);
    }
    if (Date.now() > until) throw new Error(`${what} did not happen in time`);
    await page.reload();
  }
}

describe("CRM sync", () => {
  it("an admin connects HubSpot and a webhook; a saved result is delivered and a failure retried", {
    timeout: 300_000,
  }, async () => {
    const hubspot = await standIn((req) =>
      req.method === "GET"
        ? { status: 200, body: { results: [] } }
        : { status: 200, body: { status: "COMPLETE", results: [{ id: "901", properties: {} }] } },
    );
    // The receiver refuses the first delivery (500), then accepts.
    const hook = await standIn((_req, seen) => ({ status: seen.length === 1 ? 500 : 200, body: { ok: true } }));
    servers.push(hubspot.server, hook.server);

    const domain = `crm-${Date.now()}.example`;
    const { admin, member } = await payingInstitution(domain);

    // From My Team's tools to the page.
    await admin.goto(`${baseUrl()}/my-team`);
    await admin.getByRole("link", { name: /^CRM sync/ }).click();
    await admin.getByRole("heading", { name: "CRM sync", level: 1 }).waitFor();
    await admin.getByText("No connection yet.", { exact: false }).waitFor();
    await expectNoAxeViolations(admin);
    await shot(admin, "crm-empty");

    // HubSpot: a validation message first, then the real thing.
    await admin.getByRole("button", { name: "Add a connection" }).click();
    let dialog = admin.getByRole("dialog", { name: "Add a CRM connection" });
    await dialog.getByLabel("CRM", { exact: true }).selectOption("hubspot");
    await dialog.getByRole("button", { name: "Add connection" }).click();
    await dialog.getByText("Name the connection.").waitFor();
    await dialog.getByText("Paste the HubSpot service key (or a legacy private app's token).").waitFor();
    await dialog.getByLabel("Connection name").fill("HubSpot admissions");
    await dialog.getByLabel("API address").fill(hubspot.url);
    await dialog.getByLabel("Service key or private app token").fill("pat-na1-00000000-0000-0000-0000-000000000000");
    await dialog.getByRole("table").waitFor();
    await expectNoAxeViolations(admin);
    await shot(admin, "crm-add-hubspot");
    await dialog.getByRole("button", { name: "Add connection" }).click();
    await dialog.waitFor({ state: "detached" });
    await admin.getByRole("heading", { name: "HubSpot admissions" }).waitFor();

    // Test: the stand-in answers, so it works.
    await admin.getByRole("button", { name: "Test HubSpot admissions" }).click();
    await admin.getByText("Connection works:", { exact: false }).waitFor();

    // A webhook: its signing secret is shown once.
    await admin.getByRole("button", { name: "Add a connection" }).click();
    dialog = admin.getByRole("dialog", { name: "Add a CRM connection" });
    await dialog.getByLabel("CRM", { exact: true }).selectOption("webhook");
    await dialog.getByLabel("Connection name").fill("Our webhook");
    await dialog.getByLabel("Endpoint URL").fill(`${hook.url}/gradeatlas`);
    await dialog.getByRole("button", { name: "Add connection" }).click();
    await dialog.getByText("you will not see it again", { exact: false }).waitFor();
    await expectNoAxeViolations(admin);
    await shot(admin, "crm-webhook-secret");
    await dialog.getByRole("button", { name: "Done" }).click();

    // An evaluator saves a result.
    const saved = await member.request.post(`${baseUrl()}/api/v1/calculations`, {
      headers: origin(),
      data: {
        country: "DE",
        title: "Lena Vogel",
        // HubSpot matches contacts on e-mail.
        applicant: { name: "Lena Vogel", id: "APP-2001", email: `lena-${Date.now()}@applicant.example` },
        courses: [
          { name: "Analysis I", grade: "1.7", credits: 8, year: 2023 },
          { name: "Physics", grade: "2.3", credits: 6, year: 2023 },
        ],
      },
    });
    expect(saved.status()).toBe(201);

    // Delivered to HubSpot: its counts say so, and the stand-in got the applicant.
    await expect.poll(() => hubspot.seen.some((r) => r.body.includes("APP-2001")), { timeout: 90_000 }).toBe(true);
    await admin.goto(`${baseUrl()}/my-team/integrations`);
    const hubspotCard = admin
      .getByRole("listitem")
      .filter({ has: admin.getByRole("heading", { name: "HubSpot admissions" }) });
    await reloadUntil(admin, "HubSpot's delivery", async () => !(await hubspotCard.getByText("none yet").isVisible()));
    await expect.poll(() => hubspotCard.locator("dd").nth(1).textContent()).toBe("1");

    // The webhook's first try failed: the sync log shows it waiting; Retry makes it due now.
    await expect.poll(() => hook.seen.length, { timeout: 60_000 }).toBeGreaterThan(0);
    await admin.getByRole("link", { name: "Sync log Our webhook" }).click();
    await admin.getByRole("heading", { name: "Sync log: Our webhook" }).waitFor();
    const firstCell = (name: string | RegExp) => admin.getByRole("cell", { name, exact: true }).first();
    await reloadUntil(admin, "the failed try in the log", () => firstCell(/HTTP 500/).isVisible());
    await expectNoAxeViolations(admin);
    await shot(admin, "crm-sync-log-failed");
    await admin
      .getByRole("button", { name: /^Retry/ })
      .first()
      .click();
    // The worker sends it within a poll or two; the log shows it once reloaded.
    await expect.poll(() => hook.seen.length, { timeout: 90_000 }).toBeGreaterThanOrEqual(2);
    await reloadUntil(admin, "the retried delivery", () => firstCell("Delivered").isVisible());
    expect(hook.seen.length).toBeGreaterThanOrEqual(2);
    // Signed per the Standard Webhooks spec (verified in the server's tests with the standardwebhooks package).

    // History: the calculation's state per connection.
    await admin.goto(`${baseUrl()}/history?scope=team`);
    await admin.getByRole("button", { name: /^CRM sync of Lena Vogel/ }).click();
    const sync = admin.getByRole("dialog", { name: "CRM sync" });
    await sync.getByText("HubSpot admissions").waitFor();
    await sync.getByText("Our webhook").waitFor();
    expect(await sync.getByText(/^Delivered/).count()).toBe(2);
    await expectNoAxeViolations(admin);
    await shot(admin, "crm-history-dialog");

    // Members are told who sets it up.
    await member.goto(`${baseUrl()}/my-team/integrations`);
    await member.getByText("Only your institution's admin sets up CRM sync", { exact: false }).waitFor();
    await expectNoAxeViolations(member);
  });
});
