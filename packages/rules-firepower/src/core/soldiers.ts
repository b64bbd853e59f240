import type { AnyTable } from "@tactica/engine";
import { lookup, OK, reject } from "@tactica/engine";
import type { Check } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import { isSameHex } from "@tactica/hex";
import { tableOf } from "../fire/table-of";
import type { BasicAction } from "../tables/basic-mf-chart";
import { BASIC_MF_ALLOWANCE, BASIC_MF_CHART } from "../tables/basic-mf-chart";
import { FIREPOWER_POSTURE_HEIGHT } from "../sighting/firepower-los-options";
import { isStunned } from "./status-ladder";
import { woundSpeedOf } from "./wound-effects";
import { carryPenalty, checkRecovered } from "./wound-extras-marks";
import type { FirepowerGame, FirepowerState, Side, Soldier } from "../state/types";

/** The other side. */
export function otherSide(side: Side): Side {
  return side === "A" ? "B" : "A";
}

/** A soldier by id (alive or not). */
export function findSoldier(game: FirepowerGame, id: string): Soldier | undefined {
  return game.soldiers.find((s) => s.id === id);
}

/** Living soldiers in a hex. */
export function soldiersAt(game: FirepowerGame, hex: Hex): Soldier[] {
  return game.soldiers.filter((s) => !s.eliminated && isSameHex(s.hex, hex));
}

/** Replace soldiers by id with patched copies. */
export function patchSoldiers(game: FirepowerGame, patch: (s: Soldier) => Soldier | undefined): FirepowerGame {
  return { ...game, soldiers: game.soldiers.map((s) => patch(s) ?? s) };
}

/** Set one soldier's fields. */
export function updateSoldier(game: FirepowerGame, id: string, fields: Partial<Soldier>): FirepowerGame {
  return patchSoldiers(game, (s) => (s.id === id ? { ...s, ...fields } : undefined));
}

/** Unmarked MF: 4, leaders 5 in the Advanced Game (11.1), or the Option 22 sheet's speed (22.1.2). */
function speedOf(s: Soldier): number {
  return s.traits?.speed ?? (s.rank === "private" ? BASIC_MF_ALLOWANCE.normal : LEADER_MF);
}

/** MF allowance this Impulse [6.2, 6.2.8]: 4, Suppressed 3, Stunned 0. */
export function mfAllowance(s: Soldier): number {
  // 11.1: leaders (A, S, C) have 5 MF in the Advanced Game (the scenario only gives ranks there).
  // Option 22.1.2: a sheet's speed (3-5) replaces it, leaders included; Option 27.1.2: an NBC suit costs one MF.
  // Option 15.2: -1 per full ten points of equipment carried (optional-equipment.ts keeps loadMf).
  const base = speedOf(s) - (s.nbc ? 1 : 0) - woundSpeedOf(s) - (s.loadMf ?? 0); // Option 23.1.1: "nS" wounds, −n MF
  // 16.6: Pinned soldiers have two MF fewer; Inactive ones are treated as Stunned.
  if (isStunned(s)) return BASIC_MF_ALLOWANCE.stunned;
  // 10.1.1, 10.1.2.1: a crewed weapon's Move and -1 per missing crewman (src/game/crews.ts keeps mfPenalty).
  // 23.3: carrying a wounded man, -2 alone or -1 each for a pair (wound-extras-carry.ts).
  const crewed = base - (s.mfPenalty ?? 0) - carryPenalty(s);
  return s.status === "suppressed" ? crewed - 1 : s.status === "pinned" ? crewed - 2 : crewed;
}

/** Leaders' MF allowance and most new hexes per Impulse [11.1]. */
export const LEADER_MF = 5;
/** Most new hexes a leader may enter in an Impulse [11.1]. */
export const LEADER_MAX_HEXES = 4;

/** Most new hexes a soldier may enter in an Impulse: 4 with 5 MF (11.1, 22.1.2), one fewer in an NBC suit (27.1.2). */
export function maxNewHexes(s: Soldier): number {
  return speedOf(s) >= LEADER_MF ? LEADER_MAX_HEXES - (s.nbc ? 1 : 0) : Number.POSITIVE_INFINITY;
}

/** MF still available for a non-Combat action: the allowance left, capped by what was announced when firing [6.3.6]. */
export function nonCombatMfLeft(s: Soldier): number {
  const left = mfAllowance(s) - s.mf;
  return s.afterFireMf === null ? left : Math.min(left, s.afterFireMf);
}

/** MF cost of a Basic action for a soldier's current posture, or undefined when the chart has no such action. */
export function actionCost(tables: ReadonlyMap<string, AnyTable>, options: Readonly<Record<string, string>>, action: BasicAction, s: Soldier): number | undefined {
  // Option crouch_change_cost "stand_prone_pattern": going down 1 MF, going up 2 MF (digest §15 item 6).
  if (options["firepower/crouch_change_cost"] === "stand_prone_pattern") {
    if (action === "to_stand" && s.posture === "crouch") return 2;
    if (action === "to_crouch" && s.posture === "prone") return 2;
  }
  const cell = lookup(tableOf(tables, BASIC_MF_CHART), { action, posture: s.posture });
  return cell.ok && cell.value !== null ? cell.value : undefined;
}

/** The acting soldier of a command: alive, on the acting seat's side, one of this Impulse's stack [6.2.6]. */
export function checkActor(state: Pick<FirepowerState, "game">, seat: string, id: string, allowAboard = false): Check & { soldier?: Soldier } {
  const s = findSoldier(state.game, id);
  if (!s || s.eliminated) return reject("soldier/unknown", `no living soldier ${id}`, "Firepower 6.2");
  if (s.side !== seat) return reject("soldier/not_yours", `${id} belongs to side ${s.side}`, "Firepower 6.2");
  if (s.prisonerOf !== undefined) return reject("soldier/prisoner", `${id} is held prisoner and performs no Actions`, "Firepower 25.3");
  if (s.surrenderedTo !== undefined) return reject("soldier/surrendered", `${id} has surrendered and performs no Actions`, "Firepower 25.2");
  if (!state.game.impulse?.soldiers.includes(id)) return reject("soldier/not_in_impulse", `${id} did not start this Impulse in its hex`, "Firepower 6.2.6");
  if (isStunned(s)) return reject("soldier/stunned", "a Stunned soldier may not expend MF", "Firepower 6.2.8");
  // Option 23.1.5: knocked down by a wound, he first rolls to recover (wound-extras.ts).
  const down = checkRecovered(s);
  if (!down.ok) return down;
  // 19.1.9.1, 19.1.10: crewmen and inside passengers act through the vehicle commands (src/game/vehicles-*.ts).
  if (!allowAboard && (s.riding?.place === "crew" || s.riding?.place === "inside")) return reject("vehicle/aboard", `${id} is inside vehicle ${s.riding.vehicle}: use the vehicle commands or dismount`, "Firepower 19.1.10");
  return { ...OK, soldier: s };
}

/** Spend non-Combat MF (and count against an announced after-fire amount). */
export function spendNonCombat(s: Soldier, mf: number): Partial<Soldier> {
  return { mf: s.mf + mf, nonCombatMf: s.nonCombatMf + mf, afterFireMf: s.afterFireMf === null ? null : s.afterFireMf - mf };
}

/** Head height above the ground for LOS [8.2.2, 10.5.2]: Stand 2, Crouch 1, Prone 0. */
export function headHeight(s: Soldier): number {
  return FIREPOWER_POSTURE_HEIGHT[s.posture] ?? 0;
}
