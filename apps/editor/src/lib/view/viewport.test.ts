import { describe, expect, it } from "vitest";
import { fitViewport, MAX_ZOOM, panBy, toViewBox, zoomAt } from "./viewport";

const board = { minX: -10, minY: 0, width: 200, height: 100 };

describe("viewport", () => {
  it("fits the whole board", () => {
    expect(toViewBox(board, fitViewport(board))).toEqual(board);
  });

  it("zooms about a point that stays put on screen, within limits", () => {
    const v = zoomAt(board, fitViewport(board), 2, { x: -10, y: 0 }); // the top-left corner stays top-left
    expect(toViewBox(board, v)).toEqual({ minX: -10, minY: 0, width: 100, height: 50 });
    expect(zoomAt(board, v, 1000).zoom).toBe(MAX_ZOOM);
  });

  it("pans by board units, keeping the centre on the board", () => {
    const v = panBy(board, fitViewport(board), 30, -5);
    expect([v.cx, v.cy]).toEqual([120, 45]);
    expect(panBy(board, v, 1e6, 1e6)).toMatchObject({ cx: 190, cy: 100 });
  });
});
