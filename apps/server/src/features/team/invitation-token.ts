import { createHash, randomBytes } from "node:crypto";

/** Seven days, as most invitation links in the field last. */
export const INVITATION_DAYS = 7;

/** A new link token (32 random bytes, 43 URL-safe characters) and the hash we keep of it. */
export function newInvitationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashInvitationToken(token) };
}

export const hashInvitationToken = (token: string) => createHash("sha256").update(token).digest("hex");

export const invitationExpiry = (from = new Date()) => new Date(from.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000);

export const invitationUrl = (baseUrl: string, token: string) =>
  `${baseUrl}/join-institution?token=${encodeURIComponent(token)}`;
