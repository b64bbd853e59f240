// Grenades, satchel and explosive charges (WWB 8.5; 11.0 Explosives, Strength). Geometry (which Hex is "forward",
// ring membership, MHx distances) comes in as plain inputs.
import type { BlastCover, DiceFaceSet, DieColour, Stance } from "../tables/index";
import { BLAST_DIE, BLAST_RING2_SHIFT, OPEN_MODIFIER, PLACEHOLDER_DICE_FACES, THRESHOLDS, THROW, faceOf, readNumeric, shiftDie } from "../tables/index";
import type { WwbOptionValues } from "../options/index";
import { wwbOption } from "../options/index";

/** Maximum throw in MHx: 3 (satchel 2), -1/-2 for a 1/2-level obstacle between, +1/+2 Strength [8.5; 11.0]. */
export function maxThrow(kind: "grenade" | "satchel", obstacleLevel: 0 | 1 | 2 = 0, strength: 0 | 1 | 2 = 0): number {
  return Math.max(0, (kind === "satchel" ? THROW.satchelRangeMhx : THROW.grenadeRangeMhx) - obstacleLevel + strength);
}

/** Where a grenade lands relative to its target Hex. */
export type Landing =
  | { readonly kind: "on_target"; readonly rule: string }
  | { readonly kind: "forward" | "backward"; readonly hexes: 1; readonly rule: string }
  | { readonly kind: "scatter"; readonly hexes: 3; readonly direction: number; readonly rule: string };

/**
 * The landing of a throw in the open from its Grey and Blue rolls: Grey OK/medal = precise, then the Blue number
 * against the distance d in MHx (equal on target, higher 1 Hex forward, lower 1 Hex back); Grey null = 3 Hex toward
 * the Blue direction (1 = wind) [8.5 steps 2-3].
 */
export function landing(rolls: readonly [number, number], distanceMhx: number, opts: { faces?: DiceFaceSet; options?: WwbOptionValues } = {}): Landing {
  const faces = opts.faces ?? PLACEHOLDER_DICE_FACES;
  const precise = faceOf(faces, THROW.precisionDie, rolls[0]).icon !== "none";
  const blue = readNumeric(faces, THROW.distanceDie, rolls[1]).number;
  const rule = "WWB 8.5 Launch procedure in the open";
  if (!precise) return { kind: "scatter", hexes: 3, direction: blue, rule };
  const d = distanceMhx === 0 && wwbOption(opts.options, "sameMhxThrow") === "distance_one" ? 1 : distanceMhx;
  if (blue === d) return { kind: "on_target", rule };
  return { kind: blue > d ? "forward" : "backward", hexes: 1, rule };
}

/** The die a soldier rolls for a blast: by his cover from it, ring 2 one lower; below White no effect [8.5 step 4]. */
export function blastDie(ring: 0 | 1 | 2, cover: BlastCover, stance?: Stance): { die: DieColour | "none"; steps: { name: string; value: number; rule: string }[] } {
  const steps: { name: string; value: number; rule: string }[] = [];
  if (ring === 2) steps.push({ name: "outer ring", value: BLAST_RING2_SHIFT, rule: "WWB 8.5 step 4" });
  if (cover === "open" && stance) steps.push({ name: `${stance} in the open`, value: OPEN_MODIFIER[stance].value, rule: "WWB 8.5 step 4; 8.1 step 4 (Player Aid)" });
  const s = shiftDie(BLAST_DIE[cover], steps.reduce((a, x) => a + x.value, 0));
  return { die: s.ok ? s.colour : "none", steps };
}

/** A throw into a building or bunker: automatic, a die, or impossible [8.5 into buildings step 1]. */
export function windowThrow(t: { adjacent: boolean; mhxFromWindow: number; elevation?: number; slit?: boolean; strength?: 0 | 1 | 2 }): { kind: "automatic" } | { kind: "roll"; die: DieColour } | { kind: "impossible"; reason: string; rule: string } {
  const rule = "WWB 8.5 Launch procedure into buildings";
  if (t.adjacent) return { kind: "automatic" };
  const range = THROW.windowRangeMhx - (t.elevation ?? 0);
  if (t.mhxFromWindow > range) return { kind: "impossible", reason: `beyond ${range} MHx of the opening`, rule };
  const s = shiftDie(THROW.windowDie, -t.mhxFromWindow + (t.slit ? THROW.slitShift : 0));
  if (!s.ok) return { kind: "impossible", reason: "the die drops below White", rule };
  return { kind: "roll", die: s.colour };
}

/** The window roll: OK/medal enters (each occupant of the floor rolls Blue, no modifiers); null bounces 2 Hex back [8.5]. */
export function windowResult(die: DieColour, roll: number, faces: DiceFaceSet = PLACEHOLDER_DICE_FACES): { enters: boolean; bounceHex?: 2; occupantsRoll?: DieColour; rule: string } {
  const icon = faceOf(faces, die, roll).icon;
  return icon !== "none" ? { enters: true, occupantsRoll: "blue", rule: "WWB 8.5 into buildings steps 3-4" } : { enters: false, bounceHex: 2, rule: "WWB 8.5 into buildings step 3" };
}

/** A charge's placement test: Red + Explosives (+2/+3) >= 5; skull explodes; L2 re-rolls one skull [8.5; 11.0]. */
export function placeCharge(rolls: readonly number[], explosives: 0 | 1 | 2, faces: DiceFaceSet = PLACEHOLDER_DICE_FACES): { outcome: "placed" | "failed" | "exploded" | "not_allowed"; rerolled: boolean; rule: string } {
  const rule = "WWB 8.5 Explosive charge, Placing; 11.0 Explosives";
  if (explosives === 0) return { outcome: "not_allowed", rerolled: false, rule: "WWB 8.5 (only a soldier with the Explosives Skill)" };
  const bonus = explosives === 1 ? 2 : 3;
  let r = readNumeric(faces, THRESHOLDS.chargePlacement.die, rolls[0] ?? 0, bonus);
  let rerolled = false;
  if (r.skull && explosives === 2) { r = readNumeric(faces, THRESHOLDS.chargePlacement.die, rolls[1] ?? 0, bonus); rerolled = true; }
  if (r.skull) return { outcome: "exploded", rerolled, rule };
  return { outcome: r.total >= THRESHOLDS.chargePlacement.atLeast ? "placed" : "failed", rerolled, rule };
}

/** A charge's explosion against its target: Red >= 3 (explosive) or 4 (satchel), no skill modifiers [8.5]. */
export function chargeDestroys(kind: "explosive" | "satchel", roll: number, faces: DiceFaceSet = PLACEHOLDER_DICE_FACES): { destroyed: boolean; collapse: boolean; rule: string } {
  const th = kind === "satchel" ? THRESHOLDS.satchelDestroys : THRESHOLDS.explosiveDestroys;
  const r = readNumeric(faces, th.die, roll);
  const destroyed = !r.skull && r.total >= th.atLeast;
  return { destroyed, collapse: destroyed && kind === "satchel", rule: kind === "satchel" ? "WWB 8.5 Satchel Charge, Explosion" : "WWB 8.5 Explosive charge, Explosion" };
}

/** A time fuse at the end of a turn: the die -1; below 1 it explodes [8.5]. */
export function tickFuse(value: number): { value: number; explodes: boolean; rule: string } {
  const v = value - 1;
  return { value: v, explodes: v < 1, rule: "WWB 8.5 Explosive charge, Placing (time fuse)" };
}

/** A remote detonation is allowed within 1 MHx beyond the charge's MHx [8.5; digest §13.1 item 8]. */
export function mayDetonateRemotely(mhxFromCharge: number): boolean {
  return mhxFromCharge <= 1;
}

/** Defusing: Red >= the up-arrow value (a placeholder); the +2/+3 only with option wwb/defuse_bonus; L2 re-rolls a skull [11.0]. */
export function defuseCharge(rolls: readonly number[], explosives: 0 | 1 | 2, opts: { faces?: DiceFaceSet; options?: WwbOptionValues } = {}): { outcome: "defused" | "failed" | "exploded" | "not_allowed"; rule: string; provenance: string } {
  const faces = opts.faces ?? PLACEHOLDER_DICE_FACES;
  const th = THRESHOLDS.chargeDefuse;
  const provenance = th.provenance.kind;
  if (explosives === 0) return { outcome: "not_allowed", rule: "WWB 11.0 Explosives", provenance };
  const bonus = wwbOption(opts.options, "defuseBonus") === "both" ? (explosives === 1 ? 2 : 3) : 0;
  let r = readNumeric(faces, th.die, rolls[0] ?? 0, bonus);
  if (r.skull && explosives === 2) r = readNumeric(faces, th.die, rolls[1] ?? 0, bonus);
  if (r.skull) return { outcome: "exploded", rule: "WWB 11.0 Explosives", provenance };
  return { outcome: r.total >= th.atLeast ? "defused" : "failed", rule: "WWB 11.0 Explosives", provenance };
}

/** Load-out check: 2 grenade slots; an explosive charge takes 1, a satchel both; charges need Explosives [3.0; 8.5]. */
export function checkLoadout(items: readonly ("frag" | "smoke" | "explosive" | "satchel")[], explosives: 0 | 1 | 2): { ok: true } | { ok: false; error: { code: string; message: string; rule: string } } {
  const slots = items.reduce((n, i) => n + (i === "satchel" ? 2 : 1), 0);
  if (slots > 2) return { ok: false, error: { code: "wwb/loadout_slots", message: `The load-out needs ${slots} Equipment boxes; a soldier has 2.`, rule: "WWB 3.0 Setup; 8.5" } };
  if (explosives === 0 && items.some((i) => i === "explosive" || i === "satchel")) return { ok: false, error: { code: "wwb/loadout_explosives", message: "Only a soldier with the Explosives Skill carries charges.", rule: "WWB 8.5" } };
  return { ok: true };
}

/**
 * A smoke grenade's life: the whole landing MHx is smoked; in that turn's Resolution phase the marker becomes a Smoke
 * marker in the centre of the adjacent MHx downwind; it is removed in the following Resolution phase [8.5; 6.0].
 */
export function smokeLifecycle(thrownTurn: number): { drift: { turn: number; phase: "resolution"; to: "adjacent_mhx_downwind" }; removed: { turn: number; phase: "resolution" }; rule: string } {
  return { drift: { turn: thrownTurn, phase: "resolution", to: "adjacent_mhx_downwind" }, removed: { turn: thrownTurn + 1, phase: "resolution" }, rule: "WWB 8.5 Smoke grenades; 4.0 Resolution Phase" };
}
