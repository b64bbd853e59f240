import { describe, expect, it } from "vitest";
import { createHex } from "@tactica/hex";
import { createFirepowerSampleMap, hexIdToHex, resolveMap, validateMapDocument } from "@tactica/map";
import { checkInverse } from "./check-inverse";
import { createBoard, createMapDocument, joinPlacement, movePlacement, placeBoard, removePlacement, rotatePlacement } from "./board-commands";

const ids = { prefix: "T", parts: [{ axis: "col", style: "letters" }, { axis: "row", style: "number" }] } as const;

describe("board commands", () => {
  it("creates a blank map of one board with the chosen size, orientation and ID scheme", () => {
    const doc = createMapDocument("blank", "pointy", { id: "t1", cols: 4, rows: 3, ids, terrain: "clear" });
    expect(validateMapDocument(doc).ok).toBe(true);
    expect(resolveMap(doc).hexes.size).toBe(12);
    expect(hexIdToHex(doc, "TD3")).toBeDefined();
  });

  it("creates, places, moves, rotates, joins and removes boards, each undoable", () => {
    let doc = createFirepowerSampleMap();
    doc = checkInverse(doc, createBoard(doc, { id: "extra", cols: 3, rows: 2, ids, place: { offset: createHex(0, 20) } }));
    expect(resolveMap(doc).hexes.size).toBe(resolveMap(createFirepowerSampleMap()).hexes.size + 6);
    doc = checkInverse(doc, movePlacement(doc, "extra", createHex(0, 30)));
    doc = checkInverse(doc, rotatePlacement(doc, "extra", 3));
    doc = checkInverse(doc, rotatePlacement(doc, "extra", 3)); // back to 0: the rotation field goes away
    expect(doc.placements?.find((p) => p.board === "extra")).toEqual({ board: "extra", offset: { q: 0, r: 30 } });
    doc = checkInverse(doc, joinPlacement(doc, "extra", createHex(0, 0), createHex(0, 11), 3));
    expect(doc.placements?.find((p) => p.board === "extra")?.offset).toEqual({ q: 0, r: 12 });
    doc = checkInverse(doc, placeBoard(doc, "extra", createHex(10, 10), 2, "extra-2"));
    expect(placeBoard(doc, "extra", createHex(0, 0)).ok).toBe(false);
    doc = checkInverse(doc, removePlacement(doc, "extra-2"));
    expect(createBoard(doc, { id: "extra", cols: 1, rows: 1, ids }).ok).toBe(false);
    expect(createBoard(doc, { id: "huge", cols: 0, rows: 1, ids }).ok).toBe(false);
  });
});
