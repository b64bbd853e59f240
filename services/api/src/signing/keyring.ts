import { createPrivateKey, createPublicKey, generateKeyPairSync } from "node:crypto";
import type { KeyObject } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { SigningKeyConfig } from "@tactica/config";

/** A public key as the well-known document publishes it (a JWK, RFC 8037 OKP, with its key id). */
export type PublishedKey = { readonly kid: string; readonly kty: "OKP"; readonly crv: "Ed25519"; readonly x: string; readonly alg: "EdDSA"; readonly use: "sig" };

/**
 * The server's record-signing keys: the one that signs (the newest configured) and every key that still verifies
 * (the signer included), oldest first. Rotation: add a new key last; keep the old one (its public part is enough).
 */
export type SigningKeyring = {
  readonly signer: { readonly keyId: string; readonly privateKey: KeyObject };
  readonly verifiers: readonly { readonly keyId: string; readonly publicKey: KeyObject }[];
  /** Where the keys came from, for the start-up log (never the key itself). */
  readonly source: "configured" | "generated" | "loaded" | "ephemeral";
};

/** A PEM text as is, or base64 DER (PKCS#8 for a private key, SPKI for a public one). */
const isPem = (text: string) => text.includes("-----BEGIN");
const privateInput = (text: string) => (isPem(text) ? text : { key: Buffer.from(text, "base64"), format: "der" as const, type: "pkcs8" as const });
const publicInput = (text: string) => (isPem(text) ? text : { key: Buffer.from(text, "base64"), format: "der" as const, type: "spki" as const });

function ed25519(key: KeyObject, keyId: string): KeyObject {
  if (key.asymmetricKeyType !== "ed25519") throw new Error(`signing key ${keyId}: not an Ed25519 key (${key.asymmetricKeyType ?? "unknown"})`);
  return key;
}

/** The keyring of SIGNING_KEYS: throws naming the key id when a key is not Ed25519 or cannot be read. */
export function keyringFromConfig(keys: readonly SigningKeyConfig[], source: SigningKeyring["source"] = "configured"): SigningKeyring {
  let signer: SigningKeyring["signer"] | undefined;
  const verifiers = keys.map((k) => {
    try {
      if ("privateKey" in k) {
        const privateKey = ed25519(createPrivateKey(privateInput(k.privateKey)), k.keyId);
        signer = { keyId: k.keyId, privateKey };
        return { keyId: k.keyId, publicKey: createPublicKey(privateKey) };
      }
      return { keyId: k.keyId, publicKey: ed25519(createPublicKey(publicInput(k.publicKey)), k.keyId) };
    } catch (e) {
      throw new Error(`signing key ${k.keyId}: ${(e as Error).message}`);
    }
  });
  if (!signer) throw new Error("SIGNING_KEYS lists no key with a private key: nothing could sign");
  return { signer, verifiers, source };
}

/** A fresh Ed25519 key as a SIGNING_KEYS entry (PKCS#8 PEM). */
export function generateSigningKey(keyId: string): SigningKeyConfig {
  const { privateKey } = generateKeyPairSync("ed25519");
  return { keyId, privateKey: privateKey.export({ format: "pem", type: "pkcs8" }).toString() };
}

/**
 * The keyring of a local installation without SIGNING_KEYS: a key generated on first start and kept in `file`
 * (mode 0600, next to the data), so that a restart signs with the same key and published records keep verifying.
 */
export function devKeyring(file: string): SigningKeyring {
  if (existsSync(file)) {
    const keys = JSON.parse(readFileSync(file, "utf8")) as SigningKeyConfig[];
    return keyringFromConfig(keys, "loaded");
  }
  const key = generateSigningKey(`local-${new Date().toISOString().slice(0, 10)}`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify([key], null, 2)}\n`, { mode: 0o600, flag: "wx" });
  chmodSync(file, 0o600);
  return keyringFromConfig([key], "generated");
}

/** The keyring a process uses: the configured keys, else the key kept in DATA_DIR. */
export function loadKeyring(signing: { readonly keys: readonly SigningKeyConfig[]; readonly devKeyFile: string }): SigningKeyring {
  return signing.keys.length > 0 ? keyringFromConfig(signing.keys) : devKeyring(signing.devKeyFile);
}

let ephemeral: SigningKeyring | undefined;

/** The keyring of an app built without one (tests): a key made once per process, kept in memory only. */
export function keyringOf(deps: { readonly signing?: SigningKeyring }): SigningKeyring {
  if (deps.signing) return deps.signing;
  ephemeral ??= { ...keyringFromConfig([generateSigningKey("ephemeral")]), source: "ephemeral" };
  return ephemeral;
}

/** The public keys, oldest first, as the well-known document lists them. */
export function publishedKeys(ring: SigningKeyring): PublishedKey[] {
  return ring.verifiers.map(({ keyId, publicKey }) => {
    const jwk = publicKey.export({ format: "jwk" }) as { x?: string };
    return { kid: keyId, kty: "OKP", crv: "Ed25519", x: String(jwk.x), alg: "EdDSA", use: "sig" };
  });
}
