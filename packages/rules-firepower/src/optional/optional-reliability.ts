// Option 16.3: weapon reliability (16.3.1) and increased fire (16.3.2) for the L weapons in play.
import type { AnyTable, Check, Command, GameEvent, Provenance } from "@tactica/engine";
import { lookup, OK, reject } from "@tactica/engine";
import type { DiceSource } from "@tactica/dice";
import { increasedFire, reliabilityOutcome } from "../advanced/weapons";
import type { AppliedModifier } from "../fire/applied-modifier";
import { tableOf } from "../fire/table-of";
import { RELIABILITY } from "../tables/optional-rule-tables";
import { book } from "../tables/sources";
import type { SoldierWeapon } from "../state/types";

type Options = Readonly<Record<string, string>>;
const INCREASED = "Firepower 16.3.2";

/** Whether increased fire may be asked for [16.3.2]. */
export function checkIncreased(increased: boolean | undefined, options: Options): Check {
  if (!increased || options["firepower/increased_fire"] === "on") return OK;
  return reject("fire/no_increased_fire", "increased fire is Optional Rule 16.3.2, not in use", INCREASED);
}

/** The rate of fire used: doubled with increased fire (1 burst: twice the shots; else twice the bursts) [16.3.2]. */
export function firingRof(rof: { readonly bursts: number; readonly shots: number }, increased: boolean | undefined): { bursts: number; shots: number } {
  return increased ? increasedFire(rof).rof : { bursts: rof.bursts, shots: rof.shots };
}

/** Increased fire's +2 on every shot [16.3.2]. */
export function increasedModifiers(increased: boolean | undefined): AppliedModifier[] {
  return increased ? [{ name: "increased fire", value: increasedFire({ bursts: 1, shots: 1 }).modifier, rule: INCREASED, provenance: book("16.3.2") }] : [];
}

/**
 * Reliability [16.3.1]: the first die of the fire (+2 with increased fire) at or above the weapon's first number
 * calls a second roll (+2 too); at or above the second number the weapon jams: no hits or damage, MF still spent.
 * The numbers are placeholders (firepower/reliability); the event says so.
 */
export function reliabilityCheck(weapon: SoldierWeapon, firstDie: number | undefined, increased: boolean | undefined, dice: DiceSource, options: Options, tables?: ReadonlyMap<string, AnyTable>): { jammed: boolean; events: GameEvent[]; provenance?: Provenance } {
  if (options["firepower/reliability"] !== "on" || firstDie === undefined) return { jammed: false, events: [] };
  const cell = lookup(tableOf(tables, RELIABILITY), { weapon });
  if (!cell.ok) return { jammed: false, events: [] };
  // The numbers decide even when the weapon fires on: the fire event names them then (fire-command.ts).
  const plus = increased ? 2 : 0;
  const numbers = [cell.value.first, cell.value.second] as const;
  if (reliabilityOutcome(numbers, firstDie + plus) === "ok") return { jammed: false, events: [], provenance: cell.provenance };
  const second = dice.roll(10);
  const jammed = reliabilityOutcome(numbers, firstDie + plus, second + plus) === "dud";
  return { jammed, events: [{ type: jammed ? "fire/jammed" : "fire/reliability_held", data: { weapon, firstDie, second, modifier: plus, numbers, provenance: cell.provenance.kind, rule: "Firepower 16.3.1" } }] };
}

/** Candidates: each listed `fire` again with increased fire, when the option is in use [16.3.2]. */
export function increasedCandidates(options: Options, commands: readonly Command[]): Command[] {
  if (options["firepower/increased_fire"] !== "on") return [];
  return commands.filter((c) => c.type === "fire").map((c) => ({ ...c, payload: { ...(c.payload as object), increased: true } }));
}
