"use client";
import { useState } from "react";
import { createHex } from "@tactica/hex";
import { createFirepowerSampleMap, createPatrolSampleMap, resolveMap } from "@tactica/map";
import type { BoardDefinition, MapDocument } from "@tactica/map";
import { createBoard, movePlacement, placeLibraryBoard, removePlacement, rotatePlacement } from "../lib/commands";

// The board library: the shipped sample boards per rule system (placeholder terrain; the printed art is not in the seeds).
const LIBRARY: readonly { system: string; board: BoardDefinition }[] = [
  ...(createFirepowerSampleMap().boards ?? []).map((board) => ({ system: "Firepower", board })),
  ...(createPatrolSampleMap().boards ?? []).map((board) => ({ system: "Patrol!", board })),
];
import type { CommandOutcome } from "../lib/commands";

/** Placed boards (turn, nudge, remove) and a form for a new rectangular board (size and printed-ID prefix). */
export function BoardsPanel({ doc, run }: { doc: MapDocument; run(o: CommandOutcome): void }) {
  const [cols, setCols] = useState(8);
  const [rows, setRows] = useState(6);
  const [prefix, setPrefix] = useState("N");
  const [libraryIndex, setLibraryIndex] = useState(0);
  const placements = doc.placements ?? [];
  // Below everything already on the map, so a new board never overlaps.
  const below = () => createHex(0, Math.max(0, ...[...resolveMap(doc).hexes.values()].map((h) => h.hex.r + Math.ceil(h.hex.q / 2))) + 2);
  const addBoard = () => {
    let n = 1;
    while ((doc.boards ?? []).some((b) => b.id === `board-${n}`)) n++;
    run(createBoard(doc, {
      id: `board-${n}`, cols, rows, terrain: "clear", place: { offset: below() },
      ids: { prefix, parts: [{ axis: "col", style: "letters" }, { axis: "row", style: "number" }] },
    }));
  };
  return (
    <section className="panel" data-testid="boards-panel">
      <h2>Boards</h2>
      <ul>
        {placements.map((p) => {
          const id = p.id ?? p.board;
          return (
            <li key={id}>
              {id} @ {p.offset.q},{p.offset.r} ↻{p.rotation ?? 0}
              <button type="button" title="turn 60°" onClick={() => run(rotatePlacement(doc, id, 1))}>↻</button>
              <button type="button" title="move down" onClick={() => run(movePlacement(doc, id, createHex(p.offset.q, p.offset.r + 1)))}>↓</button>
              <button type="button" title="move right" onClick={() => run(movePlacement(doc, id, createHex(p.offset.q + 2, p.offset.r - 1)))}>→</button>
              <button type="button" title="remove from the map" onClick={() => run(removePlacement(doc, id))}>✕</button>
            </li>
          );
        })}
      </ul>
      <div className="row">
        <label>cols <input className="short" type="number" min={1} max={200} value={cols} onChange={(e) => setCols(Number(e.target.value))} /></label>
        <label>rows <input className="short" type="number" min={1} max={200} value={rows} onChange={(e) => setRows(Number(e.target.value))} /></label>
        <label>ID prefix <input className="short" value={prefix} onChange={(e) => setPrefix(e.target.value)} /></label>
        <button type="button" data-testid="add-board" onClick={addBoard}>New board</button>
      </div>
      <div className="row">
        <select aria-label="board library" data-testid="board-library" value={libraryIndex} onChange={(e) => setLibraryIndex(Number(e.target.value))}>
          {LIBRARY.map((l, i) => <option key={`${l.system}:${l.board.id}`} value={i}>{l.system}: {l.board.label ?? l.board.id}</option>)}
        </select>
        <button type="button" data-testid="place-library-board" onClick={() => {
          const entry = LIBRARY[libraryIndex];
          if (entry !== undefined) run(placeLibraryBoard(doc, entry.board, below()));
        }}>Place</button>
      </div>
    </section>
  );
}
