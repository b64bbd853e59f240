import { describe, expect, it } from "vitest";
import { createHex } from "@tactica/hex";
import { compileMap } from "./compile-map";
import { boardOf, panelOf } from "./panel-of";
import { createFirepowerSampleMap } from "./samples/firepower-two-panel";

describe("panelOf / boardOf (WWB 5.0 counts game panels occupied; a map = panels placed with an offset)", () => {
  const doc = createFirepowerSampleMap();
  const map = compileMap({ ...doc, hexes: [...(doc.hexes ?? []), { hex: { q: 40, r: 0 } }] });

  it("a hex of a placed board names that placement, its board and panel number", () => {
    // Panel 1's local hex (2, 1) (printed 1C3) is placed at offset (0, 6): global (2, 7).
    expect(panelOf(map, createHex(2, 7))).toEqual({ placement: "fp-panel-1", board: "fp-panel-1", number: 1 });
    expect(boardOf(map, createHex(2, 7))).toBe("fp-panel-1");
    // Panel 2 turned half round at offset (7, 2): its local (0, 0) lies at (7, 2).
    expect(boardOf(map, createHex(7, 2))).toBe("fp-panel-2");
  });

  it("a hex only the map level gives, or one off the map, has no panel", () => {
    expect(panelOf(map, createHex(40, 0))).toBeUndefined();
    expect(boardOf(map, createHex(99, 99))).toBeUndefined();
  });

  it("a board placed twice names each placement apart", () => {
    const twice = {
      ...doc,
      placements: [{ id: "left", board: "fp-panel-1", offset: { q: 0, r: 0 } }, { id: "right", board: "fp-panel-1", offset: { q: 30, r: 0 } }],
    };
    const m = compileMap(twice);
    expect(panelOf(m, createHex(0, 0))?.placement).toBe("left");
    expect(panelOf(m, createHex(30, 0))).toEqual({ placement: "right", board: "fp-panel-1", number: 1 });
  });
});
