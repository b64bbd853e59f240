// A shot in play: direct fire from a soldier at a soldier (WWB 8.1), used by the fire command and by opportunity
// fire (8.2): the soldiers' positions give the MegaHex range, same-MHx and cover; the fire chapter (src/fire) picks
// the die and applies the face through the health and morale chapters.
import type { DiceSource } from "@tactica/dice";
import { summarizeProvenance } from "@tactica/engine";
import type { GameEvent } from "@tactica/engine";
import { edgePolicyOf, inSameMegahex, mhxRange, WWB_GRID_OPTIONS } from "../grids/index";
import { rollShot, shotDie, useAttack } from "../fire/index";
import type { ShotDie } from "../fire/index";
import { woundPenalty } from "../health/index";
import { colourAt, FACTION_SIDE, inWoods, withSoldier } from "../state/index";
import type { Soldier, WwbGame } from "../state/index";
import { PLACEHOLDER_DICE_FACES, WEAPONS } from "../tables/index";
import type { CoverKind, DiceFaceSet, WeaponCard } from "../tables/index";
import { audienceOf, coverFacing, sightOf } from "./sight";

export type ShotFigures = ShotDie & { readonly range: number; readonly sameMhx: boolean; readonly headOnly: boolean };

export const weaponOf = (s: Soldier): WeaponCard | undefined => WEAPONS[s.weapon];

/** The barrier kind that covers `target` from `firer` for the Player Aid (WWB 8.1 step 4), or undefined in the open. */
export function coverKindOf(game: WwbGame, firer: Soldier, target: Soldier): CoverKind | undefined {
  if (inWoods(game.board, target.hex) && colourAt(game.board, target.hex) === "yellow") return "woodland";
  const c = coverFacing(game.board, target, firer);
  if (c < 0) return undefined;
  if (colourAt(game.board, target.hex) === "red" && c <= 0.5) return "crater";
  return c >= 1 ? "wall" : "hedge";
}

/**
 * The die a direct fire rolls (WWB 8.1 steps 3-4), from the fire chapter's shotDie on the soldiers' positions: the
 * MegaHex range and same-MHx rule (grid options), the card, stances, Weapons Skill, foreign weapon, the cover or
 * open modifier, a head-only sight. A refusal when out of range or shifted below White.
 */
export function shotFigures(game: WwbGame, firer: Soldier, target: Soldier, options: Readonly<Record<string, string>>, headShot = false): ShotFigures | { readonly refused: string } {
  const card = weaponOf(firer);
  if (!card) return { refused: `no weapon card ${firer.weapon}` };
  const edge = edgePolicyOf(options);
  const sameRule = options[WWB_GRID_OPTIONS.sameMhxForFire.id] === "shared" ? "shared" : "outside";
  const range = mhxRange(game.board.megahex, firer.hex, target.hex, edge);
  const same = inSameMegahex(game.board.megahex, firer.hex, target.hex, sameRule);
  const headOnly = headShot || sightOf(game, firer, target).headOnly;
  const cover = coverKindOf(game, firer, target);
  const d = shotDie({
    weapon: card, mhxDistance: range, sameMhx: same, shooterStance: firer.stance,
    weaponsSkill: firer.skills.weapons ?? 0, foreignWeapon: card.faction !== firer.faction && FACTION_SIDE[card.faction] !== firer.side,
    substituteGunner: card.teamMachinegun && firer.specialist !== "gunner",
    target: { stance: target.stance, ...(cover ? { cover } : {}) }, headShot: headOnly,
    woundPenalty: woundPenalty(firer.health, { options }), options,
  });
  if (!d.ok) return { refused: d.error.message };
  if (d.value.die === "none") return { refused: "the modifiers drop the die below White: no effect (WWB 8.5 by analogy)" };
  return { ...d.value, range, sameMhx: same, headOnly };
}

/**
 * Fire one attack (WWB 8.1): the Round in the Chamber die moves one box right (step 2 read as 2.0 and 8.3 say), the
 * die is rolled and the fire chapter applies the face to the target's health and morale; a soldier out of action
 * or suppressed loses his OPF and suppression fire (8.2 step 6, 8.3 step 8).
 */
export function playShot(game: WwbGame, firer: Soldier, target: Soldier, dice: DiceSource, options: Readonly<Record<string, string>>, kind: "direct" | "opportunity", headShot = false, faces: DiceFaceSet = PLACEHOLDER_DICE_FACES): { game: WwbGame; events: GameEvent[] } {
  const f = shotFigures(game, firer, target, options, headShot);
  if ("refused" in f) return { game, events: [] };
  const card = weaponOf(firer)!;
  const ammo = useAttack(card, firer.ammo, options);
  const roll = dice.roll(6);
  const effect = rollShot(f, roll, { health: target.health, morale: target.morale }, { headShot: f.headOnly, options, faces });
  let next = withSoldier(game, firer.id, { ammo: ammo.ok ? { clips: ammo.value.clips, box: ammo.value.box } : firer.ammo, ...(kind === "opportunity" ? { opf: false } : {}) });
  const down = effect.health.condition !== "ok" || effect.knockdown || effect.morale === "suppressed" || effect.morale === "broken";
  next = withSoldier(next, target.id, {
    health: effect.health, morale: effect.morale,
    ...(effect.knockdown || effect.health.condition !== "ok" ? { stance: "prone" as const } : {}),
    ...(down ? { opf: false, suppressing: null } : {}),
  });
  const after = next.soldiers.find((s) => s.id === target.id)!;
  // The event names every number the shot rests on that is not the book's: the dice faces, the band's die, modifiers.
  const band = card.bands.find((b) => b.die.value === f.base);
  const provenance = summarizeProvenance([faces.provenance, ...(band ? [band.die.provenance] : []), ...f.modifiers.map((m) => m.provenance)]);
  const data = { firer: firer.id, target: target.id, range: f.range, sameMhx: f.sameMhx, base: f.base, die: f.die, modifiers: f.modifiers.map((m) => ({ name: m.name, value: m.value, rule: m.rule })), roll, result: effect.result, faces: effect.faces, provenance, health: after.health.condition, morale: after.morale };
  const event: GameEvent = kind === "opportunity" ? { type: "wwb/opportunity_fire", data } : { type: "wwb/fired", data };

  // Everyone sees the shot when the target's side sees the firer; else the firer's side reads it all and the target's
  // side reads what happened to its man, not who fired from where (WWB 12.0: an unspotted shooter stays unspotted).
  const firerNow = next.soldiers.find((s) => s.id === firer.id)!;
  const audience = audienceOf(next, firerNow);
  if (!audience.visibleTo) return { game: next, events: [event] };
  const hit: GameEvent = { type: "wwb/hit_by_unseen", data: { target: target.id, result: effect.result, faces: effect.faces, provenance, health: after.health.condition, morale: after.morale }, visibleTo: [{ side: target.side }] };
  return { game: next, events: [{ ...event, ...audience }, hit] };
}
