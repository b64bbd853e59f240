"use client";
import { useState } from "react";
import { createHex } from "@tactica/hex";
import { BOARD_SYSTEMS, listBoardLibrary, resolveMap } from "@tactica/map";
import type { JoinEdge, MapDocument } from "@tactica/map";
import { createBoard, joinLibraryBoard, movePlacement, removePlacement, rotatePlacement, withJoinRules } from "../lib/commands";
import type { CommandOutcome } from "../lib/commands";

// The board library: each rule system's geomorphic boards (placeholder terrain; the printed art is not in the seeds).
const LIBRARY = listBoardLibrary();

/** Placed boards (turn, nudge, remove: refused when the rule system forbids the result), a form for a new rectangular board, and the rule systems' board library (place, turn, join to an edge), each system named as the API names it. */
export function BoardsPanel({ doc, names, run }: { doc: MapDocument; names: Readonly<Record<string, string>>; run(o: CommandOutcome): void }) {
  const [cols, setCols] = useState(8);
  const [rows, setRows] = useState(6);
  const [prefix, setPrefix] = useState("N");
  const [libraryIndex, setLibraryIndex] = useState(0);
  const [anchor, setAnchor] = useState("");
  const [edge, setEdge] = useState<JoinEdge>("right");
  const [turn, setTurn] = useState(0);
  const entry = LIBRARY[libraryIndex];
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
              <button type="button" title="turn 60°" onClick={() => run(withJoinRules(doc, rotatePlacement(doc, id, 1)))}>↻</button>
              <button type="button" title="move down" onClick={() => run(withJoinRules(doc, movePlacement(doc, id, createHex(p.offset.q, p.offset.r + 1))))}>↓</button>
              <button type="button" title="move right" onClick={() => run(withJoinRules(doc, movePlacement(doc, id, createHex(p.offset.q + 2, p.offset.r - 1))))}>→</button>
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
      <h3>Board library</h3>
      <div className="row">
        <select aria-label="board library" data-testid="board-library" value={libraryIndex} onChange={(e) => setLibraryIndex(Number(e.target.value))}>
          {BOARD_SYSTEMS.map((system) => (
            <optgroup key={system} label={names[system] ?? system}>
              {LIBRARY.map((l, i) => (l.system === system ? <option key={l.id} value={i}>{names[system] ?? system}: {l.label}</option> : null))}
            </optgroup>
          ))}
        </select>
        <label>turn <select aria-label="turn the board" data-testid="library-rotation" value={turn} onChange={(e) => setTurn(Number(e.target.value))}>
          {[0, 1, 2, 3, 4, 5].map((r) => <option key={r} value={r}>{r * 60}°</option>)}
        </select></label>
      </div>
      <div className="row">
        <select aria-label="join to" data-testid="library-anchor" value={anchor} onChange={(e) => setAnchor(e.target.value)}>
          <option value="">below the map</option>
          {placements.map((p) => <option key={p.id ?? p.board} value={p.id ?? p.board}>joined to {p.id ?? p.board}</option>)}
        </select>
        {anchor !== "" && <select aria-label="edge" data-testid="library-edge" value={edge} onChange={(e) => setEdge(e.target.value as JoinEdge)}>
          <option value="right">right edge</option><option value="below">bottom edge</option>
        </select>}
        <button type="button" data-testid="place-library-board" onClick={() => {
          if (entry !== undefined) run(joinLibraryBoard(doc, entry, anchor === "" ? undefined : anchor, edge, turn));
        }}>Place</button>
      </div>
      {entry !== undefined && <p className="hint" data-testid="library-note">Placeholder terrain; {entry.sizeSource}.</p>}
    </section>
  );
}
