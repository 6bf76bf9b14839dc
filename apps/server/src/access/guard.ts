import type { InstitutionRole } from "@gradeatlas/contracts/access";
import type { Context, MiddlewareHandler } from "hono";
import { AppError } from "../errors.ts";
import type { Access } from "./resolve-access.ts";

export type AccessEnv = { Variables: { access: () => Promise<Access> } };
export type Requirement = "signed-in" | "premium" | "admin" | "operator";

const refusal: Record<Requirement, string> = {
  "signed-in": "Sign in to use this.",
  premium: "This is a premium feature: subscribe, join a subscribed institution, or ask your admin.",
  admin: "Only your institution's admin can do this.",
  operator: "Only platform operators can do this.",
};

function allowed(access: Access, requirement: Requirement): boolean {
  switch (requirement) {
    case "signed-in":
      return access.user !== null;
    case "premium":
      return access.tier === "subscriber";
    case "admin":
      return access.isAdmin;
    case "operator":
      return access.isOperator;
  }
}

/**
 * The server guard every protected route uses: 401 for guests, 403 for a
 * signed-in user without the right tier or role. The UI hides what a user
 * cannot use, but this is where it is enforced.
 */
export function requireAccess(requirement: Requirement): MiddlewareHandler<AccessEnv> {
  return async (c, next) => {
    assertAccess(await c.var.access(), requirement);
    await next();
  };
}

/** The same check inside a route, for a part of it that needs more than the route does (e.g. searching history). */
export function assertAccess(access: Access, requirement: Requirement, message = refusal[requirement]): void {
  if (!access.user) throw new AppError("unauthorized", "Sign in to use this.");
  if (!allowed(access, requirement)) throw new AppError("forbidden", message);
}

/** The signed-in user's id, or null for a visitor: for open routes that record who sent something. */
export async function callerId(c: Context<AccessEnv>): Promise<string | null> {
  return (await c.var.access()).user?.id ?? null;
}

export type InstitutionCaller = {
  institutionId: string;
  institutionName: string;
  role: InstitutionRole;
  user: { id: string; email: string };
};

const roleRefusal = (roles: readonly InstitutionRole[]) =>
  roles.length === 1 && roles[0] === "admin"
    ? refusal.admin
    : `Only your institution's ${roles.join("s and ")}s can do this.`;

/** The caller's institution, when their role in it is one of `roles`: else 401 for guests, 403 for others. */
export function assertInstitutionRole(access: Access, roles: readonly InstitutionRole[]): InstitutionCaller {
  if (!access.user) throw new AppError("unauthorized", "Sign in to use this.");
  const institution = access.institution;
  if (!institution) throw new AppError("forbidden", "You are not a member of an institution.");
  if (!roles.includes(institution.role)) throw new AppError("forbidden", roleRefusal(roles));
  return {
    institutionId: institution.id,
    institutionName: institution.name,
    role: institution.role,
    user: { id: access.user.id, email: access.user.email },
  };
}
