import type { Hex } from "@tactica/hex";
import type { Building } from "@tactica/map";
import { addBuildingLevel, addStair, removeBuilding, removeStair, removeTopLevel, setLevelHeights, setRoof } from "../lib/commands";
import type { CommandOutcome } from "../lib/commands";
import type { MapDocument } from "@tactica/map";

/** The storeys any building of the map has (always the ground floor). */
export function toStoreys(buildings: readonly Building[]): number[] {
  const set = new Set<number>([0]);
  for (const b of buildings) for (const l of b.levels) set.add(l.storey);
  return [...set].sort((a, b) => a - b);
}

/** The level selector (one floor shown at a time) and, for the selected map-level building, its levels and stairs. */
export function LevelPanel({ doc, storeys, storey, onStorey, building, selectedHex, run }: {
  doc: MapDocument; storeys: readonly number[]; storey: number; onStorey(s: number): void;
  building: Building | undefined; selectedHex: Hex | undefined; run(o: CommandOutcome): void;
}) {
  const top = building === undefined ? 0 : Math.max(...building.levels.map((l) => l.storey));
  const bottom = building === undefined ? 0 : Math.min(...building.levels.map((l) => l.storey));
  const stairHere = building?.stairs?.some((s) => selectedHex !== undefined && s.hex.q === selectedHex.q && s.hex.r === selectedHex.r) ?? false;
  return (
    <section className="panel" data-testid="level-panel">
      <h2>Levels</h2>
      <label>Show storey <select data-testid="level-selector" value={storey} onChange={(e) => onStorey(Number(e.target.value))}>
        {storeys.map((s) => <option key={s} value={s}>{s === 0 ? "0 (ground)" : s < 0 ? `${s} (basement)` : String(s)}</option>)}
      </select></label>
      {building === undefined ? <p className="hint">Select a hex of a building made here to edit its levels.</p> : (
        <>
          <p>Building <strong data-testid="building-id">{building.id}</strong> · {building.hexes.length} hex{building.hexes.length === 1 ? "" : "es"}</p>
          <table className="levels"><thead><tr><th>Storey</th><th>Floor</th><th>Ceiling</th><th>Roof</th></tr></thead>
            <tbody>
              {building.levels.map((l) => (
                <tr key={l.storey} className={l.storey === storey ? "current" : ""}>
                  <td>{l.storey}</td>
                  <td><input type="number" aria-label={`floor of storey ${l.storey}`} defaultValue={l.floor} key={`f${l.floor}`}
                    onBlur={(e) => run(setLevelHeights(doc, building.id, l.storey, Number(e.target.value), l.ceiling))} /></td>
                  <td><input type="number" aria-label={`ceiling of storey ${l.storey}`} defaultValue={l.ceiling} key={`c${l.ceiling}`}
                    onBlur={(e) => run(setLevelHeights(doc, building.id, l.storey, l.floor, Number(e.target.value)))} /></td>
                  <td><input type="checkbox" aria-label={`storey ${l.storey} is the roof`} checked={l.roof ?? false}
                    onChange={(e) => run(setRoof(doc, building.id, l.storey, e.target.checked))} /></td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="row">
            <button type="button" data-testid="add-level" onClick={() => run(addBuildingLevel(doc, building.id))}>Add level</button>
            <button type="button" onClick={() => run(removeTopLevel(doc, building.id))}>Remove top level</button>
            {selectedHex !== undefined && (stairHere
              ? <button type="button" onClick={() => run(removeStair(doc, building.id, selectedHex))}>Remove stairs</button>
              : <button type="button" data-testid="add-stairs" onClick={() => run(addStair(doc, building.id, selectedHex, bottom, top))}>Stairs here</button>)}
            <button type="button" onClick={() => run(removeBuilding(doc, building.id))}>Delete building</button>
          </div>
        </>
      )}
    </section>
  );
}
