"use client";
import { useEffect, useRef, useState } from "react";
import type { PointerEvent, ReactNode } from "react";
import type { Point } from "@tactica/hex/pixel";
import type { RenderModel } from "../lib/render-model";
import { fitViewport, panBy, toViewBox, zoomAt } from "../lib/view/viewport";
import type { Viewport } from "../lib/view/viewport";
import { StaticBoard } from "./static-board";

/** Pointer callbacks in SVG user units (the board's pixel layout), so tools pick hexes and hexsides exactly. */
export type CanvasHandlers = {
  onDown(p: Point, shift: boolean): void;
  onMove(p: Point, pressed: boolean): void;
  onUp(): void;
  onLeave(): void;
};

const STEP = 1.25;
/** Keeps the pointer's moves coming while the button is down (a pointer the browser no longer knows is not captured). */
function capture(e: PointerEvent<SVGSVGElement>): void {
  try {
    e.currentTarget.setPointerCapture(e.pointerId);
  } catch {
    // InvalidPointerId: the pointer is already gone
  }
}
const isTyping = (t: EventTarget | null) => t instanceof HTMLElement && (t.isContentEditable || ["INPUT", "SELECT", "TEXTAREA"].includes(t.tagName));

/**
 * The board SVG: memoised static layer, then the tool overlay passed as children. Zoom with the wheel (about the
 * pointer), the buttons or + / - / 0 (fit); pan by dragging with the middle button or Alt + left button, or with the
 * arrow keys. Tools keep the left button.
 */
export function EditCanvas({ model, handlers, children }: { model: RenderModel; handlers: CanvasHandlers; children: ReactNode }) {
  const svg = useRef<SVGSVGElement>(null);
  const board = model.viewBox;
  const [view, setView] = useState<Viewport>(() => fitViewport(board));
  const pan = useRef<{ x: number; y: number; view: Viewport; scale: number } | undefined>(undefined);
  const box = toViewBox(board, view);

  const toBoardPoint = (clientX: number, clientY: number): Point | undefined => {
    const matrix = svg.current?.getScreenCTM();
    if (!matrix) return undefined;
    const p = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
    return { x: p.x, y: p.y };
  };
  const toPoint = (event: PointerEvent<SVGSVGElement>) => toBoardPoint(event.clientX, event.clientY);

  // The wheel zooms about the pointer; a native listener, because React's wheel listener is passive (no preventDefault).
  useEffect(() => {
    const el = svg.current;
    if (!el) return undefined;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const at = toBoardPoint(e.clientX, e.clientY);
      setView((v) => zoomAt(board, v, e.deltaY < 0 ? STEP : 1 / STEP, at));
    };
    el.addEventListener("wheel", onWheel, { passive: false });
    return () => el.removeEventListener("wheel", onWheel);
  }, [board]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isTyping(e.target) || e.ctrlKey || e.metaKey || e.altKey) return;
      const w = board.width / view.zoom / 8;
      const h = board.height / view.zoom / 8;
      const next: Partial<Record<string, () => Viewport>> = {
        ArrowLeft: () => panBy(board, view, -w, 0), ArrowRight: () => panBy(board, view, w, 0),
        ArrowUp: () => panBy(board, view, 0, -h), ArrowDown: () => panBy(board, view, 0, h),
        "+": () => zoomAt(board, view, STEP), "=": () => zoomAt(board, view, STEP), "-": () => zoomAt(board, view, 1 / STEP), "0": () => fitViewport(board),
      };
      const move = next[e.key];
      if (move === undefined) return;
      e.preventDefault();
      setView(move());
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [board, view]);

  return (
    <div className="canvas">
      <svg ref={svg} className="hex-map" data-testid="hex-map" viewBox={`${box.minX} ${box.minY} ${box.width} ${box.height}`}
        data-zoom={view.zoom.toFixed(3)} preserveAspectRatio="xMidYMid meet" role="img" aria-label="Hex map"
        onPointerDown={(e) => {
          if (e.button === 1 || (e.button === 0 && e.altKey)) {
            const scale = svg.current?.getScreenCTM()?.a ?? 1;
            pan.current = { x: e.clientX, y: e.clientY, view, scale };
            capture(e);
            e.preventDefault();
            return;
          }
          const p = toPoint(e);
          if (p === undefined || e.button !== 0) return;
          capture(e);
          handlers.onDown(p, e.shiftKey);
        }}
        onPointerMove={(e) => {
          const drag = pan.current;
          if (drag !== undefined) {
            setView(panBy(board, drag.view, (drag.x - e.clientX) / drag.scale, (drag.y - e.clientY) / drag.scale));
            return;
          }
          const p = toPoint(e);
          if (p !== undefined) handlers.onMove(p, (e.buttons & 1) === 1);
        }}
        onPointerUp={() => {
          if (pan.current !== undefined) { pan.current = undefined; return; }
          handlers.onUp();
        }}
        onPointerLeave={() => handlers.onLeave()}>
        <StaticBoard model={model} />
        {children}
      </svg>
      <div className="zoom-bar">
        <button type="button" data-testid="zoom-in" title="Zoom in (+)" onClick={() => setView(zoomAt(board, view, STEP))}>+</button>
        <button type="button" data-testid="zoom-out" title="Zoom out (-)" onClick={() => setView(zoomAt(board, view, 1 / STEP))}>−</button>
        <button type="button" data-testid="zoom-fit" title="Fit the map (0)" onClick={() => setView(fitViewport(board))}>Fit</button>
        <span data-testid="zoom-level">{Math.round(view.zoom * 100)}%</span>
      </div>
    </div>
  );
}
