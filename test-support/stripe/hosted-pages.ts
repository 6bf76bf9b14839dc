import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// The stand-in's pages a browser visits, as Stripe hosts Checkout and the
// Customer Portal on hosts of their own: "Pay" completes the session (the
// stand-in sends the signed events to the app's webhook, as in the server
// tests) and then goes to success_url; "Cancel plan" sets the subscription to
// cancel at the period end (its event sent the same way) and goes back to
// return_url. The events are delivered before the redirect, as a test should
// not depend on how fast a webhook lands; the app's success page polls anyway.

type Obj = Record<string, unknown>;

export interface HostedPagesBackend {
  checkoutSession(sessionId: string): Obj | undefined;
  price(priceId: string): { interval: string; amount: number; currency?: string } | undefined;
  portalSession(sessionId: string): Obj | undefined;
  customer(customerId: string): Obj | undefined;
  completeCheckout(sessionId: string): Promise<{ answers: { status: number }[] }>;
  cancelAtPeriodEnd(subscriptionId: string): Promise<{ status: number }>;
  liveSubscriptionOf(customerId: string): Obj | undefined;
}

export type HostedPages = { url: string; close: () => Promise<void> };

const escapeHtml = (value: unknown) =>
  String(value ?? "").replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  );

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1e293b}button{font:inherit;padding:.6rem 1.2rem;background:#4338ca;color:#fff;border:0;border-radius:.4rem}a{color:#3730a3}</style>
</head><body><main><p>Stripe stand-in (test mode)</p><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

const money = (amount: number, currency = "usd") =>
  new Intl.NumberFormat("en-US", { style: "currency", currency }).format(amount / 100);

export async function startHostedPages(backend: HostedPagesBackend): Promise<HostedPages> {
  async function handle(req: IncomingMessage): Promise<{ status: number; html?: string; location?: string }> {
    const path = new URL(req.url ?? "/", "http://pages").pathname;
    const pay = /^\/c\/pay\/([^/]+)$/.exec(path);
    if (pay) {
      const sessionId = pay[1] as string;
      const session = backend.checkoutSession(sessionId);
      if (session?.status !== "open") {
        return { status: 404, html: page("This checkout session is no longer open", "") };
      }
      if (req.method === "POST") {
        const { answers } = await backend.completeCheckout(sessionId);
        // Stripe retries a webhook that failed; here a failure is the test's to see.
        if (answers.some((a) => a.status !== 200)) {
          return { status: 502, html: page("The app refused an event", `<p>${answers.map((a) => a.status)}</p>`) };
        }
        return { status: 303, location: String(session.success_url).replace("{CHECKOUT_SESSION_ID}", sessionId) };
      }
      const line = (session._line_items as Obj[])[0] as Obj;
      const price = backend.price(String(line.price));
      const email = backend.customer(String(session.customer))?.email;
      return {
        status: 200,
        html: page(
          "Pay GradeAtlas",
          `<p>${escapeHtml(email)}</p><p>${price ? `${money(price.amount, price.currency)} per ${escapeHtml(price.interval)}` : ""}</p>
<p>Card: visa •••• 4242 (test)</p>
<form method="post"><button type="submit">Pay</button></form>
<p><a href="${escapeHtml(session.cancel_url)}">Back</a></p>`,
        ),
      };
    }
    const portal = /^\/p\/session\/([^/]+)(\/cancel)?$/.exec(path);
    if (portal) {
      const session = backend.portalSession(portal[1] as string);
      if (!session) return { status: 404, html: page("This portal session does not exist", "") };
      const sub = backend.liveSubscriptionOf(String(session.customer));
      const back = String(session.return_url);
      if (portal[2] && req.method === "POST") {
        if (!sub) return { status: 409, html: page("There is no plan to cancel", "") };
        const answer = await backend.cancelAtPeriodEnd(String(sub.id));
        if (answer.status !== 200) return { status: 502, html: page("The app refused an event", "") };
        return { status: 303, location: back };
      }
      const cancelling = sub?.cancel_at_period_end === true;
      return {
        status: 200,
        html: page(
          "Manage your GradeAtlas plan",
          `<p>${sub ? `Plan: ${escapeHtml(sub.status)}${cancelling ? ", cancels at the end of the period" : ""}` : "No plan"}</p>
${sub && !cancelling ? `<form method="post" action="${escapeHtml(path)}/cancel"><button type="submit">Cancel plan</button></form>` : ""}
<p><a href="${escapeHtml(back)}">Return to GradeAtlas</a></p>`,
        ),
      };
    }
    return { status: 404, html: page("Not found", "") };
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    req.resume(); // the forms carry nothing the pages read
    req.on("end", () => {
      handle(req).then(
        (answer) => {
          res.writeHead(answer.status, {
            "content-type": "text/html; charset=utf-8",
            ...(answer.location ? { location: answer.location } : {}),
          });
          res.end(answer.html ?? "");
        },
        (err: unknown) => {
          res.writeHead(500, { "content-type": "text/plain" });
          res.end(String(err));
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
