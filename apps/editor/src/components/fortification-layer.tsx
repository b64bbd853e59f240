import { memo } from "react";
import type { RenderFortification } from "../lib/render-fortifications";

const MARK_STROKES: Record<RenderFortification["marks"][number]["kind"], string> = {
  door: "#b36b00", loophole: "#c0392b", slit: "#c0392b", mouth: "#3b2a1a", facing: "#222222", side: "#7a4b1e",
};

/**
 * The fortifications layer: each unit's abbreviation in its hex (a dashed box when hidden from the opponent), its
 * apertures, cave mouth, facing or blocked hexsides as marks, and a tooltip naming it. Re-renders only with the model.
 */
export const FortificationLayer = memo(function FortificationLayer({ fortifications, hexSize }: { fortifications: readonly RenderFortification[]; hexSize: number }) {
  const font = hexSize * 0.22;
  return (
    <g data-layer="fortifications" pointerEvents="none">
      {fortifications.map((f) => (
        <g key={f.key} className="fortification" data-fortification={f.type} data-hex-key={f.hexKey} data-hex={f.hexLabel}
          data-hidden={f.hidden ? "true" : undefined}>
          <title>{f.title}</title>
          {f.marks.map((m) => (
            <line key={`${m.kind}:${m.dir}`} className="fortification-mark" data-mark={m.kind} data-dir={m.dir}
              x1={m.x1} y1={m.y1} x2={m.x2} y2={m.y2} stroke={MARK_STROKES[m.kind]} strokeLinecap="round"
              strokeWidth={hexSize * (m.kind === "facing" ? 0.08 : 0.11)} strokeDasharray={m.kind === "loophole" ? `${hexSize * 0.08} ${hexSize * 0.06}` : undefined} />
          ))}
          {/* Only the badge takes the pointer, for its tooltip; the board picks hexes by position, so clicks still act on the hex. */}
          <rect pointerEvents="visible" x={f.x - font * 1.05} y={f.y - font * 0.62} width={font * 2.1} height={font * 1.24} rx={font * 0.2}
            fill="#fff8e6" stroke="#3b2a1a" strokeWidth={hexSize * 0.03} strokeDasharray={f.hidden ? `${hexSize * 0.06} ${hexSize * 0.04}` : undefined} />
          <text x={f.x} y={f.y} fontSize={font} textAnchor="middle" dominantBaseline="central" fontWeight="bold" fill="#3b2a1a" pointerEvents="none">{f.abbreviation}</text>
        </g>
      ))}
    </g>
  );
});
