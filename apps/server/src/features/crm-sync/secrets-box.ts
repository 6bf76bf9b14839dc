import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import type { Config } from "../../config.ts";

// Development and tests only; production needs CRM_SECRETS_KEY (else no credentials are stored).
const DEV_KEY = createHash("sha256").update("gradeatlas-development-crm-key-not-for-production-use").digest();

export type SecretsBox = {
  /** False in production without CRM_SECRETS_KEY: connections with credentials cannot be saved. */
  configured: boolean;
  seal(secrets: Record<string, string>): string;
  open(sealed: string): Record<string, string>;
};

function keyFrom(config: Pick<Config, "CRM_SECRETS_KEY" | "NODE_ENV">): Buffer | null {
  const raw = config.CRM_SECRETS_KEY;
  if (raw) return Buffer.from(raw, raw.length === 64 ? "hex" : "base64");
  return config.NODE_ENV === "production" ? null : DEV_KEY;
}

/**
 * CRM credentials at rest (decision 0049): AES-256-GCM, a fresh 12-byte IV per
 * seal, stored as "v1.<iv>.<tag>.<ciphertext>" in base64url. A changed or
 * truncated blob fails to open (the tag), it never decrypts to garbage.
 */
export function createSecretsBox(config: Pick<Config, "CRM_SECRETS_KEY" | "NODE_ENV">): SecretsBox {
  const key = keyFrom(config);
  const need = (): Buffer => {
    if (!key) throw new Error("CRM_SECRETS_KEY is not set");
    return key;
  };
  return {
    configured: key !== null,
    seal(secrets) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", need(), iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(secrets), "utf8"), cipher.final()]);
      return ["v1", iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
        .join(".");
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split(".");
      if (version !== "v1" || !iv || !tag || body === undefined) throw new Error("not a sealed CRM secret");
      const decipher = createDecipheriv("aes-256-gcm", need(), Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      const text = Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
      return JSON.parse(text) as Record<string, string>;
    },
  };
}
