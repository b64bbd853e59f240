import { memo } from "react";
import type { RenderModel } from "../lib/render-model";
import { FortificationLayer } from "./fortification-layer";

/** The board layer: hex polygons by terrain, printed IDs, heights, markers, hexside features, fortifications. Re-renders only with the model. */
export const StaticBoard = memo(function StaticBoard({ model }: { model: RenderModel }) {
  const size = model.hexSize;
  return (
    <g data-layer="static-board">
      <g data-layer="hexes">
        {model.hexes.map((h) => (
          <polygon key={h.key} className="hex" points={h.points} fill={h.fill}
            data-testid={`hex-${h.label}`} data-hex-key={h.key} data-terrain={h.terrain} data-faded={h.faded ? "true" : undefined} />
        ))}
      </g>
      <g data-layer="hexsides">
        {model.hexsides.map((s) => (
          <line key={s.key} className="hexside" x1={s.x1} y1={s.y1} x2={s.x2} y2={s.y2}
            stroke={s.stroke} strokeWidth={size * 0.16} data-feature={s.kind} />
        ))}
      </g>
      <g data-layer="labels" fontSize={size * 0.32}>
        {model.hexes.map((h) => (
          <text key={h.key} className="hex-label" x={h.cx} y={h.cy - size * 0.55}>{h.label}</text>
        ))}
        {model.hexes.filter((h) => h.height !== 0).map((h) => (
          <text key={h.key} className="hex-height" x={h.cx} y={h.cy + size * 0.55}>{`▲${h.height}`}</text>
        ))}
      </g>
      <g data-layer="markers">
        {model.hexes.filter((h) => h.markers.length > 0).map((h) => (
          <g key={h.key} className="hex-marker" data-markers={h.markers.join(" ")}>
            <circle cx={h.cx} cy={h.cy + size * 0.05} r={size * 0.24} />
            <text x={h.cx} y={h.cy + size * 0.05} fontSize={size * 0.28}>{h.markers.map((m) => m[0]?.toUpperCase()).join("")}</text>
            <title>{h.markers.join(", ")}</title>
          </g>
        ))}
      </g>
      <FortificationLayer fortifications={model.fortifications} hexSize={size} />
    </g>
  );
});
