import { describe, expect, it } from "vitest";
import { createHex } from "@tactica/hex";
import { createFirepowerSampleMap, hexIdToHex, resolveMap, validateMapDocument } from "@tactica/map";
import { checkInverse } from "./check-inverse";
import { createPatrolSampleMap } from "@tactica/map";
import { createBoard, createMapDocument, joinPlacement, movePlacement, placeBoard, placeLibraryBoard, removePlacement, rotatePlacement } from "./board-commands";

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

  it("places library boards: the definition once, a second copy under its own placement id (printed IDs prefixed)", () => {
    const section = createPatrolSampleMap().boards?.[0];
    if (section === undefined) throw new Error("no Patrol sample section");
    let doc = createMapDocument("lib", "flat", { id: "t1", cols: 2, rows: 2, ids });
    doc = checkInverse(doc, placeLibraryBoard(doc, section, createHex(0, 10)));
    doc = checkInverse(doc, placeLibraryBoard(doc, section, createHex(0, 30)));
    expect(doc.boards?.filter((b) => b.id === section.id)).toHaveLength(1);
    expect(doc.placements?.map((p) => p.id ?? p.board)).toEqual(["t1", section.id, `${section.id}#2`]);
    expect(resolveMap(doc).hexes.size).toBe(4 + 2 * section.hexes.length);
    expect(placeLibraryBoard(doc, { ...section, label: "changed" }, createHex(0, 50)).ok).toBe(false);
  });

  it("places a removed library board again, even when its kept definition was stored with other key order or content", () => {
    const section = createPatrolSampleMap().boards?.[0];
    if (section === undefined) throw new Error("no Patrol sample section");
    let doc = createMapDocument("lib", "flat", { id: "t1", cols: 2, rows: 2, ids });
    doc = checkInverse(doc, placeLibraryBoard(doc, section, createHex(0, 10)));
    doc = checkInverse(doc, removePlacement(doc, section.id));
    // As read back from storage: the same board, its keys in another order, and an older label.
    const reordered = Object.fromEntries(Object.entries({ ...section, label: "older" }).reverse()) as typeof section;
    doc = { ...doc, boards: doc.boards?.map((b) => (b.id === section.id ? reordered : b)) };
    doc = checkInverse(doc, placeLibraryBoard(doc, section, createHex(0, 10)));
    expect(doc.placements?.map((p) => p.board)).toEqual(["t1", section.id]);
    expect(doc.boards?.find((b) => b.id === section.id)?.label).toBe(section.label);
    expect(resolveMap(doc).hexes.size).toBe(4 + section.hexes.length);
    // Placed with the same content in another key order: no second definition, a second placement.
    const again = placeLibraryBoard({ ...doc, boards: doc.boards?.map((b) => (b.id === section.id ? Object.fromEntries(Object.entries(b).reverse()) as typeof section : b)) }, section, createHex(0, 30));
    expect(again.ok && again.command.edits.map((e) => e.collection)).toEqual(["placements"]);
  });
});
