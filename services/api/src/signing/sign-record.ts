import { sign, verify } from "node:crypto";
import { canonicalJson } from "@tactica/dice";
import type { SigningKeyring } from "./keyring";

/** What a signed record carries beside its content (docs/signed-records.md). */
export type RecordSignature = { readonly keyId: string; readonly algorithm: "Ed25519"; readonly signature: string };

/**
 * The bytes a signature covers: canonical JSON (keys sorted, no whitespace; @tactica/dice canonicalJson) of the
 * record without its `signature` field, as UTF-8. A verifier recomputes them from the exported JSON.
 */
export function signedBytes(record: object): Buffer {
  const { signature: _omit, ...content } = record as Record<string, unknown>;
  return Buffer.from(canonicalJson(content), "utf8");
}

/** The record with `signature` ({ keyId, algorithm, signature: base64 }) by the keyring's signer. Ed25519 is deterministic. */
export function signRecord<R extends object>(ring: SigningKeyring, record: R): R & { readonly signature: RecordSignature } {
  const signature = sign(null, signedBytes(record), ring.signer.privateKey).toString("base64");
  return { ...record, signature: { keyId: ring.signer.keyId, algorithm: "Ed25519", signature } };
}

/** Why a record's signature does not verify, or null when it does (under any key of the ring, by its key id). */
export function checkRecordSignature(ring: SigningKeyring, record: object): string | null {
  const s = (record as { signature?: Partial<RecordSignature> }).signature;
  if (!s || typeof s.signature !== "string" || typeof s.keyId !== "string") return "the record carries no signature";
  if (s.algorithm !== "Ed25519") return `unknown algorithm ${String(s.algorithm)}`;
  const key = ring.verifiers.find((k) => k.keyId === s.keyId);
  if (!key) return `unknown key id ${s.keyId}`;
  return verify(null, signedBytes(record), key.publicKey, Buffer.from(s.signature, "base64")) ? null : "the signature does not match the record";
}
