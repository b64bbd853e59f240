// Option 23.1 Wounds in play: a hit soldier rolls on the Wound Tables instead of being eliminated outright.
import type { DiceSource } from "@tactica/dice";
import type { AnyTable, GameEvent } from "@tactica/engine";
import { lookupOrThrow } from "@tactica/engine";
import { parseWound, woundRecord } from "../advanced/characteristics";
import { tableOf } from "../fire/table-of";
import type { WoundLocation } from "../tables/wound-table";
import { WOUND_IMPACT, WOUND_TABLE } from "../tables/wound-table";
import { patchSoldiers } from "../core/soldiers";
import { hitWithStatus } from "../core/status-ladder";
import type { FirepowerGame, Soldier, SoldierWeapon } from "../state/types";
import type { FieldSoldier, WoundEntry } from "../core/wound-effects";
export { WOUNDS } from "../options/rule-options";

type Ctx = { readonly options: Readonly<Record<string, string>>; readonly tables?: ReadonlyMap<string, AnyTable> };

/**
 * The weapon-hit rules of a wound [23.1.4, 23.1.5] (wound-extras.ts): a hit weapon may explode, and its blast wounds
 * again, so they sit above the fire and blast rules while these wound rules sit below them. wound-extras.ts installs
 * them when it is loaded (the ruleset loads it); a wound roll without them is a programming error, never a ruling.
 */
export type WeaponHitRules = {
  isWeaponUnitCrewman(game: FirepowerGame, s: Soldier): boolean;
  markRecovery(game: FirepowerGame, data: Readonly<Record<string, unknown>>, options: Readonly<Record<string, string>>): FirepowerGame;
  weaponHitEffects(game: FirepowerGame, before: FieldSoldier, data: Readonly<Record<string, unknown>>, dice: DiceSource, ctx: Ctx): { game: FirepowerGame; events: GameEvent[] };
};
let weaponHitRules: WeaponHitRules | undefined;
/** Installs the 23.1.4-23.1.5 weapon-hit rules (called once, by wound-extras.ts). */
export function installWeaponHitRules(rules: WeaponHitRules): void {
  weaponHitRules = rules;
}

/** A hit on a soldier: by an L weapon (with its impact number, 23.1.2), a blast, or in melee (melee wounds also Stun). */
export type SoldierHit = { readonly id: string; readonly by: "L" | "blast" | "melee"; readonly weapon?: SoldierWeapon };

/** Whether Option 23.1 is in use. */
export function woundsInUse(options: Readonly<Record<string, string>>): boolean {
  return options["firepower/wounds"] === "on" || options["firepower/wounds"] === "casualties";
}

const IMPACT_WEAPONS = ["LMG", "RFL", "PST"] as const;
const VITAL: readonly WoundLocation[] = ["head", "chest", "body", "groin"];
const LIMB: readonly WoundLocation[] = ["arm", "leg"];
const LETTER: Readonly<Record<WoundLocation, string>> = { head: "H", chest: "C", body: "B", groin: "G", arm: "A", leg: "L", weapon: "W" };

/** A wound that counts: not a weapon hit or a minor wound [23.1.4.2, 23.6]. */
export function isSeriousWound(w: WoundEntry): boolean {
  return w.location !== "weapon" && w.effect !== "minor";
}

/** Option 23.6: a living soldier with a serious wound counts as a casualty and never as surviving. */
export function countsAsCasualty(s: FieldSoldier, options: Readonly<Record<string, string>>): boolean {
  return options["firepower/wounds"] === "casualties" && (s.wounds ?? []).some(isSeriousWound);
}

type Outcome = "killed" | "incapacitated" | "wounded" | "minor" | "weapon_destroyed";

/**
 * Impact of an L weapon [23.1.2]: "S" or above the Impact Line knocks down and Stuns; equal to it knocks down only.
 * The rulebook wins over the digest here, whose "≥ the Impact line … knocks down and Stuns" merges the two cases.
 */
function impactOf(hit: SoldierHit, ctx: Ctx): { down: boolean; stun: boolean } {
  const weapon = IMPACT_WEAPONS.find((w) => w === hit.weapon);
  if (hit.by !== "L" || !weapon) return { down: false, stun: false };
  const t = tableOf(ctx.tables, WOUND_IMPACT);
  const impact = lookupOrThrow(t, { item: weapon }).value;
  const line = lookupOrThrow(t, { item: "impact_line" } as const).value;
  if (impact === "S") return { down: true, stun: true };
  const lineN = line === "S" ? Number.POSITIVE_INFINITY : line;
  return { down: impact >= lineN, stun: impact > lineN };
}

/** One wound roll on a soldier [23.1-23.1.4]: the new soldier and the event data. */
function woundOne(s: FieldSoldier, hit: SoldierHit, dice: DiceSource, ctx: Ctx, crewUnit = false): { soldier: FieldSoldier; data: Record<string, unknown> } {
  const roll = dice.roll(10);
  const cell = lookupOrThrow(tableOf(ctx.tables, WOUND_TABLE), { roll });
  const { location, effect } = cell.value;
  const prior = s.wounds ?? [];
  const base = { soldier: s.id, roll, location, effect, provenance: cell.provenance.kind, rule: "Firepower 23.1" };
  // 23.1.4.1: a crewman of an LCW or MSL weapon unit in its hex: the unit is destroyed, no re-roll (wound-extras.ts).
  if (location === "weapon" && crewUnit) return { soldier: { ...s, wounds: [...prior, { location, effect: "weapon_unit", record: "W" }] }, data: { ...base, outcome: "weapon_unit_destroyed", rule: "Firepower 23.1.4.1" } };
  if (location === "weapon") {
    // 23.1.4.2: roll again: 1-6 a minor wound, 7+ the major personal weapon is destroyed.
    const again = dice.roll(10);
    const entry: WoundEntry = { location, effect: again <= 6 ? "minor" : "weapon", record: "W" };
    const outcome: Outcome = again <= 6 ? "minor" : "weapon_destroyed";
    const next: FieldSoldier = { ...s, wounds: [...prior, entry], ...(again >= 7 ? { weaponLost: true } : {}) };
    return { soldier: next, data: { ...base, weaponRoll: again, outcome, rule: "Firepower 23.1.4.2" } };
  }
  const parsed = parseWound(effect);
  const entry: WoundEntry = { location, effect, record: parsed ? woundRecord(LETTER[location], parsed) : LETTER[location] };
  // 23.1.1: two head/chest/body/groin wounds kill; two arm/leg wounds incapacitate.
  const twoVital = VITAL.includes(location) && prior.some((w) => VITAL.includes(w.location));
  const twoLimb = LIMB.includes(location) && prior.some((w) => LIMB.includes(w.location));
  const outcome: Outcome = effect === "K" || twoVital ? "killed" : effect === "X" || twoLimb ? "incapacitated" : "wounded";
  const impact = impactOf(hit, ctx);
  const down = outcome !== "wounded" || parsed?.down === true || impact.down;
  // Melee wounds also Stun [23.1.1]; an L impact of "S" or above the Impact Line Stuns [23.1.2].
  const stun = outcome === "wounded" && (hit.by === "melee" || impact.stun);
  const wounded: FieldSoldier = { ...s, wounds: [...prior, entry], ...(outcome === "wounded" ? {} : { eliminated: true }), ...(down ? { posture: "prone" as const, running: false } : {}) };
  const soldier: FieldSoldier = stun ? { ...wounded, ...hitWithStatus(wounded, "stunned", ctx.options) } : wounded;
  return { soldier, data: { ...base, outcome, knockedDown: down, stunned: stun, ...(outcome === "wounded" ? { record: entry.record } : {}) } };
}

/**
 * Soldiers hit by fire, a blast or melee [6.3.6.3.1, 23.1]: eliminated, or with Option 23.1 each hit rolled on the
 * Wound Tables (one roll per hit, in order): K and two vital wounds kill, X and two limb wounds incapacitate (both
 * out of the game, Prone), other codes leave him wounded (D Prone, nF fire, nS MF, nM melee), a weapon hit destroys
 * his weapon on 7+. The `wound/taken` events say the table is a placeholder.
 */
export function hitSoldiers(game: FirepowerGame, hits: readonly SoldierHit[], dice: DiceSource, ctx: Ctx): { game: FirepowerGame; events: GameEvent[] } {
  if (hits.length === 0) return { game, events: [] };
  if (!woundsInUse(ctx.options)) {
    const ids = new Set(hits.map((h) => h.id));
    return { game: patchSoldiers(game, (s) => (ids.has(s.id) ? { ...s, eliminated: true } : undefined)), events: [] };
  }
  const { isWeaponUnitCrewman, markRecovery, weaponHitEffects } = weaponHitRules ?? (() => { throw new Error("wounds: the weapon-hit rules (wound-extras.ts) are not loaded"); })();
  let next = game;
  const events: GameEvent[] = [];
  for (const hit of hits) {
    const s: FieldSoldier | undefined = next.soldiers.find((x) => x.id === hit.id);
    if (!s || s.eliminated) continue;
    const w = woundOne(s, hit, dice, ctx, isWeaponUnitCrewman(next, s));
    const soldier: Soldier = w.soldier;
    next = patchSoldiers(next, (x) => (x.id === hit.id ? soldier : undefined));
    events.push({ type: "wound/taken", data: w.data });
    // 23.1.4: what a weapon hit destroys or sets off; 23.1.5: a knock-down to recover from (wound-extras.ts).
    const extra = weaponHitEffects(markRecovery(next, w.data, ctx.options), s, w.data, dice, ctx);
    next = extra.game;
    events.push(...extra.events);
  }
  return { game: next, events };
}

/**
 * Blast hits [6.3.6.3.2.2, 12.3.4, 23.1]: every soldier whose blast roll reads "eliminated" is hit; with Option 23.1
 * his roll's result becomes the wound's outcome ("killed", "incapacitated", "wounded L2S", ...), so every blast
 * event (grenades, mortar bombs, mines, charges) reports it.
 */
export function blastHits<R extends { readonly soldier: string; readonly result: string }>(game: FirepowerGame, rolls: readonly R[], dice: DiceSource, ctx: Ctx): { game: FirepowerGame; rolls: R[] } {
  const ids = rolls.filter((r) => r.result === "eliminated").map((r) => r.soldier);
  const hit = hitSoldiers(game, ids.map((id) => ({ id, by: "blast" as const })), dice, ctx);
  if (hit.events.length === 0) return { game: hit.game, rolls: [...rolls] };
  const outcome = new Map(hit.events.map((e) => {
    const d = e.data as { soldier: string; outcome: string; record?: string };
    return [d.soldier, d.record ? `wounded ${d.record}` : d.outcome] as const;
  }));
  return { game: hit.game, rolls: rolls.map((r): R => { const o = outcome.get(r.soldier); return o === undefined ? r : { ...r, result: o }; }) };
}
