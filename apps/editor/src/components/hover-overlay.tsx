import type { RenderHex } from "../lib/render-model";

/** The interactive layer: outlines the hex under the pointer. Never intercepts pointer events. */
export function HoverOverlay({ hovered }: { hovered: RenderHex | undefined }) {
  return (
    <g data-layer="overlay" pointerEvents="none">
      {hovered !== undefined && <polygon className="hover" points={hovered.points} data-testid="hover-highlight" />}
    </g>
  );
}
