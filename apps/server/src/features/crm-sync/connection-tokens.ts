import { randomBytes } from "node:crypto";

/** A Slate feed's token: shown to the admin once; only its SHA-256 is kept (slate-feed.ts hashFeedToken). */
export const newFeedToken = () => `gaf_${randomBytes(24).toString("base64url")}`;

/** A webhook's signing secret in the Standard Webhooks form: whsec_ and 32 random bytes in base64. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString("base64")}`;
