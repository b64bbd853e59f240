// Firepower 12.3.4.2-12.3.4.2.5, 12.5, 21.1: G blasts damage the trees, stumps, hedges, fences, walls and roadblocks of
// their impact hex and the tower, bunker or pillbox in it; destroyed, a tree becomes an abatis hex, a stump or hedge the
// hex's own terrain, a bamboo or brush fence or wall scrub, anything else rubble. The map the game carries is changed, so
// sight, movement and cover read the damaged terrain (as building-damage.ts and vehicles-terrain.ts do).
import type { AnyTable } from "@tactica/engine";
import { defineTable, lookup } from "@tactica/engine";
import type { Direction, Hex } from "@tactica/hex";
import { hexNeighbor, isSameHex } from "@tactica/hex";
import type { HexsideRecord, MapDocument } from "@tactica/map";
import { flattenMapDocument } from "@tactica/map";
import { z } from "zod";
import { tableOf } from "../fire/table-of";
import type { AmmoStructure } from "../tables/ammo-weapons";
import { AMMO_STRUCTURE_VALUES } from "../tables/ammo-weapons";
import { missing } from "../tables/sources";
import type { Board } from "../core/board";
import { fortificationAt } from "../works/bunkers";
import { damageCave } from "./cave-damage";
import { dropClimbers } from "../movement/climber-falls";
import { patchSoldiers } from "../core/soldiers";
import type { FirepowerGame } from "../state/types";

/** Terrain the book gives no standard terrain value for in the text (the Standard Terrain Values chart is missing). */
export const TERRAIN_ITEMS = ["tree", "stump", "hedge", "wooden", "bamboo_brush"] as const;
export type TerrainItem = (typeof TERRAIN_ITEMS)[number];

const NOTE = "on the missing STANDARD TERRAIN VALUES CHART (Game Card; scenarios may set TVs, 12.5); placeholder";

/** Terrain values of trees, stumps, hedges and wooden, bamboo or brush fences and walls [12.5]: every cell a placeholder. */
export const TERRAIN_DAMAGE_VALUES = defineTable<{ item: TerrainItem }, number>({
  id: "firepower/terrain_damage_values",
  version: "1",
  title: "Terrain values of trees, stumps, hedges and wooden, bamboo or brush fences and walls",
  inputs: z.object({ item: z.enum(TERRAIN_ITEMS) }),
  output: z.number().int().min(1).max(60),
  cells: [
    { inputs: { item: "tree" }, value: 6, provenance: missing(`a tree's terrain value is ${NOTE} 6`) },
    { inputs: { item: "stump" }, value: 4, provenance: missing(`a stump's terrain value is ${NOTE} 4`) },
    { inputs: { item: "hedge" }, value: 3, provenance: missing(`a hedge's terrain value is ${NOTE} 3`) },
    { inputs: { item: "wooden" }, value: 4, provenance: missing(`a wooden fence's or wall's terrain value is ${NOTE} 4`) },
    { inputs: { item: "bamboo_brush" }, value: 2, provenance: missing(`a bamboo or brush fence's or wall's terrain value is ${NOTE} 2`) },
  ],
});

/** Terrain value lost by one piece of terrain to earlier blasts (present once hit) [12.3.4.2: "make a note"]. */
export type TerrainDamage = { readonly key: string; readonly damage: number };

/** What a blast did to one piece of terrain, as events report it. */
export type TerrainHit = {
  readonly what: string; readonly hexside?: number; readonly tv: number; readonly penetration: number; readonly destroyed: boolean;
  readonly became?: string; readonly eliminated?: readonly string[]; readonly provenance: string; readonly rule: string;
  /** Option 23.1.3: climbers Up the destroyed terrain who fall instead of being eliminated (climber-falls.ts). */
  readonly falling?: readonly string[];
};

const SIDE_TYPES = new Set(["fence", "wall", "hedge", "roadblock"]);
const WOODEN = new Set(["wood", "wooden", "timber", "log"]);
const BAMBOO = new Set(["bamboo", "brush"]);

/** The hex's terrain id as the map names it (board.terrainOf folds stumps and rubble into "other"). */
function terrainId(board: Board, hex: Hex): string {
  const c = board.map.indexOf(hex.q, hex.r);
  return c < 0 ? "" : (board.map.terrainIds[board.map.terrain[c] ?? 0] ?? "");
}

const flat = (doc: MapDocument): MapDocument => (doc.boards && doc.boards.length > 0 ? flattenMapDocument(doc) : doc);
const hexKey = (h: Hex) => `${h.q},${h.r}`;

/** Whether a hexside record names hexside `dir` of `hex` (either hex may name it). */
function names(rec: HexsideRecord, hex: Hex, dir: number): boolean {
  if (isSameHex(rec.hex, hex) && rec.dir === dir) return true;
  return isSameHex(rec.hex, hexNeighbor(hex, dir as Direction)) && rec.dir === (dir + 3) % 6;
}

/** One key per hexside, the same from both hexes. */
function sideKey(hex: Hex, dir: number, type: string): string {
  const other = hexNeighbor(hex, dir as Direction);
  const a = `${hexKey(hex)}/${dir}`, b = `${hexKey(other)}/${(dir + 3) % 6}`;
  return `side:${a < b ? a : b}:${type}`;
}

/** The terrain value table cell a hexside feature of `type` and `material` reads [12.5]. */
function sideItem(type: string, material: string | undefined): { item: TerrainItem } | { structure: AmmoStructure } {
  const m = (material ?? "").toLowerCase();
  if (type === "hedge") return { item: "hedge" };
  if (type === "roadblock") return { structure: "roadblock" };
  if (BAMBOO.has(m)) return { item: "bamboo_brush" };
  if (WOODEN.has(m)) return { item: "wooden" };
  return { structure: type === "wall" ? "wall" : "fence" };
}

type Ctx = { readonly options: Readonly<Record<string, string>>; readonly tables?: ReadonlyMap<string, AnyTable> | undefined };

function valueOf(ctx: Ctx, which: { item: TerrainItem } | { structure: AmmoStructure }): { value: number; provenance: string } {
  const cell = "item" in which ? lookup(tableOf(ctx.tables, TERRAIN_DAMAGE_VALUES), which) : lookup(tableOf(ctx.tables, AMMO_STRUCTURE_VALUES), which);
  if (!cell.ok) throw new Error(`terrain value: ${cell.error.message}`);
  return { value: cell.value, provenance: cell.provenance.kind };
}

/** The map document with the hex's terrain set (its record changed, or one added) [12.3.4.2.1-12.3.4.2.5]. */
function withTerrain(doc: MapDocument, hex: Hex, terrain: string): MapDocument {
  const hexes = doc.hexes ?? [];
  const has = hexes.some((h) => isSameHex(h.hex, hex));
  return { ...doc, hexes: has ? hexes.map((h) => (isSameHex(h.hex, hex) ? { ...h, terrain } : h)) : [...hexes, { hex: { q: hex.q, r: hex.r }, terrain }] };
}

/** The map document without the feature `type` on hexside `dir` of `hex`. */
function withoutFeature(doc: MapDocument, hex: Hex, dir: number, type: string): MapDocument {
  const hexsides = (doc.hexsides ?? []).flatMap((rec) => {
    if (!names(rec, hex, dir)) return [rec];
    const features = rec.features.filter((f) => f.type !== type);
    return features.length > 0 ? [{ ...rec, features: features as HexsideRecord["features"] }] : [];
  });
  return { ...doc, hexsides };
}

/** The damage noted for a piece of terrain. */
export function terrainDamageOf(game: FirepowerGame, key: string): number {
  return (game.terrainDamage ?? []).find((d) => d.key === key)?.damage ?? 0;
}

function noted(game: FirepowerGame, key: string, damage: number): FirepowerGame {
  const rest = (game.terrainDamage ?? []).filter((d) => d.key !== key);
  return { ...game, terrainDamage: damage > 0 ? [...rest, { key, damage }] : rest };
}

/**
 * A G blast's damage to the terrain of its impact hex [12.3.4.2-12.3.4.2.5]: each tree or stump hex, fence, wall, hedge
 * or roadblock on one of its hexsides, and tower, bunker or pillbox in it takes the penetration off its terrain value
 * (a map feature's own `tv` if it has one, 12.5; else `firepower/ammo_structure_values` or the placeholder
 * `firepower/terrain_damage_values`). Destroyed (penetration at least the value left): a tree hex becomes clear with an
 * abatis unit (12.3.4.2.4: the book makes it abatis, not a stump) and men Up the tree are eliminated; a stump hex becomes
 * clear (the hex colour, 12.3.4.2.1); a hedge is gone; a bamboo or brush fence or wall is gone and the hex is scrub
 * (12.3.4.2.3); any other fence, wall or roadblock is gone and the hex is rubble (12.3.4.2.5), men Up fences there
 * eliminated; a tower, bunker or pillbox is gone and the hex is rubble, everyone in a tower hex eliminated (12.3.4.2.5; the
 * men of a bunker or pillbox are left in the rubble). F and W never damage terrain (21.1.1): only G calls this.
 */
export function damageTerrain(board: Board, game: FirepowerGame, hex: Hex, penetration: number, ctx: Ctx): { game: FirepowerGame; hits: TerrainHit[] } {
  if (game.rules !== "advanced" || penetration <= 0 || !board.has(hex) || board.storeysOf(hex).length > 0) return { game, hits: [] };
  // 12.3.4.2.2: in a cave hex the cave takes the blast (the rest of the hex is the cave's hill, 8.8.7; cave-damage.ts).
  const caved = damageCave(board, game, hex, penetration, ctx);
  if (caved) return caved;
  let next = game;
  let doc = flat(board.document);
  const hits: TerrainHit[] = [];
  const eliminate = (pred: (s: FirepowerGame["soldiers"][number]) => boolean): string[] => {
    const out = next.soldiers.filter((s) => !s.eliminated && pred(s)).map((s) => s.id);
    if (out.length > 0) next = patchSoldiers(next, (s) => (out.includes(s.id) ? { ...s, eliminated: true } : undefined));
    return out;
  };
  // 23.1.3: with the Wound Options a climber Up the destroyed tree, fence or wall falls instead (climber-falls.ts).
  const falling: string[] = [];
  const dropUp = (pred: (s: FirepowerGame["soldiers"][number]) => boolean): string[] => {
    const dropped = dropClimbers(next, next.soldiers.filter((s) => !s.eliminated && pred(s)).map((s) => s.id), ctx.options);
    next = dropped.game;
    falling.push(...dropped.falling);
    return [...dropped.eliminated];
  };
  const fell = (from: number) => (falling.length > from ? { falling: falling.slice(from) } : {});
  const terrain = terrainId(board, hex);
  if (terrain === "tree" || terrain === "stump") {
    const key = `hex:${hexKey(hex)}`;
    const tv = valueOf(ctx, { item: terrain });
    const left = tv.value - terrainDamageOf(next, key);
    const destroyed = penetration >= left;
    next = noted(next, key, destroyed ? 0 : terrainDamageOf(next, key) + penetration);
    let up: string[] = [];
    const before = falling.length;
    if (destroyed) {
      doc = withTerrain(doc, hex, "clear");
      if (terrain === "tree") {
        up = dropUp((s) => isSameHex(s.hex, hex) && s.up?.hold === "tree");
        if (!(next.obstacles ?? []).some((o) => isSameHex(o.hex, hex))) next = { ...next, obstacles: [...(next.obstacles ?? []), { hex, type: "abatis" }] };
        next = patchSoldiers(next, (s) => {
          if (!isSameHex(s.hex, hex) || !s.treePosition) return undefined;
          const { treePosition: _gone, ...rest } = s;
          return rest;
        });
      }
    }
    hits.push({ what: terrain, tv: left, penetration, destroyed, ...(destroyed ? { became: terrain === "tree" ? "abatis" : "clear", eliminated: up, ...fell(before) } : {}), provenance: tv.provenance, rule: terrain === "tree" ? "Firepower 12.3.4.2, 12.3.4.2.4" : "Firepower 12.3.4.2, 12.3.4.2.1" });
  }
  let becomes: string | undefined;
  for (let dir = 0; dir < 6; dir += 1) {
    const features = (doc.hexsides ?? []).filter((rec) => names(rec, hex, dir)).flatMap((rec) => rec.features).filter((f) => SIDE_TYPES.has(f.type));
    for (const f of features) {
      const key = sideKey(hex, dir, f.type);
      const which = sideItem(f.type, f.material);
      const tv = f.tv !== undefined ? { value: f.tv, provenance: "map" } : valueOf(ctx, which);
      const left = tv.value - terrainDamageOf(next, key);
      const destroyed = penetration >= left;
      next = noted(next, key, destroyed ? 0 : terrainDamageOf(next, key) + penetration);
      let up: string[] = [];
      let became: string | undefined;
      const before = falling.length;
      if (destroyed) {
        doc = withoutFeature(doc, hex, dir, f.type);
        const other = hexNeighbor(hex, dir as Direction);
        up = f.type === "hedge" ? [] : dropUp((s) => s.up?.hold === "fence" && ((isSameHex(s.hex, hex) && s.up.side === dir + 1) || (isSameHex(s.hex, other) && s.up.side === ((dir + 3) % 6) + 1)));
        became = f.type === "hedge" ? "gone" : "item" in which && which.item === "bamboo_brush" ? "scrub" : "rubble";
        if (became !== "gone" && becomes !== "rubble") becomes = became;
      }
      const rule = f.type === "hedge" ? "Firepower 12.3.4.2, 12.3.4.2.1" : became === "scrub" ? "Firepower 12.3.4.2, 12.3.4.2.3" : "Firepower 12.3.4.2, 12.3.4.2.5";
      hits.push({ what: f.material ? `${f.material} ${f.type}` : f.type, hexside: dir + 1, tv: left, penetration, destroyed, ...(became ? { became, eliminated: up, ...fell(before) } : {}), provenance: tv.provenance, rule });
    }
  }
  const unit = fortificationAt(next, hex);
  if (unit) {
    const key = `unit:${hexKey(hex)}`;
    const tv = valueOf(ctx, { structure: unit.type });
    const left = tv.value - terrainDamageOf(next, key);
    const destroyed = penetration >= left;
    next = noted(next, key, destroyed ? 0 : terrainDamageOf(next, key) + penetration);
    let dead: string[] = [];
    if (destroyed) {
      // 12.3.4.2.5: "anywhere in a hex with a tower ... when these are destroyed are eliminated".
      if (unit.type === "tower") dead = eliminate((s) => isSameHex(s.hex, hex));
      next = { ...next, fortifications: (next.fortifications ?? []).filter((u) => !isSameHex(u.hex, hex)) };
      next = patchSoldiers(next, (s) => {
        if (!isSameHex(s.hex, hex) || s.inFortification === undefined) return undefined;
        const { inFortification: _out, ...rest } = s;
        return rest;
      });
      doc = { ...doc, fortifications: (doc.fortifications ?? []).filter((f) => !(isSameHex(f.hex, hex) && (f.type === "bunker" || f.type === "pillbox" || (f.type as string) === "tower"))) };
      becomes = "rubble";
    }
    hits.push({ what: unit.type, tv: left, penetration, destroyed, ...(destroyed ? { became: "rubble", eliminated: dead } : {}), provenance: tv.provenance, rule: "Firepower 12.3.4.2, 12.3.4.2.5" });
  }
  if (becomes) doc = withTerrain(doc, hex, becomes);
  if (hits.every((h) => !h.destroyed)) return { game: next, hits };
  return { game: { ...next, mapDocument: doc }, hits };
}

/**
 * Whether a hex burns by its structures [21.1]: "wooden, bamboo or brush walls, fences, or bridges, roadblocks, rubble,
 * and/or towers" (read: walls and fences of those materials; a stone fence does not burn), and stumps; trees, scrub and
 * hedges are fires.ts's.
 */
export function burnsAsStructure(board: Board, game: Pick<FirepowerGame, "fortifications">, hex: Hex): boolean {
  const terrain = terrainId(board, hex);
  if (terrain === "stump" || terrain === "rubble") return true;
  if ((game.fortifications ?? []).some((u) => u.type === "tower" && isSameHex(u.hex, hex))) return true;
  const doc = flat(board.document);
  for (let dir = 0; dir < 6; dir += 1) {
    for (const rec of doc.hexsides ?? []) {
      if (!names(rec, hex, dir)) continue;
      if (rec.features.some((f) => f.type === "roadblock" || ((f.type === "fence" || f.type === "wall") && (WOODEN.has((f.material ?? "").toLowerCase()) || BAMBOO.has((f.material ?? "").toLowerCase()))))) return true;
    }
  }
  return false;
}
