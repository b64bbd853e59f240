import type { DiceSource } from "@tactica/dice";
import type { GameEvent } from "@tactica/engine";
import { lookupOrThrow } from "@tactica/engine";
import type { PatrolTableSet } from "../combat/patrol-tables";
import type { MineField, MinesState } from "./mines";
import type { PatrolGame, Side } from "../state/index";
import { SIDES } from "../state/index";
import { attackInside } from "./vehicles-damage";
import { patchVehicle } from "../terrain/index";

function takeOne(mines: MinesState, hex: string): MinesState {
  const side = SIDES.find((s) => (mines[s].at?.[hex] ?? 0) > 0);
  if (!side) return mines;
  const at = { ...mines[side].at };
  const left = (at[hex] ?? 0) - 1;
  if (left > 0) at[hex] = left; else delete at[hex];
  const field: MineField = { ...mines[side], at };
  return { ...mines, [side]: field } as Record<Side, MineField>;
}

/**
 * A vehicle enters a hex [18.2, 18.3]: each anti-tank mine there may go off (option patrol/at_mine_roll: no roll by
 * default, or an even d6 like an AP mine); one that does is consumed and disables the vehicle (it can no longer
 * move). A tank's crew is unaffected; in an APC or halftrack everyone inside suffers a grenade exploding inside
 * (AS 20 at distance 0, and stun). Anti-tank mines do nothing to men on foot (18.2 names vehicles only; a reading).
 * A roll that sets nothing off reaches the layer only.
 */
export function triggerAtMines(game0: PatrolGame, vehicleId: string, hex: string, dice: DiceSource, tables: PatrolTableSet, round: number): { game: PatrolGame; events: GameEvent[]; stop: boolean } {
  const mines = game0.mines;
  const layers = SIDES.filter((s) => (mines?.[s].at?.[hex] ?? 0) > 0);
  if (!mines || layers.length === 0) return { game: game0, events: [], stop: false };
  const count = SIDES.reduce((n, s) => n + (mines[s].at?.[hex] ?? 0), 0);
  const rolled = tables.options["patrol/at_mine_roll"] === "even";
  const rolls = rolled ? Array.from({ length: count }, () => dice.roll(6)) : [];
  if (rolled && !rolls.some((r) => r % 2 === 0)) return { game: game0, events: [{ type: "patrol/mine_not_triggered", data: { vehicle: vehicleId, hex, rolls }, visibleTo: layers }], stop: false };
  let game: PatrolGame = patchVehicle({ ...game0, mines: takeOne(mines, hex) }, vehicleId, { immobilized: true });
  const events: GameEvent[] = [{ type: "patrol/at_mine", data: { vehicle: vehicleId, hex, ...(rolled ? { rolls } : {}), effect: "immobilized", rule: "18.2" } }];
  const v = game.vehicles![vehicleId]!;
  if (v.kind !== "tank") {
    const as = lookupOrThrow(tables.blast, { blast: "frag" as const, distance: 0 }).value.as;
    const inside = attackInside(game, v.id, { as, rule: "18.2", stun: true, riders: false }, dice, tables, round);
    game = inside.game;
    events.push(...inside.events);
  }
  return { game, events, stop: true };
}
