import { createHash, randomBytes } from "node:crypto";

/** Prefix of every API key, so leaked keys are easy to recognise (and to scan for). */
export const API_KEY_PREFIX = "tk_";

/** SHA-256 (hex) of a secret: API keys and seat tokens are stored only as this. */
export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret, "utf8").digest("hex");
}

/** A fresh random secret with a prefix: 32 random bytes, base64url. */
export function createSecret(prefix: string): string {
  return `${prefix}${randomBytes(32).toString("base64url")}`;
}

/** A new API key: the key (shown once), its hash and a short prefix for listings. */
export function createApiKey(): { key: string; keyHash: string; keyPrefix: string } {
  const key = createSecret(API_KEY_PREFIX);
  return { key, keyHash: hashSecret(key), keyPrefix: key.slice(0, 10) };
}
