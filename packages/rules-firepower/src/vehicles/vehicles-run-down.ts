// Running soldiers down (Option 19.5): a vehicle moved into hexes with opposing soldiers runs them down once it is
// at speed S (7 new hexes) in the Impulse — "some or all of these hexes may be entered after the run down attempt".
// Hexes entered before S are noted; when the vehicle reaches S, the soldiers still in them roll too; if it never
// does, the attempt was not possible and they are unhurt (19.2.1.2.4's "if possible").
import type { GameEvent } from "@tactica/engine";
import type { DiceSource } from "@tactica/dice";
import type { Hex } from "@tactica/hex";
import { isSameHex } from "@tactica/hex";
import { boardOf } from "../core/board";
import { patchSoldiers, soldiersAt } from "../core/soldiers";
import type { FirepowerGame } from "../state/types";
import { findVehicle, updateVehicle, vehiclesOf, withVehicles } from "./vehicles-state";

/** New hexes for speed increment S, the least speed that may run soldiers down [10.6, 19.5]. */
export const RUN_DOWN_HEXES = 7;
/** A soldier avoids a vehicle running him down on this roll or less [19.5]. */
export const RUN_DOWN_AVOID = 5;

/**
 * The vehicle entered `hex` as its `entered`-th new hex this Impulse [19.5]: enemy soldiers there (not aboard a
 * vehicle) are noted for a run down; once at speed S, every noted hex's soldiers roll — each avoids on 5 or less,
 * else is eliminated — and the notes are cleared. Notes lapse with the Impulse (vehicles-play.ts).
 */
export function runDownOnEntry(game: FirepowerGame, vehicleId: string, hex: Hex, entered: number, dice: DiceSource): { game: FirepowerGame; events: GameEvent[] } {
  const v = findVehicle(game, vehicleId);
  if (!v) return { game, events: [] };
  const enemiesIn = (h: Hex) => soldiersAt(game, h).filter((s) => s.side !== v.side && s.riding === undefined);
  const pending = [...(v.runDownPending ?? []), ...(enemiesIn(hex).length > 0 && !(v.runDownPending ?? []).some((p) => isSameHex(p, hex)) ? [hex] : [])];
  if (entered < RUN_DOWN_HEXES) {
    if (pending.length === (v.runDownPending ?? []).length) return { game, events: [] };
    const next = updateVehicle(game, v.id, { runDownPending: pending });
    return { game: next, events: [{ type: "vehicle/run_down_noted", data: { vehicle: v.id, hex: boardOf(game).idOf(hex), hexesEntered: entered, needs: RUN_DOWN_HEXES, rule: "Firepower 19.5" } }] };
  }
  if (pending.length === 0) return { game, events: [] };
  const enemies = pending.flatMap(enemiesIn);
  const rolls = enemies.map((s) => ({ soldier: s.id, hex: boardOf(game).idOf(s.hex), roll: dice.roll(10) }));
  const hit = new Set(rolls.filter((r) => r.roll > RUN_DOWN_AVOID).map((r) => r.soldier));
  const { runDownPending: _done, ...cleared } = v;
  let next = patchSoldiers(game, (s) => (hit.has(s.id) ? { ...s, eliminated: true } : undefined));
  next = withVehicles(next, vehiclesOf(next).map((x) => (x.id === v.id ? cleared : x)));
  if (rolls.length === 0) return { game: next, events: [] };
  return { game: next, events: [{ type: "vehicle/run_down", data: { vehicle: v.id, rolls: rolls.map((r) => ({ ...r, result: hit.has(r.soldier) ? "eliminated" : "avoided" })), avoidOn: RUN_DOWN_AVOID, rule: "Firepower 19.5" } }] };
}
