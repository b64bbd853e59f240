import { memo } from "react";
import type { RenderModel } from "../lib/render-model";

/** The board layer: hex polygons by terrain, printed IDs, hexside features. Re-renders only with the model. */
export const StaticBoard = memo(function StaticBoard({ model }: { model: RenderModel }) {
  const fontSize = model.hexSize * 0.32;
  const sideWidth = model.hexSize * 0.16;
  return (
    <g data-layer="static-board">
      <g data-layer="hexes">
        {model.hexes.map((h) => (
          <polygon key={h.key} className="hex" points={h.points} fill={h.fill}
            data-testid={`hex-${h.label}`} data-hex-key={h.key} data-terrain={h.terrain} />
        ))}
      </g>
      <g data-layer="hexsides">
        {model.hexsides.map((s) => (
          <line key={s.key} className="hexside" x1={s.x1} y1={s.y1} x2={s.x2} y2={s.y2}
            stroke={s.stroke} strokeWidth={sideWidth} data-feature={s.kind} />
        ))}
      </g>
      <g data-layer="labels">
        {model.hexes.map((h) => (
          <text key={h.key} className="hex-label" x={h.cx} y={h.cy - model.hexSize * 0.55} fontSize={fontSize}>
            {h.label}
          </text>
        ))}
      </g>
    </g>
  );
});
