// Firepower 8.8: defensive units drawn on an authored map document (its `fortifications`, the boards' and the
// map's own) play like the scenario's `works` list (works.ts, obstacles.ts). Pillboxes, bunkers and towers
// (pillboxes.ts and friends), caves and roadblocks are read by their own modules; this one plays foxholes, trenches,
// wire, abatis, blocks and ditches, and refuses what a Firepower map cannot carry: barricades (no such unit in the
// book) and mines (secret set-up, 8.8.9).
import type { Fortification } from "@tactica/map";
import type { Hex } from "@tactica/hex";
import type { z } from "zod";
import type { Board } from "../core/board";
import type { Obstacle } from "./obstacles";
import type { FirepowerGame } from "../state/types";
import type { Works } from "./works";

/** A map fortification as the unit it is in play: a dug work a soldier can be "in", or an obstacle in the hex [8.8.1]. */
export type MapUnit = { readonly kind: "works"; readonly type: Works["type"] } | { readonly kind: "obstacle"; readonly type: Obstacle["type"] };

/** The play unit of a map fortification this module plays, or undefined (other modules' types, or refused ones). */
export function toMapUnit(f: Fortification): MapUnit | undefined {
  switch (f.type) {
    case "foxhole": return { kind: "works", type: f.depth === "deep" ? "deep_foxhole" : "shallow_foxhole" }; // 8.8.2.1
    case "trench": return { kind: "works", type: "trench" }; // 8.8.2.2
    case "wire": return { kind: "obstacle", type: f.variant === "double" ? "double_wire" : "wire" }; // 8.8.3
    case "abatis": return { kind: "obstacle", type: "abatis" }; // 8.8.5.1
    case "block": return { kind: "obstacle", type: "block" }; // 8.8.5.2
    case "ditch": return { kind: "obstacle", type: "ditch" }; // 8.8.5.3
    default: return undefined;
  }
}

/** Every fortification of a compiled board with its hex (boards placed and turned, then the map's own). */
export function mapFortifications(board: Board): { readonly hex: Hex; readonly f: Fortification }[] {
  const out: { hex: Hex; f: Fortification }[] = [];
  for (const [c, list] of board.map.fortifications) for (const f of list) out.push({ hex: { q: board.map.qOf(c), r: board.map.rOf(c) }, f });
  return out;
}

/**
 * The game with the map's foxholes, trenches, wire, abatis, blocks and ditches in play [8.8], after the scenario's
 * own `works`. Defensive units are Advanced Game units: the Basic Game (rules 1-7) has none, so on a Basic match
 * the map's units are scenery (the shipped sample map draws a shallow foxhole the Basic scenario never used).
 */
export function withMapFortifications(game: FirepowerGame, board: Board, rules: "basic" | "advanced"): FirepowerGame {
  if (rules !== "advanced") return game;
  const works: Works[] = [], obstacles: Obstacle[] = [];
  for (const { hex, f } of mapFortifications(board)) {
    const u = toMapUnit(f);
    if (u?.kind === "works") works.push({ hex, type: u.type });
    else if (u) obstacles.push({ hex, type: u.type });
  }
  return {
    ...game,
    ...(works.length > 0 ? { works: [...(game.works ?? []), ...works] } : {}),
    ...(obstacles.length > 0 ? { obstacles: [...(game.obstacles ?? []), ...obstacles] } : {}),
  };
}

type ScenarioLike = {
  readonly rules: "basic" | "advanced";
  readonly mapDocument?: { readonly fortifications?: readonly Fortification[] | undefined } | undefined;
  readonly works?: readonly { readonly hex: string; readonly type: string }[] | undefined;
  readonly vehicles?: readonly { readonly hex: string }[] | undefined;
  readonly sides: Readonly<Record<"A" | "B", { readonly soldiers: readonly { readonly hex: string }[] }>>;
};

const MINE_MESSAGE = "a map may not show mines: the defending player records them secretly at set-up (8.8.9); give the scenario setup.mines (and setup.mineTypes) instead";
const BARRICADE_MESSAGE = "Firepower has no barricade unit (8.8): draw a roadblock (8.8.5.4, a barrier of logs or paving blocks: a 3-height fence on the hexsides it connects) or a block (8.8.5.2, concrete obstacles 1 height high)";

/** What is wrong with one fortification this module plays, on its own [8.8, 8.8.2, 8.8.2.2, 8.8.5] (undefined: fine). */
function unitIssue(board: Board, hex: Hex, f: Fortification): string | undefined {
  const terrain = board.map.terrainIds[board.map.terrain[board.map.indexOf(hex.q, hex.r)] ?? 0] ?? "";
  if (f.hidden) return `a ${f.type} is set up in the open (8.8); only mines and tunnels are secret (8.8.8, 8.8.9), and a map shows every player what it carries`;
  if (terrain === "building" || board.storeysOf(hex).length > 0) return `no defensive unit may be placed in a building hex (8.8)`;
  if ((f.type === "foxhole" || f.type === "trench") && (terrain === "pavement" || terrain === "paved-road")) return `foxholes and trenches may not be placed in pavement or paved road hexes (8.8.2)`;
  if (f.type === "trench" && f.depth !== undefined && Math.abs(f.depth) !== 2) return `a trench is -2 heights deep (8.8.2.2), not ${f.depth}`;
  if (f.type === "block" && f.height !== undefined && f.height !== 1) return `a block's obstacles are 1 height high (8.8.5.2), not ${f.height}`;
  if (f.type === "abatis" && f.height !== undefined) return "an abatis has no height in Firepower (8.8.5.1: it doubles movement costs)";
  if ((f.type === "abatis" || f.type === "block") && f.sides !== undefined) return `a ${f.type} fills its hex in play (8.8.5: it turns the hex into new terrain); side-of-hex placement in tree or fence hexes (8.8) is not modelled, so draw it without sides`;
  return undefined;
}

/** The issue path of a fortification: its entry in the map document's own list, else the document's boards. */
function pathOf(sc: ScenarioLike, f: Fortification): (string | number)[] {
  const key = JSON.stringify(f);
  const i = sc.mapDocument?.fortifications?.findIndex((x) => JSON.stringify(x) === key) ?? -1;
  return i >= 0 ? ["mapDocument", "fortifications", i] : sc.mapDocument ? ["mapDocument", "boards"] : ["map"];
}

type Issue = (path: (string | number)[], message: string) => void;
type Placed = { readonly hex: Hex; readonly f: Fortification };

/** Each unit played on its own, and one defensive unit per hex among the map's [8.8]. */
function checkUnits(sc: ScenarioLike, board: Board, all: readonly Placed[], issue: Issue): void {
  const byHex = new Map<string, Placed[]>();
  for (const x of all) if (x.f.type !== "mines") byHex.set(board.idOf(x.hex), [...(byHex.get(board.idOf(x.hex)) ?? []), x]);
  for (const [id, list] of byHex) {
    for (const { hex, f } of list) {
      const own = toMapUnit(f) ? unitIssue(board, hex, f) : undefined;
      if (own) issue(pathOf(sc, f), `${id}: ${own}`);
    }
    const first = list.find((x) => toMapUnit(x.f) !== undefined);
    if (first && list.length > 1) issue(pathOf(sc, first.f), `${id}: the map puts ${list.map((x) => `a ${x.f.type}`).join(" and ")} in one hex; a hex holds one defensive unit (8.8)`);
  }
}

/** No scenario `works` entry where the map draws a defensive unit; nobody starts where he could never have gone [8.8, 8.8.3, 8.8.5]. */
function checkAgainstScenario(sc: ScenarioLike, board: Board, all: readonly Placed[], issue: Issue): void {
  const drawn = new Map(all.filter(({ f }) => f.type !== "mines").map(({ hex, f }) => [board.idOf(hex), f] as const));
  const unitAt = (hexId: string) => { const hex = board.hexOf(hexId); const f = hex ? drawn.get(board.idOf(hex)) : undefined; return f ? { f, u: toMapUnit(f) } : undefined; };
  (sc.works ?? []).forEach((w, i) => {
    const at = unitAt(w.hex);
    if (at) issue(["works", i, "hex"], `the map already draws a ${at.f.type} at ${w.hex}: a hex holds one defensive unit (8.8); drop one of the two`);
  });
  for (const side of ["A", "B"] as const) {
    sc.sides[side].soldiers.forEach((s, i) => {
      const t = unitAt(s.hex)?.u?.type;
      if (t === "wire" || t === "double_wire") issue(["sides", side, "soldiers", i, "hex"], `no soldier may stand in the map's ${t.replace("_", " ")} at ${s.hex} (8.8.3)`);
    });
  }
  (sc.vehicles ?? []).forEach((v, i) => {
    const t = unitAt(v.hex)?.u?.type;
    if (t === "wire" || t === "double_wire" || t === "block" || t === "ditch") issue(["vehicles", i, "hex"], `no vehicle may stand in the map's ${t.replace("_", " ")} at ${v.hex} (8.8.3, 8.8.5)`);
  });
}

/**
 * Scenario check of the map's fortifications [8.8, 8.8.3, 8.8.5, 8.8.9]: no mines or barricades on any map; on an
 * Advanced map the units played follow 8.8 (in the open, not in buildings, one defensive unit per hex, book depths and
 * heights), no scenario `works` entry shares a hex with one, and nobody starts where he could never have gone (a
 * soldier in wire, a vehicle in wire, a block or a ditch). Each issue names the field at fault.
 */
export function checkMapFortifications(sc: ScenarioLike, board: Board | undefined, ctx: z.RefinementCtx): void {
  if (!board) return;
  const all = mapFortifications(board);
  const issue: Issue = (path, message) => ctx.addIssue({ code: "custom", path, message });
  for (const { hex, f } of all) {
    if (f.type === "mines") issue(pathOf(sc, f), `${board.idOf(hex)}: ${MINE_MESSAGE}`);
    if (f.type === "barricade") issue(pathOf(sc, f), `${board.idOf(hex)}: ${BARRICADE_MESSAGE}`);
  }
  if (sc.rules !== "advanced") return;
  checkUnits(sc, board, all, issue);
  checkAgainstScenario(sc, board, all, issue);
}
