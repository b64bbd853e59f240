// The services' judge (createSighting over sniperLosPolicy) rules as the sighting folder does, and says why.
import { describe, expect, it } from "vitest";
import type { MapDocument } from "@tactica/map";
import { createSighting, isVisible } from "@tactica/sighting";
import { fixtureDocument } from "../terrain/test-board.fixture";
import type { FixtureBuilding } from "../terrain/test-board.fixture";
import { compileSniperSightMap, sniperLosPolicy } from "./index";
import type { SniperLosOptions } from "./index";

const sighting = (spec: Parameters<typeof fixtureDocument>[0], options: SniperLosOptions = {}) => {
  const s = createSighting(sniperLosPolicy, compileSniperSightMap(fixtureDocument(spec) as MapDocument), options);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
};
const at = (q: number, level = 0, posture = "standing") => ({ hex: { q, r: 3 }, level, posture });

// A 3-storey tower (ground, first floor, roof at storey 2) at q=0 and a building of `roof` storeys at q=3, on row r=3.
const tower: FixtureBuilding = { id: "tower", hexes: [{ q: 0, r: 3 }], levels: [{ storey: 0 }, { storey: 1 }, { storey: 2, roof: true }] };
const middle = (roof: number): FixtureBuilding => ({ id: "mid", hexes: [{ q: 3, r: 3 }], levels: [...Array.from({ length: roof }, (_, storey) => ({ storey })), { storey: roof, roof: true }] });

describe("sniper 7.3, 11.5: the services' line at ground level", () => {
  it("rough #2 blocks a standing eye in dense terrain, placed on the path at its hex with the placeholder cell; the hex itself is seen into", () => {
    const s = sighting({ cols: 8, rows: 6, terrain: { "2,3": "rough-2" } }, { terrainMode: "dense" });
    const beyond = s.check(at(0), at(4));
    expect(beyond.ok && beyond.value).toMatchObject({ system: "sniper", clear: false, range: 4, reconstructed: true });
    const v = beyond.ok ? beyond.value : undefined;
    const blocker = v!.path.find((p) => p.effect === "block")!;
    expect(blocker).toMatchObject({ kind: "hex", hex: { q: 2, r: 3 }, note: { feature: "rough-2" } });
    expect(v!.provenance[0]!.kind).toBe("placeholder");
    expect(s.check(at(0), at(2)).ok && (s.check(at(0), at(2)) as { value: { clear: boolean } }).value.clear).toBe(true);
    // Mixed terrain: rough #2 blocks there too; open: it does not (the chart's placeholder cells).
    expect((sighting({ cols: 8, rows: 6, terrain: { "2,3": "rough-2" } }, { terrainMode: "open" }).check(at(0), at(4)) as { value: { clear: boolean } }).value.clear).toBe(true);
  });

  it("sniper 11.6: a prone end in dense terrain is seen to 20 hexes, not 21 (pair-level ruling)", () => {
    const s = sighting({ cols: 24, rows: 6 }, { terrainMode: "dense" });
    const far = s.check(at(0, 0, "prone"), at(21));
    expect(far.ok && far.value).toMatchObject({ clear: false, blockedBy: [{ feature: "prone-sight-range", rule: "Sniper 11.6" }] });
    expect((s.check(at(0, 0, "prone"), at(20)) as { value: { clear: boolean } }).value.clear).toBe(true);
  });
});

describe("sniper 7.5, 11.1, 11.8: the services' 3-D line between levels", () => {
  // Tower roof: storey 2, standing elevation 2*2+1 = 5; the target standing on the ground at q=6: elevation 1.
  // At the middle building (3 hexes of 6) the line is at 5 + (1 - 5) * 3/6 = 3 half-levels.
  it("over a one-storey building (top 2 < 3) the line is clear; a two-storey one (top 4 >= 3) blocks it on the reconstructed grid", () => {
    const low = sighting({ cols: 8, rows: 6, buildings: [tower, middle(1)] }, { markers: "out" }).check(at(0, 2), at(6));
    expect(low.ok && low.value).toMatchObject({ clear: true, range: 8, reconstructed: true });
    const high = sighting({ cols: 8, rows: 6, buildings: [tower, middle(2)] }, { markers: "out" }).check(at(0, 2), at(6));
    expect(high.ok && high.value).toMatchObject({ clear: false, reconstructed: true });
    const v = high.ok ? high.value : undefined;
    expect(v!.blockedBy[0]).toMatchObject({ feature: "building", rule: "Sniper 7.5", provenance: { kind: "reconstructed" } });
    expect(v!.path.find((p) => p.effect === "block")?.hex).toEqual({ q: 3, r: 3 });
    // Higher than both ends (roof storey 3 > 2): blocked without the grid.
    const tall = sighting({ cols: 8, rows: 6, buildings: [tower, middle(3)] }, { markers: "out" }).check(at(0, 2), at(6));
    expect(tall.ok && tall.value.blockedBy[0]).toMatchObject({ feature: "building", rule: "Sniper 7.5" });
  });

  it("sniper 11.1: on the roof a parapet hides him unless his marker is out; the eye heights are the grid's", () => {
    const s = sighting({ cols: 8, rows: 6, buildings: [tower, middle(1)] });
    const hidden = s.check(at(0, 2), at(6));
    expect(hidden.ok && hidden.value).toMatchObject({ clear: false, blockedBy: [{ feature: "parapet", rule: "Sniper 11.1" }], eyeHeights: { from: 5, to: 1 } });
  });

  it("refuses a storey the hex does not have, a posture Sniper! has not, and a bad option, with typed codes", () => {
    const s = sighting({ cols: 8, rows: 6, buildings: [tower] });
    expect(s.check(at(2, 1), at(5))).toMatchObject({ ok: false, error: { code: "los/bad_level" } });
    expect(s.check(at(0, 3), at(5))).toMatchObject({ ok: false, error: { code: "los/bad_level" } });
    expect(s.check(at(0, 0, "crouch"), at(5))).toMatchObject({ ok: false, error: { code: "los/bad_posture" } });
    const bad = createSighting(sniperLosPolicy, compileSniperSightMap(fixtureDocument({ cols: 4, rows: 4 }) as MapDocument), { terrainMode: "jungle" } as never);
    expect(bad).toMatchObject({ ok: false, error: { code: "los/bad_option" } });
    const notSniper = createSighting(sniperLosPolicy, compileSniperSightMap(fixtureDocument({ cols: 4, rows: 4, terrain: { "1,1": "woods" } }) as MapDocument), {});
    expect(notSniper).toMatchObject({ ok: false, error: { code: "los/bad_option" } });
  });

  it("visibility: not mutual; rough #2 blocks lines across it, never the line into it", () => {
    const s = sighting({ cols: 8, rows: 6, terrain: { "4,3": "rough-2" } }, { terrainMode: "mixed" });
    expect(s.mutual.mutual).toBe(false);
    const m = s.visibility([at(0), at(3), at(6), at(4)]);
    expect(m.ok).toBe(true);
    const vm = m.ok ? m.value : undefined;
    expect(isVisible(vm!, 0, 1)).toBe(true);
    expect(isVisible(vm!, 0, 2)).toBe(false); // rough #2 at q=4 blocks in mixed terrain
    expect(isVisible(vm!, 1, 2)).toBe(false); // q=4 lies between 3 and 6
    expect(isVisible(vm!, 0, 3)).toBe(true); // into the rough hex itself [7.3]
    expect(isVisible(vm!, 2, 0)).toBe(false);
  });
});
