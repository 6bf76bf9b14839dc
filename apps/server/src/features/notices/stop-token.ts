import { createHash, randomBytes } from "node:crypto";

/** A stop link's token (32 random bytes, 43 URL-safe characters) and the hash we look it up by. */
export function newStopToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashStopToken(token) };
}

export const hashStopToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The page the message links to (a button there stops e-mails; opening it changes nothing). */
export const stopPageUrl = (baseUrl: string, token: string) => `${baseUrl}/stop-emails/${encodeURIComponent(token)}`;

/** RFC 8058 one-click: mail clients POST "List-Unsubscribe=One-Click" here. */
export const oneClickUrl = (baseUrl: string, token: string) =>
  `${baseUrl}/api/v1/stop-emails/${encodeURIComponent(token)}`;
