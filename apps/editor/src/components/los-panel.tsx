import type { LosResult, Viewpoint } from "../lib/los-api";
import type { ViewshedState } from "./use-viewshed";

/** What the line-of-sight preview knows: the two viewpoints, and the API's answer or error. */
export type LosState = {
  observer?: Viewpoint | undefined;
  target?: Viewpoint | undefined;
  result?: LosResult | undefined;
  error?: string | undefined;
  busy: boolean;
};

/** Viewpoint levels and postures, the Check button and the explained answer (path effects, blocks, modifiers, rules). */
export function LosPanel({ state, labelOf, onChange, onCheck, viewshed, onViewshed, onClearViewshed }: {
  state: LosState; labelOf(v: Viewpoint): string;
  onChange(which: "observer" | "target", v: Viewpoint): void; onCheck(): void;
  viewshed: ViewshedState; onViewshed(): void; onClearViewshed(): void;
}) {
  const { observer, target, result, error, busy } = state;
  return (
    <section className="panel" data-testid="los-panel">
      <h2>Line of sight</h2>
      {([["observer", observer], ["target", target]] as const).map(([which, v]) => (
        <div key={which} className="row">
          <strong>{which}</strong> {v === undefined ? <em>click a hex</em> : (
            <>
              <span data-testid={`los-${which}-hex`}>{labelOf(v)}</span>
              <label>level <input type="number" className="short" value={v.level} min={-1} max={14}
                onChange={(e) => onChange(which, { ...v, level: Number(e.target.value) })} /></label>
              <label>posture <input className="short" value={v.posture ?? ""} placeholder="stand"
                onChange={(e) => onChange(which, { ...v, posture: e.target.value })} /></label>
            </>
          )}
        </div>
      ))}
      <button type="button" data-testid="los-check" disabled={observer === undefined || target === undefined || busy} onClick={onCheck}>
        {busy ? "Checking…" : "Check"}
      </button>
      <button type="button" data-testid="viewshed" disabled={observer === undefined || viewshed.busy} onClick={onViewshed}>Viewshed</button>
      {viewshed.visible !== undefined && <button type="button" onClick={onClearViewshed}>Hide viewshed</button>}
      {viewshed.busy && <progress data-testid="viewshed-progress" max={100} value={viewshed.progress} />}
      {viewshed.visible !== undefined && <p data-testid="viewshed-count">The observer sees {viewshed.visible.size} hexes.</p>}
      {viewshed.error !== undefined && <p className="error">{viewshed.error}</p>}
      {error !== undefined && <p className="error" data-testid="los-error">{error}</p>}
      {result !== undefined && (
        <div data-testid="los-result">
          <p className={result.clear ? "ok" : "error"}>
            <strong data-testid="los-verdict">{result.clear ? "Clear" : "Blocked"}</strong> · range {result.range}
            {result.clear && result.modifier !== 0 && ` · modifier ${result.modifier}`}
            {result.reconstructed && " · uses non-book numbers"}
          </p>
          {result.blockedBy.length > 0 && <ul data-testid="los-blocked-by">{result.blockedBy.map((n, i) => (
            <li key={i}>{n.feature}{n.obstacleHeight != null ? ` (height ${n.obstacleHeight})` : ""}: {n.reason} <small>rule {n.rule}</small></li>
          ))}</ul>}
          {result.conditions.length > 0 && <ul>{result.conditions.map((n, i) => (
            <li key={i}>{n.feature}{n.modifier != null ? ` ${n.modifier > 0 ? "+" : ""}${n.modifier}` : ""}: {n.reason} <small>rule {n.rule}</small></li>
          ))}</ul>}
          <p className="hint">Eye heights {result.observerEyeHeight ?? "?"} → {result.targetEyeHeight ?? "?"}; rules {result.rules.join(", ")}</p>
        </div>
      )}
    </section>
  );
}
