import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { type HostedPages, startHostedPages } from "./hosted-pages.ts";
import { checkMetadata, checkUnknown, checkUrl, parseStripeForm, StripeError } from "./stripe-form.ts";

// A local stand-in for Stripe's API: Stripe cannot be reached from the build
// machines, so the official SDK is pointed here (STRIPE_API_BASE → its host,
// port and protocol options). It checks each request the way Stripe's API
// reference documents it (form-encoded bodies, a Bearer secret key, the
// Stripe-Version header, required and unknown parameters, existing objects)
// and answers with Stripe-shaped objects or Stripe-shaped 400s. It keeps
// state, and plays Stripe's part after a checkout by sending the events
// Stripe would send, signed with Stripe's real scheme. Its Checkout and
// Customer Portal pages (hosted-pages.ts) are real pages on a port of their
// own, so a browser can pay and cancel as on Stripe's.

type Obj = Record<string, unknown>;
export type StandInPrice = { interval: "month" | "year"; amount: number; currency?: string };
export type RecordedRequest = { method: string; path: string; headers: IncomingMessage["headers"]; body: Obj };
type Deliver = (payload: string, signature: string) => Promise<Response> | Response;
type Answer = { status: number; body: unknown; headers?: Record<string, string> };

const id = (prefix: string) => `${prefix}_test_${randomBytes(8).toString("hex")}`;

export async function startStripeStandIn(options: {
  /** Success, cancel and return URLs must be on the app's BASE_URL. */
  baseUrl: string;
  prices: Record<string, StandInPrice>;
  webhookSecret: string;
}) {
  const requests: RecordedRequest[] = [];
  const customers = new Map<string, Obj>();
  const sessions = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const paymentMethods = new Map<string, Obj>();
  const invoices = new Map<string, Obj>();
  const portalSessions = new Map<string, Obj>();
  // Where the Checkout and Portal pages are served (set once they listen, before any session exists).
  let pagesUrl = "";
  // Stripe's clock in seconds: moves one second per event, never with the wall clock.
  let clock = 1_900_000_000;
  let deliver: Deliver | null = null;
  let invoiceNumber = 0;
  // Idempotency-Key, as Stripe documents it for API v1: the first request's
  // answer is saved once its endpoint has run, and a request with the same
  // key and the same parameters gets that answer again (Idempotent-Replayed);
  // the same key with other parameters is refused; a request that comes
  // while another with its key is still running is refused with a 409 and
  // nothing saved, so it may be retried.
  const idempotent = new Map<string, { request: string; answer: Answer }>();
  const running = new Set<string>();
  // Requests held before their endpoint runs (see hold()), to make two calls overlap for certain.
  const holds = new Map<string, { release: Promise<void>; arrived: number; waiters: (() => void)[] }>();

  const onBaseUrl = (value: unknown, param: string) => {
    if (typeof value === "string" && !value.startsWith(`${options.baseUrl}/`)) {
      throw new StripeError(400, `${param} must be on the app's BASE_URL (${options.baseUrl}), got ${value}`, param);
    }
  };
  const customerOf = (value: unknown, param = "customer") => {
    if (typeof value !== "string") throw new StripeError(400, `Missing required param: ${param}.`, param);
    const customer = customers.get(value);
    if (!customer || customer.deleted) {
      throw new StripeError(400, `No such customer: '${value}'`, param, "resource_missing");
    }
    return customer;
  };

  function createCustomer(body: Obj) {
    checkUnknown(body, ["email", "metadata", "name", "expand"]);
    checkMetadata(body.metadata, "metadata");
    const customer = {
      id: id("cus"),
      object: "customer",
      email: body.email ?? null,
      metadata: body.metadata ?? {},
      created: clock,
      livemode: false,
      invoice_settings: { default_payment_method: null },
    };
    customers.set(customer.id, customer);
    return customer;
  }

  function createCheckoutSession(body: Obj) {
    checkUnknown(body, [
      "mode",
      "customer",
      "client_reference_id",
      "line_items",
      "success_url",
      "cancel_url",
      "metadata",
      "subscription_data",
      "expand",
    ]);
    if (!["payment", "setup", "subscription"].includes(body.mode as string)) {
      throw new StripeError(400, "Missing required param: mode.", "mode");
    }
    if (body.customer !== undefined) customerOf(body.customer);
    const items = body.line_items;
    if (!Array.isArray(items) || items.length === 0) {
      throw new StripeError(400, "Missing required param: line_items.", "line_items");
    }
    items.forEach((item: Obj, i) => {
      const price = options.prices[item.price as string];
      if (!price)
        throw new StripeError(400, `No such price: '${item.price}'`, `line_items[${i}][price]`, "resource_missing");
      // Every price here is recurring, and Stripe takes recurring prices in subscription mode only.
      if (body.mode !== "subscription") {
        throw new StripeError(
          400,
          "You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.",
          `line_items[${i}][price]`,
        );
      }
      if (!/^[1-9]\d*$/.test(String(item.quantity ?? ""))) {
        throw new StripeError(400, "Quantity must be a positive integer.", `line_items[${i}][quantity]`);
      }
    });
    checkUrl(body.success_url, "success_url", true);
    checkUrl(body.cancel_url, "cancel_url", false);
    onBaseUrl(body.success_url, "success_url");
    onBaseUrl(body.cancel_url, "cancel_url");
    if (body.client_reference_id !== undefined && String(body.client_reference_id).length > 200) {
      throw new StripeError(400, "client_reference_id can be up to 200 characters.", "client_reference_id");
    }
    checkMetadata(body.metadata, "metadata");
    const subscriptionData = (body.subscription_data ?? {}) as Obj;
    if (body.subscription_data !== undefined && body.mode !== "subscription") {
      throw new StripeError(400, "subscription_data can only be used in subscription mode.", "subscription_data");
    }
    checkMetadata(subscriptionData.metadata, "subscription_data[metadata]");
    const sessionId = id("cs");
    const session = {
      id: sessionId,
      object: "checkout.session",
      mode: body.mode,
      status: "open",
      customer: body.customer ?? null,
      client_reference_id: body.client_reference_id ?? null,
      success_url: body.success_url,
      cancel_url: body.cancel_url ?? null,
      metadata: body.metadata ?? {},
      subscription: null,
      url: `${pagesUrl}/c/pay/${sessionId}`,
      livemode: false,
      created: clock,
      // Kept for completing it later; Stripe does not return these as given.
      _line_items: items,
      _subscription_metadata: subscriptionData.metadata ?? {},
    };
    sessions.set(sessionId, session);
    return publicView(session);
  }

  function createPortalSession(body: Obj) {
    checkUnknown(body, ["customer", "return_url", "configuration", "expand"]);
    customerOf(body.customer);
    checkUrl(body.return_url, "return_url", false);
    onBaseUrl(body.return_url, "return_url");
    const sessionId = id("bps");
    const session = {
      id: sessionId,
      object: "billing_portal.session",
      customer: body.customer,
      return_url: body.return_url ?? null,
      url: `${pagesUrl}/p/session/${sessionId}`,
      livemode: false,
      created: clock,
    };
    portalSessions.set(sessionId, session);
    return session;
  }

  function retrieveSubscription(subId: string, expand: string[]) {
    const sub = subscriptions.get(subId);
    if (!sub) throw new StripeError(404, `No such subscription: '${subId}'`, "id", "resource_missing");
    const view = { ...sub };
    if (expand.includes("default_payment_method") && typeof sub.default_payment_method === "string") {
      view.default_payment_method = paymentMethods.get(sub.default_payment_method) ?? null;
    }
    return view;
  }

  const publicView = (o: Obj) => Object.fromEntries(Object.entries(o).filter(([k]) => !k.startsWith("_")));

  async function route(req: IncomingMessage, text: string): Promise<unknown> {
    const auth = req.headers.authorization ?? "";
    if (!/^Bearer sk_test_[A-Za-z0-9_]+$/.test(auth)) {
      throw new StripeError(401, "Invalid API Key provided. Use a test secret key (sk_test_…).");
    }
    if (!/^\d{4}-\d{2}-\d{2}(\.[a-z]+)?$/.test(String(req.headers["stripe-version"] ?? ""))) {
      throw new StripeError(400, "Invalid Stripe API version.", "Stripe-Version");
    }
    const url = new URL(req.url ?? "/", "http://stand-in");
    if (req.method === "POST" && !String(req.headers["content-type"]).startsWith("application/x-www-form-urlencoded")) {
      throw new StripeError(400, "Request bodies must be form-encoded (application/x-www-form-urlencoded).");
    }
    const body = parseStripeForm(req.method === "GET" ? url.search.slice(1) : text);
    const key = `${req.method} ${url.pathname}`;
    requests.push({ method: req.method ?? "", path: url.pathname, headers: req.headers, body });
    if (key === "POST /v1/customers") return createCustomer(body);
    if (key === "POST /v1/checkout/sessions") return createCheckoutSession(body);
    if (key === "POST /v1/billing_portal/sessions") return createPortalSession(body);
    const customer = /^GET \/v1\/customers\/([^/]+)$/.exec(key);
    if (customer) return customerOf(customer[1], "id");
    const sub = /^GET \/v1\/subscriptions\/([^/]+)$/.exec(key);
    if (sub) return retrieveSubscription(sub[1] as string, (body.expand as string[] | undefined) ?? []);
    throw new StripeError(404, `Unrecognized request URL (${req.method}: ${url.pathname}).`);
  }

  const errorAnswer = (err: unknown): Answer => {
    const e = err instanceof StripeError ? err : new StripeError(500, String(err), undefined, undefined, "api_error");
    return {
      status: e.status,
      body: {
        error: {
          type: e.type,
          message: e.message,
          ...(e.param ? { param: e.param } : {}),
          ...(e.code ? { code: e.code } : {}),
        },
      },
    };
  };

  const holdOf = (req: IncomingMessage) =>
    holds.get(`${req.method} ${new URL(req.url ?? "/", "http://stand-in").pathname}`);
  const held = async (req: IncomingMessage) => holdOf(req)?.release;

  async function answer(req: IncomingMessage, text: string): Promise<Answer> {
    const hold = holdOf(req);
    if (hold) {
      hold.arrived += 1;
      for (const wake of hold.waiters.splice(0)) wake();
    }
    const key = req.headers["idempotency-key"];
    if (typeof key !== "string" || req.method !== "POST") {
      await held(req);
      return route(req, text).then((body) => ({ status: 200, body }), errorAnswer);
    }
    if (key.length > 255) return errorAnswer(new StripeError(400, "Idempotency keys can be up to 255 characters."));
    const request = `${req.method} ${req.url} ${text}`;
    const saved = idempotent.get(key);
    if (saved) {
      if (saved.request !== request) {
        return errorAnswer(
          new StripeError(
            400,
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            undefined,
            undefined,
            "idempotency_error",
          ),
        );
      }
      requests.push({
        method: req.method,
        path: new URL(req.url ?? "/", "http://stand-in").pathname,
        headers: req.headers,
        body: parseStripeForm(text),
      });
      return { ...saved.answer, headers: { "idempotent-replayed": "true" } };
    }
    if (running.has(key)) {
      return errorAnswer(
        new StripeError(
          409,
          "There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through): please try again later.",
          undefined,
          undefined,
          "idempotency_error",
        ),
      );
    }
    running.add(key);
    try {
      await held(req);
      const result = await route(req, text).then((body) => ({ status: 200, body }), errorAnswer);
      // Refused parameters are not saved (the endpoint never ran); everything else is.
      if (result.status === 200) idempotent.set(key, { request, answer: result });
      return result;
    } finally {
      running.delete(key);
    }
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let text = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => {
      text += chunk;
    });
    req.on("end", () => {
      answer(req, text).then(({ status, body, headers }) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": id("req"), ...headers });
        res.end(JSON.stringify(body));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  /** A Stripe event as the API would send it; `created` defaults to the stand-in's next second. */
  function event(type: string, object: Obj, created = ++clock) {
    return {
      id: id("evt"),
      object: "event",
      api_version: Stripe.API_VERSION,
      created,
      type,
      data: { object: publicView(structuredClone(object)) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
  }
  type StandInEvent = ReturnType<typeof event>;

  /** POSTs an event to the app's webhook, signed with Stripe's scheme (t=…,v1=HMAC-SHA256). */
  async function send(e: StandInEvent) {
    if (!deliver) throw new Error("connect the stand-in to the app first");
    const payload = JSON.stringify(e);
    const res = await deliver(
      payload,
      Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret }),
    );
    return { status: res.status, body: (await res.json()) as { received?: boolean; outcome?: string } };
  }

  function newInvoice(sub: Obj, paid: boolean) {
    const item = (sub.items as { data: Obj[] }).data[0] as Obj;
    const price = item.price as Obj;
    const invoiceId = id("in");
    const invoice = {
      id: invoiceId,
      object: "invoice",
      customer: sub.customer,
      number: `GA-${String(++invoiceNumber).padStart(4, "0")}`,
      amount_due: price.unit_amount,
      amount_paid: paid ? price.unit_amount : 0,
      total: price.unit_amount,
      currency: price.currency,
      status: paid ? "paid" : "open",
      hosted_invoice_url: `https://invoice.stripe.com/i/${invoiceId}`,
      created: clock,
      livemode: false,
    };
    invoices.set(invoiceId, invoice);
    return invoice;
  }

  const standIn = {
    url: `http://127.0.0.1:${port}`,
    /** The browser-facing Checkout and Customer Portal pages (a port of their own, as Stripe's are another host). */
    get pagesUrl() {
      return pagesUrl;
    },
    requests,
    customers,
    sessions,
    subscriptions,
    invoices,
    /** Where signed events go: the app's POST /api/stripe/webhook. */
    connect(to: Deliver) {
      deliver = to;
    },
    event,
    send,
    /**
     * The customer paid on Stripe's page: the subscription, its first invoice
     * and card now exist, and the events Stripe sends arrive in the order it
     * usually sends them. Returns the events (to deliver again) and answers.
     */
    async completeCheckout(sessionId: string) {
      const session = sessions.get(sessionId);
      if (session?.status !== "open") throw new Error(`no open session ${sessionId}`);
      const line = (session._line_items as Obj[])[0] as Obj;
      const price = options.prices[line.price as string] as StandInPrice;
      const card = {
        id: id("pm"),
        object: "payment_method",
        type: "card",
        card: { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2031 },
      };
      paymentMethods.set(card.id, card);
      const periodEnd = clock + (price.interval === "month" ? 31 : 365) * 86_400;
      const sub: Obj = {
        id: id("sub"),
        object: "subscription",
        customer: session.customer,
        status: "active",
        cancel_at_period_end: false,
        metadata: session._subscription_metadata,
        default_payment_method: card.id,
        created: clock,
        livemode: false,
        items: {
          object: "list",
          data: [
            {
              id: id("si"),
              object: "subscription_item",
              quantity: Number(line.quantity),
              current_period_start: clock,
              current_period_end: periodEnd,
              price: {
                id: line.price,
                object: "price",
                unit_amount: price.amount,
                currency: price.currency ?? "usd",
                recurring: { interval: price.interval, interval_count: 1 },
              },
            },
          ],
        },
      };
      subscriptions.set(sub.id as string, sub);
      Object.assign(session, { status: "complete", subscription: sub.id });
      const invoice = newInvoice(sub, true);
      const events = [
        event("customer.subscription.created", sub),
        event("invoice.paid", invoice),
        event("checkout.session.completed", session),
      ];
      const answers = [];
      for (const e of events) answers.push(await send(e));
      return { subscription: sub, invoice, events, answers };
    },
    /** The renewal charge failed: Stripe sends invoice.payment_failed and marks the subscription past_due. */
    async failRenewal(subId: string) {
      const sub = subscriptions.get(subId) as Obj;
      const invoice = newInvoice(sub, false);
      sub.status = "past_due";
      return [
        await send(event("invoice.payment_failed", invoice)),
        await send(event("customer.subscription.updated", sub)),
      ];
    },
    /** A change made in the Customer Portal (e.g. cancel at period end), as Stripe reports it. */
    updateSubscription(subId: string, change: Obj) {
      const sub = subscriptions.get(subId) as Obj;
      Object.assign(sub, change);
      return event("customer.subscription.updated", sub);
    },
    deleteSubscription(subId: string) {
      const sub = subscriptions.get(subId) as Obj;
      sub.status = "canceled";
      return event("customer.subscription.deleted", sub);
    },
    /** The billing period ended for a subscription set to cancel then: Stripe deletes it and says so. */
    async endPeriod(subId: string) {
      return send(standIn.deleteSubscription(subId));
    },
    /** The customer's newest subscription that is not canceled, as the portal shows it. */
    liveSubscriptionOf(customerId: string): Obj | undefined {
      return [...subscriptions.values()].reverse().find((s) => s.customer === customerId && s.status !== "canceled");
    },
    deleteCustomer(customerId: string) {
      const customer = customers.get(customerId) as Obj;
      customer.deleted = true;
      return event("customer.deleted", { id: customerId, object: "customer", deleted: true });
    },
    /**
     * Holds requests to one endpoint (e.g. "POST /v1/customers") before they
     * run, until release(): two calls of ours then overlap for certain, as
     * they can in production. arrived(n) resolves once n requests have come
     * (refused ones too, when their key was already running).
     */
    hold(endpoint: string) {
      let release = () => {};
      const hold = { release: new Promise<void>((r) => (release = r)), arrived: 0, waiters: [] as (() => void)[] };
      holds.set(endpoint, hold);
      return {
        arrived: (n: number) =>
          new Promise<void>(function check(resolve) {
            if (hold.arrived >= n) resolve();
            else hold.waiters.push(() => check(resolve));
          }),
        release() {
          holds.delete(endpoint);
          release();
        },
      };
    },
    close: async () => {
      await pages.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const pages: HostedPages = await startHostedPages({
    checkoutSession: (sessionId) => sessions.get(sessionId),
    price: (priceId) => options.prices[priceId],
    portalSession: (sessionId) => portalSessions.get(sessionId),
    customer: (customerId) => customers.get(customerId),
    completeCheckout: (sessionId) => standIn.completeCheckout(sessionId),
    cancelAtPeriodEnd: (subId) => standIn.send(standIn.updateSubscription(subId, { cancel_at_period_end: true })),
    liveSubscriptionOf: (customerId) => standIn.liveSubscriptionOf(customerId),
  });
  pagesUrl = pages.url;
  return standIn;
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
