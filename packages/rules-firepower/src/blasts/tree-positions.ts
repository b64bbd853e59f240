// Firepower 10.4 tree, stump and well positions (Advanced Game): a soldier in such a hex shows his side of the trunk
// with a direction unit (`tree_position`); cover only against fire and blasts whose line of sight crosses the
// position's thickened hexsides (2 for a side position, 3 for the rear), one covered soldier per position (the bottom
// of the stack, 10.4.4), changing side takes his Impulse even at 0 MF (10.4.3), the rear man fires no major personal
// weapon (10.4.2), an Up soldier in a tree has no cover (10.4.5). Trees conceal all round (10.4.5); stumps and wells
// give cover and no concealment (10.4.6).
//
// The book's diagram of the positions is missing: which hexsides are thickened is reconstructed in the table
// `firepower/tree_position_sides` (provenance "reconstructed"; a rulings pack may replace it): a side position `dir`
// covers hexsides dir and dir+1 (the two meeting at the trunk's corner he shelters behind); the rear position `dir`
// covers dir-1, dir and dir+1 (the trunk between him and direction dir).
import type { AnyTable, Check, ChitTurn, Command, CommandContext } from "@tactica/engine";
import { isOnDeck } from "./bridges";
import { defineCommand, defineTable, lookup, OK, reject } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import { isSameHex } from "@tactica/hex";
import { z } from "zod";
import { tableOf } from "../fire/table-of";
import { recon } from "../tables/sources";
import type { Board } from "../core/board";
import { boardOf } from "../core/board";
import { entrySides } from "../core/geometry";
import { checkActor, mfAllowance, soldiersAt } from "../core/soldiers";
import type { FirepowerGame, FirepowerState, Soldier, TreePosition } from "../state/types";

const RULE = "Firepower 10.4";
const KINDS = ["side", "rear"] as const;

/** Hexside offsets (from the position's direction) of the thickened hexsides of each position (reconstructed) [10.4.1-10.4.2]. */
export const TREE_POSITION_SIDES = defineTable<{ kind: "side" | "rear" }, readonly number[]>({
  id: "firepower/tree_position_sides",
  version: "1",
  title: "Tree, stump and well positions: thickened hexsides (reconstructed)",
  inputs: z.object({ kind: z.enum(KINDS) }),
  output: z.array(z.number().int().min(-2).max(3)).min(1).max(6),
  cells: [
    { inputs: { kind: "side" }, value: [0, 1], provenance: recon("10.4.1 says a side position has 2 thickened hexsides; the diagram is missing: the two hexsides dir and dir+1 meeting at the corner of the trunk he shelters behind") },
    { inputs: { kind: "rear" }, value: [-1, 0, 1], provenance: recon("10.4.2 says the rear position has 3 thickened hexsides; the diagram is missing: the three hexsides centred on dir, the trunk between him and that direction") },
  ],
});

/** Terrain ids of the hexes whose soldiers take positions: trees, stumps and wells [10.4, 10.4.6]. */
function positionTerrain(board: Board, hex: Hex): "tree" | "stump" | "well" | undefined {
  const c = board.map.indexOf(hex.q, hex.r);
  const id = c < 0 ? "" : (board.map.terrainIds[board.map.terrain[c] ?? 0] ?? "");
  return id === "tree" || id === "stump" || id === "well" ? id : undefined;
}

/** The hexsides (1-6) a position covers, with the table cell's provenance. */
export function coveredSides(p: Pick<TreePosition, "kind" | "dir">, tables?: ReadonlyMap<string, AnyTable>): { sides: number[]; provenance: string } {
  const cell = lookup(tableOf(tables, TREE_POSITION_SIDES), { kind: p.kind });
  if (!cell.ok) throw new Error(`firepower/tree_position_sides: no cell for ${p.kind}`);
  return { sides: cell.value.map((o) => ((p.dir - 1 + o + 12) % 6) + 1), provenance: cell.provenance.kind };
}

/** Whether he is the covered soldier of his position: the first there of the soldiers holding it [10.4.4]. */
export function holdsCover(game: FirepowerGame, s: Soldier): boolean {
  const p = s.treePosition;
  if (!p) return false;
  return !soldiersAt(game, s.hex).some((o) => o.id !== s.id && o.treePosition?.kind === p.kind && o.treePosition.dir === p.dir && o.treePosition.order < p.order);
}

/**
 * Advanced tree/stump/well cover and concealment of a target against fire from `from` [10.4, 12.2.3-12.2.4], as fire
 * situation fields: in a tree hex concealment all round (`treeConcealed`; the all-round Basic `terrain: "tree"` is
 * dropped), cover (`positionCover`) when his position's thickened hexsides face the line; stumps and wells cover
 * only. Also 12.2.3 "peering": a climber whose feet are at the top of the hexside, fence or wall he climbs has it as
 * cover against fire over it. Undefined outside the Advanced Game and these cases.
 */
export function positionCoverOf(board: Board, game: FirepowerGame, from: Hex, target: Soldier, tables?: ReadonlyMap<string, AnyTable>): { terrain?: "clear"; treeConcealed?: true; positionCover?: true } | undefined {
  if (game.rules !== "advanced") return undefined;
  const across = isSameHex(from, target.hex) ? [] : entrySides(from, target.hex).map((d) => d + 1);
  const up = target.up;
  if (up && up.hold !== "tree" && up.side !== undefined && up.height - 2 === up.top && across.includes(up.side)) return { positionCover: true }; // 12.2.3 peering
  const kind = (target.storey ?? 0) === 0 ? positionTerrain(board, target.hex) : undefined;
  if (!kind) return undefined;
  const p = target.treePosition;
  const covered = !up && p !== undefined && holdsCover(game, target) && coveredSides(p, tables).sides.some((d) => across.includes(d));
  if (kind === "tree") return { terrain: "clear", treeConcealed: true, ...(covered ? { positionCover: true } : {}) };
  return covered ? { positionCover: true } : {};
}

/** 10.4.2: the rear man may not fire a major personal weapon (he may crew one fired by a man on a side). */
export function checkRearFire(game: FirepowerGame, soldierId: string): Check {
  const s = game.soldiers.find((x) => x.id === soldierId);
  return s?.treePosition?.kind === "rear" ? reject("tree/rear_no_fire", "a soldier behind the trunk (rear position) may not fire his major personal weapon", "Firepower 10.4.2") : OK;
}

const payload = z.object({ soldier: z.string().min(1), kind: z.enum(KINDS), dir: z.number().int().min(1).max(6) }).strict();

function checkPosition(state: FirepowerState, seat: string, p: z.infer<typeof payload>): Check & { soldier?: Soldier; change?: boolean } {
  if (state.game.rules !== "advanced") return reject("tree/advanced_only", "tree, stump and well positions are an Advanced Game rule (the Basic Game covers all round)", RULE);
  const actor = checkActor(state, seat, p.soldier);
  if (!actor.ok || !actor.soldier) return actor;
  const s = actor.soldier;
  if (!positionTerrain(boardOf(state.game), s.hex) || (s.storey ?? 0) !== 0 || s.riding || s.inWorks) return reject("tree/none", "there is no tree, stump or well in his hex to take a position at", RULE);
  if (s.up) return reject("climb/up", "he is Up the tree: climb down first", "Firepower 10.4.5, 11.1.11");
  const held = s.treePosition;
  if (held && held.kind === p.kind && held.dir === p.dir) return reject("tree/unchanged", "he already holds that position", RULE);
  // 10.4.3: once placed, an Impulse must be used to change sides, even if no MF are spent.
  if (held && (s.mf > 0 || s.combatUsed || s.hexesEntered > 0)) return reject("tree/impulse_used", "changing sides at a tree, stump or well takes the soldier's whole Impulse: he has already acted in this one", "Firepower 10.4.3");
  return { ...OK, soldier: s, change: held !== undefined };
}

/** `tree_position`: place his direction unit at a side or the rear of the trunk (placing is free; changing takes his Impulse) [10.4]. */
export const treePositionCommand = defineCommand<FirepowerGame, ChitTurn, z.infer<typeof payload>>({
  schema: payload,
  rule: RULE,
  steps: ["impulse"],
  validate: (state, cmd) => checkPosition(state, cmd.seat, cmd.payload),
  resolve(state, cmd, _dice, ctx: CommandContext) {
    const c = checkPosition(state, cmd.seat, cmd.payload);
    if (!c.soldier) throw new Error("tree_position: resolve after a failed check");
    const s = c.soldier;
    const order = 1 + Math.max(0, ...soldiersAt(state.game, s.hex).map((o) => o.treePosition?.order ?? 0));
    const position: TreePosition = { hex: s.hex, kind: cmd.payload.kind, dir: cmd.payload.dir, order };
    const spent = c.change ? { mf: mfAllowance(s), afterFireMf: 0 } : {};
    const next: Soldier = { ...s, ...spent, treePosition: position };
    const game: FirepowerGame = { ...state.game, soldiers: state.game.soldiers.map((x) => (x.id === s.id ? next : x)) };
    const cover = coveredSides(position, ctx.tables);
    return {
      state: { ...state, game },
      events: [{ type: "tree/position", data: {
        soldier: s.id, kind: position.kind, dir: position.dir, coveredSides: cover.sides, covered: holdsCover(game, next), impulseUsed: c.change === true,
        provenance: cover.provenance, note: "the diagram of thickened hexsides is missing: reconstructed (firepower/tree_position_sides)", rule: c.change ? "Firepower 10.4.3" : "Firepower 10.4.1-10.4.2, 10.4.4",
      } }],
    };
  },
});

/** The tree position commands, by type. */
export const TREE_POSITION_COMMANDS = { tree_position: treePositionCommand } as const;

/** Candidate positions of an Impulse soldier in a tree, stump or well hex (the framework keeps the legal ones). */
export function treePositionCandidates(state: FirepowerState, s: Soldier): Command[] {
  if (state.game.rules !== "advanced" || !positionTerrain(boardOf(state.game), s.hex)) return [];
  return KINDS.flatMap((kind) => [1, 2, 3, 4, 5, 6].map((dir) => ({ type: "tree_position", seat: s.side, payload: { soldier: s.id, kind, dir } })));
}

/**
 * The blast-roll terrain of a soldier [10.4.1-10.4.2, 12.2.3]: in the Advanced Game a tree, stump or well covers him
 * against a blast only over his position's thickened hexsides (from the impact hex `from`; none in the impact hex
 * itself, none Up a tree); "tree" here stands for that cover. Elsewhere the hex's own tree or rough cover.
 */
export function blastCoverTerrain(board: Board, game: FirepowerGame, from: Hex, s: Soldier): "tree" | "rough" | "clear" {
  if (isOnDeck(game, s)) return "clear"; // 8.9: on the paved deck, above the low spot's terrain (bridges.ts)
  const t = board.terrainOf(s.hex);
  const own = t === "tree" || t === "rough" ? t : "clear";
  const p = positionCoverOf(board, game, from, s);
  if (!p) return own;
  return p.positionCover ? "tree" : own === "rough" ? "rough" : "clear";
}
