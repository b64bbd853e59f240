import { describe, expect, it } from "vitest";
import committed from "../../table.schema.json";
import { IN, MM, areaPiece, tableOf } from "../table.fixture";
import type { TableMigration } from ".";
import { TABLE_PRESETS, createTableDocument, migrateTableDocument, toTableJsonSchema, validateTableDocument } from ".";

describe("table document (FoW 2.6 recommended table representation)", () => {
  it("presets: 6'x4' is 1828.8 x 1219.2 mm, 180x120cm is 1800 x 1200 mm (sub-mm integers)", () => {
    expect(TABLE_PRESETS["6x4ft"]).toEqual({ width: 1828.8 * MM, height: 1219.2 * MM });
    expect(TABLE_PRESETS["180x120cm"]).toEqual({ width: 1800 * MM, height: 1200 * MM });
    expect(createTableDocument({ id: "c", unit: "cm", preset: "custom", width: 9000, height: 6000 }).size).toEqual({ preset: "custom", width: 9000, height: 6000 });
  });
  it("a valid document with a polygon, a polyline with width, a hill and a building validates", () => {
    const doc = tableOf([
      areaPiece("w", "woods", [10, 10, 20, 20], { height: "tall" }),
      { id: "h", kind: "hedge", shape: { type: "polyline", points: [[0, 0], [10 * IN, 0]], width: IN / 2 }, movement: "difficult", height: "short", top: 15 * MM, bulletproof: false },
    ], {
      hills: [{ id: "hill", kind: "gentle-hill", movement: "terrain", bulletproof: true, contours: [{ points: [[0, 0], [IN, 0], [IN, IN]], z: 200 }] }],
      buildings: [{ id: "b", kind: "building", footprint: [[0, 0], [IN, 0], [IN, IN]], top: 600, storeys: [{ floor: 0, height: 300 }, { floor: 300, height: 300 }], rooms: [{ id: "r1", points: [[0, 0], [IN, 0], [IN, IN]], storey: 0, openings: [{ kind: "door", from: [0, 0], to: [IN / 2, 0] }] }] }],
      objectives: [{ id: "o1", at: [900, 900] }],
      markers: [{ id: "m1", type: "ranged-in", at: [100, 100] }],
    });
    const v = validateTableDocument(doc);
    expect(v.ok).toBe(true);
  });
  it("issues carry the path of the bad field: non-integer geometry, a wrong preset size, duplicate ids", () => {
    const bad = tableOf([areaPiece("w", "woods", [0, 0, 1, 1], { height: "tall" })]);
    (bad.pieces[0]!.shape as { points: number[][] }).points[0] = [0.5, 0];
    const v = validateTableDocument(bad);
    expect(v.ok ? [] : v.issues.map((i) => i.path)).toContain("pieces.0.shape.points.0.0");
    const wrongSize = { ...tableOf([]), size: { preset: "6x4ft", width: 18000, height: 12000 } };
    expect(validateTableDocument(wrongSize)).toMatchObject({ ok: false, issues: [{ path: "size" }] });
    const dup = tableOf([areaPiece("a", "woods", [0, 0, 1, 1], { height: "tall" }), areaPiece("a", "woods", [2, 2, 3, 3], { height: "tall" })]);
    expect(validateTableDocument(dup)).toMatchObject({ ok: false, issues: [{ message: "duplicate id a" }] });
  });
  it("migration hook: refuses newer versions and non-objects, runs registered steps in order", () => {
    expect(migrateTableDocument({ schemaVersion: 99 })).toMatchObject({ ok: false, issues: [{ path: "schemaVersion" }] });
    expect(migrateTableDocument([])).toMatchObject({ ok: false });
    const steps: TableMigration[] = [{ from: 1, name: "v1->v2: inches to sub-mm", run: (d) => ({ ...d, moved: true }) }];
    const m = migrateTableDocument({ schemaVersion: 1 }, steps, 2);
    expect(m).toMatchObject({ ok: true, from: 1, applied: ["v1->v2: inches to sub-mm"], doc: { schemaVersion: 2, moved: true } });
  });
  it("table.schema.json is the generated JSON Schema (regenerate: npm -w @tactica/table run generate:schema)", () => {
    expect(committed).toEqual(JSON.parse(JSON.stringify(toTableJsonSchema())));
  });
});
