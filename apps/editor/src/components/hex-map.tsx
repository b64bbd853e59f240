"use client";
import { useMemo, useState } from "react";
import type { PointerEvent } from "react";
import { toViewBoxAttribute } from "../lib/render-model";
import type { RenderModel } from "../lib/render-model";
import { StaticBoard } from "./static-board";
import { HoverOverlay } from "./hover-overlay";
import { StatusBar } from "./status-bar";

/** The map as SVG (static board under an interactive overlay) with the status bar under it. */
export function HexMap({ model }: { model: RenderModel }) {
  const [hoveredKey, setHoveredKey] = useState<string | undefined>(undefined);
  const byKey = useMemo(() => new Map(model.hexes.map((h) => [h.key, h])), [model]);
  const hovered = hoveredKey === undefined ? undefined : byKey.get(hoveredKey);

  // One delegated handler: the static polygons carry data-hex-key, so the board never re-renders on hover.
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const target = event.target instanceof Element ? event.target.closest("[data-hex-key]") : null;
    const key = target?.getAttribute("data-hex-key") ?? undefined;
    if (key !== hoveredKey) setHoveredKey(key);
  };

  return (
    <>
      <div className="editor-main">
        <svg className="hex-map" data-testid="hex-map" viewBox={toViewBoxAttribute(model)}
          preserveAspectRatio="xMidYMid meet" onPointerMove={onPointerMove}
          onPointerLeave={() => setHoveredKey(undefined)} role="img" aria-label="Hex map">
          <StaticBoard model={model} />
          <HoverOverlay hovered={hovered} />
        </svg>
      </div>
      <StatusBar hovered={hovered} hexCount={model.hexes.length} />
    </>
  );
}
