// Minefields, booby traps (digest §9.8) and passengers of a destroyed transport (§9.3): tests and the hits they give.
import type { DiceSource } from "@tactica/dice";
import type { FowScore } from "../odds/index";
import { rollTest } from "../odds/index";
import type { HitResult, SaveOptions } from "./saves";
import { resolveArmouredHit, resolveTeamHit } from "./saves";
import type { ArmouredTarget } from "./saves";

type Victim = { readonly kind: "armoured"; readonly target: ArmouredTarget } | { readonly kind: "team"; readonly save: FowScore; readonly bulletproof?: boolean; readonly unarmouredTank?: boolean };

function hit(v: Victim, antiTank: number, firepower: number, dice: DiceSource, o: SaveOptions): HitResult {
  return v.kind === "armoured"
    ? resolveArmouredHit(v.target, { antiTank, firepower, inFrontOfHull: false, top: true }, dice, o)
    : resolveTeamHit({ save: v.save, bulletproof: false, unarmouredTank: v.unarmouredTank }, { firepower }, dice, o);
}

/**
 * A team moving into a Minefield [Fortifications › Minefields] rolls its Skill (or Tactics): failing, it is hit by
 * AT 5, FP 1+ (tanks on Top armour) and saves. The Unit is Pinned when it finishes moving; a tank Bailed Out or
 * Destroyed halts in the field.
 */
export function minefieldTest(skill: FowScore, victim: Victim, dice: DiceSource, o: SaveOptions = {}): { passed: boolean; faces: readonly number[]; hit?: HitResult; pinsUnit: boolean; halts: boolean; rule: string } {
  const t = rollTest(skill, dice);
  if (t.pass) return { passed: true, faces: t.faces, pinsUnit: false, halts: false, rule: "FoW [Fortifications › Minefields]" };
  const h = hit(victim, 5, 1, dice, o);
  return { passed: false, faces: t.faces, hit: h, pinsUnit: true, halts: h.outcome === "bailed_out" || h.outcome === "destroyed", rule: "FoW [Fortifications › Minefields]" };
}

/** The first team to move across or off a Booby Trap rolls Skill: pass removes it; fail: hit by AT 3, FP 2+ (Top), Unit Pinned. */
export function boobyTrapTest(skill: FowScore, victim: Victim, dice: DiceSource, o: SaveOptions = {}): { passed: boolean; hit?: HitResult; pinsUnit: boolean; rule: string } {
  const t = rollTest(skill, dice);
  if (t.pass) return { passed: true, pinsUnit: false, rule: "FoW [Fortifications › Booby Traps]" };
  return { passed: false, hit: hit(victim, 3, 2, dice, o), pinsUnit: true, rule: "FoW [Fortifications › Booby Traps]" };
}

/**
 * Passengers of a transport Destroyed [Transports and Passengers › Casualties]: by shooting or bombardment each
 * rolls one Infantry or Gun save (survivors placed by the wreck away from the shooter, their Unit Pinned); in an
 * Assault all are Destroyed.
 */
export function passengersOfDestroyedTransport(passengers: readonly { id: string; save: FowScore }[], cause: "shooting" | "assault", dice: DiceSource): { survivors: string[]; destroyed: string[]; unitPinned: boolean; rule: string } {
  const rule = "FoW [Transports and Passengers › Casualties]";
  if (cause === "assault") return { survivors: [], destroyed: passengers.map((p) => p.id), unitPinned: false, rule };
  const survivors: string[] = [], destroyed: string[] = [];
  for (const p of passengers) (rollTest(p.save, dice).pass ? survivors : destroyed).push(p.id);
  return { survivors, destroyed, unitPinned: survivors.length > 0, rule };
}
