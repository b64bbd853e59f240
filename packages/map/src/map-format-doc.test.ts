import { describe, expect, it } from "vitest";
import doc from "../../../docs/map-format.md?raw";
import { compileMap } from "./compile-map";
import { hexIdToHex, hexToHexId } from "./printed-ids";
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
  });
});
