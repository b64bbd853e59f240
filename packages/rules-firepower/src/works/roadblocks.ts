import type { Hex } from "@tactica/hex";
import { toCanonicalHexside } from "@tactica/hex";
import type { Direction } from "@tactica/hex";
import type { Fortification, HexsideRecord, MapDocument } from "@tactica/map";
import { z } from "zod";
import type { Board } from "../core/board";
import { boardOf } from "../core/board";
import type { FirepowerGame } from "../state/types";

/**
 * Roadblocks (RBL) [8.8.5.4]: "treated the same as a fence hex 3 heights high", placed "to show what hexsides the
 * roadblock connects". The engine draws fences on hexsides, so a roadblock is a fence feature `roadblock`, 3 heights
 * high, on each hexside it names. Everything fences do then holds for it: over 2 heights it must be climbed, not
 * crossed (11.1.3; `move/must_climb` until climbing is in play), it is judged by its height in the LOS (12.1.5) and
 * gives fence cover to a target with it between him and the firer (12.2.3).
 */
export const ROADBLOCK_HEIGHT = 3;

/** A scenario roadblock: its hex (printed ID) and the Firepower hexsides (1 N, clockwise) it stands on [8.8.5.4]. */
export const roadblockSpecSchema = z.object({
  hex: z.string().min(1),
  sides: z.array(z.number().int().min(1).max(6)).min(1).max(6),
}).strict();

/** A scenario roadblock. */
export type RoadblockSpec = z.infer<typeof roadblockSpecSchema>;

/** One roadblock side as placed: the hex and the map direction (0-5) of the hexside. */
type PlacedSide = { readonly hex: Hex; readonly dir: number; readonly height: number };

const sideKey = (hex: Hex, dir: number): string => {
  const c = toCanonicalHexside(hex, dir as Direction);
  return `${c.hex.q},${c.hex.r},${c.dir}`;
};

/** The features already on a hexside (the compiled map's), so that a roadblock joins them rather than replaces them. */
function featuresOn(board: Board, hex: Hex, dir: number): HexsideRecord["features"] {
  const slot = board.map.sideSlotOf(hex.q, hex.r, dir);
  const full = slot < 0 ? undefined : board.map.sideFeatures.get(slot);
  if (full) return full.map((f) => ({ ...f })) as HexsideRecord["features"];
  return board.sideFeatureHeights(hex, dir).map((f) => ({ type: f.type, height: f.height })) as HexsideRecord["features"];
}

/**
 * The map document with roadblocks on their hexsides [8.8.5.4]: the scenario's and the map's own `roadblock`
 * fortifications (whose `sides` are map directions 0-5). The map's roadblock fortifications are taken out, since the
 * sighting judge would otherwise block the whole hex with them (a fence lies on its hexsides, 12.1.5).
 */
export function withRoadblockSides(board: Board, doc: MapDocument, placed: readonly PlacedSide[]): MapDocument {
  if (placed.length === 0) return doc;
  const records = new Map<string, HexsideRecord>();
  for (const p of placed) {
    const key = sideKey(p.hex, p.dir);
    const prior = records.get(key) ?? { hex: p.hex, dir: p.dir, features: featuresOn(board, p.hex, p.dir).filter((f) => f.type !== "roadblock") };
    records.set(key, { ...prior, features: [...prior.features, { type: "roadblock", height: p.height }] });
  }
  const notRoadblock = (f: Fortification) => f.type !== "roadblock";
  const kept = (doc.hexsides ?? []).filter((h) => !records.has(sideKey(h.hex, h.dir)));
  const forts = (doc.fortifications ?? []).filter(notRoadblock);
  const { fortifications: _f, boards, ...rest } = doc;
  return {
    ...rest, hexsides: [...kept, ...records.values()], ...(forts.length > 0 ? { fortifications: forts } : {}),
    ...(boards ? { boards: boards.map((b) => (b.fortifications ? { ...b, fortifications: b.fortifications.filter(notRoadblock) } : b)) } : {}),
  };
}

/** Roadblock sides the map draws as fortifications, its own or its boards' (map directions 0-5; height 3 unless given). */
export function mapRoadblocks(board: Board): PlacedSide[] {
  const out: PlacedSide[] = [];
  for (const [c, list] of board.map.fortifications) {
    const hex = { q: board.map.qOf(c), r: board.map.rOf(c) };
    for (const f of list) if (f.type === "roadblock") for (const dir of f.sides) out.push({ hex, dir, height: f.height ?? ROADBLOCK_HEIGHT });
  }
  return out;
}

/**
 * Puts the scenario's roadblocks and the map's into play at set-up (Advanced Game units) [8.8.5.4]: the game carries the
 * document with the roadblock fences on their hexsides (as doors opened in play are carried, openings.ts).
 */
export function setupRoadblocks(game: FirepowerGame, specs: readonly RoadblockSpec[] | undefined, rules: "basic" | "advanced"): FirepowerGame {
  if (rules !== "advanced") return game;
  const board = boardOf(game);
  const placed: PlacedSide[] = mapRoadblocks(board);
  for (const r of specs ?? []) {
    const hex = board.hexOf(r.hex);
    if (hex) for (const side of r.sides) placed.push({ hex, dir: side - 1, height: ROADBLOCK_HEIGHT });
  }
  if (placed.length === 0) return game;
  return { ...game, mapDocument: withRoadblockSides(board, board.document, placed) };
}

/**
 * The Firepower hexsides (1-6) of `hex` that hold a roadblock, with its height [8.8.5.4]: the lookup other rules use
 * (an A round may take a roadblock as its target, 12.2.10, 12.3.1.2; fence cover, 12.2.3).
 */
export function roadblockSidesAt(game: FirepowerGame, hex: Hex): { side: number; height: number }[] {
  const board = boardOf(game);
  const out: { side: number; height: number }[] = [];
  for (let dir = 0; dir < 6; dir += 1) {
    const f = board.sideFeatureHeights(hex, dir).find((x) => x.type === "roadblock");
    if (f) out.push({ side: dir + 1, height: f.height });
  }
  return out;
}

/** Whether a roadblock stands on any hexside of `hex` [8.8.5.4]. */
export const hasRoadblock = (game: FirepowerGame, hex: Hex): boolean => roadblockSidesAt(game, hex).length > 0;

type ScenarioLike = {
  readonly rules?: string;
  readonly roadblocks?: readonly RoadblockSpec[] | undefined;
  readonly works?: readonly { readonly hex: string }[] | undefined;
};

/**
 * Scenario check [8.8, 8.8.5.4]: roadblocks are Advanced defensive units, on the map, outside buildings, one
 * defensive unit per hex (not in a hex of the `works` list), each hexside named once; the issue names the field.
 */
export function checkRoadblockScenario(board: Board | undefined, sc: ScenarioLike, ctx: z.RefinementCtx): void {
  const list = sc.roadblocks ?? [];
  if (list.length === 0 || !board) return;
  const works = new Set((sc.works ?? []).map((w) => w.hex));
  const seen = new Set<string>();
  list.forEach((r, i) => {
    const issue = (message: string, path: (string | number)[]) => ctx.addIssue({ code: "custom", message, path: ["roadblocks", i, ...path] });
    if (sc.rules !== "advanced") return issue("roadblocks are Advanced Game defensive units (8.8)", []);
    const hex = board.hexOf(r.hex);
    if (!hex) return issue(`no hex ${r.hex} on the map`, ["hex"]);
    if (board.storeysOf(hex).length > 0) return issue(`no defensive unit may be placed in the building hex ${r.hex} (8.8)`, ["hex"]);
    if (works.has(r.hex) || seen.has(r.hex)) return issue(`${r.hex} already holds a defensive unit: one per hex (8.8)`, ["hex"]);
    seen.add(r.hex);
    if (new Set(r.sides).size !== r.sides.length) return issue("each hexside is named once", ["sides"]);
    return undefined;
  });
}
