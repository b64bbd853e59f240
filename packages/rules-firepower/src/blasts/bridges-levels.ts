// Firepower 8.9: the two places of a bridge hex - on top of the bridge unit (the deck) and under it - for melee,
// blasts, mines and Fires. "A bridge is also one height thick below the floor. Soldiers crossing a bridge are placed on
// top of the bridge unit, and soldiers moving under the bridge are placed under the bridge unit." The book says no more;
// the readings here follow building storeys (13: melee on one storey; 12.1.6, 12.2.3: a floor shuts a blast out).
import type { Hex } from "@tactica/hex";
import { isSameHex } from "@tactica/hex";
import type { Bridge } from "./bridges";
import { bridgeAt, isOnDeck } from "./bridges";
import type { ImpactLocation } from "./storey-blasts";
import type { FirepowerGame, Soldier } from "../state/types";

/** Where a soldier or a burst is in a bridge hex: on the deck or under it [8.9]. */
export type BridgeLevel = "deck" | "under";

/** Words for events and refusals. */
export function levelWords(level: BridgeLevel): string {
  return level === "deck" ? "on the deck" : "under the bridge";
}

/** The level of a soldier in a bridge hex (undefined: his hex holds no bridge unit) [8.9]. */
export function levelOf(game: FirepowerGame, s: Soldier): BridgeLevel | undefined {
  if (!bridgeAt(game, s.hex)) return undefined;
  return isOnDeck(game, s) ? "deck" : "under";
}

function isEndUnit(b: Bridge, hex: Hex): boolean {
  const first = b.hexes[0], last = b.hexes[b.hexes.length - 1];
  return (first !== undefined && isSameHex(first, hex)) || (last !== undefined && isSameHex(last, hex));
}

/**
 * Where a soldier comes to by stepping from his hex into `hex` (a move or a melee) [8.9, as bridges-move.ts moves him]:
 * "deck" along the deck or from an originating hex onto its end unit; "under" into a bridge hex any other way;
 * "side" off the side of a deck (refused); undefined when no deck or bridge hex is involved.
 */
export function levelEntering(game: FirepowerGame, s: Soldier, hex: Hex): BridgeLevel | "side" | undefined {
  const from = isOnDeck(game, s) ? bridgeAt(game, s.hex) : undefined;
  if (from) {
    if (from.hexes.some((h) => isSameHex(h, hex))) return "deck";
    return from.ends.some((h) => isSameHex(h, hex)) ? undefined : "side";
  }
  const target = bridgeAt(game, hex);
  if (!target) return undefined;
  return target.ends.some((h) => isSameHex(h, s.hex)) && isEndUnit(target, hex) ? "deck" : "under";
}

/**
 * Whether `attacker`, stepping into `hex`, meets `other` there [8.9, 13]: in a bridge hex only on the same level (the
 * deck, 1 height thick, lies between the men on it and the men under it, as a floor between storeys); a man on a deck
 * meets nobody off its side.
 */
export function meetsOnBridge(game: FirepowerGame, attacker: Soldier, hex: Hex, other: Soldier): boolean {
  if (!game.bridges || game.bridges.length === 0) return true;
  const level = levelEntering(game, attacker, hex);
  if (level === "side") return false; // a deck man does not step off its side (bridges-move.ts)
  return !bridgeAt(game, hex) || level === levelOf(game, other);
}

/** The burst of a round or grenade on the deck of the bridge in `hex`: at the floor's height [8.9, 12.2.8]. */
export function deckImpactAt(game: FirepowerGame, hex: Hex): ImpactLocation | undefined {
  const b = bridgeAt(game, hex);
  return b ? { hex, storey: 0, height: b.deck, inside: false } : undefined;
}

/** The level of a burst in a bridge hex: on the deck when its height is the floor's, else under it [8.9]. */
export function burstLevel(game: FirepowerGame, at: ImpactLocation): BridgeLevel | undefined {
  const b = bridgeAt(game, at.hex);
  if (!b) return undefined;
  return at.height >= b.deck ? "deck" : "under";
}

/**
 * Where a thrown grenade or a fired G round landing in a bridge hex bursts [8.9; reading]: on the deck, unless it comes
 * from below the deck's floor - the firer's feet (absolute height: a man under the bridge or in the low spot beside it,
 * a vehicle's gun by its hex's ground) lower than the floor - when it bursts under the bridge. Undefined: no bridge
 * there, or under it (the ordinary ground burst).
 */
export function bridgeImpactFor(game: FirepowerGame, hex: Hex, firerFeet: number): ImpactLocation | undefined {
  const deck = deckImpactAt(game, hex);
  return deck && firerFeet >= deck.height ? deck : undefined;
}

/**
 * Whether the deck shuts a soldier out of a burst [8.9, 12.1.6, 12.2.3 as for floors]: the burst and the soldier both in
 * hexes of bridge units, one on the deck and the other under it. Men off the bridge are judged as before (heights).
 */
export function deckShutsOut(game: FirepowerGame, at: ImpactLocation, s: Soldier): boolean {
  const burst = burstLevel(game, at);
  const man = levelOf(game, s);
  return burst !== undefined && man !== undefined && burst !== man;
}

/** Whether a burst is on a deck (mines in the ground below are not set off by it, 12.4.4.3 read with 8.9). */
export function isDeckBurst(game: FirepowerGame, at: ImpactLocation | undefined): boolean {
  return at !== undefined && burstLevel(game, at) === "deck";
}
