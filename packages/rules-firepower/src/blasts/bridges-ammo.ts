// Firepower 8.9 with 12.3.1.2 and 12.4.9: the blasts that fall on the men of one hex only - a penetrating A or H round
// (and a hit man's own exploding A round, 23.1.4.2.2) and a demolition charge - on a bridge deck or under it, as the
// other rounds burst (bridges-blasts.ts): the deck, one height thick, shields the other level as a floor does.
import type { Hex } from "@tactica/hex";
import { boardOf } from "../core/board";
import { bridgeAt } from "./bridges";
import { bridgeBurstFrom } from "./bridges-blasts";
import { deckImpactAt, deckShutsOut, levelOf } from "./bridges-levels";
import type { ImpactLocation } from "./storey-blasts";
import type { FirepowerGame, Soldier } from "../state/types";

/** The burst on the ground of a bridge hex, under the deck (undefined: no bridge there) [8.9]. */
function underImpactAt(game: FirepowerGame, hex: Hex): ImpactLocation | undefined {
  return bridgeAt(game, hex) ? { hex, storey: 0, height: boardOf(game).floorOf(hex, 0) ?? 0, inside: false } : undefined;
}

/**
 * Where the blast of a penetrating A or H round hitting a structure in bridge hex `hex` falls [8.9, 12.3.1.2; reading]:
 * as for every round landing there, on the deck unless the firer's feet are below its floor (under the bridge or in
 * the low spot beside it), under the deck otherwise. The LOS to the structure agrees: the deck hides from a firer above
 * it whatever stands below its underside. Undefined: no bridge in the hex (the blast reaches the hex as before).
 */
export function ammoBurstAt(game: FirepowerGame, hex: Hex, firer: Soldier): ImpactLocation | undefined {
  if (!game.bridges || game.bridges.length === 0) return undefined;
  return bridgeBurstFrom(game, hex, firer) ?? underImpactAt(game, hex);
}

/** Where a blast on a soldier himself falls (his own exploding item, 23.1.4.2.2): his level of a bridge hex [8.9]. */
export function burstOnSoldier(game: FirepowerGame, s: Soldier): ImpactLocation | undefined {
  const level = levelOf(game, s);
  return level === "deck" ? deckImpactAt(game, s.hex) : level === "under" ? underImpactAt(game, s.hex) : undefined;
}

/** Whether the deck keeps a soldier out of a one-hex blast at `at` (undefined: no bridge level, nobody kept out) [8.9]. */
export function keptOutByDeck(game: FirepowerGame, at: ImpactLocation | undefined, s: Soldier): boolean {
  return at !== undefined && deckShutsOut(game, at, s);
}

/** The record of a demolition charge armed by `s`: on the deck when he sets it there [8.9, 12.4.9]. */
export function chargeLevelField(game: FirepowerGame, s: Soldier): { deck?: true } {
  return levelOf(game, s) === "deck" ? { deck: true } : {};
}

/**
 * Where an armed charge bursts [8.9, 12.4.9]: on the deck of its hex's bridge when it was set there, else on the ground
 * (undefined: the ordinary impact of its hex). The event says which level in a bridge hex.
 */
export function chargeBurstAt(game: FirepowerGame, c: { readonly hex: Hex; readonly deck?: true }): ImpactLocation | undefined {
  return c.deck ? deckImpactAt(game, c.hex) : undefined;
}
