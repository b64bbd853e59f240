import type { RulesetCatalogue } from "../lib/catalogue";
import { toHexsideColor, toTerrainColor } from "../lib/terrain-palette";

/** What the board's colours mean: the rule system's terrain and hexside features, each with its rule. */
export function LegendPanel({ catalogue }: { catalogue: RulesetCatalogue }) {
  if (catalogue.terrain.length === 0) return null;
  return (
    <section className="panel legend" data-testid="legend">
      <h2>Legend</h2>
      <ul>
        {catalogue.terrain.map((t) => (
          <li key={`t:${t.id}`} data-testid="legend-terrain" data-terrain={t.id} title={t.rule ?? undefined}>
            <svg width="14" height="12" aria-hidden="true"><rect width="14" height="12" fill={toTerrainColor(t.id)} stroke="#6b6b6b" /></svg> {t.name}
          </li>
        ))}
        {catalogue.hexsideFeatures.map((f) => (
          <li key={`f:${f.id}`} data-testid="legend-feature" data-feature={f.id} title={f.rule ?? undefined}>
            <svg width="14" height="12" aria-hidden="true"><line x1="0" y1="6" x2="14" y2="6" stroke={toHexsideColor(f.id)} strokeWidth="3" /></svg> {f.name}
          </li>
        ))}
      </ul>
    </section>
  );
}
