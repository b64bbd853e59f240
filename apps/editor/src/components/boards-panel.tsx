"use client";
import { useState } from "react";
import { createHex } from "@tactica/hex";
import { resolveMap } from "@tactica/map";
import type { MapDocument } from "@tactica/map";
import { createBoard, movePlacement, removePlacement, rotatePlacement } from "../lib/commands";
import type { CommandOutcome } from "../lib/commands";

/** Placed boards (turn, nudge, remove) and a form for a new rectangular board (size and printed-ID prefix). */
export function BoardsPanel({ doc, run }: { doc: MapDocument; run(o: CommandOutcome): void }) {
  const [cols, setCols] = useState(8);
  const [rows, setRows] = useState(6);
  const [prefix, setPrefix] = useState("N");
  const placements = doc.placements ?? [];
  const addBoard = () => {
    // Below everything already on the map, so the new board never overlaps.
    const maxR = Math.max(0, ...[...resolveMap(doc).hexes.values()].map((h) => h.hex.r + Math.ceil(h.hex.q / 2)));
    let n = 1;
    while ((doc.boards ?? []).some((b) => b.id === `board-${n}`)) n++;
    run(createBoard(doc, {
      id: `board-${n}`, cols, rows, terrain: "clear", place: { offset: createHex(0, maxR + 2) },
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
    </section>
  );
}
