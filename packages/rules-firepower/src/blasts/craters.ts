// Firepower 8.7: crater units of the preliminary bombardment, put into the game's map document at set-up.
import type { Hex } from "@tactica/hex";
import { isSameHex } from "@tactica/hex";
import type { HexRecord, MapDocument } from "@tactica/map";
import type { Check } from "@tactica/engine";
import { lookup, OK, reject } from "@tactica/engine";
import { z } from "zod";
import { DEPTHS } from "../tables/advanced-data";
import type { Board } from "../core/board";
import { boardFrom, boardOf } from "../core/board";
import type { FirepowerGame, Side, Soldier } from "../state/types";

const RULE = "Firepower 8.7";

/** A scenario crater: its hex (printed ID) and whether the unit shows one crater or two [8.7]. */
export const craterSpecSchema = z.object({
  hex: z.string().min(1),
  kind: z.enum(["single", "double"]),
}).strict();

/** A scenario crater. */
export type CraterSpec = z.infer<typeof craterSpecSchema>;

/** Terrain a crater leaves as it was: a tree, stump or well hex keeps its own picture (its cover is at least rough's). */
const KEEPS_TERRAIN = new Set(["tree", "stump", "well"]);

/** The raw terrain id of a hex on the compiled board ("" off the map). */
export function rawTerrainOf(board: Board, hex: Hex): string {
  const c = board.map.indexOf(hex.q, hex.r);
  return c < 0 ? "" : (board.map.terrainIds[board.map.terrain[c] ?? 0] ?? "");
}

/** Depth of a crater in heights, from `firepower/depths` (book 8.7: single -1, double -2); set-up has no rulings pack, so the book's row. */
export function craterDepth(kind: CraterSpec["kind"]): { depth: number; provenance: string } {
  const cell = lookup(DEPTHS, { item: kind === "single" ? "single_crater" as const : "double_crater" as const });
  if (!cell.ok) throw new Error(`firepower/depths: ${cell.error.message}`);
  return { depth: Math.abs(cell.value), provenance: cell.provenance.kind };
}

/** The crater marker of a hex of the game's map document, if any [8.7]. */
export function craterAt(game: FirepowerGame, hex: Hex): CraterSpec["kind"] | undefined {
  const doc = game.mapDocument;
  if (!doc) return undefined;
  for (const h of doc.hexes ?? []) {
    if (!isSameHex(h.hex, hex)) continue;
    const m = (h.markers ?? []).find((x) => x.type === "crater");
    if (m) return m.variant === "double" ? "double" : "single";
  }
  return undefined;
}

/**
 * The map document with the craters dug in [8.7]: "treated as depressions '-1' height deep ... '-2' heights deep ...
 * calculated from the normal height of the hex", "also considered to be rough terrain". The hex's ground height drops
 * by the depth (so LOS, height hexsides in movement and climbing read it from the board), its terrain becomes rough
 * (cover 12.2.3, the rough movement cost) unless it is a tree, stump or well hex (kept: their picture blocks or
 * hinders the line and gives at least the rough cover), and it carries a `crater` marker (variant single/double).
 */
export function withCraters(board: Board, doc: MapDocument, craters: readonly { hex: Hex; kind: CraterSpec["kind"] }[]): MapDocument {
  if (craters.length === 0) return doc;
  const hexes: HexRecord[] = [...(doc.hexes ?? [])];
  for (const c of craters) {
    const ground = board.floorOf(c.hex, 0) ?? 0;
    const terrain = rawTerrainOf(board, c.hex);
    const patch = {
      height: ground - craterDepth(c.kind).depth,
      ...(KEEPS_TERRAIN.has(terrain) ? {} : { terrain: "rough" }),
    };
    const at = hexes.findIndex((h) => isSameHex(h.hex, c.hex) && h.id === undefined);
    const prior = at >= 0 ? hexes[at] : undefined;
    const marker = { type: "crater" as const, variant: c.kind };
    const markers = [...(prior?.markers ?? []).filter((m) => m.type !== "crater"), marker];
    const rec: HexRecord = { ...(prior ?? { hex: { q: c.hex.q, r: c.hex.r } }), ...patch, markers };
    if (at >= 0) hexes[at] = rec;
    else hexes.push(rec);
  }
  return { ...doc, hexes };
}

/**
 * Puts the scenario's craters into the game's map document at set-up (Advanced Game units) [8.7], and records the
 * scenario's `defender`, who may not set up in crater hexes.
 */
export function setupCraters(game: FirepowerGame, sc: { readonly craters?: readonly CraterSpec[] | undefined; readonly rules: "basic" | "advanced"; readonly defender?: Side | undefined }): FirepowerGame {
  const specs = sc.craters;
  if (sc.rules !== "advanced" || !specs || specs.length === 0) return game;
  const board = boardOf(game);
  const placed = specs.flatMap((c) => {
    const hex = board.hexOf(c.hex);
    return hex ? [{ hex, kind: c.kind }] : [];
  });
  return { ...game, mapDocument: withCraters(board, board.document, placed), ...(sc.defender ? { craterDefender: sc.defender } : {}) };
}

type ScenarioLike = Parameters<typeof boardFrom>[0] & {
  readonly rules?: string;
  readonly craters?: readonly CraterSpec[] | undefined;
  readonly defender?: "A" | "B" | undefined;
  readonly sides: Readonly<Record<"A" | "B", { readonly soldiers: readonly { readonly id: string; readonly hex: string }[] }>>;
};

/**
 * Scenario check [8.7]: craters are Advanced units placed "in any desired hexes except water or building hexes",
 * one crater unit per hex; "the Defending player may not set up any units in crater hexes" (checked when the scenario
 * names its `defender`). Each issue names the field.
 */
export function checkCraterScenario(sc: ScenarioLike, ctx: z.RefinementCtx): void {
  const list = sc.craters ?? [];
  if (list.length === 0) return;
  const board = boardFrom(sc);
  if (!board) return;
  const seen = new Set<string>();
  list.forEach((c, i) => {
    const issue = (message: string) => ctx.addIssue({ code: "custom", message, path: ["craters", i] });
    if (sc.rules !== "advanced") return issue(`crater units are Advanced Game units (${RULE})`);
    const hex = board.hexOf(c.hex);
    if (!hex) return issue(`no hex ${c.hex} on the map`);
    if (board.storeysOf(hex).length > 0) return issue(`no crater may be placed in the building hex ${c.hex} (${RULE})`);
    if (rawTerrainOf(board, hex) === "water") return issue(`no crater may be placed in the water hex ${c.hex} (${RULE})`);
    const key = `${hex.q},${hex.r}`;
    if (seen.has(key)) return issue(`${c.hex} already holds a crater unit`);
    seen.add(key);
    if (sc.defender) {
      const there = sc.sides[sc.defender].soldiers.filter((s) => { const h = board.hexOf(s.hex); return h !== undefined && isSameHex(h, hex); });
      if (there.length > 0) return issue(`the defender (${sc.defender}) may not set up in the crater hex ${c.hex}: ${there.map((s) => s.id).join(", ")} (${RULE})`);
    }
    return undefined;
  });
}

/** Set-up refusal [8.7]: "The Defending player may not set up any units in crater hexes." */
export function checkCraterSetup(game: FirepowerGame, s: Soldier, hex: Hex, hexId: string): Check {
  if (game.craterDefender === undefined || s.side !== game.craterDefender || craterAt(game, hex) === undefined) return OK;
  return reject("setup/crater", `the defender may not set up in the crater hex ${hexId}`, RULE);
}
