// Firepower 10.4.6, 12.1.5: wells and tree stumps a scenario designates, drawn into the game's map document.
import type { Hex } from "@tactica/hex";
import { isSameHex } from "@tactica/hex";
import type { HexRecord, MapDocument } from "@tactica/map";
import { z } from "zod";
import type { Board } from "../core/board";
import { boardFrom, boardOf } from "../core/board";
import { rawTerrainOf } from "./craters";
import type { FirepowerGame } from "../state/types";

const RULE = "Firepower 10.4.6";

/**
 * Scenario wells and stumps (printed hex IDs) [10.4.6]: "Hexes may be designated in a scenario to be 'tree stump'
 * hexes"; a stump or well "is '1' height high, provides cover in lines of sight as explained above [10.4 positions],
 * but provides no concealment". The hex takes the terrain `well` or `stump`: positions, cover without concealment and
 * blast cover are tree-positions.ts's; the sighting catalogue (firepower-terrain.ts) judges the hex as a solid
 * 1-height obstacle, which is how this engine reads 12.1.5's "only through its picture" for the well (the picture's
 * outline is on the missing map art).
 */
export const wellHexesSchema = z.array(z.string().min(1)).max(200);

/** The scenario's wells and stumps. */
export type WellsSpec = { readonly wells?: readonly string[] | undefined; readonly stumps?: readonly string[] | undefined };

function withTerrainAt(doc: MapDocument, placed: readonly { hex: Hex; terrain: "well" | "stump" }[]): MapDocument {
  const list: HexRecord[] = [...(doc.hexes ?? [])];
  for (const p of placed) {
    const at = list.findIndex((h) => isSameHex(h.hex, p.hex) && h.id === undefined);
    const prior = list[at];
    if (prior) list[at] = { ...prior, terrain: p.terrain };
    else list.push({ hex: { q: p.hex.q, r: p.hex.r }, terrain: p.terrain });
  }
  return { ...doc, hexes: list };
}

/** The game with the scenario's wells and stumps drawn on its map document (Advanced only) [10.4.6]. */
export function setupWells(game: FirepowerGame, sc: WellsSpec & { readonly rules: "basic" | "advanced" }): FirepowerGame {
  const spec = sc;
  if (sc.rules !== "advanced") return game;
  const board = boardOf(game);
  const placed = [
    ...(spec.wells ?? []).map((id) => ({ id, terrain: "well" as const })),
    ...(spec.stumps ?? []).map((id) => ({ id, terrain: "stump" as const })),
  ].flatMap((p) => { const hex = board.hexOf(p.id); return hex ? [{ hex, terrain: p.terrain }] : []; });
  return placed.length === 0 ? game : { ...game, mapDocument: withTerrainAt(board.document, placed) };
}

type ScenarioLike = Parameters<typeof boardFrom>[0] & WellsSpec & {
  readonly rules?: string;
  readonly water?: readonly { readonly hex: string }[] | undefined;
};

/** Scenario check [10.4.6]: Advanced, on the map, not in building or water hexes, one well or stump a hex. */
export function checkWellsScenario(sc: ScenarioLike, ctx: z.RefinementCtx): void {
  const spec: WellsSpec = sc;
  if ((sc.wells ?? []).length + (sc.stumps ?? []).length === 0) return;
  const board: Board | undefined = boardFrom(sc);
  if (!board) return;
  const water = new Set((sc.water ?? []).map((w) => w.hex));
  const seen = new Set<string>();
  for (const kind of ["wells", "stumps"] as const) {
    (spec[kind] ?? []).forEach((id, i) => {
      const issue = (message: string) => ctx.addIssue({ code: "custom", message, path: [kind, i] });
      if (sc.rules !== "advanced") return issue(`well and stump hexes with positions are Advanced Game terrain (${RULE}, 10.4)`);
      const hex = board.hexOf(id);
      if (!hex) return issue(`no hex ${id} on the map`);
      if (board.storeysOf(hex).length > 0) return issue(`${id} is a building hex`);
      if (water.has(id) || rawTerrainOf(board, hex) === "water") return issue(`${id} is a water hex`);
      if (seen.has(id)) return issue(`${id} is named twice`);
      seen.add(id);
      return undefined;
    });
  }
}
