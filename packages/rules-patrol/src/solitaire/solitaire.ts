import type { DiceSource } from "@tactica/dice";
import type { GameEvent } from "@tactica/engine";
import { lookupOrThrow } from "@tactica/engine";
import { fireOdds, toFireResult } from "../combat/fire-odds";
import type { PatrolTableSet } from "../combat/patrol-tables";
import { PRESERVATION_CHITS } from "../rules/preservation";
import { toSolitaireMgRows } from "./solitaire-mg";
import { solitaireArtilleryTable } from "../tables/solitaire";
import { applyResults, isThroughSlope, resolveBlast, toDefensePosture } from "../fire/index";
import { rangeBetween, stepHex, toScatterVector, createPlaceholderMap, isOnMap, terrainAt, isActive } from "../state/index";
import { canSee, toLosPosture } from "../spotting/index";
import type { Man, PatrolGame, PendingResult } from "../state/index";

/** Start line of "All Quiet on the Western Front" [28.62]: 15 riflemen on row 30 plus the sergeant at 4229. */
export const SOLITAIRE_START = ["3430", "3530", "3630", "3730", "3830", "3930", "4030", "4130", "4230", "4330", "4430", "4530", "4630", "4730", "4830", "4229"];

/** Exit hexes [28.62]: the bottom edge of section A (columns 01-16, row 15 under the digest's global numbering; AMBIG). */
export const SOLITAIRE_EXITS = Array.from({ length: 16 }, (_, i) => `${String(i + 1).padStart(2, "0")}15`);

/** The solitaire scenario [28.6]: 16 BR riflemen (panic 20%, no Preservation), no stacking, 15 turns, MIXED, a 48 x 30 board. */
export function toSolitaireGame(): PatrolGame {
  const men: Man[] = SOLITAIRE_START.map((hex, i) => ({
    id: `a${String(i + 1).padStart(2, "0")}`, side: "alpha", name: "ABCDEFGHIJKLMNOP"[i]!, counter: "RF", rifle: "BR", hex, posture: "erect", concealed: false,
    status: "fit", stunnedRound: null, unloaded: false, unarmed: false, grenade: null, exited: false, firedRound: null, threwRound: null,
  }));
  const side = (name: string, panic: number) => ({ name, panic, preservation: 999, chits: [], pool: PRESERVATION_CHITS, reachedRound: null, exitedRound: null });
  return {
    scenario: { ob: "28.6", obName: "All Quiet on the Western Front", situation: "patrol", alphaSide: 0 },
    mode: "mixed", map: createPlaceholderMap(48, 30), men: Object.fromEntries(men.map((m) => [m.id, m])), order: men.map((m) => m.id),
    sides: { alpha: side("Player", 20), bravo: side("Random fire", 0) }, grenades: [], smoke: [], contactRound: 0, work: null, result: null,
    solitaire: { exits: SOLITAIRE_EXITS },
  };
}

/**
 * Random machine-gun fire at the start of a turn [28.63, 28.64]: d6 5-6 none; else every hexrow (printed column)
 * ending in a drawn digit is swept at AS 20 from the bottom map edge; normal terrain multiples, no movement
 * multiple; blocked LOS stops it. Results apply at once (nothing else happens in that step).
 */
export function resolveSolitaireMg(game: PatrolGame, dice: DiceSource, tables: PatrolTableSet, round: number): { game: PatrolGame; events: GameEvent[] } {
  const first = dice.roll(6);
  const sweep = first <= 4 ? toSolitaireMgRows(first, dice.roll(6)) : undefined;
  if (!sweep) return { game, events: [{ type: "patrol/solitaire_mg", data: { first, digits: [] } }] };
  const pending: PendingResult[] = [];
  const events: GameEvent[] = [{ type: "patrol/solitaire_mg", data: { first, digits: sweep.digits } }];
  const bottom = game.map.box.r1;
  for (const id of game.order) {
    const m = game.men[id]!;
    if (!isActive(m) || !m.hex || !sweep.digits.includes(Number(m.hex.slice(0, 2)) % 10)) continue;
    const source = `${m.hex.slice(0, 2)}${String(bottom).padStart(2, "0")}`;
    if (source !== m.hex && !canSee(game, source, "erect", m.hex, toLosPosture(m))) continue;
    const odds = fireOdds({ attack: { weapon: "MG", range: Math.max(1, rangeBetween(source, m.hex)), fixed: { as: sweep.as, rule: "28.64" } },
      defense: { mode: "mixed", terrain: terrainAt(game.map, m.hex), posture: toDefensePosture(m), throughSlope: isThroughSlope(game, source, m.hex, tables.options) } }, tables);
    const roll = odds.column === 0 ? 0 : dice.roll(6);
    const result = toFireResult(odds, roll);
    pending.push({ man: id, result, source: "solitaire MG" });
    events.push({ type: "patrol/fire", data: { mode: "MG", firer: "solitaire", target: id, column: odds.column, roll, result, round, provenance: odds.provenance } });
  }
  const applied = applyResults(game, pending, dice, round);
  return { game: applied.game, events: [...events, ...applied.events] };
}

/**
 * Random artillery after movement [28.65]: a d6 row names up to six target hexes, each one Medium shell that
 * scatters d6 hexes in a d6 direction (not the 25.1 table), off the map = a miss; blast per 25.2 (row lost:
 * placeholder), slopes blocking fragments, everyone in the radius stunned. Results go with phase F's.
 */
export function resolveSolitaireArtillery(game: PatrolGame, dice: DiceSource, tables: PatrolTableSet): { pending: PendingResult[]; stunned: string[]; events: GameEvent[] } {
  const roll = dice.roll(6);
  const pending: PendingResult[] = [], stunned: string[] = [];
  const events: GameEvent[] = [];
  const medium = Array.from({ length: 11 }, (_, distance) => lookupOrThrow(tables.blast, { blast: "medium" as const, distance }));
  for (const section of ["A", "D", "B", "E", "C", "F"] as const) {
    const target = lookupOrThrow(solitaireArtilleryTable, { roll, section }).value;
    if (!target) continue;
    const vector = toScatterVector(dice.roll(6), tables.options);
    const n = dice.roll(6);
    let hex: string | undefined = target;
    for (let i = 0; i < n && hex; i++) hex = stepHex(hex, vector);
    if (!hex || !isOnMap(game.map, hex)) { events.push({ type: "patrol/artillery_miss", data: { target, vector, scatter: n } }); continue; }
    events.push({ type: "patrol/artillery", data: { target, vector, scatter: n, hex, weight: "M" } });
    const out = resolveBlast(game, hex, medium, dice, tables, "solitaire artillery");
    pending.push(...out.pending);
    stunned.push(...out.stunned);
    events.push(...out.events);
  }
  return { pending, stunned, events };
}

/** The solitaire end [28.62, 28.67]: after turn 15 or when no man is left to exit; exited men count, 40-60% is "done well". */
export function toSolitaireResult(game: PatrolGame, reason: string) {
  const men = game.order.map((id) => game.men[id]!);
  const exited = men.filter((m) => m.exited).length;
  const share = exited / men.length;
  return { reason, vp: { alpha: exited, bravo: 0 }, winner: "alpha" as const, margin: exited, level: share >= 0.4 ? "done well (28.67)" : "not done well" };
}

