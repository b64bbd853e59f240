import { createHex } from "@tactica/hex";
import { BOARD_SYSTEMS, checkBoardJoins, toJoinOffset } from "@tactica/map";
import type { BoardLibraryEntry, BoardSystem, JoinEdge, MapDocument } from "@tactica/map";
import { applyCommand } from "./command";
import type { CommandOutcome } from "./command";
import { placeLibraryBoard } from "./board-commands";
import { resolveCached } from "../resolve-cached";

const SYSTEMS: readonly string[] = BOARD_SYSTEMS;

/** The rule system whose joining rules a map follows: its `system` when the library has boards for it. */
export function toBoardSystem(doc: MapDocument): BoardSystem | undefined {
  return doc.system !== undefined && SYSTEMS.includes(doc.system) ? (doc.system as BoardSystem) : undefined;
}

/**
 * Lets a board command through only when the map it makes still follows the rule system's joining rules
 * (checkBoardJoins); otherwise refuses with the first reason. Maps of no library system are not checked.
 */
export function withJoinRules(doc: MapDocument, outcome: CommandOutcome): CommandOutcome {
  const system = toBoardSystem(doc);
  if (!outcome.ok || system === undefined) return outcome;
  const before = new Set(checkBoardJoins(doc, system));
  const added = checkBoardJoins(applyCommand(doc, outcome.command).doc, system).filter((p) => !before.has(p));
  return added.length === 0 ? outcome : { ok: false, reason: added[0] ?? "the rule system does not allow this arrangement" };
}

/**
 * Places a library board joined to the right or bottom edge of a placed board (`anchor`), or, without an anchor,
 * below everything on the map; refused when the map belongs to another rule system or the join breaks its rules.
 */
export function joinLibraryBoard(doc: MapDocument, entry: BoardLibraryEntry, anchor: string | undefined, edge: JoinEdge, rotation = 0): CommandOutcome {
  const system = toBoardSystem(doc);
  if (doc.system !== undefined && doc.system !== entry.system) return { ok: false, reason: `${entry.label} is a ${entry.system} board; this is a ${doc.system} map` };
  const board = entry.create();
  if (anchor === undefined) {
    const rows = (doc.placements ?? []).length === 0 ? 0 : lowestRow(doc) + 2;
    return withJoinRules(doc, placeLibraryBoard(doc, board, createHex(0, rows), rotation));
  }
  const join = toJoinOffset(doc, anchor, board, rotation, edge, system ?? entry.system);
  if (!join.ok) return join;
  return withJoinRules(doc, placeLibraryBoard(doc, board, join.offset, rotation));
}

function lowestRow(doc: MapDocument): number {
  return Math.max(0, ...[...resolveCached(doc).hexes.values()].map((h) => h.hex.r + Math.ceil(h.hex.q / 2)));
}
