// Firepower 8.8.4, 8.8.6, 12.1.6, 12.2.3-12.2.4: fire out of and into bunkers, pillboxes and towers; what else
// their walls keep in or out (blasts, moves, vehicles, melee, throws).
import type { AnyTable, Check } from "@tactica/engine";
import { lookupOrThrow, OK, reject } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import { isSameHex } from "@tactica/hex";
import type { Viewpoint } from "@tactica/sighting";
import { loopholeModifier } from "../advanced/option-rules";
import type { AppliedModifier } from "../fire/applied-modifier";
import { tableOf } from "../fire/table-of";
import { BASIC_FIRE_MODIFIERS } from "../tables/basic-fire-modifiers";
import { FIREPOWER_POSTURE_HEIGHT } from "../sighting/firepower-los-options";
import type { FortificationUnit } from "./bunkers";
import { fortificationAt, isInFortification, loopholeSides, meleeGoesInside, TOWER, usesLoophole } from "./bunkers";
import { entrySides } from "../core/geometry";
import type { FirepowerGame, Soldier } from "../state/types";

import type { FortificationOpening } from "../state/works-state";
export type { FortificationOpening } from "../state/works-state";

const book = (section: string) => ({ kind: "book" as const, section: `Firepower ${section}` });

/**
 * A soldier in a tower as an LOS viewpoint: his head is the tower floor (5 heights up) plus his posture [8.8.6, 10.5.2].
 * Bunkers and pillboxes stand on the ground: their men's heads are at posture height, level with the loopholes.
 */
export function fortificationViewpoint(s: Soldier): Partial<Viewpoint> {
  return s.inFortification === "tower" ? { upHeight: TOWER.floor + (FIREPOWER_POSTURE_HEIGHT[s.posture] ?? 0) } : {};
}

/** The opening of `unit` a line from `from` reaches a man inside through, or undefined when solid wall stands between [8.8.4, 8.8.6, 12.1.6]. */
export function openingToward(unit: FortificationUnit, from: Hex, man: Soldier): FortificationOpening | undefined {
  if (isSameHex(from, unit.hex)) return undefined;
  if (unit.type === "tower" && !unit.sandbagged) return "tower";
  const sides = entrySides(from, unit.hex).map((d) => d + 1);
  const loopholes = loopholeSides(unit);
  if (usesLoophole(unit, man.posture) && sides.some((d) => loopholes.includes(d))) return "loophole";
  if (unit.door !== undefined && !unit.doorClosed && sides.includes(unit.door)) return "door";
  return undefined;
}

/**
 * Firing out of a unit, any weapon or throw [8.8.4.1-8.8.4.2, 8.8.6, 12.1.6]: a man inside fires only through the
 * hexside he faces, which must hold a loophole at his posture's height (a pillbox only its front loophole, Crouching;
 * a bunker any but the door side, Standing or Crouching) or a bunker's open door; an unsandbagged tower's men fire any
 * way. The roof shuts his own hex out. A projectile leaves through an opening of the firer's own hex automatically
 * (12.7.3), so throws go out the same way.
 */
export function checkFiringOut(game: FirepowerGame, firer: Soldier, targetHexes: readonly Hex[]): Check {
  const own = isInFortification(firer) ? fortificationAt(game, firer.hex) : undefined;
  if (!own || (own.type === "tower" && !own.sandbagged)) return OK;
  const through = own.type !== "tower" && own.door === firer.facing ? (own.doorClosed ? undefined : "door") : loopholeSides(own).includes(firer.facing) ? "loophole" : undefined;
  if (!through) {
    const why = own.type === "pillbox" ? "a pillbox fires only through its front loophole, opposite the door (8.8.4.2)" : `he must face a loophole${own.type === "bunker" ? " or the open door" : ""}`;
    return reject("bunker/no_loophole", `${firer.id} is inside a ${own.type}: ${why}`, "Firepower 8.8.4, 12.1.6");
  }
  if (through === "loophole" && !usesLoophole(own, firer.posture)) {
    return reject("bunker/loophole_posture", own.type === "pillbox" ? "pillbox loopholes are 1 height high: only a Crouching man fires through them" : "the loopholes are 1-2 heights above the floor: Stand or Crouch to fire", own.type === "pillbox" ? "Firepower 8.8.4.2" : "Firepower 8.8.4.1, 8.8.6");
  }
  if (targetHexes.some((h) => isSameHex(h, firer.hex))) return reject("bunker/same_hex", "men inside fire out through loopholes, not at their own hex", "Firepower 12.1.6");
  return OK;
}

/**
 * Fire out of and into a unit [8.8.4, 12.1.6]: out as `checkFiringOut`; a man inside is reached only through a
 * loophole he is at, the open door, or an open tower's sides.
 */
export function checkFortificationFire(game: FirepowerGame, firer: Soldier, targets: readonly Soldier[]): Check {
  const out = checkFiringOut(game, firer, targets.map((t) => t.hex));
  if (!out.ok) return out;
  const own = isInFortification(firer) ? fortificationAt(game, firer.hex) : undefined;
  for (const t of targets) {
    if (!isInFortification(t)) continue;
    const unit = fortificationAt(game, t.hex);
    if (!unit || (own && isSameHex(own.hex, unit.hex))) continue;
    if (!openingToward(unit, firer.hex, t)) {
      return reject("bunker/no_opening", `${t.id} is inside a ${unit.type}: fire reaches him only through a loophole he is at or an open door`, "Firepower 8.8.4, 12.1.6, 12.2.3");
    }
  }
  return OK;
}

/** The opening a target inside a unit is fired at through (for the fire situation), if he is inside one. */
export function fortificationCover(game: FirepowerGame, from: Hex, target: Soldier): { fortification?: FortificationOpening } {
  if (!isInFortification(target)) return {};
  const unit = fortificationAt(game, target.hex);
  const opening = unit ? openingToward(unit, from, target) : undefined;
  return opening ? { fortification: opening } : {};
}

/**
 * Fire modifiers of a target inside a unit [12.2.3-12.2.4]: at a loophole +2 and concealment (+3 in all, or +2 by option
 * `firepower/loophole_total`); through the open door, or in an unsandbagged tower, cover +1 and concealment +1 (a unit
 * "provides cover and concealment", 8.8.4, 8.8.6). Each counts once: the loophole replaces normal cover.
 */
export function fortificationModifiers(opening: FortificationOpening | undefined, options: Readonly<Record<string, string>> | undefined, tables?: ReadonlyMap<string, AnyTable>): AppliedModifier[] {
  if (!opening) return [];
  if (opening === "loophole") {
    const value = loopholeModifier(options);
    return [{ name: `target using a loophole (${value === 3 ? "+2 loophole, +1 concealment" : "+2 in all"}, option firepower/loophole_total)`, value, rule: "Firepower 12.2.3, 12.2.4", provenance: book("12.2.3") }];
  }
  const cell = (modifier: "target_cover" | "target_concealment") => lookupOrThrow(tableOf(tables, BASIC_FIRE_MODIFIERS), { modifier });
  const where = opening === "door" ? "behind the open door" : "in a tower";
  const cover = cell("target_cover"), hidden = cell("target_concealment");
  return [
    { name: `target in cover (${where})`, value: cover.value, rule: "Firepower 12.2.3, 8.8.4", provenance: cover.provenance },
    { name: `target in concealment (${where})`, value: hidden.value, rule: "Firepower 12.2.4, 8.8.4", provenance: hidden.provenance },
  ];
}

/**
 * Whether a blast bursting in the hex reaches a soldier: the men inside a bunker or pillbox are shut in by its concrete,
 * and a tower's men stand 5 heights above a ground burst [8.8.4, 8.8.6, 12.2.3]; the projectile passing a loophole
 * or door (12.7.3) needs the missing Hit Location Tables, so none does.
 */
export function shelteredFromBlast(s: Pick<Soldier, "inFortification">): boolean {
  return isInFortification(s);
}

/** A man inside moves out only through the door (bunker, pillbox) or down the stairs (tower) [8.8.4, 8.8.6]. */
export function checkFortificationMove(s: Soldier): Check {
  return isInFortification(s) ? reject("bunker/leave_first", `he is inside a ${s.inFortification}: leave it (\`fortification\`) before moving`, "Firepower 8.8.4, 8.8.6") : OK;
}

/** Vehicles may not enter a bunker or pillbox hex [8.8.4, 19.2.1]. */
export function checkVehicleFortificationEntry(game: FirepowerGame, to: Hex): Check {
  const u = fortificationAt(game, to);
  return u && u.type !== "tower" ? reject("vehicle/bunker", `vehicles may not enter a ${u.type} hex`, "Firepower 8.8.4, 19.2.1") : OK;
}

/**
 * A throw (grenade, special round) out of a unit [12.7.3, 12.1.6]: through the loophole or open door he faces, which it
 * passes automatically, as `checkFiringOut`; `hex` is the target hex when known.
 */
export function checkFortificationThrow(game: FirepowerGame, s: Soldier, hex?: Hex): Check {
  return checkFiringOut(game, s, hex ? [hex] : []);
}

/**
 * Melee [10.8, 13]: an attacker coming through the open door (or up a tower's stairs) at an enemy garrison meets the
 * men inside; otherwise he meets the men outside in the hex (walls, or the tower's height, part the two).
 */
export function meleeReaches(game: FirepowerGame, attacker: Soldier, defender: Soldier): boolean {
  return isInFortification(defender) === (meleeGoesInside(game, attacker, defender.hex) !== undefined);
}

/** 12.4.2: a mortar fired "normally" may not be fired out of a pillbox or bunker (covered structures; a tower is not listed). */
export function checkMortarOutOfUnit(s: Pick<Soldier, "inFortification">): Check {
  return s.inFortification === "bunker" || s.inFortification === "pillbox"
    ? reject("mortar/covered", `a mortar fired normally may not be fired out of a ${s.inFortification} (covered structure)`, "Firepower 12.4.2") : OK;
}
