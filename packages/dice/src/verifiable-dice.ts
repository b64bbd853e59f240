import { hexToBytes } from "@noble/hashes/utils.js";
import { canonicalJson } from "./canonical-json";
import type { DiceSource } from "./dice-source";
import { createKeyedHmac, faceFromHmac } from "./hmac-face";
import { sha256Hex } from "./sha256-hex";

/** One roll of a verifiable match: the counter value it used, the die and the face. */
export type RollRecord = { readonly n: number; readonly sides: number; readonly value: number };

/** Inputs shared by the roller and the verifier. */
export type VerifiableDiceInput = {
  /** Secret server seed, hex (at least 16 bytes); revealed when the match ends. */
  readonly serverSeed: string;
  readonly matchId: string;
  /** Seeds contributed by the players; order does not matter (they are sorted). */
  readonly playerSeeds: readonly string[];
};

/** Version tag mixed into every message so a future derivation can never collide with this one. */
export const DICE_DERIVATION = "tactica-dice/v1";

/** Parse and check a server seed: even-length hex of at least 16 bytes. */
export function toServerSeedBytes(serverSeedHex: string): Uint8Array {
  if (!/^(?:[0-9a-fA-F]{2}){16,}$/.test(serverSeedHex)) {
    throw new RangeError("dice: server seed must be hex of at least 16 bytes");
  }
  return hexToBytes(serverSeedHex.toLowerCase());
}

/** The commitment published at match creation: SHA-256 of the server seed's bytes, lowercase hex. */
export function createCommitment(serverSeedHex: string): { serverSeedHash: string } {
  return { serverSeedHash: sha256Hex(toServerSeedBytes(serverSeedHex)) };
}

/** Player seeds in canonical order (UTF-16 code unit order, JavaScript's default sort). */
export function canonicalPlayerSeeds(playerSeeds: readonly string[]): string[] {
  return [...playerSeeds].sort();
}

/** The HMAC message for roll `n`, block `k` (README "Deriving a roll"). */
export function rollMessage(matchId: string, playerSeeds: readonly string[], n: number, block: number): string {
  return canonicalJson([DICE_DERIVATION, matchId, canonicalPlayerSeeds(playerSeeds), n, block]);
}

/** A roller for the face of roll `n` with `sides` faces under one match's seeds. */
export function createRollDeriver(input: VerifiableDiceInput): (n: number, sides: number) => number {
  const mac = createKeyedHmac(toServerSeedBytes(input.serverSeed));
  // Everything before n is fixed per match: build it once.
  const head = canonicalJson([DICE_DERIVATION, input.matchId, canonicalPlayerSeeds(input.playerSeeds)]).slice(0, -1);
  return (n, sides) => {
    if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`dice: roll counter must be a safe integer >= 0, got ${n}`);
    return faceFromHmac(mac, (block) => `${head},${n},${block}]`, sides);
  };
}

/** Verifiable dice for one match: roll n uses counter n, starting at `counter`; every roll is recorded. */
export function createVerifiableDice(p: VerifiableDiceInput & { readonly counter: number }): {
  dice: DiceSource;
  rolls(): readonly RollRecord[];
  counter(): number;
} {
  if (!Number.isSafeInteger(p.counter) || p.counter < 0) throw new RangeError(`dice: counter must be a safe integer >= 0, got ${p.counter}`);
  const derive = createRollDeriver(p);
  const records: RollRecord[] = [];
  let next = p.counter;
  return {
    dice: {
      roll(sides: number): number {
        const value = derive(next, sides);
        records.push({ n: next, sides, value });
        next += 1;
        return value;
      },
    },
    rolls: () => records.slice(),
    counter: () => next,
  };
}
