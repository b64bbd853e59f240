import type { Hex } from "@tactica/hex";
import { createHex, fromOffset, hexRotate, toOffset } from "@tactica/hex";
import type { BoardDefinition, BoardPlacement, MapDocument } from "../schema/map-document";
import { toGlobalHex } from "../transform";
import type { BoardSystem } from "./board-library-entry";
import { WWB_PANEL } from "./wwb-panels";

/** Which edge of the anchor board the new board joins. */
export type JoinEdge = "right" | "below";

// Any fixed layout gives columns and rows to line boards up; all library boards are flat-topped.
const GRID = { orientation: "flat", parity: "odd" } as const;

function globalHexes(board: BoardDefinition, p: Pick<BoardPlacement, "offset" | "rotation">): Hex[] {
  const t = { offset: createHex(p.offset.q, p.offset.r), rotation: p.rotation ?? 0 };
  return board.hexes.map((h) => toGlobalHex(createHex(h.hex.q, h.hex.r), t));
}

/** The first hex of a column set: the lowest column, then its top row. */
function topLeft(hexes: readonly Hex[]): { col: number; row: number } {
  const cells = hexes.map((h) => toOffset(h, GRID));
  const col = Math.min(...cells.map((c) => c.col));
  return { col, row: Math.min(...cells.filter((c) => c.col === col).map((c) => c.row)) };
}

/** Whether boards of a system share their edge line where they join: the half hexes of two Firepower panels make one hex (1.1), Patrol! sections overlap at side edges (26.1). */
function sharesEdge(system: BoardSystem, edge: JoinEdge): boolean {
  return system === "firepower" || (system === "patrol" && edge === "right");
}

/**
 * Where to place `board` (turned `rotation` sixths) so it joins the anchor placement's right or bottom edge as
 * the rule system allows: Firepower panels overlap one hex line at every join (each panel prints a half hex
 * there; the joined hex carries both panels' IDs, 1.1); Patrol! sections overlap one column on their side edges and
 * butt top to bottom (26.1); other boards butt edge to edge. The new board's top-left hex lines up with the anchor's
 * edge column or row.
 */
export function toJoinOffset(doc: MapDocument, anchorId: string, board: BoardDefinition, rotation: number, edge: JoinEdge, system: BoardSystem): { ok: true; offset: Hex } | { ok: false; reason: string } {
  if (doc.orientation !== "flat") return { ok: false, reason: "library boards are flat-topped; this map is pointy-topped" };
  const anchor = (doc.placements ?? []).find((p) => (p.id ?? p.board) === anchorId);
  const anchorBoard = anchor === undefined ? undefined : (doc.boards ?? []).find((b) => b.id === anchor.board);
  if (anchor === undefined || anchorBoard === undefined) return { ok: false, reason: `no placed board ${anchorId} to join` };
  const cells = globalHexes(anchorBoard, anchor).map((h) => toOffset(h, GRID));
  let target: { col: number; row: number };
  if (edge === "right") {
    const last = Math.max(...cells.map((c) => c.col));
    target = { col: sharesEdge(system, edge) ? last : last + 1, row: Math.min(...cells.filter((c) => c.col === last).map((c) => c.row)) };
  } else {
    const first = Math.min(...cells.map((c) => c.col));
    target = { col: first, row: Math.max(...cells.filter((c) => c.col === first).map((c) => c.row)) + (sharesEdge(system, edge) ? 0 : 1) };
  }
  const turned = board.hexes.map((h) => hexRotate(createHex(h.hex.q, h.hex.r), rotation));
  const from = fromOffset(topLeft(turned), GRID);
  const to = fromOffset(target, GRID);
  return { ok: true, offset: createHex(to.q - from.q, to.r - from.r) };
}

/** Whether two boards share only one column (`col`) or one row (`row`) of hexes. */
function overlapIsOneLine(a: readonly Hex[], b: readonly Hex[], axis: "col" | "row" | "either"): boolean {
  const inA = new Set(a.map((h) => `${h.q},${h.r}`));
  const shared = b.filter((h) => inA.has(`${h.q},${h.r}`)).map((h) => toOffset(h, GRID));
  const oneCol = new Set(shared.map((c) => c.col)).size <= 1;
  const oneRow = new Set(shared.map((c) => c.row)).size <= 1;
  return axis === "col" ? oneCol : axis === "row" ? oneRow : oneCol || oneRow;
}

/**
 * Why the boards of a map break the rule system's joining rules, one sentence each (empty: the arrangement is
 * allowed). Boards of other systems, and boards an author made, are outside these rules.
 */
export function checkBoardJoins(doc: MapDocument, system: BoardSystem): string[] {
  const boards = new Map((doc.boards ?? []).map((b) => [b.id, b]));
  const placed = (doc.placements ?? []).flatMap((p) => {
    const board = boards.get(p.board);
    return board === undefined ? [] : [{ id: p.id ?? p.board, p, board, hexes: globalHexes(board, p) }];
  });
  const problems: string[] = [];
  const prefix = { firepower: "fp-panel-", patrol: "patrol-", sniper: "sniper-", wwb: "wwb-" }[system];
  const ours = placed.filter((x) => x.board.id.startsWith(prefix));
  for (const x of ours) {
    const rotation = x.p.rotation ?? 0;
    if (system === "patrol" && rotation !== 0) problems.push(`${x.id}: Patrol! sections stay right-side-up so the hex numbers read consistently (26.1)`);
    if (system === "sniper" && rotation % 3 !== 0) problems.push(`${x.id}: a Sniper! sheet lies straight or turned half round, never at an angle`);
    if (system === "wwb" && (x.p.offset.q % WWB_PANEL.megahexScale !== 0 || x.p.offset.r % WWB_PANEL.megahexScale !== 0)) {
      problems.push(`${x.id}: We Were Brothers panels sit on the MegaHex lattice (offsets in steps of ${WWB_PANEL.megahexScale}), so their MegaHexes line up (2.2)`);
    }
  }
  if (system === "firepower" && ours.some((x) => x.board.number === 4) && placed.length > 1) {
    problems.push("Firepower panel 4 never joins the other panels: it is always played alone (1.1)");
  }
  for (let i = 0; i < placed.length; i++) {
    for (let j = i + 1; j < placed.length; j++) {
      const a = placed[i]!, b = placed[j]!;
      const inA = new Set(a.hexes.map((h) => `${h.q},${h.r}`));
      if (!b.hexes.some((h) => inA.has(`${h.q},${h.r}`))) continue;
      const patrolSeam = system === "patrol" && a.board.kind === "section" && b.board.kind === "section" && overlapIsOneLine(a.hexes, b.hexes, "col");
      const panelSeam = system === "firepower" && a.board.kind === "panel" && b.board.kind === "panel" && overlapIsOneLine(a.hexes, b.hexes, "either");
      if (patrolSeam || panelSeam) continue;
      const why = { patrol: "Patrol! sections share at most one column at a side edge", firepower: "Firepower panels share only the one line of half hexes where they join (1.1)", sniper: "boards join edge to edge", wwb: "boards join edge to edge" }[system];
      problems.push(`${a.id} and ${b.id} overlap: ${why}`);
    }
  }
  return problems;
}
