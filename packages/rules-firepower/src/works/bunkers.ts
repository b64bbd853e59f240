// Firepower 8.8.4 bunkers (BKR) and pillboxes (PBX), 8.8.6 towers (TWR): the defensive units soldiers are "in"
// (8.8.1), placed by the scenario's `fortifications` list or drawn as `fortifications` on the authored map document.
import type { Fortification } from "@tactica/map";
import type { Hex } from "@tactica/hex";
import { isSameHex } from "@tactica/hex";
import { z } from "zod";
import type { Posture } from "../tables/basic-mf-chart";
import type { Board } from "../core/board";
import { hexAhead } from "../core/geometry";
import type { FirepowerGame, Side, Soldier } from "../state/types";
import { FORTIFICATION_TYPES } from "../state/works-state";
import type { FortificationUnit } from "../state/works-state";

export { FORTIFICATION_TYPES } from "../state/works-state";
export type { FortificationType, FortificationUnit } from "../state/works-state";

/** A scenario `fortifications` entry: hex (printed ID), type, door hexside (bunker, pillbox), closed door, sandbags (tower). */
export const fortificationSpecSchema = z.object({
  hex: z.string().min(1),
  type: z.enum(FORTIFICATION_TYPES),
  /** Door hexside 1-6, required for a bunker or pillbox ("placed with the door side facing a hexside", 8.8.4). */
  door: z.number().int().min(1).max(6).optional(),
  doorClosed: z.boolean().optional(),
  sandbagged: z.boolean().optional(),
  /** Soldier ids set up "in" it (they must start on its hex) [8.8, 8.8.1]. */
  garrison: z.array(z.string().min(1)).max(50).optional(),
}).strict();
export type FortificationSpec = z.infer<typeof fortificationSpecSchema>;

/** Tower heights [8.8.6]: floor 5 heights above the ground, roof 3 above the floor, 8 in all (book). */
export const TOWER = { floor: 5, roof: 3, total: 8 } as const;

/** Soldiers of one side a unit holds [8.8.4.1 bunker any number, 8.8.4.2 pillbox 4, 8.8.6 tower 8]. */
export function capacityOf(u: FortificationUnit): number {
  if (u.capacity !== undefined) return u.capacity;
  return u.type === "pillbox" ? 4 : u.type === "tower" ? 8 : Number.POSITIVE_INFINITY;
}

/** The front hexside of a pillbox, opposite its door [8.8.4.2]. */
export function frontOf(u: FortificationUnit): number | undefined {
  return u.door === undefined ? undefined : ((u.door + 2) % 6) + 1;
}

/**
 * Hexsides (1-6) with loopholes: a bunker all but its door side [8.8.4.1], a pillbox its front only [8.8.4.2], a
 * sandbagged tower all round [8.8.6]; an unsandbagged tower has none (its men fire over its open sides).
 */
export function loopholeSides(u: FortificationUnit): number[] {
  const all = [1, 2, 3, 4, 5, 6];
  if (u.type === "bunker") return all.filter((d) => d !== u.door);
  if (u.type === "pillbox") return u.door === undefined ? [] : [frontOf(u)!];
  return u.sandbagged ? all : [];
}

/** Whether a posture reaches the loopholes: pillbox 1 height high, Crouching only; bunker and tower 1-2 heights, Standing or Crouching [8.8.4.1-8.8.4.2, 8.8.6]. */
export function usesLoophole(u: FortificationUnit, posture: Posture): boolean {
  return u.type === "pillbox" ? posture === "crouch" : posture === "stand" || posture === "crouch";
}

/** The bunker, pillbox or tower in a hex, if any. */
export function fortificationAt(game: FirepowerGame, hex: Hex): FortificationUnit | undefined {
  return (game.fortifications ?? []).find((u) => isSameHex(u.hex, hex));
}

/** Whether a soldier is "in" a bunker, pillbox or tower (not merely in its hex) [8.8.1]. */
export function isInFortification(s: Pick<Soldier, "inFortification">): boolean {
  return s.inFortification !== undefined;
}

/**
 * For other rules (A and H rounds against structures, 12.3.1.2; confined blasts, 16.2.3): the bunker, pillbox or tower
 * in a hex and the living soldiers "in" it (riders on top and men beside it are not), or undefined.
 */
export function fortificationInHex(game: FirepowerGame, hex: Hex): { readonly unit: FortificationUnit; readonly inside: readonly Soldier[] } | undefined {
  const unit = fortificationAt(game, hex);
  if (!unit) return undefined;
  return { unit, inside: game.soldiers.filter((s) => !s.eliminated && isSameHex(s.hex, hex) && isInFortification(s)) };
}

/**
 * 2.4 set-up: a garrison soldier placed elsewhere than his unit's hex is no longer "in" it (8.8.1); placed on it he
 * stays in.
 */
export function withGarrisonPlaced(game: FirepowerGame, id: string): FirepowerGame {
  return {
    ...game,
    soldiers: game.soldiers.map((s) => {
      if (s.id !== id || s.inFortification === undefined || fortificationAt(game, s.hex)?.type === s.inFortification) return s;
      const { inFortification: _gone, ...rest } = s;
      return rest;
    }),
  };
}

/** Soldiers of `side` in the unit of `hex`. */
export function insideOf(game: FirepowerGame, hex: Hex, side?: Side): Soldier[] {
  return game.soldiers.filter((s) => !s.eliminated && isSameHex(s.hex, hex) && isInFortification(s) && (side === undefined || s.side === side));
}

/**
 * 10.8: the unit a melee into `hex` goes into: the enemy holds it, and the attacker (outside) comes through its open
 * door from the doorstep, or up a tower's stairs from any direction [8.8.4, 8.8.6]; undefined otherwise (his melee, if
 * any, is with the men outside in the hex).
 */
export function meleeGoesInside(game: FirepowerGame, attacker: Soldier, hex: Hex): FortificationUnit | undefined {
  const unit = fortificationAt(game, hex);
  if (!unit || isInFortification(attacker)) return undefined;
  if (!insideOf(game, hex).some((o) => (o.prisonerOf ?? o.side) !== attacker.side)) return undefined;
  if (unit.type === "tower") return unit;
  return !unit.doorClosed && isSameHex(doorstepOf(unit) ?? unit.hex, attacker.hex) ? unit : undefined;
}

/** The hex across a bunker's or pillbox's door hexside: the only way in or out [8.8.4]. */
export function doorstepOf(u: FortificationUnit): Hex | undefined {
  return u.door === undefined ? undefined : hexAhead(u.hex, u.door);
}

/**
 * A map document's pillbox, bunker or tower as a unit in play. Its door is its `door` aperture, else the side
 * opposite its `facing` (the front); the map's other apertures do not change the book's loopholes (8.8.4.1: a bunker
 * has them all round but the door; 8.8.4.2: a pillbox only at the front). A map tower is unsandbagged (the map
 * schema has no sandbags; a scenario entry on that hex says so instead).
 */
export function toFortificationUnit(hex: Hex, f: Fortification): FortificationUnit | undefined {
  if (f.type === "tower") return { hex, type: "tower", fromMap: true };
  if (f.type !== "pillbox" && f.type !== "bunker") return undefined;
  const doorDir = f.apertures.find((a) => a.kind === "door")?.dir ?? (f.facing + 3) % 6;
  return { hex, type: f.type, door: doorDir + 1, fromMap: true, ...(f.capacity !== undefined ? { capacity: f.capacity } : {}) };
}

/**
 * The game's bunkers, pillboxes and towers: the map document's [8.8.4, 8.8.6], then the scenario's (a scenario entry
 * on a map unit's hex replaces it, e.g. to close its door or sandbag its tower). Advanced Game units only (8.8).
 */
export function withFortifications(game: FirepowerGame, board: Board, specs: readonly FortificationSpec[] | undefined): FirepowerGame {
  if (game.rules !== "advanced") return game;
  const units: FortificationUnit[] = [];
  for (const [c, list] of board.map.fortifications) {
    const hex = { q: board.map.qOf(c), r: board.map.rOf(c) };
    for (const f of list) {
      const u = toFortificationUnit(hex, f);
      if (u) units.push(u);
    }
  }
  for (const spec of specs ?? []) {
    const hex = board.hexOf(spec.hex);
    if (!hex) continue;
    const onMap = units.findIndex((u) => isSameHex(u.hex, hex));
    const unit: FortificationUnit = {
      hex, type: spec.type, ...(spec.door !== undefined ? { door: spec.door } : {}), ...(spec.doorClosed ? { doorClosed: true } : {}),
      ...(spec.sandbagged ? { sandbagged: true } : {}), ...(onMap >= 0 && units[onMap]!.type === "tower" && spec.type === "tower" ? { fromMap: true } : {}),
    };
    if (onMap >= 0) units[onMap] = unit;
    else units.push(unit);
  }
  if (units.length === 0) return game;
  // 8.8.6, 12.1.5: a scenario tower joins the map document's fortifications, so the LOS judge blocks through its hex
  // (8 heights, as for a map-drawn tower) and names it.
  const towers = units.filter((u) => u.type === "tower" && !u.fromMap).map((u) => ({ type: "tower" as const, hex: u.hex }));
  const doc = game.mapDocument ?? board.document;
  const mapped = towers.length > 0 ? { mapDocument: { ...doc, fortifications: [...(doc.fortifications ?? []), ...towers] } } : {};
  const garrison = new Map((specs ?? []).flatMap((spec) => (spec.garrison ?? []).map((id) => [id, spec.type] as const)));
  const soldiers = game.soldiers.map((s) => { const type = garrison.get(s.id); return type ? { ...s, inFortification: type } : s; });
  return { ...game, ...mapped, soldiers, fortifications: units };
}

/** Scenario checks [8.8, 8.8.4]: Advanced only, on the map, one per hex, never in a building hex or a works hex, bunkers and pillboxes with a door. */
export function fortificationScenarioIssues(
  specs: readonly FortificationSpec[], rules: string, board: Board | undefined, worksHexes: readonly string[],
  soldiers: readonly { readonly id: string; readonly hex: string; readonly side: Side }[],
): { path: (string | number)[]; message: string }[] {
  const out: { path: (string | number)[]; message: string }[] = [];
  if (specs.length > 0 && rules !== "advanced") out.push({ path: ["fortifications"], message: "bunkers, pillboxes and towers are Advanced Game defensive units (8.8)" });
  const seen = new Set<string>();
  specs.forEach((f, i) => {
    const hex = board?.hexOf(f.hex);
    if (!hex) out.push({ path: ["fortifications", i, "hex"], message: `no hex ${f.hex} on the map` });
    else if (board && board.storeysOf(hex).length > 0) out.push({ path: ["fortifications", i, "hex"], message: "no defensive unit may be placed in a building hex (8.8)" });
    if (seen.has(f.hex) || worksHexes.includes(f.hex)) out.push({ path: ["fortifications", i, "hex"], message: "one defensive unit per hex (8.8)" });
    seen.add(f.hex);
    if (f.type !== "tower" && f.door === undefined) out.push({ path: ["fortifications", i, "door"], message: "a bunker or pillbox is placed with its door facing a hexside (8.8.4)" });
    if (f.type === "tower" && (f.door !== undefined || f.doorClosed !== undefined)) out.push({ path: ["fortifications", i, "door"], message: "a tower has stairs from any direction, no door (8.8.6)" });
    if (f.type !== "tower" && f.sandbagged !== undefined) out.push({ path: ["fortifications", i, "sandbagged"], message: "only towers are sandbagged (8.8.6)" });
    const men = (f.garrison ?? []).map((id) => soldiers.find((s) => s.id === id));
    if (men.some((s) => !s || s.hex !== f.hex)) out.push({ path: ["fortifications", i, "garrison"], message: "a garrison soldier must be a scenario soldier starting on the unit's hex (8.8.1)" });
    const cap = f.type === "pillbox" ? 4 : f.type === "tower" ? 8 : Number.POSITIVE_INFINITY;
    if ((["A", "B"] as const).some((side) => men.filter((s) => s?.side === side).length > cap)) out.push({ path: ["fortifications", i, "garrison"], message: `a ${f.type} holds up to ${cap} soldiers of one side (8.8.4.2, 8.8.6)` });
  });
  return out;
}
