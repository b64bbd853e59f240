import { TOOLS } from "./tools";
import type { Palettes, ToolId, ToolOptions } from "./tools";

/** The tool buttons (with their shortcut keys) and the current tool's choices, from the rule system's palettes. */
export function ToolPalette({ tool, options, palettes, onTool, onOptions }: {
  tool: ToolId; options: ToolOptions; palettes: Palettes;
  onTool(t: ToolId): void; onOptions(o: Partial<ToolOptions>): void;
}) {
  return (
    <div className="palette" data-testid="tool-palette">
      <div className="tool-buttons">
        {TOOLS.map((t) => (
          <button key={t.id} type="button" className={t.id === tool ? "active" : ""} aria-pressed={t.id === tool}
            data-testid={`tool-${t.id}`} title={`${t.label} (${t.key.toUpperCase()})`} onClick={() => onTool(t.id)}>
            {t.label} <kbd>{t.key.toUpperCase()}</kbd>
          </button>
        ))}
      </div>
      {(tool === "terrain" || tool === "fill") && (
        <label>Terrain <select data-testid="terrain-choice" value={options.terrain} onChange={(e) => onOptions({ terrain: e.target.value })}>
          {palettes.terrain.map((t) => <option key={t.id} value={t.id}>{t.label}</option>)}
        </select></label>
      )}
      {tool === "height" && (
        <label>Height <input data-testid="height-choice" type="number" value={options.height} step={1}
          onChange={(e) => onOptions({ height: Number(e.target.value) })} /></label>
      )}
      {tool === "marker" && (
        <label>Marker <select data-testid="marker-choice" value={options.marker} onChange={(e) => onOptions({ marker: e.target.value as ToolOptions["marker"] })}>
          {palettes.markers.map((t) => <option key={t.id} value={t.id}>{t.label}</option>)}
        </select></label>
      )}
      {tool === "hexside" && (
        <>
          <label>Feature <select data-testid="feature-choice" value={options.feature} onChange={(e) => onOptions({ feature: e.target.value })}>
            {palettes.features.map((t) => <option key={t.id} value={t.id}>{t.label}</option>)}
          </select></label>
          <label><input type="checkbox" checked={options.open} onChange={(e) => onOptions({ open: e.target.checked })} /> open</label>
        </>
      )}
      {tool === "fortification" && (
        <label>Type <select data-testid="fortification-choice" value={options.fortification}
          onChange={(e) => onOptions({ fortification: e.target.value as ToolOptions["fortification"] })}>
          {palettes.fortifications.map((t) => <option key={t.id} value={t.id}>{t.label}</option>)}
        </select></label>
      )}
      {tool === "building" && <span className="hint">Drag over hexes to outline a building; release to create it.</span>}
      {tool === "los" && <span className="hint">Click the observer, then the target.</span>}
    </div>
  );
}
