import type { AnyTable, Table } from "@tactica/engine";
import { apply, defineTable } from "@tactica/engine";
import { createFixedDice } from "@tactica/dice";
import type { MapDocument } from "@tactica/map";
import { describe, expect, it } from "vitest";
import { createFirepowerAuthoredSampleMap } from "../scenarios/authored-sample";
import { AMMO_STRUCTURE_VALUES } from "../tables/ammo-weapons";
import { stand } from "../play/authored-match.fixture";
import { boardOf } from "../core/board";
import { impulseAt, startUnderground, undergroundScenario } from "../works/caves.fixture";
import { canBurn } from "../fire-setup/fires";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { gBlast } from "../combat/g-blast";
import { TERRAIN_DAMAGE_VALUES } from "./terrain-damage";
import type { FirepowerGame, FirepowerState } from "../state/types";

const TENS = () => createFixedDice(Array.from({ length: 20 }, () => 10));
/** A copy of a declared table with some cells changed (as a rulings pack would). */
function ruled<I extends Record<string, unknown>>(t: Table<I, number>, change: (inputs: I) => number | undefined): ReadonlyMap<string, AnyTable> {
  const table = defineTable({ id: t.id, version: "ruling", title: t.title, inputs: t.inputs, output: t.output, cells: t.cells.map((c) => ({ ...c, value: change(c.inputs) ?? c.value })) });
  return new Map<string, AnyTable>([[t.id, table]]);
}
function blastAt(game: FirepowerGame, hex: string, tables?: ReadonlyMap<string, AnyTable>) {
  const board = boardOf(game);
  return gBlast(board, game, board.hexOf(hex)!, 5, TENS(), { options: {}, ...(tables ? { tables } : {}) });
}
const find = (g: FirepowerGame, id: string) => g.soldiers.find((s) => s.id === id)!;

describe("blasts damaging trees, fences, walls, hedges, roadblocks and towers (firepower 12.3.4.2)", () => {
  it("firepower 12.3.4.2.4: blasts wear a tree down by their penetration; destroyed, the hex becomes clear with an abatis (the book's, not a stump) and a man Up the tree is eliminated", () => {
    const s = startUnderground(undergroundScenario([stand("A1", "4B4", 1)], [stand("B1", "4H3", 5)]));
    const up: FirepowerGame = { ...s.game, soldiers: s.game.soldiers.map((x) => (x.id === "A1" ? { ...x, up: { height: 4, hold: "tree" as const, top: 6 } } : x)) };
    const first = blastAt(up, "4B4");
    expect(first.terrain).toEqual([expect.objectContaining({ what: "tree", tv: 6, penetration: 1, destroyed: false, provenance: "placeholder", rule: "Firepower 12.3.4.2, 12.3.4.2.4" })]);
    expect(first.game.terrainDamage).toEqual([{ key: expect.stringContaining("hex:") as string, damage: 1 }]);
    expect(boardOf(first.game).terrainOf(boardOf(first.game).hexOf("4B4")!)).toBe("tree");
    // A ruling of 2 for trees: the 1 already taken leaves 1, and the next grenade brings the tree down.
    const second = blastAt(first.game, "4B4", ruled(TERRAIN_DAMAGE_VALUES, (i) => (i.item === "tree" ? 2 : undefined)));
    expect(second.terrain?.[0]).toMatchObject({ what: "tree", tv: 1, destroyed: true, became: "abatis", eliminated: ["A1"] });
    const board = boardOf(second.game);
    expect(board.terrainOf(board.hexOf("4B4")!)).toBe("clear");
    expect(second.game.obstacles).toEqual([{ hex: board.hexOf("4B4"), type: "abatis" }]);
    expect(find(second.game, "A1").eliminated).toBe(true);
    expect(second.game.terrainDamage ?? []).toEqual([]);
  });

  it("firepower 12.3.4.2.3, 12.3.4.2.5, 12.3.4.2.1: a destroyed bamboo fence leaves scrub, a stone wall rubble, a hedge nothing; the map's own terrain value counts (12.5)", () => {
    const base = createFirepowerAuthoredSampleMap();
    const board0 = boardOf(startUnderground(undergroundScenario([stand("A1", "4A1", 3)], [stand("B1", "4H3", 5)])).game);
    const side = (id: string, dir: number, f: NonNullable<MapDocument["hexsides"]>[number]["features"][number]) => ({ hex: board0.hexOf(id)!, dir, features: [f] });
    const map: MapDocument = { ...base, hexsides: [...(base.hexsides ?? []), side("4G4", 0, { type: "fence", height: 1, material: "bamboo", tv: 1 }), side("4H5", 0, { type: "wall", height: 4, tv: 1 }), side("4A4", 0, { type: "hedge", height: 2 })] };
    const s = startUnderground(undergroundScenario([stand("A1", "4A1", 3)], [stand("B1", "4H3", 5)], {}, map));
    const fence = blastAt(s.game, "4G4");
    expect(fence.terrain?.[0]).toMatchObject({ what: "bamboo fence", hexside: 1, tv: 1, destroyed: true, became: "scrub", provenance: "map", rule: "Firepower 12.3.4.2, 12.3.4.2.3" });
    const b1 = boardOf(fence.game);
    expect(b1.terrainOf(b1.hexOf("4G4")!)).toBe("scrub");
    expect(b1.sideFeatures(b1.hexOf("4G4")!, 0)).not.toContain("fence");
    const wall = blastAt(s.game, "4H5");
    expect(wall.terrain?.[0]).toMatchObject({ what: "wall", destroyed: true, became: "rubble", rule: "Firepower 12.3.4.2, 12.3.4.2.5" });
    expect(boardOf(wall.game).sideFeatures(b1.hexOf("4H5")!, 0)).not.toContain("wall");
    const hedge = blastAt(s.game, "4A4");
    expect(hedge.terrain?.[0]).toMatchObject({ what: "hedge", tv: 3, destroyed: false, provenance: "placeholder" });
    expect(blastAt(hedge.game, "4A4", ruled(TERRAIN_DAMAGE_VALUES, (i) => (i.item === "hedge" ? 2 : undefined))).terrain?.[0]).toMatchObject({ what: "hedge", destroyed: true, became: "gone" });
  });

  it("firepower 12.3.4.2.5: a destroyed tower (placeholder terrain value 4; here a ruling of 1) takes everyone in its hex with it; the hex is rubble", () => {
    const s = startUnderground(undergroundScenario([stand("A1", "4A1", 3)], [stand("B1", "4H3", 5), stand("B2", "4H3", 5)], { fortifications: [{ hex: "4H3", type: "tower", garrison: ["B1"] }] }));
    const worn = blastAt(s.game, "4H3");
    expect(worn.terrain?.find((h) => h.what === "tower")).toMatchObject({ tv: 4, destroyed: false, provenance: "placeholder" });
    const down = blastAt(s.game, "4H3", ruled(AMMO_STRUCTURE_VALUES, (i) => (i.structure === "tower" ? 1 : undefined)));
    expect(down.terrain?.find((h) => h.what === "tower")).toMatchObject({ destroyed: true, became: "rubble", eliminated: ["B1", "B2"] });
    expect(down.game.fortifications ?? []).toEqual([]);
  });

  it("firepower 12.3.4.2: a thrown grenade reports the terrain it damaged in its blast event", () => {
    const s = impulseAt(startUnderground(undergroundScenario([stand("A1", "4B3", 4)], [stand("B1", "4H3", 5)])), "A", "4B3");
    const r = apply(firepowerRuleset, s, { type: "throw_grenade", seat: "A", payload: { soldier: "A1", hex: "4B4" } }, createFixedDice([1, 10, 10, 10]));
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    expect(r.events.find((e) => e.type === "grenade/blast")?.data).toMatchObject({ terrain: [{ what: "tree", penetration: 1, destroyed: false }] });
    expect((r.state as FirepowerState).game.terrainDamage).toHaveLength(1);
  });

  it("firepower 21.1: with Normal fire conditions towers and roadblocks burn; a clear hex does not", () => {
    const s = startUnderground(undergroundScenario([stand("A1", "4A1", 3)], [stand("B1", "4H3", 5)], { fortifications: [{ hex: "4H3", type: "tower" }], roadblocks: [{ hex: "4G5", sides: [1] }] }));
    const board = boardOf(s.game);
    expect(canBurn(board, s.game, board.hexOf("4H3")!)).toBe(true);
    expect(canBurn(board, s.game, board.hexOf("4G5")!)).toBe(true);
    expect(canBurn(board, s.game, board.hexOf("4A1")!)).toBe(false);
  });
});
