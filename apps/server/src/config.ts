import { z } from "zod";

const stripePriceId = z
  .string()
  .regex(/^price_[A-Za-z0-9_]+$/, "must be a Stripe price id (price_…)")
  .optional();
const planAmount = z.coerce.number().int().min(0).max(100_000_000).optional();

// Every setting the server reads, validated once at start-up. A bad value stops
// the process with a message that names the variable, never a half-working app.
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  WEB_DIST_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** Signs session cookies and tokens. Required in production. */
  BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** Comma-separated addresses of platform operators (/sys-admin), once verified. */
  OPERATOR_EMAILS: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** smtp://user:pass@host:port or smtps://…; unset keeps mail in the outbox table. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("GradeAtlas <no-reply@gradeatlas.local>"),
  /** Bearer token for GET /metrics (Prometheus); unset turns the endpoint off. */
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  /** Signing secret of the Stripe webhook endpoint (whsec_…); unset turns POST /api/stripe/webhook off. */
  STRIPE_WEBHOOK_SECRET: z.string().min(10, "must be at least 10 characters").optional(),
  /** Stripe secret key (sk_test_…, sk_live_… or a restricted rk_…); unset turns online checkout off. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, "must look like sk_test_…, sk_live_… or rk_…")
    .optional(),
  /** Stripe price ids (price_…) of the plans; a plan without one shows but cannot be bought online. */
  STRIPE_PRICE_PERSONAL_MONTHLY: stripePriceId,
  STRIPE_PRICE_PERSONAL_YEARLY: stripePriceId,
  STRIPE_PRICE_INSTITUTION_YEARLY: stripePriceId,
  /** Prices shown on /premium, in the currency's minor unit (cents); they must match Stripe's. */
  PLAN_PERSONAL_MONTHLY_AMOUNT: planAmount,
  PLAN_PERSONAL_YEARLY_AMOUNT: planAmount,
  PLAN_INSTITUTION_YEARLY_AMOUNT: planAmount,
  PLAN_CURRENCY: z
    .string()
    .regex(/^[A-Za-z]{3}$/, "must be a three-letter currency code such as usd")
    .default("usd")
    .transform((v) => v.toLowerCase()),
  /** Tests only: where the Stripe SDK sends its calls (a local stand-in), e.g. http://127.0.0.1:12111. */
  STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Encrypts CRM credentials at rest (AES-256-GCM): 32 random bytes as base64 or 64 hex digits.
   * Required in production for CRM sync; development and tests use a fixed key.
   */
  CRM_SECRETS_KEY: z
    .string()
    .regex(/^([A-Fa-f0-9]{64}|[A-Za-z0-9+/]{43}=)$/, "must be 32 bytes as base64 (44 characters) or 64 hex digits")
    .optional(),
  /** Each request to a CRM or webhook (and each SFTP step) gives up after this long, then retries. */
  CRM_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /**
   * "true" lets connections reach private and loopback addresses (an on-premises CRM, tests).
   * Off by default: an admin's webhook URL must not reach the server's own network.
   */
  CRM_ALLOW_PRIVATE_HOSTS: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  /** Sign-in and sign-up attempts per address and minute (password resets: a half of it). */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
});

export type Config = Omit<z.infer<typeof schema>, "BASE_URL" | "DATABASE_URL" | "BETTER_AUTH_SECRET"> & {
  BASE_URL: string;
  DATABASE_URL: string | undefined;
  BETTER_AUTH_SECRET: string;
};

// Development and tests only: production refuses to start without a secret.
const DEV_AUTH_SECRET = "gradeatlas-development-secret-not-for-production-use";

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Reads and validates settings from an environment (process.env by default). */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set": shells and .env files often leave them so.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join("\n  ")}`);
  }
  const c = parsed.data;
  if (c.NODE_ENV === "production" && !c.BETTER_AUTH_SECRET) {
    throw new ConfigError(
      "Invalid configuration:\n  BETTER_AUTH_SECRET: required in production (32+ random characters)",
    );
  }
  const billingProblems = [
    // A checkout would never be confirmed without the webhook that reports it.
    c.STRIPE_SECRET_KEY && !c.STRIPE_WEBHOOK_SECRET
      ? "STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY (checkouts are confirmed by Stripe's webhook)"
      : null,
    c.STRIPE_SECRET_KEY &&
    !c.STRIPE_PRICE_PERSONAL_MONTHLY &&
    !c.STRIPE_PRICE_PERSONAL_YEARLY &&
    !c.STRIPE_PRICE_INSTITUTION_YEARLY
      ? "STRIPE_PRICE_PERSONAL_MONTHLY: set at least one plan's Stripe price id with STRIPE_SECRET_KEY"
      : null,
    c.STRIPE_API_BASE && c.NODE_ENV === "production"
      ? "STRIPE_API_BASE: for tests only; production talks to Stripe itself"
      : null,
  ].filter((p) => p !== null);
  if (billingProblems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${billingProblems.join("\n  ")}`);
  return {
    BETTER_AUTH_SECRET: c.BETTER_AUTH_SECRET ?? DEV_AUTH_SECRET,
    ...c,
    BASE_URL: (c.BASE_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, ""),
    DATABASE_URL: c.DATABASE_URL,
  };
}
