import { canonicalJson, sha256Hex } from "@tactica/dice";

/** The fingerprint of a state: SHA-256 (hex) of its canonical JSON. Replays compare these step by step. */
export function stateHash(state: unknown): string {
  return sha256Hex(canonicalJson(state));
}
