// A shot in play: direct fire from a soldier at a soldier (WWB 8.1), used by the fire command and by opportunity
// fire (8.2). The die comes from the weapon card's range bands on the MegaHex range (same MHx: the most lethal of
// the three), shifted by the modifiers; its face is applied to the target. INTERIM: the fire, health and morale
// chapters (src/fire, src/health, src/morale) replace the die choice and the outcome as they land; this reads the
// tables folder's cards, Player Aid, dice faces and gauge.
import type { DiceSource } from "@tactica/dice";
import type { GameEvent } from "@tactica/engine";
import { inSameMegahex, mhxRange, WWB_GRID_OPTIONS } from "../grids/index";
import { colourAt, inWoods, withSoldier } from "../state/index";
import type { Morale, Soldier, WwbGame } from "../state/index";
import { COVER_MODIFIER, faceOf, FIRE_MODIFIERS, ladderIndex, OPEN_MODIFIER, PLACEHOLDER_DICE_FACES, PLACEHOLDER_GAUGE, shiftDie, WEAPONS, WOUND_BOXES } from "../tables/index";
import type { CombatResult, CoverKind, DieColour, WeaponCard } from "../tables/index";
import { audienceOf, coverFacing, sightOf } from "./sight";

export type ShotFigures = {
  readonly base: DieColour;
  readonly die: DieColour;
  readonly range: number;
  readonly sameMhx: boolean;
  readonly modifiers: readonly { readonly name: string; readonly value: number; readonly provenance: unknown }[];
  readonly headOnly: boolean;
};

export const weaponOf = (s: Soldier): WeaponCard | undefined => WEAPONS[s.weapon];

/** The barrier kind that covers `target` from `firer` for the Player Aid (WWB 8.1 step 4), or undefined in the open. */
function coverKind(game: WwbGame, firer: Soldier, target: Soldier): CoverKind | undefined {
  if (inWoods(game.board, target.hex) && colourAt(game.board, target.hex) === "yellow") return "woodland";
  const c = coverFacing(game.board, target, firer);
  if (c < 0) return undefined;
  if (colourAt(game.board, target.hex) === "red" && c <= 0.5) return "crater";
  return c >= 1 ? "wall" : "hedge";
}

/**
 * The die a direct fire rolls (WWB 8.1 steps 3-4), or a refusal reason: out of range, or shifted below White.
 * Modifiers in the open and in cover are not cumulative (8.1 step 4).
 */
export function shotFigures(game: WwbGame, firer: Soldier, target: Soldier, options: Readonly<Record<string, string>>, headShot = false): ShotFigures | { readonly refused: string } {
  const card = weaponOf(firer);
  if (!card) return { refused: `no weapon card ${firer.weapon}` };
  const edge = options[WWB_GRID_OPTIONS.rangeEdge.id] === "farthest" ? "farthest" : "nearest";
  const sameRule = options[WWB_GRID_OPTIONS.sameMhxForFire.id] === "shared" ? "shared" : "outside";
  const range = mhxRange(game.board.megahex, firer.hex, target.hex, edge);
  const same = inSameMegahex(game.board.megahex, firer.hex, target.hex, sameRule);
  let base: DieColour | undefined;
  if (same) base = [...card.bands].map((b) => b.die.value).sort((a, b) => ladderIndex(b) - ladderIndex(a))[0];
  else base = card.bands.find((b) => range <= b.maxMhx.value)?.die.value;
  if (!base) return { refused: `the target is ${range} MHx away, beyond the ${card.name}'s last range band` };
  const mods: { name: string; value: number; provenance: unknown }[] = [];
  const st = card.stanceModifier[firer.stance];
  if (st.value !== 0) mods.push({ name: `${card.name} ${firer.stance} shot`, value: st.value, provenance: st.provenance });
  const w = firer.skills.weapons ?? 0;
  if (w > 0) mods.push({ name: `Weapons L${w}`, value: w === 2 ? FIRE_MODIFIERS.weaponsL2.value : FIRE_MODIFIERS.weaponsL1.value, provenance: FIRE_MODIFIERS.weaponsL1.provenance });
  const kind = coverKind(game, firer, target);
  if (kind) mods.push({ name: `target in cover (${kind})`, value: COVER_MODIFIER[kind].value, provenance: COVER_MODIFIER[kind].provenance });
  else { const o = OPEN_MODIFIER[target.stance]; if (o.value !== 0) mods.push({ name: `target ${target.stance} in the open`, value: o.value, provenance: o.provenance }); }
  const sight = sightOf(game, firer, target);
  const headOnly = headShot || sight.headOnly;
  if (headOnly) mods.push({ name: "head shot", value: FIRE_MODIFIERS.headShot.value, provenance: FIRE_MODIFIERS.headShot.provenance });
  const shifted = shiftDie(base, mods.reduce((a, m) => a + m.value, 0));
  if (!shifted.ok) return { refused: "the modifiers drop the die below White: no shot" };
  return { base, die: shifted.colour, range, sameMhx: same, modifiers: mods, headOnly };
}

const BLEED = PLACEHOLDER_GAUGE.boxes.indexOf("bleeding");
const LOC = PLACEHOLDER_GAUGE.boxes.length - 1;

/** One more suppression on a soldier (WWB 10.0): alerted to suppressed, shaken to suppressed, suppressed to broken. */
export function suppressOnce(m: Morale): Morale {
  if (m === "suppressed") return "broken";
  if (m === "broken") return "broken";
  return "suppressed";
}

/** Apply a combat result to a soldier (WWB 8.1 step 5, 9.0 Wounds, 10.0). Interim until health/ and morale/ land. */
export function applyResult(game: WwbGame, target: Soldier, result: CombatResult, headOnly: boolean): WwbGame {
  if (result === "miss") return game;
  if (result === "killed") return withSoldier(game, target.id, { health: "dead", opf: false, suppressing: null });
  if (result === "suppressed") return withSoldier(game, target.id, { morale: suppressOnce(target.morale), opf: false, suppressing: null });
  let wounds = target.wounds + WOUND_BOXES[result];
  if (result === "heavy_wound" && headOnly) wounds = Math.max(wounds, BLEED);
  wounds = Math.min(wounds, LOC);
  const health = wounds >= LOC ? "loc" : wounds >= BLEED ? "bleeding" : "ok";
  const morale = result === "heavy_wound" ? suppressOnce(target.morale) : target.morale;
  const stance = result === "heavy_wound" || health !== "ok" ? "prone" : target.stance;
  return withSoldier(game, target.id, { wounds, health, morale, stance, ...(health !== "ok" || result === "heavy_wound" ? { opf: false, suppressing: null } : {}) });
}

/** Fire one attack (WWB 8.1): the Round in the Chamber die moves one box right (step 2, read as 2.0), roll, apply. */
export function resolveShot(game: WwbGame, firer: Soldier, target: Soldier, dice: DiceSource, options: Readonly<Record<string, string>>, kind: "direct" | "opportunity", headShot = false): { game: WwbGame; events: GameEvent[] } {
  const f = shotFigures(game, firer, target, options, headShot);
  if ("refused" in f) return { game, events: [] };
  const roll = dice.roll(6);
  const face = faceOf(PLACEHOLDER_DICE_FACES, f.die, roll);
  let next = withSoldier(game, firer.id, { ammo: { ...firer.ammo, box: firer.ammo.box + 1 }, ...(kind === "opportunity" ? { opf: false } : {}) });
  next = applyResult(next, target, face.combat, f.headOnly);
  const after = next.soldiers.find((s) => s.id === target.id)!;
  const event: GameEvent = {
    type: kind === "opportunity" ? "wwb/opportunity_fire" : "wwb/fired",
    data: { firer: firer.id, target: target.id, range: f.range, sameMhx: f.sameMhx, base: f.base, die: f.die, modifiers: f.modifiers.map((m) => ({ name: m.name, value: m.value })), roll, result: face.combat, faces: PLACEHOLDER_DICE_FACES.id, health: after.health, morale: after.morale },
  };
  // Everyone sees the shot when the target's side sees the firer; else the firer's side reads it all and the target's
  // side reads what happened to its man, not who fired from where (WWB 12.0: an unspotted shooter stays unspotted).
  const firerNow = next.soldiers.find((s) => s.id === firer.id)!;
  const audience = audienceOf(next, firerNow);
  if (!audience.visibleTo) return { game: next, events: [event] };
  const hit: GameEvent = { type: "wwb/hit_by_unseen", data: { target: target.id, die: f.die, roll, result: face.combat, faces: PLACEHOLDER_DICE_FACES.id, health: after.health, morale: after.morale }, visibleTo: [{ side: target.side }] };
  return { game: next, events: [{ ...event, ...audience }, hit] };
}
