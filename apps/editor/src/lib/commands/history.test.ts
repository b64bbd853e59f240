import { describe, expect, it } from "vitest";
import { createHex } from "@tactica/hex";
import type { Direction, Hex } from "@tactica/hex";
import { createFirepowerSampleMap, createPrng, createSeededUrbanMap, resolveMap } from "@tactica/map";
import type { MapDocument } from "@tactica/map";
import type { CommandOutcome } from "./command";
import { replaceDocument } from "./command";
import { canRedo, canUndo, createHistory, executeCommand, redoCommand, undoCommand } from "./history";
import { addMarker, fillTerrain, paintTerrain, removeMarker, setHeight } from "./terrain-commands";
import { clearHexsideFeature, setHexsideFeature } from "./hexside-commands";
import { addBuildingLevel, createBuilding, setLevelSide } from "./building-commands";
import { removeFortification, setFortification, toDefaultFortification } from "./fortification-commands";
import { rotatePlacement } from "./board-commands";

type Pick = <T>(items: readonly T[]) => T;

/** A random command over the document: every command family, on random on-map hexes. */
function randomCommand(doc: MapDocument, rand: () => number, pick: Pick): CommandOutcome {
  const hexes = [...resolveMap(doc).hexes.values()].map((h) => h.hex);
  const hex: Hex = pick(hexes);
  const dir = Math.floor(rand() * 6) as Direction;
  const choices: (() => CommandOutcome)[] = [
    () => paintTerrain(doc, [hex, pick(hexes)], pick(["clear", "tree", "building", "street"])),
    () => fillTerrain(doc, hex, pick(["clear", "rubble"])),
    () => setHeight(doc, [hex], Math.floor(rand() * 6)),
    () => addMarker(doc, hex, { type: pick(["smoke", "fire", "rubble"] as const) }),
    () => removeMarker(doc, hex, "smoke"),
    () => setHexsideFeature(doc, { hex, dir }, { type: pick(["wall", "hedge", "door"] as const) }),
    () => clearHexsideFeature(doc, { hex, dir }),
    () => createBuilding(doc, `B${Math.floor(rand() * 4)}`, [hex]),
    () => addBuildingLevel(doc, `B${Math.floor(rand() * 4)}`),
    () => setLevelSide(doc, `B${Math.floor(rand() * 4)}`, 0, { hex, dir }, "window", true),
    () => setFortification(doc, toDefaultFortification(pick(["foxhole", "wire", "pillbox"] as const), hex)),
    () => removeFortification(doc, hex, "wire"),
    () => rotatePlacement(doc, pick(doc.placements ?? [{ board: "none", offset: createHex(0, 0) }]).board, 1),
  ];
  return pick(choices)();
}

describe("undo/redo history", () => {
  for (const [name, make] of [
    ["Firepower sample", () => createFirepowerSampleMap()],
    ["seeded urban 10x10", () => createSeededUrbanMap({ width: 10, height: 10, seed: 7 })],
  ] as const) {
    it(`random command sequences on the ${name}: undo all gives the original, redo all the final (property, 12 seeds)`, () => {
      for (let seed = 1; seed <= 12; seed++) {
        const rand = createPrng(seed);
        const pick: Pick = (items) => items[Math.floor(rand() * items.length)] as never;
        const original = make();
        let h = createHistory(original);
        for (let step = 0; step < 15; step++) {
          const outcome = randomCommand(h.doc, rand, pick);
          if (outcome.ok) h = executeCommand(h, outcome.command);
        }
        const final = h.doc;
        const applied = h.undoStack.length;
        while (canUndo(h)) h = undoCommand(h);
        expect(JSON.stringify(h.doc)).toBe(JSON.stringify(original));
        expect(h.redoStack).toHaveLength(applied);
        while (canRedo(h)) h = redoCommand(h);
        expect(h.doc).toStrictEqual(final);
      }
    });
  }

  it("undoes an import (whole-document replacement) back to the document before it", () => {
    const doc = createFirepowerSampleMap();
    const urban = createSeededUrbanMap({ width: 6, height: 6, seed: 1 });
    const h = executeCommand(createHistory(doc), replaceDocument(urban));
    expect(h.doc).toBe(urban);
    expect(undoCommand(h).doc).toBe(doc);
    expect(redoCommand(undoCommand(h)).doc).toBe(urban);
  });

  it("groups a brush stroke into one undo step and a new command clears redo", () => {
    const doc = createFirepowerSampleMap();
    let h = createHistory(doc);
    for (const q of [0, 1, 2]) {
      const o = paintTerrain(h.doc, [createHex(q, 0)], "tree", "stroke-1");
      if (o.ok) h = executeCommand(h, o.command);
    }
    expect(h.undoStack).toHaveLength(1);
    h = undoCommand(h);
    expect(h.doc).toStrictEqual(doc);
    expect(undoCommand(h)).toBe(h);
    h = redoCommand(h);
    expect(resolveMap(h.doc).hexes.get("2,0" as never)?.terrain).toBe("tree");
    h = undoCommand(h);
    const o = setHeight(h.doc, [createHex(0, 0)], 2);
    if (o.ok) h = executeCommand(h, o.command);
    expect(canRedo(h)).toBe(false);
    expect(h.revision).toBe(7); // 3 strokes, undo, redo, undo, height
  });
});
