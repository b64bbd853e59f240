// Motivation tests, Last Stand and leadership (digest §8): Remount, Rally, Unit and Formation Last Stand, In Good
// Spirits, Command Leadership and Komissar re-rolls.
import type { DiceSource } from "@tactica/dice";
import type { FowScore } from "../odds/index";
import { rollTest } from "../odds/index";

const R = (s: string) => `FoW [${s}]`;
export type TestKind = "remount" | "rally" | "last_stand" | "counterattack";
export type MotivationRoll = { readonly kind: TestKind; readonly need: FowScore; readonly faces: readonly number[]; readonly passed: boolean; readonly rerolls: readonly { source: "commander" | "komissar"; faces: readonly number[]; passed: boolean }[]; readonly komissarDestroyed?: boolean; readonly rule: string };

const RULES: Record<TestKind, string> = {
  remount: "Bailed Out Tank Teams › Remounting", rally: "Pinned Down › Rallying", last_stand: "Unit Last Stand", counterattack: "Assaults › 6. Test to Counterattack",
};

/**
 * One motivation test with its re-rolls [Formations › Command Leadership; Soviet Special Rules › Komissar]: the
 * Commander's re-roll of a failure if `led` (Leader within 6"/15cm and LOS of the Formation Commander); then a
 * Komissar's (Last Stand, Rally, Counterattack) even after the Commander's, which costs a Team, and a 1 on it
 * destroys the Komissar instead. Modifiers (Protected Ammo -1, Fuel Tanks +1, all-Cavalry -1 Rally, Tiger Ace -1
 * Last Stand) change `need` before the call.
 */
export function motivationTest(kind: TestKind, need: FowScore, dice: DiceSource, o: { led?: boolean; komissar?: boolean } = {}): MotivationRoll {
  const first = rollTest(need, dice);
  const rerolls: { source: "commander" | "komissar"; faces: readonly number[]; passed: boolean }[] = [];
  let passed = first.pass;
  if (!passed && o.led) { const r = rollTest(need, dice); rerolls.push({ source: "commander", faces: r.faces, passed: r.pass }); passed = r.pass; }
  let komissarDestroyed: boolean | undefined;
  if (!passed && o.komissar && kind !== "remount") {
    const r = rollTest(need, dice);
    komissarDestroyed = r.faces[0] === 1;
    rerolls.push({ source: "komissar", faces: r.faces, passed: r.pass && !komissarDestroyed });
    passed = r.pass && !komissarDestroyed;
  }
  return { kind, need, faces: first.faces, passed, rerolls, ...(komissarDestroyed !== undefined ? { komissarDestroyed } : {}), rule: R(RULES[kind]) };
}

/** Score modifiers on motivation tests from team and unit rules. */
export function motivationNeed(kind: TestKind, base: number, o: { protectedAmmo?: boolean; fuelTanks?: boolean; allCavalry?: boolean; tigerAce?: boolean; britishBulldog?: boolean; shtraf?: boolean } = {}): number {
  if (o.shtraf) return 2;
  let n = base;
  if (kind === "remount") n += (o.protectedAmmo ? -1 : 0) + (o.fuelTanks ? 1 : 0);
  if (kind === "rally" && o.allCavalry) n -= 1;
  if (kind === "last_stand" && o.tigerAce) n -= 1;
  if (kind === "counterattack" && o.britishBulldog) n -= 1;
  return n;
}

export type UnitSpirits = {
  readonly hq?: boolean;
  readonly anyBailedOrDestroyed: boolean;
  readonly leaderAlive: boolean;
  /** Counting only Teams In Command. */
  readonly inCommand: { readonly tanksNotBailed: number; readonly guns: number; readonly infantry: number; readonly aircraft: number };
};
/**
 * In Good Spirits [Unit Last Stand]: no Teams Bailed Out or Destroyed, or (counting only Teams In Command) two
 * Tanks not Bailed Out, two Guns, three Infantry or one Aircraft; a Unit whose Leader is dead is not. HQ Units never test.
 */
export function unitInGoodSpirits(u: UnitSpirits): { inGoodSpirits: boolean; mustTest: boolean; rule: string } {
  if (u.hq) return { inGoodSpirits: true, mustTest: false, rule: R("Unit Last Stand (HQ Units never test)") };
  const c = u.inCommand;
  const ok = u.leaderAlive && (!u.anyBailedOrDestroyed || c.tanksNotBailed >= 2 || c.guns >= 2 || c.infantry >= 3 || c.aircraft >= 1);
  return { inGoodSpirits: ok, mustTest: !ok, rule: R("Unit Last Stand (RULING-23j main text)") };
}
/**
 * Formation Last Stand [Formation Last Stand]: In Good Spirits with two or more Units (HQ counted, not Transport or
 * Support) on the table or in Reserve (RULING-23d main text; QRS: two Units In Good Spirits). Otherwise Destroyed.
 */
export function formationInGoodSpirits(units: readonly { onTableOrReserve: boolean; inGoodSpirits: boolean; transport?: boolean; support?: boolean }[], reading: "main_text" | "qrs" = "main_text"): { inGoodSpirits: boolean; counted: number; rule: string } {
  const counted = units.filter((u) => !u.transport && !u.support && u.onTableOrReserve && (reading === "main_text" || u.inGoodSpirits)).length;
  return { inGoodSpirits: counted >= 2, counted, rule: R("Formation Last Stand (RULING-23d)") };
}
/** A player with no Formation In Good Spirits (Allied ones excluded) loses [Formation Last Stand › No Formations Left]. */
export function noFormationsLeft(formations: readonly { inGoodSpirits: boolean; allied?: boolean }[]): boolean {
  return !formations.some((f) => f.inGoodSpirits && !f.allied);
}
