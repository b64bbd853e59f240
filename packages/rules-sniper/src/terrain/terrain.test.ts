import { describe, expect, it } from "vitest";
import { checkMapVocabulary } from "@tactica/map";
import { compileSniperBoard, entryCost, jumpLegality, sideAt, SNIPER_MAP_VOCABULARY, SNIPER_TERRAIN_ENTRIES, vehicleOpeningAdmits } from "./index";
import { fixtureBoard, fixtureDocument } from "./test-board.fixture";

// Building A: hexes (2,2) and (3,2) (neighbours across direction 2), basement, ground, first floor, roof.
// Declared: a door on the ground floor's (2,2) dir 5 side, a window on the first floor's (3,2) dir 2 side, an
// interior wall between the two hexes on the ground floor only, a door declared on the basement (refused by 11.1).
const A = {
  id: "A", hexes: [{ q: 2, r: 2 }, { q: 3, r: 2 }], stairs: [{ hex: { q: 2, r: 2 }, from: -1, to: 2 }],
  levels: [
    { storey: -1, sides: [{ hex: { q: 2, r: 2 }, dir: 4, type: "door" }] },
    { storey: 0, sides: [{ hex: { q: 2, r: 2 }, dir: 5, type: "door" }, { hex: { q: 2, r: 2 }, dir: 2, type: "interior-wall" }] },
    { storey: 1, sides: [{ hex: { q: 3, r: 2 }, dir: 2, type: "window" }] },
    { storey: 2, roof: true },
  ],
};

describe("Sniper! terrain and buildings [11.0, 11.1]", () => {
  it("sniper 11.0: six terrain types; an unknown terrain id is refused naming the allowed ones", () => {
    expect(SNIPER_TERRAIN_ENTRIES.map((e) => e.id)).toEqual(["building", "street", "clear", "rough-1", "rough-2", "slope"]);
    const c = compileSniperBoard(fixtureDocument({ cols: 2, rows: 2, terrain: { "0,0": "woods" } }), "open");
    expect(c.ok).toBe(false);
    if (!c.ok) expect(c.issues[0]).toMatchObject({ code: "map/unknown_terrain", allowed: expect.arrayContaining(["rough-2"]) });
  });

  it("the vocabulary checks a map document's level sides (a 'balcony-wall' is not Sniper!'s)", () => {
    const doc = fixtureDocument({ cols: 5, rows: 5, buildings: [{ id: "B", hexes: [{ q: 1, r: 1 }], levels: [{ storey: 0, sides: [{ hex: { q: 1, r: 1 }, dir: 0, type: "balcony-wall" }] }] }] });
    const issues = checkMapVocabulary(doc as never, { ...SNIPER_MAP_VOCABULARY });
    expect(issues.map((i) => i.code)).toEqual(["map/unknown_level_side"]);
  });

  it("sniper 11.1: exterior walls on every storey but the roof; openings pierce them; the roof has a parapet above every exterior wall", () => {
    const b = fixtureBoard({ cols: 6, rows: 5, buildings: [A] });
    expect(b.buildings.get("A")).toMatchObject({ storeys: [-1, 0, 1, 2], roof: 2, top: 1, hasBasement: true });
    expect(sideAt(b, { q: 2, r: 2 }, 0, 0)).toMatchObject({ kind: "level", type: "exterior-wall" });
    expect(sideAt(b, { q: 2, r: 2 }, 0, 1)).toMatchObject({ type: "exterior-wall" });
    expect(sideAt(b, { q: 2, r: 2 }, 0, -1)).toMatchObject({ type: "exterior-wall" });
    expect(sideAt(b, { q: 2, r: 2 }, 0, 2)).toMatchObject({ type: "parapet" });
    expect(sideAt(b, { q: 2, r: 2 }, 5, 0)).toMatchObject({ type: "door" });
    expect(sideAt(b, { q: 2, r: 2 }, 5, 1)).toMatchObject({ type: "exterior-wall" });
    expect(sideAt(b, { q: 3, r: 2 }, 2, 1)).toMatchObject({ type: "window" });
    expect(sideAt(b, { q: 3, r: 2 }, 2, 0)).toMatchObject({ type: "exterior-wall" });
  });

  it("sniper 11.1: no door or window reaches the basement; interior walls repeat on every floor but not in the basement or on the roof", () => {
    const b = fixtureBoard({ cols: 6, rows: 5, buildings: [A] });
    expect(sideAt(b, { q: 2, r: 2 }, 4, -1)).toMatchObject({ type: "exterior-wall" });
    expect(sideAt(b, { q: 2, r: 2 }, 2, 0)).toMatchObject({ type: "interior-wall" });
    expect(sideAt(b, { q: 2, r: 2 }, 2, 1)).toMatchObject({ type: "interior-wall" });
    expect(sideAt(b, { q: 2, r: 2 }, 2, -1)).toEqual({ kind: "none" });
    expect(sideAt(b, { q: 2, r: 2 }, 2, 2)).toEqual({ kind: "none" });
    expect(b.buildings.get("A")!.stairs.get("2,2" as never)).toMatchObject({ from: -1, to: 2, kind: "stairs" });
  });
});

describe("Sniper! terrain modes [11.2, 11.3]", () => {
  it("sniper 11.2, 11.3: one mode for the whole map; in open terrain rough #1 is clear terrain, in mixed or dense it is not (chart values placeholder)", () => {
    const doc = { cols: 3, rows: 3, terrain: { "1,0": "rough-1", "1,1": "clear" } };
    for (const mode of ["open", "mixed", "dense"] as const) expect(fixtureBoard(doc, mode).mode).toBe(mode);
    const open = fixtureBoard(doc, "open");
    const rough = entryCost(open, { from: { q: 0, r: 0 }, dir: 2 });
    const clear = entryCost(open, { from: { q: 0, r: 1 }, dir: 2 });
    expect(rough.ok && clear.ok && rough.mp === clear.mp).toBe(true);
    const mixed = entryCost(fixtureBoard(doc, "mixed"), { from: { q: 0, r: 0 }, dir: 2 });
    expect(mixed.ok && rough.ok && mixed.mp > rough.mp).toBe(true);
  });
});

describe("Sniper! movement costs [8.1, 9.4, 11.4, 13.5, 20.2]", () => {
  const b = fixtureBoard({ cols: 6, rows: 5, buildings: [A], terrain: { "1,0": "rough-2" }, markers: { "0,1": ["smoke"], "1,1": ["hole"] } });

  it("sniper 11.4: entering a clear hex costs 1 MP (book); a wall is crossed only through a door, window or breach", () => {
    const clear = entryCost(b, { from: { q: 4, r: 4 }, dir: 0 });
    expect(clear).toMatchObject({ ok: true, mp: 1, parts: [{ rule: "Sniper 11.4", provenance: { kind: "book" } }] });
    expect(entryCost(b, { from: { q: 2, r: 1 }, dir: 3 })).toMatchObject({ ok: false, code: "move/wall", rule: "Sniper 11.4" });
    expect(entryCost(b, { from: { q: 2, r: 2 }, dir: 5 })).toMatchObject({ ok: true });
    expect(entryCost(b, { from: { q: 2, r: 2 }, dir: 2 })).toMatchObject({ ok: false, code: "move/wall" });
  });

  it("sniper 9.4: a prone soldier crawls through a door, never a window", () => {
    expect(entryCost(b, { from: { q: 2, r: 2 }, dir: 5, prone: true })).toMatchObject({ ok: true });
    expect(entryCost(b, { from: { q: 3, r: 2 }, dir: 2, storey: 1, prone: true })).toMatchObject({ ok: false, code: "move/prone_window" });
    expect(entryCost(b, { from: { q: 3, r: 2 }, dir: 2, storey: 1 })).toMatchObject({ ok: true });
  });

  it("sniper 8.1, 13.5, 20.2: +1 for 1-2 soldiers (3: full), +1 smoke, +1 hole; rough #2's extra is a placeholder", () => {
    expect(entryCost(b, { from: { q: 4, r: 4 }, dir: 0, soldiersThere: 2 })).toMatchObject({ ok: true, mp: 2 });
    expect(entryCost(b, { from: { q: 4, r: 4 }, dir: 0, soldiersThere: 3 })).toMatchObject({ ok: false, code: "move/stack_full", rule: "Sniper 8.1" });
    expect(entryCost(b, { from: { q: 0, r: 0 }, dir: 3 })).toMatchObject({ ok: true, mp: 2 });
    expect(entryCost(b, { from: { q: 0, r: 1 }, dir: 2 })).toMatchObject({ ok: true, mp: 2 });
    const rough = entryCost(b, { from: { q: 0, r: 0 }, dir: 2 });
    expect(rough).toMatchObject({ ok: true, mp: 2 });
    if (rough.ok) expect(rough.parts[1]!.provenance.kind).toBe("placeholder");
    expect(entryCost(b, { from: { q: 4, r: 4 }, dir: 0, deadEnemyThere: true })).toMatchObject({ ok: true, mp: 2 });
    expect(entryCost(b, { from: { q: 4, r: 4 }, dir: 0, deadEnemyThere: true, options: { "sniper/dead_enemy_mp": "none" } })).toMatchObject({ ok: true, mp: 1 });
  });
});

describe("Sniper! jumping and vehicle openings [10.3, 10.4, 34.1]", () => {
  it("T9 (10.3): first-floor window to the ground, roof of a 3-storey building to the roof of a 2-storey one: legal; roof of 3 storeys to the ground: not", () => {
    expect(jumpLegality({ storey: 1, via: "window" }, 0).legal).toBe(true);
    expect(jumpLegality({ storey: 3, via: "roof" }, 2).legal).toBe(true);
    expect(jumpLegality({ storey: 3, via: "roof" }, 0)).toMatchObject({ legal: false, rule: "Sniper 10.3" });
    expect(jumpLegality({ storey: 0, via: "window" }, -1).legal).toBe(false);
    expect(jumpLegality({ storey: 0, via: "hole" }, -1).legal).toBe(true);
    expect(jumpLegality({ storey: 1, via: "window" }, 0, true)).toMatchObject({ legal: false, rule: "Sniper 10.4" });
  });
  it("T12 (34.1): a two-hex-wide opening (two adjacent hexes) admits a vehicle; one hex or two apart does not", () => {
    expect(vehicleOpeningAdmits([{ q: 32, r: 27 }, { q: 33, r: 27 }])).toEqual({ width: 2, admits: true, rule: "Sniper 34.1" });
    expect(vehicleOpeningAdmits([{ q: 32, r: 27 }]).admits).toBe(false);
    expect(vehicleOpeningAdmits([{ q: 32, r: 27 }, { q: 34, r: 27 }]).admits).toBe(false);
  });
});
