import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { utf8ToBytes } from "@noble/hashes/utils.js";
import { assertSides } from "./dice-source";

/** Keyed HMAC-SHA256 of a UTF-8 message; the key schedule is computed once per key. */
export type KeyedHmac = (message: string) => Uint8Array;

/** Prepare HMAC-SHA256 under `key` (the inner/outer pads are hashed once and cloned per message). */
export function createKeyedHmac(key: Uint8Array): KeyedHmac {
  const base = hmac.create(sha256, key);
  return (message) => base.clone().update(utf8ToBytes(message)).digest();
}

/**
 * Unbiased face in 1..sides from HMAC blocks (README "Deriving a roll"): block k is `mac(messageFor(k))`,
 * read as eight big-endian uint32 words; the first word w < floor(2^32 / sides) * sides gives 1 + (w mod sides).
 * When all eight words of a block are rejected, the next block (k + 1) is drawn.
 */
export function faceFromHmac(mac: KeyedHmac, messageFor: (block: number) => string, sides: number): number {
  assertSides(sides);
  const limit = Math.floor(2 ** 32 / sides) * sides;
  for (let block = 0; ; block += 1) {
    const bytes = mac(messageFor(block));
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    for (let offset = 0; offset < 32; offset += 4) {
      const word = view.getUint32(offset, false);
      if (word < limit) return 1 + (word % sides);
    }
  }
}
