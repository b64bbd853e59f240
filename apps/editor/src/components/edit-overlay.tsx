import type { RenderHex } from "../lib/render-model";
import type { LosDrawing } from "../lib/los-api";
import type { Point } from "@tactica/hex/pixel";

/** What the interactive layer shows: hover, the side under the pointer, selection, pending hexes, issue, sight line. */
export type OverlayState = {
  hovered?: RenderHex | undefined;
  side?: { from: Point; to: Point } | undefined;
  selected?: RenderHex | undefined;
  pending: readonly RenderHex[];
  /** The hexes of the terrain stroke under way, in the terrain's colour (stored when the button is released). */
  painting?: { readonly hexes: readonly RenderHex[]; readonly fill: string } | undefined;
  issue?: { hex?: RenderHex | undefined; side?: { from: Point; to: Point } | undefined } | undefined;
  observer?: RenderHex | undefined;
  target?: RenderHex | undefined;
  los?: LosDrawing | undefined;
  /** Scenario set-up areas, tinted per side (by its place among the scenario's sides). */
  areas: readonly { hex: RenderHex; side: string; index: number }[];
  /** Hexes a viewshed says the observer cannot see (shaded). */
  hidden: readonly RenderHex[];
  size: number;
};

/** The interactive layer over the static board; never intercepts pointer events. */
export function EditOverlay({ state }: { state: OverlayState }) {
  const { hovered, side, selected, pending, painting, issue, observer, target, los, areas, hidden, size } = state;
  return (
    <g data-layer="overlay" pointerEvents="none">
      {hidden.map((h) => <polygon key={`unseen:${h.key}`} className="unseen" points={h.points} data-testid="viewshed-unseen" />)}
      {areas.map((a) => <polygon key={`${a.side}:${a.hex.key}`} className={`setup setup-n${a.index}`} points={a.hex.points} data-testid={`setup-${a.side}`} />)}
      {pending.map((h) => <polygon key={h.key} className="pending" points={h.points} />)}
      {painting?.hexes.map((h) => <polygon key={`paint:${h.key}`} className="stroke-paint" points={h.points} fill={painting.fill} data-testid="stroke-paint" />)}
      {selected !== undefined && <polygon className="selected" points={selected.points} data-testid="selected-hex" />}
      {issue?.hex !== undefined && <polygon className="issue" points={issue.hex.points} data-testid="issue-highlight" />}
      {issue?.side !== undefined && <Segment className="issue-side" seg={issue.side} width={size * 0.3} testId="issue-highlight" />}
      {hovered !== undefined && <polygon className="hover" points={hovered.points} data-testid="hover-highlight" />}
      {side !== undefined && <Segment className="side-hover" seg={side} width={size * 0.22} testId="hexside-highlight" />}
      {los !== undefined && (
        <g data-testid="los-drawing">
          <line className="los-line" x1={los.line.from.x} y1={los.line.from.y} x2={los.line.to.x} y2={los.line.to.y} strokeWidth={size * 0.08} />
          {los.marks.map((m, i) => m.kind === "hexside" && m.from && m.to
            ? <Segment key={i} className={`los-${m.effect}`} seg={{ from: m.from, to: m.to }} width={size * 0.3} testId={`los-mark-${m.effect}`} />
            : <circle key={i} className={`los-${m.effect}`} cx={m.at.x} cy={m.at.y} r={size * 0.3} data-testid={`los-mark-${m.effect}`} />)}
        </g>
      )}
      {observer !== undefined && <text className="los-pin" x={observer.cx} y={observer.cy} fontSize={size * 0.7} data-testid="los-observer">◉</text>}
      {target !== undefined && <text className="los-pin" x={target.cx} y={target.cy} fontSize={size * 0.7} data-testid="los-target">✛</text>}
    </g>
  );
}

function Segment({ seg, width, className, testId }: { seg: { from: Point; to: Point }; width: number; className: string; testId: string }) {
  return <line className={className} x1={seg.from.x} y1={seg.from.y} x2={seg.to.x} y2={seg.to.y} strokeWidth={width} data-testid={testId} />;
}
