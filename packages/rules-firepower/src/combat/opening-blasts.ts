// Firepower 12.7.3, 12.2.8, 8.8.4, 8.8.6, 8.8.7, 16.2.3: grenades and G/F/W rounds from outside into a bunker, pillbox or
// tower through its loopholes, open door or open sides, and into a cave through its mouth. The projectile must pass the
// opening (the Hit Location Tables are missing: placeholder pass numbers); then it bursts inside and reaches only the men
// inside (+1 per height from the impact height, 12.2.8), else it bursts against the wall (or rock) outside.
import type { AnyTable, Check, Command, Provenance } from "@tactica/engine";
import { defineTable, lookup, OK, reject } from "@tactica/engine";
import type { DiceSource } from "@tactica/dice";
import type { Hex } from "@tactica/hex";
import { hexDistance, isSameHex } from "@tactica/hex";
import { z } from "zod";
import { tableOf } from "../fire/table-of";
import { missing } from "../tables/sources";
import type { Board } from "../core/board";
import { boardOf } from "../core/board";
import type { FortificationUnit } from "../works/bunkers";
import { fortificationAt, isInFortification, loopholeSides, TOWER } from "../works/bunkers";
import { shelteredFromBlast } from "../works/bunkers-fire";
import { CAVE_HILL_HEIGHT, caveAt, inCave, onCaveTop } from "../works/caves";
import { entrySides } from "../core/geometry";
import type { ImpactLocation } from "../blasts/storey-blasts";
import { soldierSpan } from "../blasts/storey-blasts";
import type { FirepowerGame, FirepowerState, Soldier } from "../state/types";
import type { WorksSign } from "./works-hit-location";

const RULE = "Firepower 12.7.3";

/** The openings of a defensive unit a projectile can pass [8.8.4, 8.8.6, 8.8.7, 12.7.3]. */
export type UnitOpening = "loophole" | "door" | "tower_side" | "cave_mouth";

/** Highest d10 (after modifiers) that takes a projectile through a unit's opening [12.7.3]; every cell a placeholder. */
export const UNIT_OPENING_PASS_NUMBERS = defineTable<{ opening: UnitOpening }, number>({
  id: "firepower/unit_opening_pass_numbers",
  version: "1",
  title: "Through a loophole, door, tower side or cave mouth: highest roll that passes (Hit Location Tables, missing)",
  inputs: z.object({ opening: z.enum(["loophole", "door", "tower_side", "cave_mouth"]) }),
  output: z.number().int().min(0).max(10),
  cells: [
    { inputs: { opening: "loophole" }, value: 1, provenance: missing("Hit Location Tables (Game Card) missing; placeholder: a loophole, a slit smaller than the window of 12.7.3's example (1-3), passes on 1") },
    { inputs: { opening: "door" }, value: 5, provenance: missing("Hit Location Tables (Game Card) missing; placeholder: a bunker or pillbox door passes on 1-5, as a building door (firepower/opening_pass_numbers)") },
    { inputs: { opening: "tower_side" }, value: 6, provenance: missing("Hit Location Tables (Game Card) missing; placeholder: the open side of an unsandbagged tower (3 heights between floor and roof, 8.8.6) passes on 1-6") },
    { inputs: { opening: "cave_mouth" }, value: 5, provenance: missing("Hit Location Tables (Game Card) missing; placeholder: a cave mouth (3 heights, 8.8.7) passes on 1-5") },
  ],
});

/** An opening of the unit in `target` a projectile from `from` reaches, with its heights (absolute) and pass number. */
type Found = { readonly unit: "fortification" | "cave"; readonly opening: UnitOpening; readonly bottom: number; readonly top: number; readonly floor: number };

function fortificationOpenings(u: FortificationUnit, sides: readonly number[], ground: number): Found[] {
  const floor = u.type === "tower" ? ground + TOWER.floor : ground;
  const out: Found[] = [];
  // 8.8.6: an unsandbagged tower is open on all sides between its floor and its roof, 3 heights above.
  if (u.type === "tower" && !u.sandbagged) out.push({ unit: "fortification", opening: "tower_side", bottom: floor, top: floor + TOWER.roof, floor });
  // 8.8.4.1-8.8.4.2, 8.8.6: loopholes 1-2 heights above the floor (a pillbox's 1 height high).
  if (sides.some((d) => loopholeSides(u).includes(d))) out.push({ unit: "fortification", opening: "loophole", bottom: floor + 1, top: floor + (u.type === "pillbox" ? 1 : 2), floor });
  // 8.8.4, 11.1.9: the open door of a bunker or pillbox, two heights from the ground.
  if (u.type !== "tower" && u.door !== undefined && !u.doorClosed && sides.includes(u.door)) out.push({ unit: "fortification", opening: "door", bottom: floor, top: floor + 2, floor });
  return out;
}

/**
 * The openings of the bunker, pillbox or tower (`fortification`) or cave in `target` that face `from` [8.8.4, 8.8.6,
 * 8.8.7]: a loophole or the open door on a hexside the line crosses, an open tower's sides, a cave's mouth.
 */
export function unitOpenings(board: Board, game: FirepowerGame, from: Hex, target: Hex): Found[] {
  if (isSameHex(from, target)) return [];
  const sides = entrySides(from, target).map((d) => d + 1);
  const ground = board.floorOf(target, 0) ?? 0;
  const cave = caveAt(game, target);
  if (cave) return sides.includes(cave.mouth) ? [{ unit: "cave", opening: "cave_mouth", bottom: ground, top: ground + CAVE_HILL_HEIGHT, floor: ground }] : [];
  const u = fortificationAt(game, target);
  return u ? fortificationOpenings(u, sides, ground) : [];
}

/**
 * The aim "inside" (payload `inside: true`) of a throw, special round or fired G round [8.8.4, 8.8.6, 8.8.7, 12.7.3]: Advanced Game,
 * not at a storey, the target hex holds a bunker, pillbox, tower or cave with an opening facing the firer.
 */
export function checkInsideAim(state: Pick<FirepowerState, "game">, s: Soldier, target: Hex, p: { readonly inside?: boolean | undefined; readonly storey?: number | undefined }, area: string): Check {
  if (!p.inside) return OK;
  if (state.game.rules !== "advanced") return reject(`${area}/advanced_only`, "bunkers, pillboxes, towers and caves are Advanced Game defensive units", "Firepower 8.8");
  if (p.storey !== undefined) return reject(`${area}/inside_storey`, "aim at a building storey or inside a defensive unit, not both", RULE);
  const board = boardOf(state.game);
  if (!fortificationAt(state.game, target) && !caveAt(state.game, target)) return reject(`${area}/no_unit`, `${board.idOf(target)} holds no bunker, pillbox, tower or cave to aim into`, "Firepower 8.8");
  if (unitOpenings(board, state.game, s.hex, target).length === 0) {
    return reject(`${area}/no_opening`, "a grenade or round gets inside only through a loophole, an open door or an open tower's side facing the firer, or a cave's mouth", RULE);
  }
  return OK;
}

/** The 12.7.3 roll at a unit's opening, as events report it. */
export type UnitPass = {
  readonly unit: "fortification" | "cave"; readonly opening: UnitOpening; readonly roll?: number; readonly modifier: number; readonly needed: number;
  readonly passed: boolean; readonly sign?: WorksSign; readonly provenance: Provenance; readonly rule: string;
};

/**
 * Where a projectile landing in `impact` bursts when it has a unit's opening to pass [12.7.3]: a cave hex always (its
 * men are inside, behind the mouth), a bunker, pillbox or tower hex when aimed inside and hit. d10 -2 at range 1 and +1
 * per height from the firer to the nearest height of the opening (modified rolls kept within 1-10, 12.7; with the
 * firer's 12.7.5 `sign` "+" the range modifier is +2), against
 * `firepower/unit_opening_pass_numbers` (the firer takes the opening most likely to pass, 12.7.3's "the firing player
 * decides"). Passed: it bursts inside on the unit's floor (`unit: "inside"`); failed, or no opening faces him (a
 * spread onto a cave's hill): on the wall or rock outside, at the opening's lowest height (`unit: "outside"`).
 * Undefined when no unit is in play there (the ordinary burst).
 */
export function intoUnit(board: Board, game: FirepowerGame, s: Soldier, impact: Hex, aimedInside: boolean, dice: DiceSource, tables?: ReadonlyMap<string, AnyTable>, sign: WorksSign = "-"): { at: ImpactLocation; data: Record<string, unknown> } | undefined {
  const cave = caveAt(game, impact);
  if (!cave && !(aimedInside && fortificationAt(game, impact))) return undefined;
  if (cave && isSameHex(s.hex, impact)) return onCaveTop(game, s) ? onTheHill(board, impact) : undefined; // 8.8.7: from the top, on the top
  const table = tableOf(tables, UNIT_OPENING_PASS_NUMBERS);
  const found = unitOpenings(board, game, s.hex, impact).map((o) => {
    const cell = lookup(table, { opening: o.opening });
    if (!cell.ok) throw new Error(`firepower/unit_opening_pass_numbers: ${cell.error.message}`);
    return { ...o, needed: cell.value, provenance: cell.provenance };
  }).sort((a, b) => b.needed - a.needed)[0];
  if (!found) return onTheHill(board, impact);
  const span = soldierSpan(board, s);
  const gap = span.head < found.bottom ? found.bottom - span.head : span.feet > found.top ? span.feet - found.top : 0;
  const modifier = (hexDistance(s.hex, impact) === 1 ? (sign === "+" ? 2 : -2) : 0) + gap; // 12.7.5: the firer may announce "+"
  const roll = dice.roll(10);
  const passed = Math.min(10, Math.max(1, roll + modifier)) <= found.needed;
  const pass: UnitPass = { unit: found.unit, opening: found.opening, roll, modifier, needed: found.needed, passed, ...(sign === "+" ? { sign } : {}), provenance: found.provenance, rule: RULE };
  const at: ImpactLocation = passed
    ? { hex: impact, storey: 0, height: found.floor, inside: false, unit: "inside" }
    : { hex: impact, storey: 0, height: found.bottom, inside: false, unit: "outside" };
  return { at, data: { into: found.unit === "cave" ? "cave" : fortificationAt(game, impact)?.type, burst: passed ? "inside_unit" : "outside_unit", impactHeight: at.height, opening: pass } };
}

/** A burst on a cave's hill [8.8.7]: "for outside the cave, consider that the hex is a hill hex 3 heights higher". */
function onTheHill(board: Board, impact: Hex): { at: ImpactLocation; data: Record<string, unknown> } {
  const at: ImpactLocation = { hex: impact, storey: 0, height: (board.floorOf(impact, 0) ?? 0) + CAVE_HILL_HEIGHT, inside: false, unit: "outside" };
  return { at, data: { into: "cave", burst: "outside_unit", impactHeight: at.height, rule: "Firepower 8.8.7, 12.7.3" } };
}

/**
 * Whether the walls of a unit keep a blast from a soldier [8.8.4, 8.8.6, 8.8.7, 12.7.3]: a burst inside a unit reaches
 * only the men inside it (its walls, floor or rock keep it in); a burst outside one (against its wall or on the cave's
 * hill) does not reach its men; any other burst keeps the men inside bunkers, pillboxes and towers out as before.
 */
export function unitShelters(game: FirepowerGame, s: Soldier, at: ImpactLocation): boolean {
  if (at.unit === undefined) return shelteredFromBlast(s);
  const insideThere = isSameHex(s.hex, at.hex) && (isInFortification(s) || inCave(game, s));
  return at.unit === "inside" ? !insideThere : insideThere || isInFortification(s);
}

/** The enemy-held bunkers, pillboxes and towers within 8 hexes of `s`, once each (cave hexes are ordinary targets). */
export function unitTargets(state: FirepowerState, s: Soldier): string[] {
  if (state.game.rules !== "advanced") return [];
  const board = boardOf(state.game);
  const out = new Set<string>();
  for (const e of state.game.soldiers) {
    if (e.eliminated || e.side === s.side || !isInFortification(e) || hexDistance(e.hex, s.hex) > 8 || isSameHex(e.hex, s.hex)) continue;
    out.add(board.idOf(e.hex));
  }
  return [...out];
}

/** Candidate throws into enemy-held units (the framework keeps the legal ones). */
export function unitThrowCandidates(state: FirepowerState, s: Soldier): Command[] {
  return unitTargets(state, s).map((hex) => ({ type: "throw_grenade", seat: s.side, payload: { soldier: s.id, hex, inside: true } }));
}
