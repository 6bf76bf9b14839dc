import { createHash, randomBytes } from "node:crypto";

/** A Slate feed's token: shown to the admin once; only its SHA-256 is kept. */
export const newFeedToken = () => `gaf_${randomBytes(24).toString("base64url")}`;
export const hashFeedToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A webhook's signing secret in the Standard Webhooks form: whsec_ and 32 random bytes in base64. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString("base64")}`;
