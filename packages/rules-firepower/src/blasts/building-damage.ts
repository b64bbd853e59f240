// Blast damage to buildings (Advanced Game) [12.3.4.2, 12.3.4.2.7, 12.5].
import type { AnyTable, Check } from "@tactica/engine";
import { defineTable, lookup, OK, reject } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import { isSameHex } from "@tactica/hex";
import type { MapDocument } from "@tactica/map";
import { flattenMapDocument } from "@tactica/map";
import { z } from "zod";
import { tableOf } from "../fire/table-of";
import { book, missing } from "../tables/sources";
import type { Board } from "../core/board";
import { openingKey } from "../works/heights-movement";
import { roofLevelOf } from "../works/climbing-terrain";
import { dropClimbers } from "../movement/climber-falls";
import { hexAhead } from "../core/geometry";
import type { FirepowerGame, Soldier } from "../state/types";
import type { BuildingDamage } from "../state/works-state";
export { BUILDING_DAMAGE } from "../options/rule-options";

/** The parts of a building hex a blast damages, each tracked on its own [12.3.4.2.7]. */
export type BuildingPart = "walls" | "openings" | "roof";

export type { BuildingDamage } from "../state/works-state";

const NOTE = "terrain values of building doors, windows and roofs are on the missing STANDARD TERRAIN VALUES CHART (Game Card) and in scenarios [12.5]; placeholder";

/** Terrain values of a building hex's parts [12.5]: the standard stone wall's 8 is the book's, the rest placeholders. */
export const BUILDING_TERRAIN_VALUES = defineTable<{ part: BuildingPart }, number>({
  id: "firepower/building_terrain_values",
  version: "1",
  title: "Terrain values of building walls, doors and windows, and roofs",
  inputs: z.object({ part: z.enum(["walls", "openings", "roof"]) }),
  output: z.number().int().min(1).max(60),
  cells: [
    { inputs: { part: "walls" }, value: 8, provenance: book("12.5 (a standard concrete or stone wall: terrain value 8)") },
    { inputs: { part: "openings" }, value: 2, provenance: missing(`${NOTE}: doors and windows 2 (two hand grenades)`) },
    { inputs: { part: "roof" }, value: 4, provenance: missing(`${NOTE}: roof 4`) },
  ],
});

/** The damage record of a building hex, if any blast has hit it. */
export function buildingDamageAt(game: FirepowerGame, hex: Hex): BuildingDamage | undefined {
  return (game.buildingDamage ?? []).find((d) => isSameHex(d.hex, hex));
}

/** Whether the roof of a building hex has been destroyed [12.3.4.2.7] (climbing reads it: a rooftop is then reachable from inside, 11.1.11.2). */
export function isRoofDestroyed(game: FirepowerGame, hex: Hex): boolean {
  return buildingDamageAt(game, hex)?.roofDestroyed === true;
}

/**
 * Whether a soldier stands in the rubble of a destroyed roof [12.3.4.2.7]: on the top storey (under the roof level, if
 * the map has one) of a hex whose roof is destroyed; "both cover modifiers apply" there (rubble and the walls').
 */
export function inRoofRubble(board: Board, game: FirepowerGame, s: Soldier): boolean {
  if (!isRoofDestroyed(game, s.hex)) return false;
  const roof = roofLevelOf(board, s.hex);
  const storeys = board.storeysOf(s.hex).filter((st) => st !== roof?.storey);
  return storeys.length > 0 && (s.storey ?? 0) === Math.max(...storeys);
}

/** Whether the walls of a building hex have been destroyed and its upper floors collapsed [12.3.4.2.7]. */
export function areFloorsCollapsed(game: FirepowerGame, hex: Hex): boolean {
  return buildingDamageAt(game, hex)?.wallsDestroyed === true;
}

/**
 * 12.3.4.2.7: "Floors in multi-story buildings collapse when all outer walls in the hex are destroyed": a collapsed
 * storey above the ground cannot be walked onto, by the stairs or from the next hex (the ground and a basement stay).
 */
export function checkCollapsedFloor(game: FirepowerGame, hex: Hex, storey: number): Check {
  return storey > 0 && areFloorsCollapsed(game, hex)
    ? reject("move/floor_collapsed", `storey ${storey} of this hex collapsed when its walls were destroyed: there is no floor to stand on`, "Firepower 12.3.4.2.7") : OK;
}

/** One part's damage in an event. */
export type PartDamage = { readonly part: BuildingPart; readonly tv: number; readonly penetration: number; readonly destroyed: boolean; readonly provenance: string };
/** What a blast did to a building hex, as events report it. */
export type BuildingHit = {
  readonly hex: string; readonly parts: readonly PartDamage[]; readonly eliminated: readonly string[]; readonly rule: string;
  /** Option 23.1.3: climbers Up the destroyed walls who fall instead of being eliminated (climber-falls.ts). */
  readonly falling?: readonly string[];
};

/** Which parts a building hex has: walls and openings on some storey's hexsides, and a roof (every building hex). */
function partsOf(board: Board, hex: Hex): BuildingPart[] {
  const storeys = board.storeysOf(hex);
  const sides = storeys.flatMap((st) => [0, 1, 2, 3, 4, 5].map((d) => board.levelSide(hex, d, st)?.type ?? ""));
  const parts: BuildingPart[] = [];
  if (sides.some((t) => t !== "" && t !== "door" && t !== "window" && t !== "breach")) parts.push("walls");
  if (sides.some((t) => t === "door" || t === "window")) parts.push("openings");
  parts.push("roof");
  return parts;
}

/** The map document with the hex's walls turned to breaches, or its doors and windows opened, on every storey. */
function rebuilt(doc: MapDocument, hex: Hex, change: (type: string) => { type?: "breach"; open?: boolean } | undefined): MapDocument {
  const flat = doc.boards && doc.boards.length > 0 ? flattenMapDocument(doc) : doc;
  const keysAt = (storey: number) => new Set([0, 1, 2, 3, 4, 5].map((d) => openingKey(hex, d, storey)));
  return {
    ...flat,
    buildings: (flat.buildings ?? []).map((b) => ({
      ...b,
      levels: b.levels.map((l) => {
        const keys = keysAt(l.storey);
        return { ...l, ...(l.sides ? { sides: l.sides.map((x) => {
          const c = keys.has(openingKey(x.hex, x.dir, l.storey)) ? change(x.type) : undefined;
          return c ? { ...x, ...c } : x;
        }) } : {}) };
      }),
    })),
  };
}

/** Keys of every door and window of the hex, on every storey (recorded as broken open so nobody closes them) [12.3.4.2.7]. */
function openingKeys(board: Board, hex: Hex): string[] {
  return board.storeysOf(hex).flatMap((st) => [0, 1, 2, 3, 4, 5].filter((d) => {
    const t = board.levelSide(hex, d, st)?.type;
    return t === "door" || t === "window";
  }).map((d) => openingKey(hex, d, st)));
}

/**
 * A G blast or mine in a building hex [12.3.4.2, 12.3.4.2.7]: its walls (all storeys equally), its doors and windows,
 * and its roof each take the penetration off their terrain value (`firepower/building_terrain_values`). Destroyed doors
 * and windows stay open for good; destroyed walls become breaches and the floors above the ground collapse, eliminating
 * the soldiers on them, and men Up the destroyed walls are eliminated (with Option 23 they fall, 23.1.3); a destroyed
 * roof is recorded (`isRoofDestroyed`) and the men on it are eliminated. Nothing happens outside the Advanced Game,
 * outside buildings, or with option `firepower/building_damage` at `none`.
 */
export function damageBuilding(board: Board, game: FirepowerGame, hex: Hex, penetration: number, ctx: { readonly options: Readonly<Record<string, string>>; readonly tables?: ReadonlyMap<string, AnyTable> | undefined }): { game: FirepowerGame; hit?: BuildingHit } {
  if (game.rules !== "advanced" || ctx.options["firepower/building_damage"] === "none" || board.storeysOf(hex).length === 0 || penetration <= 0) return { game };
  const before: BuildingDamage = buildingDamageAt(game, hex) ?? { hex, walls: 0, openings: 0, roof: 0 };
  let record: BuildingDamage = before;
  const parts: PartDamage[] = [];
  for (const part of partsOf(board, hex)) {
    const gone = part === "walls" ? before.wallsDestroyed : part === "openings" ? before.openingsDestroyed : before.roofDestroyed;
    if (gone) continue;
    const cell = lookup(tableOf(ctx.tables, BUILDING_TERRAIN_VALUES), { part });
    if (!cell.ok) throw new Error(`firepower/building_terrain_values: ${cell.error.message}`);
    const left = cell.value - before[part];
    const destroyed = penetration >= left;
    parts.push({ part, tv: left, penetration, destroyed, provenance: cell.provenance.kind });
    const flag = part === "walls" ? { wallsDestroyed: true as const } : part === "openings" ? { openingsDestroyed: true as const } : { roofDestroyed: true as const };
    record = { ...record, [part]: before[part] + penetration, ...(destroyed ? flag : {}) };
  }
  if (parts.length === 0) return { game };
  const others = (game.buildingDamage ?? []).filter((d) => !isSameHex(d.hex, hex));
  let next: FirepowerGame = { ...game, buildingDamage: [...others, record] };
  let doc = board.document;
  const opened = parts.some((p) => p.destroyed && p.part === "openings");
  const walled = parts.some((p) => p.destroyed && p.part === "walls");
  if (opened || walled) {
    const keys = openingKeys(board, hex);
    next = { ...next, brokenOpenings: [...new Set([...(next.brokenOpenings ?? []), ...keys])] };
  }
  if (opened) doc = rebuilt(doc, hex, (t) => (t === "door" || t === "window" ? { open: true } : undefined));
  if (walled) doc = rebuilt(doc, hex, (t) => (t === "door" || t === "window" ? { open: true } : t === "breach" ? undefined : { type: "breach" as const, open: true }));
  if (doc !== board.document) next = { ...next, mapDocument: doc };
  // 12.3.4.2.7: floors collapse when all outer walls of the hex are destroyed, and a destroyed roof goes from under the
  // men on it (its roof level, 11.1.11.2): those soldiers are eliminated.
  const roof = parts.some((p) => p.destroyed && p.part === "roof") ? roofLevelOf(board, hex) : undefined;
  const eliminated = next.soldiers.filter((s) => !s.eliminated && isSameHex(s.hex, hex) && ((walled && (s.storey ?? 0) > 0) || (roof !== undefined && s.storey === roof.storey))).map((s) => s.id);
  if (eliminated.length > 0) next = { ...next, soldiers: next.soldiers.map((s) => (eliminated.includes(s.id) ? { ...s, eliminated: true } : s)) };
  // 12.3.4.2.7: men Up a destroyed wall (climbing it from the next hex) are eliminated; 23.1.3: with Option 23 they fall.
  const climbers = walled ? next.soldiers.filter((s) => !s.eliminated && s.up?.hold === "building" && s.up.side !== undefined && isSameHex(hexAhead(s.hex, s.up.side), hex)).map((s) => s.id) : [];
  const dropped = dropClimbers(next, climbers, ctx.options);
  next = dropped.game;
  const dead = [...eliminated, ...dropped.eliminated];
  return { game: next, hit: { hex: board.idOf(hex), parts, eliminated: dead, ...(dropped.falling.length > 0 ? { falling: dropped.falling } : {}), rule: "Firepower 12.3.4.2, 12.3.4.2.7" } };
}
