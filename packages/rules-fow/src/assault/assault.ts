// Assaults (digest §7): eligibility, charge distances, Defensive Fire and Fall Back, fighting (assault to-hit and
// what a hit does), the Counterattack test with Command Leadership, Break Off and Consolidation.
import type { DiceSource } from "@tactica/dice";
import type { TableUnit } from "@tactica/table";
import type { FowScore, DieResult } from "../odds/index";
import { rollTests } from "../odds/index";
import { within } from "../shooting/index";
import { FOW_DISTANCES } from "../tables/index";

const R = (s: string) => `FoW [${s}]`;
export type Refusal = { readonly code: string; readonly message: string; readonly rule: string };

export type AssaultTeamFacts = {
  readonly type: "tank" | "infantry" | "gun" | "aircraft";
  readonly armoured?: boolean; readonly heavyWeapon?: boolean; readonly independent?: boolean; readonly transport?: boolean;
  readonly tankFlameThrower?: boolean; readonly soviet?: boolean; readonly armouredTrain?: boolean; readonly cavalry?: boolean;
  readonly pinned?: boolean; readonly dashed?: boolean;
  /** All movement this Movement Step in the match's unit (RULING-24 counts Blitz and Follow Me). */
  readonly moved?: number;
  readonly order?: "blitz" | "shoot_and_scoot" | "dig_in" | "follow_me" | "cross_here" | "gapping" | "mine_clearing" | "disarm";
  readonly shotHalted?: boolean; readonly bombarded?: boolean; readonly shotAtAircraftLastTurn?: boolean;
  readonly unitAssaulted?: boolean;
};

/** Whether a team may Charge into Contact this Assault Step [Who Can Assault], else the first refusal. */
export function mayCharge(t: AssaultTeamFacts, unit: TableUnit, targetType?: "tank" | "infantry" | "gun", toleranceMm = 0.5): Refusal | null {
  const no = (code: string, message: string, rule: string): Refusal => ({ code, message, rule: R(rule) });
  if (t.unitAssaulted) return no("assault/unit_assaulted", "the Unit has already assaulted this turn", "Assaults");
  if (t.heavyWeapon || t.independent || t.type === "gun" || t.transport || t.armouredTrain || (t.type === "tank" && !t.armoured) || (t.tankFlameThrower && !t.soviet) || t.type === "aircraft") {
    return no("assault/never_charges", "Heavy Weapons, Independent, Gun, Unarmoured, Transport, tank flame-thrower and train teams never Charge", "Assaults › Who Can Assault");
  }
  if (t.type === "tank" && targetType === "tank") return no("assault/tank_on_tank", "Tanks cannot Assault Tanks", "Assaults › Who Can Assault");
  if (t.pinned) return no("assault/pinned", "a Pinned Down team cannot assault", "Assaults › Who Can Assault");
  if (t.dashed) return no("assault/dashed", "a team that moved at Dash cannot assault", "Assaults › Who Can Assault");
  if (t.moved !== undefined && !within(t.moved, FOW_DISTANCES.assaultTacticalLimit.pair, unit, toleranceMm)) return no("assault/moved_too_far", "moved more than 10\"/25cm", "Assaults › Who Can Assault (RULING-24)");
  if (t.order && t.order !== "follow_me") return no("assault/order", `used the ${t.order.replace(/_/g, " ")} order`, "Assaults › Who Can Assault");
  if (t.shotHalted) return no("assault/shot_halted", "shot at Halted ROF", "Assaults › Shooting Before Assaulting");
  if (t.bombarded) return no("assault/bombarded", "spotted for or fired a bombardment", "Assaults › Who Can Assault");
  if (t.shotAtAircraftLastTurn) return no("assault/shot_at_aircraft", "shot at Aircraft in the last enemy turn", "Shooting at Aircraft");
  return null;
}

/** Charge distance: 4"/10cm, Cavalry 6"/15cm [1. Charge into Contact; Cavalry]. */
export function chargeDistance(cavalry = false) {
  return cavalry ? FOW_DISTANCES.cavalryCharge.pair : FOW_DISTANCES.charge.pair;
}

/**
 * Fall Back after Defensive Fire [2. Opponent's Defensive Fire]: 5 hits (8 if 12+ assaulting teams; Bagpipes +1);
 * if every assaulting team is a Tank with Top armour 1 or 2 (RULING-25: or all armoured), two or more (or all)
 * Bailed Out or Destroyed. Demolition Carriers never fall back.
 */
export function fallsBack(f: { hits: number; assaultingTeams: number; bagpipes?: boolean; allTanksTop?: readonly number[]; tanksOut?: number; demolitionCarriers?: boolean; reading?: "literal" | "all_armoured" }): { fallsBack: boolean; rule: string } {
  if (f.demolitionCarriers) return { fallsBack: false, rule: R("Demolition Carriers") };
  const top = f.allTanksTop;
  const exempt = top !== undefined && top.length === f.assaultingTeams && (f.reading === "all_armoured" || top.every((a) => a === 1 || a === 2));
  if (exempt) {
    const needed = Math.min(2, f.assaultingTeams);
    return { fallsBack: (f.tanksOut ?? 0) >= needed, rule: R("2. Opponent's Defensive Fire › Fall Back (tanks, RULING-25)") };
  }
  const threshold = (f.assaultingTeams >= 12 ? 8 : 5) + (f.bagpipes ? 1 : 0);
  return { fallsBack: f.hits >= threshold, rule: R("2. Opponent's Defensive Fire › Fall Back") };
}

/** Assault to-hit: each team in contact rolls its Assault rating (+1 small infantry teams; Demolition Carrier 2+). */
export function assaultNeed(f: { assault: number; smallInfantry?: boolean; demolitionCarrier?: boolean }): number {
  if (f.demolitionCarrier) return 2;
  return f.assault + (f.smallInfantry ? 1 : 0);
}
/** Rolls a team's assault dice; Begleit/Tankodesantniki re-roll misses; a Turret-rear MG forces infantry/gun hits to re-roll; Improvised Tank Assault dies on a 1. */
export function rollAssault(need: FowScore, dice: DiceSource, o: { rerollMisses?: boolean; turretRearMg?: boolean; improvised?: boolean } = {}): { hit: boolean; destroyedAttacker: boolean; result: DieResult } {
  const reroll = o.rerollMisses && o.turretRearMg ? "none" : o.rerollMisses ? "misses" : o.turretRearMg ? "hits" : "none";
  const r = rollTests(1, need, dice, reroll).results[0]!;
  const last = r.reroll ?? r.first;
  return { hit: r.pass, destroyedAttacker: o.improvised === true && last.faces[0] === 1, result: r };
}

/**
 * What an assault hit does [4. Roll Saves]: Infantry, Gun and Unarmoured teams are Destroyed (Pillbox: its save
 * by RULING-36); an Armoured Tank takes the attacker's choice of the weapon's AT against Side, or AT 2 (Tank
 * Assault #) with FP 1+ against Top. The hit Unit is Pinned Down.
 */
export function assaultHitEffect(target: { type: "tank" | "infantry" | "gun"; armoured?: boolean; pillbox?: boolean }, o: { tankAssault?: number; useWeapon?: { antiTank: number; firepower: number } } = {}): { effect: "destroyed" | "save" | "armour"; armour?: "side" | "top"; antiTank?: number; firepower?: number; pins: true; rule: string } {
  if (target.type === "tank" && target.armoured) {
    if (o.useWeapon) return { effect: "armour", armour: "side", antiTank: o.useWeapon.antiTank, firepower: o.useWeapon.firepower, pins: true, rule: R("Assaults › 4. Roll Saves") };
    return { effect: "armour", armour: "top", antiTank: o.tankAssault ?? 2, firepower: 1, pins: true, rule: R("Assaults › 4. Roll Saves (Tank Assault)") };
  }
  if (target.pillbox) return { effect: "save", pins: true, rule: R("Bunkers (RULING-36)") };
  return { effect: "destroyed", pins: true, rule: R("Assaults › 4. Roll Saves") };
}

/**
 * The Counterattack test [6. Test to Counterattack]: one die for all Defending Units against each one's
 * Counterattack rating; Command Leadership re-rolls the die once for the failed Units whose Leader is within
 * 6"/15cm and LOS of their Commander.
 */
export function counterattackTest(units: readonly { id: string; counterattack: number; led?: boolean }[], dice: DiceSource): { face: number; reroll?: number; results: { id: string; passed: boolean; rerolled: boolean }[] } {
  const face = dice.roll(6);
  const failedLed = units.filter((u) => face < u.counterattack && u.led);
  const reroll = failedLed.length ? dice.roll(6) : undefined;
  return {
    face, ...(reroll !== undefined ? { reroll } : {}),
    results: units.map((u) => {
      const rer = face < u.counterattack && u.led === true && reroll !== undefined;
      return { id: u.id, passed: (rer ? reroll! : face) >= u.counterattack, rerolled: rer };
    }),
  };
}

/** Break Off [7. Counterattack or Break Off]: Pinned, and every team moves at Tactical to more than 6"/15cm (train 4"/10cm); one that cannot surrenders. */
export function breakOffDistance(train = false, reading: "train_four" | "general_six" = "train_four") {
  return train && reading === "train_four" ? FOW_DISTANCES.breakOffTrain.pair : FOW_DISTANCES.breakOff.pair;
}
/** A team breaking off that cannot get clear (or fails a Cross test doing so) surrenders and is Destroyed. */
export function breakOffResult(canClear: boolean, crossFailed = false): "broke_off" | "surrendered" {
  return canClear && !crossFailed ? "broke_off" : "surrendered";
}
/** Consolidation: winners move up to 4"/10cm, not within 2"/5cm of an enemy, no charging [Consolidation]. */
export function consolidationLimits() {
  return { move: FOW_DISTANCES.consolidate.pair, keepClear: FOW_DISTANCES.consolidateEnemy.pair, rule: R("Consolidation") };
}
