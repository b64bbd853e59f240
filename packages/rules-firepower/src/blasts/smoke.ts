// Smoke and illumination markers on the map [9.3, 12.2.7, 12.2.11, 12.3.7-12.3.9, 21.3]: one model for every source.
import type { Hex } from "@tactica/hex";
import { hexDistance, isSameHex, toHexKey } from "@tactica/hex";
import type { LosAnswer } from "@tactica/sighting";
import type { FieldConditions, SmokeSource } from "../fire/field-modifiers";
import { smokeModifier } from "../advanced/option-rules";
import type { Board } from "../core/board";
import type { FirepowerGame, Soldier } from "../state/types";
import type { FieldSoldier } from "../core/wound-effects";
import { woundFireOf } from "../core/wound-effects";
import { losInSmokeColumn } from "./storey-blasts-smoke";
import { nightsightObservation } from "../optional/nightsight-weather";

/** A smoke unit on a hex: its source (the smoke units are numbered to note it, 12.2.7) and the Turn it was started. */
export type SmokeMarker = {
  readonly hex: Hex; readonly source: SmokeSource; readonly round: number; readonly by: string;
  /** Its impact height, when a round burst on a building storey (absent: the hex's ground) [12.3.7] (storey-blasts-smoke.ts). */
  readonly height?: number;
};

/** An illumination unit on its impact hex, for the rest of the Turn [12.3.8]. */
export type IlluminationMarker = { readonly hex: Hex; readonly round: number; readonly by: string };

/** A Firepower game with the Advanced battlefield markers (each field absent until used). */
export type FieldGame = FirepowerGame & {
  readonly smoke?: readonly SmokeMarker[];
  readonly illumination?: readonly IlluminationMarker[];
  /** The scenario's Observation Condition, 1 (best) to 3; 2 or 3 is night [12.2.11, 12.3.8, 18.2.2]. */
  readonly observation?: 1 | 2 | 3;
};

/** The smoke markers of a game. */
export function smokeOf(game: FieldGame): readonly SmokeMarker[] {
  return game.smoke ?? [];
}

/** The illumination markers of a game. */
export function illuminationOf(game: FieldGame): readonly IlluminationMarker[] {
  return game.illumination ?? [];
}

/** The game with a smoke unit placed on `hex` [12.3.7]. */
export function addSmoke(game: FirepowerGame, marker: SmokeMarker): FirepowerGame {
  const next: FieldGame = { ...game, smoke: [...smokeOf(game), marker] };
  return next;
}

/** The game with an illumination unit placed on `hex` [12.3.8]. */
export function addIllumination(game: FirepowerGame, marker: IlluminationMarker): FirepowerGame {
  const next: FieldGame = { ...game, illumination: [...illuminationOf(game), marker] };
  return next;
}

/** The game with the scenario's Observation Condition (1 = day: nothing stored). */
export function withObservation(game: FirepowerGame, observation: 1 | 2 | 3 | undefined): FirepowerGame {
  if (observation === undefined || observation === 1) return game;
  const next: FieldGame = { ...game, observation };
  return next;
}

/**
 * The Turn Record Phase [9.3]: every illumination unit goes; smoke units not started during the Turn just ended
 * go (so smoke lasts the rest of its Turn and the next, 12.3.7); smoke of a Fire stays while the Fire burns, the
 * rest of the game [21.1.2, 21.3]. Returns the hexes cleared for the event.
 */
export function atTurnRecord(game: FirepowerGame, round: number): { game: FirepowerGame; smokeRemoved: Hex[]; illuminationRemoved: Hex[] } {
  const g: FieldGame = game;
  if (!g.smoke?.length && !g.illumination?.length) return { game, smokeRemoved: [], illuminationRemoved: [] };
  const stays = (m: SmokeMarker) => m.source === "fire" || m.source === "w_fire" || m.round === round;
  const next: FieldGame = { ...game, smoke: smokeOf(g).filter(stays), illumination: [] };
  return { game: next, smokeRemoved: smokeOf(g).filter((m) => !stays(m)).map((m) => m.hex), illuminationRemoved: illuminationOf(g).map((m) => m.hex) };
}

/** The smoke of a hex: the strongest marker's source and value, or undefined [12.2.7, 21.3; W-started Fire per option fire_smoke]. */
export function smokeAt(game: FirepowerGame, hex: Hex, options: Readonly<Record<string, string>>): { source: SmokeSource; value: 2 | 3 } | undefined {
  let best: { source: SmokeSource; value: 2 | 3 } | undefined;
  for (const m of smokeOf(game)) {
    if (!isSameHex(m.hex, hex)) continue;
    const value = smokeModifier(m.source, options) === 2 ? 2 : 3;
    if (!best || value > best.value) best = { source: m.source, value };
  }
  return best;
}

/**
 * The Observation Condition in a hex [12.2.11, 12.3.8]: the scenario's, improved by 2 (to 1 at best) within 10 hexes
 * of an illumination unit and by 1 at 11-25 hexes.
 */
export function observationAt(game: FirepowerGame, hex: Hex): 1 | 2 | 3 {
  const g: FieldGame = game;
  const base = g.observation ?? 1;
  if (base === 1) return 1;
  const gain = illuminationOf(g).reduce((best, m) => {
    const d = hexDistance(m.hex, hex);
    return Math.max(best, d <= 10 ? 2 : d <= 25 ? 1 : 0);
  }, 0);
  const oc = base - gain;
  return oc >= 3 ? 3 : oc === 2 ? 2 : 1;
}

/**
 * The smoke hexes a fire from `from` at `to` passes through, fires out of or into [12.2.7], and the tree and hedge
 * modifiers the LOS counted in those hexes, which smoke replaces ("ignore the tree or hedge modifier and only consider
 * the smoke"; the rulebook's sentence, which the digest omits). A line above a smoke hex's 5 heights misses it [12.3.7]
 * (storey-blasts-smoke.ts).
 */
export function smokeOnLine(board: Board, game: FirepowerGame, los: LosAnswer, from: Hex, to: Hex, options: Readonly<Record<string, string>>):
{ smoke: NonNullable<FieldConditions["smoke"]>; treesReplaced: number } {
  if (smokeOf(game).length === 0) return { smoke: [], treesReplaced: 0 };
  const hexes = new Map<string, Hex>([[toHexKey(from), from], [toHexKey(to), to]]);
  for (const el of los.path) if (el.kind === "hex") hexes.set(toHexKey(el.hex), el.hex);
  const smoke: { hex: string; source: SmokeSource; value: 2 | 3 }[] = [];
  const smoked = new Set<string>();
  for (const [key, hex] of hexes) {
    const s = smokeAt(game, hex, options);
    if (!s || !losInSmokeColumn(board, game, los, from, to, hex)) continue;
    smoked.add(key);
    smoke.push({ hex: board.idOf(hex), ...s });
  }
  let treesReplaced = 0;
  for (const el of los.path) {
    if (!el.modifier) continue;
    if (smoked.has(toHexKey(el.hex)) || (el.into !== undefined && smoked.has(toHexKey(el.into)))) treesReplaced += el.modifier;
  }
  return { smoke, treesReplaced: Math.min(treesReplaced, los.modifier) };
}

/** The battlefield conditions of `firer` firing at `to` along `los`: smoke, Observation Condition, wounds. */
export function fieldConditionsOf(board: Board, game: FirepowerGame, firer: Soldier, los: LosAnswer, to: Hex, options: Readonly<Record<string, string>>):
{ field: FieldConditions; treesReplaced: number } {
  const line = smokeOnLine(board, game, los, firer.hex, to, options);
  // 12.4.7: a weapon with a nightsight (NST or PNS) fires at Observation Condition 1; 16.7.2.1: an NST in Snow, one better.
  const sighted: FieldSoldier = firer;
  const observation = sighted.nightsight ? nightsightObservation(game, firer, observationAt(game, to), options) : observationAt(game, to);
  const woundFire = woundFireOf(firer);
  return {
    field: { ...(line.smoke.length > 0 ? { smoke: line.smoke } : {}), ...(observation > 1 ? { observation } : {}), ...(woundFire > 0 ? { woundFire } : {}) },
    treesReplaced: line.treesReplaced,
  };
}
