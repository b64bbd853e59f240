"use client";
import { useRef } from "react";
import type { PointerEvent, ReactNode } from "react";
import type { Point } from "@tactica/hex/pixel";
import { toViewBoxAttribute } from "../lib/render-model";
import type { RenderModel } from "../lib/render-model";
import { StaticBoard } from "./static-board";

/** Pointer callbacks in SVG user units (the board's pixel layout), so tools pick hexes and hexsides exactly. */
export type CanvasHandlers = {
  onDown(p: Point, shift: boolean): void;
  onMove(p: Point, pressed: boolean): void;
  onUp(): void;
  onLeave(): void;
};

/** The board SVG: memoised static layer, then the tool overlay passed as children. */
export function EditCanvas({ model, handlers, children }: { model: RenderModel; handlers: CanvasHandlers; children: ReactNode }) {
  const svg = useRef<SVGSVGElement>(null);
  const toPoint = (event: PointerEvent<SVGSVGElement>): Point | undefined => {
    const matrix = svg.current?.getScreenCTM();
    if (!matrix) return undefined;
    const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return { x: p.x, y: p.y };
  };
  return (
    <svg ref={svg} className="hex-map" data-testid="hex-map" viewBox={toViewBoxAttribute(model)}
      preserveAspectRatio="xMidYMid meet" role="img" aria-label="Hex map"
      onPointerDown={(e) => {
        const p = toPoint(e);
        if (p === undefined || e.button !== 0) return;
        e.currentTarget.setPointerCapture(e.pointerId);
        handlers.onDown(p, e.shiftKey);
      }}
      onPointerMove={(e) => {
        const p = toPoint(e);
        if (p !== undefined) handlers.onMove(p, (e.buttons & 1) === 1);
      }}
      onPointerUp={() => handlers.onUp()}
      onPointerLeave={() => handlers.onLeave()}>
      <StaticBoard model={model} />
      {children}
    </svg>
  );
}
