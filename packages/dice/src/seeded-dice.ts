import { sha256 } from "@noble/hashes/sha2.js";
import { utf8ToBytes } from "@noble/hashes/utils.js";
import { canonicalJson } from "./canonical-json";
import { assertSides } from "./dice-source";
import type { DiceSource } from "./dice-source";
import { createKeyedHmac, faceFromHmac } from "./hmac-face";

/**
 * Serializable RNG state kept in the match state (plain JSON).
 * - "hmac-sha256-counter": roll = HMAC-SHA256(key = UTF-8 seed, canonicalJson(["tactica-seeded/v1", counter, block])),
 *   faces drawn as in README "Deriving a roll". Slow-ish (one HMAC per roll) but trivially reproducible.
 * - "sfc32": Chris Doty-Humphrey's small fast counter generator (four uint32 words), for bots and simulations.
 */
export type RngState =
  | { readonly algorithm: "hmac-sha256-counter"; readonly seed: string; readonly counter: number }
  | { readonly algorithm: "sfc32"; readonly words: readonly [number, number, number, number] };

/** Names of the seeded algorithms. */
export type RngAlgorithm = RngState["algorithm"];

/** A fresh RNG state from a seed string (sfc32 words come from SHA-256 of the seed, then 12 discarded rounds). */
export function createRngState(seed: string, algorithm: RngAlgorithm = "hmac-sha256-counter"): RngState {
  if (algorithm === "hmac-sha256-counter") return { algorithm, seed, counter: 0 };
  const digest = sha256(utf8ToBytes(seed));
  const view = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
  const words = new Uint32Array([view.getUint32(0), view.getUint32(4), view.getUint32(8), view.getUint32(12)]);
  for (let i = 0; i < 12; i += 1) sfc32Next(words);
  return { algorithm, words: toWords(words) };
}

/** Dice driven by a serializable state; `state()` returns the state after the rolls so far. */
export function createSeededDice(state: RngState): { dice: DiceSource; state(): RngState } {
  return state.algorithm === "sfc32" ? createSfc32Dice(state.words) : createHmacCounterDice(state.seed, state.counter);
}

function createHmacCounterDice(seed: string, start: number): { dice: DiceSource; state(): RngState } {
  const mac = createKeyedHmac(utf8ToBytes(seed));
  let counter = start;
  return {
    dice: {
      roll(sides) {
        const n = counter;
        const face = faceFromHmac(mac, (block) => canonicalJson(["tactica-seeded/v1", n, block]), sides);
        counter += 1;
        return face;
      },
    },
    state: () => ({ algorithm: "hmac-sha256-counter", seed, counter }),
  };
}

function createSfc32Dice(initial: readonly [number, number, number, number]): { dice: DiceSource; state(): RngState } {
  const words = new Uint32Array(initial);
  return {
    dice: {
      roll(sides) {
        assertSides(sides);
        const limit = Math.floor(2 ** 32 / sides) * sides;
        for (;;) {
          const w = sfc32Next(words);
          if (w < limit) return 1 + (w % sides);
        }
      },
    },
    state: () => ({ algorithm: "sfc32", words: toWords(words) }),
  };
}

/** One sfc32 step on a, b, c, counter; returns the output as an unsigned 32-bit integer. */
function sfc32Next(s: Uint32Array): number {
  const a = s[0] ?? 0;
  const b = s[1] ?? 0;
  const c = s[2] ?? 0;
  const d = s[3] ?? 0;
  const t = (((a + b) | 0) + d) | 0;
  s[3] = (d + 1) | 0;
  s[0] = b ^ (b >>> 9);
  s[1] = (c + (c << 3)) | 0;
  s[2] = ((c << 21) | (c >>> 11)) + t;
  return t >>> 0;
}

function toWords(s: Uint32Array): [number, number, number, number] {
  return [s[0] ?? 0, s[1] ?? 0, s[2] ?? 0, s[3] ?? 0];
}
