import { describe, expect, it } from "vitest";
import doc from "../../../docs/map-format.md?raw";
import { compileMap } from "./compile-map";
import { boardOf } from "./panel-of";
import { hexIdToHex, hexToHexId } from "./printed-ids";
import { hexesOf, regionsOf } from "./regions-of";
import { validateMapDocument } from "./validate-map-document";

describe("docs/map-format.md", () => {
  it("its complete example validates, compiles and resolves printed IDs", () => {
    const block = /```json\n([\s\S]*?)\n```/.exec(doc)?.[1];
    expect(block).toBeDefined();
    const v = validateMapDocument(JSON.parse(block!));
    expect(v.ok ? [] : v.issues).toEqual([]);
    if (!v.ok) return;
    const m = compileMap(v.map, { tree: { hinders: true }, building: { blocks: true } });
    expect(m.hexCount).toBe(9);
    expect(m.directionOne).toBe(0);
    expect(hexIdToHex(v.map, "1B2")).toEqual({ q: 1, r: 3 });
    expect(hexToHexId(m, { q: 2, r: 2 })).toEqual(["X1"]);
    // Its region: 1A1 and 1B1 are panel 1's (0, 0) and (1, 0) placed at offset (0, 2); X1 is the map-level (2, 2).
    expect(hexesOf(m, "setup-a")).toEqual([{ q: 0, r: 2 }, { q: 1, r: 2 }, { q: 2, r: 2 }]);
    expect(regionsOf(m, { q: 1, r: 2 })).toEqual(["setup-a"]);
    expect(boardOf(m, { q: 1, r: 2 })).toBe("demo-panel-1");
    expect(boardOf(m, { q: 2, r: 2 })).toBeUndefined();
  });
});
