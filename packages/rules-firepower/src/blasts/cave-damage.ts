// Firepower 12.3.4.2, 12.3.4.2.2: a G blast bursting in a cave hex takes its penetration off the cave's terrain value;
// destroyed, the cave hex "becomes a rubble hex which reverts to the hex's normal height" and the soldiers inside or on
// top of it are eliminated. The cave's terrain value is on the missing Standard Terrain Values chart: a placeholder cell.
import type { AnyTable } from "@tactica/engine";
import { defineTable, lookup } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import { isSameHex } from "@tactica/hex";
import type { MapDocument } from "@tactica/map";
import { flattenMapDocument } from "@tactica/map";
import { z } from "zod";
import { tableOf } from "../fire/table-of";
import { missing } from "../tables/sources";
import type { Board } from "../core/board";
import { caveAt } from "../works/caves";
import { patchSoldiers } from "../core/soldiers";
import type { TerrainHit } from "./terrain-damage";
import type { FirepowerGame } from "../state/types";

const RULE = "Firepower 12.3.4.2, 12.3.4.2.2";

/** The terrain value of a cave [12.3.4.2, 12.5]: one placeholder cell (the Standard Terrain Values chart is missing). */
export const CAVE_TERRAIN_VALUE = defineTable<{ unit: "cave" }, number>({
  id: "firepower/cave_terrain_value",
  version: "1",
  title: "Terrain value of a cave",
  inputs: z.object({ unit: z.literal("cave") }),
  output: z.number().int().min(1).max(60),
  cells: [{ inputs: { unit: "cave" }, value: 8, provenance: missing("a cave's terrain value is on the missing STANDARD TERRAIN VALUES CHART (Game Card; scenarios may set TVs, 12.5); placeholder 8") }],
});

type Ctx = { readonly tables?: ReadonlyMap<string, AnyTable> | undefined };

const flat = (doc: MapDocument): MapDocument => (doc.boards && doc.boards.length > 0 ? flattenMapDocument(doc) : doc);

/** The map document with the cave unit of `hex` gone and the hex rubble [12.3.4.2.2]. */
function rubbleFor(doc: MapDocument, hex: Hex): MapDocument {
  const hexes = doc.hexes ?? [];
  const has = hexes.some((h) => isSameHex(h.hex, hex));
  return {
    ...doc,
    fortifications: (doc.fortifications ?? []).filter((f) => !(f.type === "cave" && isSameHex(f.hex, hex))),
    hexes: has ? hexes.map((h) => (isSameHex(h.hex, hex) ? { ...h, terrain: "rubble" } : h)) : [...hexes, { hex: { q: hex.q, r: hex.r }, terrain: "rubble" }],
  };
}

/**
 * A G blast in a cave hex [12.3.4.2, 12.3.4.2.2]: the penetration comes off the cave's terrain value (placeholder
 * `firepower/cave_terrain_value`; damage noted in `terrainDamage` under `cave:q,r`). Destroyed (penetration at least the
 * value left): the cave leaves play, the hex becomes rubble at the hex's own height (the cave's 3-height hill, 8.8.7, is
 * gone with the cave unit) and every soldier in the hex (inside or on its top, caves.ts) is eliminated.
 * Undefined when the hex holds no cave.
 */
export function damageCave(board: Board, game: FirepowerGame, hex: Hex, penetration: number, ctx: Ctx): { game: FirepowerGame; hits: TerrainHit[] } | undefined {
  if (!caveAt(game, hex) || penetration <= 0) return undefined;
  const cell = lookup(tableOf(ctx.tables, CAVE_TERRAIN_VALUE), { unit: "cave" as const });
  if (!cell.ok) throw new Error(`cave terrain value: ${cell.error.message}`);
  const key = `cave:${hex.q},${hex.r}`;
  const taken = (game.terrainDamage ?? []).find((d) => d.key === key)?.damage ?? 0;
  const left = cell.value - taken;
  const destroyed = penetration >= left;
  const rest = (game.terrainDamage ?? []).filter((d) => d.key !== key);
  const damage = destroyed ? 0 : taken + penetration;
  let next: FirepowerGame = { ...game, terrainDamage: damage > 0 ? [...rest, { key, damage }] : rest };
  const hit = { what: "cave", tv: left, penetration, destroyed, provenance: cell.provenance.kind, rule: RULE };
  if (!destroyed) return { game: next, hits: [hit] };
  // 12.3.4.2.2: "Soldiers inside or on top of a cave hex when it is destroyed are eliminated" (not men in a tunnel under it).
  const dead = next.soldiers.filter((s) => !s.eliminated && !s.inTunnel && isSameHex(s.hex, hex)).map((s) => s.id);
  next = patchSoldiers(next, (s) => (dead.includes(s.id) ? { ...s, eliminated: true } : undefined));
  const { caves: _all, ...without } = next;
  const caves = (next.caves ?? []).filter((c) => !isSameHex(c.hex, hex));
  next = { ...without, ...(caves.length > 0 ? { caves } : {}), mapDocument: rubbleFor(flat(board.document), hex) };
  return { game: next, hits: [{ ...hit, became: "rubble", eliminated: dead }] };
}
