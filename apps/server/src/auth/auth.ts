import { PASSWORD_MIN_LENGTH } from "@gradeatlas/contracts/auth-rules";
import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import type { Config } from "../config.ts";
import type { Db } from "../db/open-database.ts";
import type { Mailer } from "../email/mailer.ts";
import { passwordChangedMessage, resetPasswordMessage, verifyEmailMessage, welcomeMessage } from "../email/messages.ts";
import type { Logger } from "../logger.ts";
import { authBodyProblem } from "./check-auth-body.ts";
import { clearFailedSignIns, lockedFor, lockoutMessage, recordFailedSignIn } from "./sign-in-lockout.ts";

export const RESET_LINK_SECONDS = 24 * 60 * 60;
/** Header our mount sets from the socket (or trusted proxy), replacing any client value. */
export const CLIENT_IP_HEADER = "x-gradeatlas-client-ip";

export interface AuthDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  logger: Logger;
}

// Column names are snake_case like the rest of the database; Better Auth's
// field names are mapped onto them here and in migration 0002.
const timestamps = { createdAt: "created_at", updatedAt: "updated_at" };

/**
 * Better Auth owns passwords, sessions, verification and reset tokens. This
 * file only configures it: e-mail + password (6+ characters), links by e-mail,
 * 24-hour single-use reset links, rate limits on sign-in, sign-up and reset,
 * and the sign-up fields of docs/requirements.md §7.
 */
export function createAuth({ config, db, mailer, logger }: AuthDeps) {
  const notifyPasswordChange = (email: string, userAgent: string | null) =>
    // A failure to send is logged, never blocks the change (docs/requirements.md §7).
    mailer.send(passwordChangedMessage(email, new Date(), userAgent)).catch((err) => {
      logger.error({ err }, "password-changed e-mail failed");
    });

  // A new password ends every way in that the old one could have opened: the
  // other reset links still waiting in the mailbox (Better Auth only spends
  // the one used) and, with revokeSessionsOnPasswordReset and the forced
  // revokeOtherSessions below, every other session.
  const endResetLinks = (userId: string) =>
    db
      .deleteFrom("verifications")
      .where("identifier", "like", "reset-password:%")
      .where("value", "=", userId)
      .execute();

  return betterAuth({
    appName: "GradeAtlas",
    baseURL: config.BASE_URL,
    basePath: "/api/auth",
    secret: config.BETTER_AUTH_SECRET,
    database: { db, type: "postgres" },
    telemetry: { enabled: false },
    trustedOrigins: [config.BASE_URL],
    user: {
      modelName: "users",
      fields: { emailVerified: "email_verified", ...timestamps },
      additionalFields: {
        role: { type: "string", required: false, input: false },
        fullName: { type: "string", required: false, defaultValue: "", input: true, fieldName: "full_name" },
        termsAccepted: {
          type: "boolean",
          required: false,
          defaultValue: false,
          input: true,
          fieldName: "terms_accepted",
        },
        newsOptIn: { type: "boolean", required: false, defaultValue: false, input: true, fieldName: "news_opt_in" },
        isOperator: { type: "boolean", required: false, defaultValue: false, input: false, fieldName: "is_operator" },
      },
      deleteUser: {
        enabled: true,
        // Their data goes with them: sessions, accounts and plans cascade in
        // the database; leads and mail are keyed by address, so remove them here.
        afterDelete: async (user) => {
          const email = user.email.toLowerCase();
          await db.deleteFrom("leads").where("email", "=", email).execute();
          await db.deleteFrom("email_outbox").where("to_address", "=", user.email).execute();
        },
      },
    },
    session: {
      modelName: "sessions",
      fields: {
        userId: "user_id",
        expiresAt: "expires_at",
        ipAddress: "ip_address",
        userAgent: "user_agent",
        ...timestamps,
      },
    },
    account: {
      modelName: "accounts",
      fields: {
        userId: "user_id",
        accountId: "account_id",
        providerId: "provider_id",
        accessToken: "access_token",
        refreshToken: "refresh_token",
        idToken: "id_token",
        accessTokenExpiresAt: "access_token_expires_at",
        refreshTokenExpiresAt: "refresh_token_expires_at",
        ...timestamps,
      },
    },
    verification: {
      modelName: "verifications",
      fields: { expiresAt: "expires_at", ...timestamps },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      // docs/requirements.md §8: "Account created successfully! You can now sign in."
      autoSignIn: false,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(resetPasswordMessage(user.email, url));
      },
      onPasswordReset: async ({ user }, request) => {
        await endResetLinks(user.id);
        await clearFailedSignIns(db, user.email);
        await notifyPasswordChange(user.email, request?.headers.get("user-agent") ?? null);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: RESET_LINK_SECONDS,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(verifyEmailMessage(user.email, url));
      },
      afterEmailVerification: async (user) => {
        await mailer.send(welcomeMessage(user.email, config.BASE_URL));
      },
    },
    databaseHooks: {
      user: {
        create: {
          // Operators are named by configuration; the flag only counts once the
          // address is verified (see access/resolve-access.ts).
          before: async (user) => ({
            data: { ...user, isOperator: config.OPERATOR_EMAILS.includes(user.email.toLowerCase()) },
          }),
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const problem = authBodyProblem(ctx.path, ctx.body);
        if (problem) throw new APIError("BAD_REQUEST", { message: problem });
        // Terms are accepted at every sign-in and sign-up (docs/requirements.md §5): the server checks, not only the form.
        if ((ctx.path === "/sign-in/email" || ctx.path === "/sign-up/email") && ctx.body?.termsAccepted !== true) {
          throw new APIError("BAD_REQUEST", { message: "You must accept the Terms of Service" });
        }
        if (ctx.path === "/sign-in/email" && typeof ctx.body?.email === "string") {
          // Per account, on top of the per-address limit: guessing one
          // password from many addresses meets a growing wait.
          const wait = await lockedFor(db, ctx.body.email, Date.now());
          if (wait > 0) {
            throw new APIError(
              "TOO_MANY_REQUESTS",
              { message: lockoutMessage(wait) },
              { "Retry-After": String(Math.ceil(wait / 1000)) },
            );
          }
        }
        if (ctx.path === "/change-password") {
          // Whatever the client asks, a changed password signs out every other session.
          return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/sign-in/email" && typeof ctx.body?.email === "string") {
          const returned = ctx.context.returned;
          if (ctx.context.newSession) await clearFailedSignIns(db, ctx.body.email);
          else if (returned instanceof APIError && returned.statusCode === 401) {
            await recordFailedSignIn(db, ctx.body.email, Date.now());
          }
        }
        if (ctx.path === "/sign-in/email" && ctx.context.newSession) {
          // docs/requirements.md §7: terms acceptance is recorded at sign-in.
          await db
            .updateTable("users")
            .set({ terms_accepted: true })
            .where("id", "=", ctx.context.newSession.user.id)
            .execute();
        }
        if (ctx.path === "/change-password" && ctx.context.returned && !(ctx.context.returned instanceof Error)) {
          const user = ctx.context.session?.user;
          if (user) {
            await endResetLinks(user.id);
            await notifyPasswordChange(user.email, ctx.request?.headers.get("user-agent") ?? null);
          }
        }
      }),
    },
    rateLimit: {
      enabled: true,
      // In the database, so every app server counts against one limit (decision 0022).
      storage: "database",
      modelName: "auth_rate_limits",
      fields: { lastRequest: "last_request" },
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: config.AUTH_RATE_LIMIT_PER_MINUTE },
        "/sign-up/email": { window: 60, max: config.AUTH_RATE_LIMIT_PER_MINUTE },
        "/request-password-reset": { window: 60, max: Math.ceil(config.AUTH_RATE_LIMIT_PER_MINUTE / 2) },
        "/send-verification-email": { window: 60, max: Math.ceil(config.AUTH_RATE_LIMIT_PER_MINUTE / 2) },
      },
    },
    advanced: {
      // Better Auth skips its Origin check under test runners unless told
      // otherwise; we want tests to prove the check that production runs.
      disableOriginCheck: false,
      useSecureCookies: config.BASE_URL.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
