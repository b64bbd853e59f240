// Mortar smoke (M) and illumination (U) rounds, and the smoke and night modifiers of a mortar shot [12.3.7, 12.3.8, 12.2.7, 12.2.11].
import type { AnyTable, Check, GameEvent } from "@tactica/engine";
import { lookupOrThrow, OK, reject } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import type { LosAnswer } from "@tactica/sighting";
import type { AppliedModifier } from "../fire/applied-modifier";
import { fieldModifiers } from "../fire/field-modifiers";
import { tableOf } from "../fire/table-of";
import { MORTAR_ROUNDS } from "../tables/special-weapons";
import type { Board } from "../core/board";
import { addIllumination, addSmoke, fieldConditionsOf } from "../blasts/smoke";
import type { FirepowerGame, Soldier } from "../state/types";
import type { MortarClass } from "../tables/mortar-chart";

/** A mortar round: G (bomb, default), M smoke or U illumination. */
export type MortarAmmo = "G" | "M" | "U";

/** Whether the mortar may fire that round (placeholder table `firepower/mortar_rounds`, the Weapon Chart notes being missing). */
export function checkMortarRound(weapon: MortarClass, ammo: MortarAmmo | undefined, tables?: ReadonlyMap<string, AnyTable>): Check {
  if (ammo === undefined || ammo === "G") return OK;
  const cell = lookupOrThrow(tableOf(tables, MORTAR_ROUNDS), { mortar: weapon });
  return cell.value[ammo] ? OK : reject("mortar/no_such_round", `the ${weapon} has no ${ammo === "M" ? "smoke" : "illumination"} round`, ammo === "M" ? "Firepower 12.3.7" : "Firepower 12.3.8");
}

/**
 * Smoke on the observer's line to the target hex and the night there, as they apply to the round's letter [12.2.7,
 * 12.2.11]; smoke replaces the trees and hedges of its hexes, so `treesReplaced` comes off the tree modifier.
 */
export function mortarFieldModifiers(board: Board, game: FirepowerGame, observer: Soldier, los: LosAnswer | undefined, target: Hex, ammo: MortarAmmo,
  options: Readonly<Record<string, string>>, tables?: ReadonlyMap<string, AnyTable>): { modifiers: AppliedModifier[]; treesReplaced: number } {
  if (!los) return { modifiers: [], treesReplaced: 0 };
  const { field, treesReplaced } = fieldConditionsOf(board, game, observer, los, target, options);
  // The observer's own wounds do not touch the crew's fire: only smoke and the Observation Condition count here.
  const seen = { ...(field.smoke ? { smoke: field.smoke } : {}), ...(field.observation ? { observation: field.observation } : {}) };
  return { modifiers: fieldModifiers(seen, ammo, tables), treesReplaced };
}

/** A smoke or illumination round at its impact hex [12.3.7, 12.3.8]: a smoke unit (+3) or an illumination unit; no hits. */
export function mortarRoundAt(board: Board, game: FirepowerGame, ammo: "M" | "U", impact: Hex, mortar: string, round: number): { game: FirepowerGame; events: GameEvent[] } {
  const hex = board.idOf(impact);
  if (ammo === "U") return { game: addIllumination(game, { hex: impact, round, by: mortar }), events: [{ type: "mortar/illumination", data: { mortar, hex, rule: "Firepower 12.3.8" } }] };
  return { game: addSmoke(game, { hex: impact, source: "M", round, by: mortar }), events: [{ type: "mortar/smoke", data: { mortar, hex, modifier: 3, rule: "Firepower 12.3.7, 12.2.7" } }] };
}
