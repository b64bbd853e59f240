import type { MapDocument } from "@tactica/map";
import { describe, expect, it } from "vitest";
import { run, soldier, tryCommand } from "../conformance/match-fixture";
import { toAuthoredSampleScenario } from "../scenarios/authored-sample";
import { inImpulse, stand, variant, withSoldier } from "../play/authored-match.fixture";
import { toSoldierViewpoint } from "./advanced-los";
import { boardOf } from "../core/board";
import { explainFire } from "./explain-fire";
import { hexAhead } from "../core/geometry";
import type { FirepowerState } from "../state/types";

const base = boardOf(toAuthoredSampleScenario());
const at = (id: string) => { const h = base.hexOf(id); if (!h) throw new Error(id); return h; };
const ahead = (id: string, facing: number) => base.idOf(hexAhead(at(id), facing));
const cmd = (type: string, payload: Record<string, unknown>, seat = "A") => ({ type, seat, payload });
const up = (id: string, on?: "tree" | "side") => cmd("climb_up", { soldier: id, ...(on ? { on } : {}) });
const down = (id: string) => cmd("climb_down", { soldier: id });
const over = (id: string) => cmd("climb_over", { soldier: id });
/** His next Impulse: MF spent back to 0 (the tests below climb further than one Impulse's 4 MF). */
const fresh = (s: FirepowerState, id: string) => withSoldier(s, id, { mf: 0, nonCombatMf: 0, hexesEntered: 0 });
const ok = (r: ReturnType<typeof tryCommand>) => { if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`); return r; };
const far = [stand("B9", "4H1", 6)];

// 4B4 is a tree hex on the authored sample map; trees are 6 heights (the LOS judge's placeholder default).
describe("firepower 11.1.11: climbing a tree", () => {
  it("firepower 11.1.11, 10.5.1: a Standing soldier climbs a tree 1 MF per height, marked Up with his head height", () => {
    const first = ok(tryCommand(inImpulse([stand("A1", "4B4", 1)], far, "4B4"), up("A1", "tree")));
    expect(soldier(first.state, "A1")).toMatchObject({ up: { height: 3, hold: "tree", top: 2 }, posture: "stand", mf: 1 });
    expect(first.events[0]).toMatchObject({ type: "climb/height", data: { height: 3, up: true, provenance: "placeholder", treeHeight: 6 } });
    expect(toSoldierViewpoint(soldier(first.state, "A1"))).toMatchObject({ upHeight: 3 });
    const second = run(first.state, up("A1"));
    expect(soldier(second, "A1")).toMatchObject({ up: { height: 4 }, mf: 2 });
  });

  it("firepower 11.1.11.1: a tree 6 heights high is climbed to a head height of 4, no higher", () => {
    const top = run(run(inImpulse([stand("A1", "4B4", 1)], far, "4B4"), up("A1", "tree")), up("A1"));
    expect(tryCommand(top, up("A1"))).toMatchObject({ ok: false, error: { code: "climb/at_top" } });
  });

  it("firepower 11.1.11: to start climbing a soldier must be Standing, in a hex with something to climb", () => {
    expect(tryCommand(inImpulse([stand("A1", "4B4", 1, { posture: "crouch" })], far, "4B4"), up("A1", "tree"))).toMatchObject({ ok: false, error: { code: "climb/stand_to_climb" } });
    expect(tryCommand(inImpulse([stand("A1", "4C3", 3)], far, "4C3"), up("A1", "tree"))).toMatchObject({ ok: false, error: { code: "climb/nothing" } });
  });

  it("firepower 11.1.11: trees, walls and fences are climbed only by soldiers whose kit reduces no MF", () => {
    const laden = withSoldier(inImpulse([stand("A1", "4B4", 1)], far, "4B4"), "A1", { mfPenalty: 1 });
    expect(tryCommand(laden, up("A1", "tree"))).toMatchObject({ ok: false, error: { code: "climb/kit" } });
  });

  it("firepower 11.1.11.1: no more than one soldier per side up a single tree (option firepower/tree_climb_limit army)", () => {
    const one = run(inImpulse([stand("A1", "4B4", 1), stand("A2", "4B4", 1)], far, "4B4"), up("A1", "tree"));
    expect(tryCommand(one, up("A2", "tree"))).toMatchObject({ ok: false, error: { code: "climb/tree_full" } });
  });

  it("firepower 11.1.11.1, 10.4.4: with option tree_climb_limit 'position' a climber needs a tree position of his own", () => {
    const opts = { options: { "firepower/tree_climb_limit": "position" } };
    const s = inImpulse([stand("A1", "4B4", 1), stand("A2", "4B4", 1)], far, "4B4", opts);
    expect(tryCommand(s, up("A1", "tree"))).toMatchObject({ ok: false, error: { code: "climb/tree_position" } });
    const placed = run(run(s, cmd("tree_position", { soldier: "A1", kind: "side", dir: 1 })), cmd("tree_position", { soldier: "A2", kind: "side", dir: 4 }));
    const both = run(run(placed, up("A1", "tree")), up("A2", "tree"));
    expect([soldier(both, "A1").up?.height, soldier(both, "A2").up?.height]).toEqual([3, 3]);
  });

  it("firepower 10.5.1, 11.1.11: an Up soldier neither walks nor changes posture; he climbs down, Standing again at the foot", () => {
    const top = run(inImpulse([stand("A1", "4B4", 1)], far, "4B4"), up("A1", "tree"));
    expect(tryCommand(top, cmd("move", { soldier: "A1" }))).toMatchObject({ ok: false, error: { code: "climb/up" } });
    expect(tryCommand(top, cmd("change_posture", { soldier: "A1", posture: "prone" }))).toMatchObject({ ok: false, error: { code: "climb/up" } });
    const foot = run(top, down("A1"));
    expect(soldier(foot, "A1").up).toBeUndefined();
    expect(soldier(foot, "A1")).toMatchObject({ posture: "stand", mf: 2 });
    expect(tryCommand(foot, down("A1"))).toMatchObject({ ok: false, error: { code: "climb/not_up" } });
  });

  it("firepower 11.1.11: climbing is an Advanced Game action", () => {
    const basic = inImpulse([stand("A1", "4B4", 1)], far, "4B4", { rules: "basic" });
    expect(tryCommand(basic, up("A1", "tree"))).toMatchObject({ ok: false, error: { code: "climb/advanced_only" } });
  });
});

// A 3-height fence on the hexside between 4B3 and the hex it faces in direction 2.
const FENCED = ahead("4B3", 2);
const fenceMap = (height: number): MapDocument => variant((d) => ({ ...d, hexsides: [...(d.hexsides ?? []), { hex: at("4B3"), dir: 1, features: [{ type: "fence", height }] }] }));

describe("firepower 11.1.3, 11.1.11, 12.2.3: fences and walls over 2 heights", () => {
  it("firepower 11.1.3, 11.1.11: a 3-height fence is climbed at 2 MF a height, over the top into the next hex and down its far side", () => {
    const s0 = inImpulse([stand("A1", "4B3", 2)], far, "4B3", { map: fenceMap(3) });
    expect(tryCommand(s0, cmd("move", { soldier: "A1" }))).toMatchObject({ ok: false, error: { code: "move/must_climb" } });
    const s1 = run(s0, up("A1", "side"));
    expect(soldier(s1, "A1")).toMatchObject({ up: { height: 3, hold: "fence", side: 2, top: 3 }, mf: 2 });
    const s3 = run(fresh(run(s1, up("A1")), "A1"), up("A1"));
    expect(soldier(s3, "A1").up).toMatchObject({ height: 5, top: 3 });
    expect(tryCommand(s3, up("A1"))).toMatchObject({ ok: false, error: { code: "climb/at_top" } });
    const s4 = ok(tryCommand(s3, over("A1")));
    expect(s4.events[0]).toMatchObject({ type: "climb/over", data: { hex: FENCED, mf: 1, up: true, hold: "fence", rule: "Firepower 11.1.11.2" } });
    expect(boardOf(s4.state.game).idOf(soldier(s4.state, "A1").hex)).toBe(FENCED);
    expect(soldier(s4.state, "A1").up).toMatchObject({ height: 5, side: 5, top: 3 });
    const s5 = run(fresh(run(fresh(run(fresh(s4.state, "A1"), down("A1")), "A1"), down("A1")), "A1"), down("A1"));
    expect(soldier(s5, "A1").up).toBeUndefined();
  });
});

// 4D2 raised to a 12-height cliff above 4C3 (4C3 faces it in direction 2).
const cliff = variant((d) => ({ ...d, hexes: (d.hexes ?? []).map((h) => (h.id === "4D2" ? { ...h, height: 12 } : h)) }));

describe("firepower 11.1.4, 11.1.11, 11.1.11.2: height hexsides of 11 or more", () => {
  it("firepower 11.1.4, 11.1.11.2: a 12-height hexside is climbed at 1 MF a height; entering the hex above completes the climb", () => {
    const s0 = inImpulse([stand("A1", "4C3", 2)], far, "4C3", { map: cliff });
    expect(tryCommand(s0, cmd("move", { soldier: "A1" }))).toMatchObject({ ok: false, error: { code: "move/must_climb" } });
    const first = run(s0, up("A1", "side"));
    expect(soldier(first, "A1")).toMatchObject({ up: { height: 3, hold: "hexside", top: 12 }, mf: 1 });
    expect(tryCommand(first, over("A1"))).toMatchObject({ ok: false, error: { code: "climb/not_at_top" } });
    const near = withSoldier(s0, "A1", { up: { height: 13, hold: "hexside", side: 2, top: 12 } });
    const top = run(near, up("A1"));
    const done = ok(tryCommand(top, over("A1")));
    const a1 = soldier(done.state, "A1");
    expect(boardOf(done.state.game).idOf(a1.hex)).toBe("4D2");
    expect(a1.up).toBeUndefined();
    expect(a1).toMatchObject({ posture: "stand", mf: 2 });
  });

  it("firepower 12.2.3: a climber whose feet reach the top of a height hexside peers over it and has it as cover", () => {
    const climbing = (feet: number) => withSoldier(inImpulse([stand("A1", "4C3", 2)], [stand("B1", "4D2", 5), ...far], "4C3", { map: cliff }),
      "A1", { up: { height: feet + 2, hold: "hexside", side: 2, top: 12 } });
    const cover = (s: FirepowerState) => { const e = explainFire(s, "B1", "A1"); if (!e.ok) throw new Error(e.error.code); return e.value.odds.modifiers.some((m) => m.name === "target in cover"); };
    expect(cover(climbing(12))).toBe(true);
    expect(cover(climbing(11))).toBe(false);
  });

  it("firepower 11.1.11.2: climbing down a cliff starts over its edge, in the hex below, feet at the top", () => {
    const s0 = inImpulse([stand("A1", "4D2", 5)], far, "4D2", { map: cliff });
    expect(tryCommand(s0, down("A1"))).toMatchObject({ ok: false, error: { code: "climb/not_up" } });
    const r = ok(tryCommand(s0, over("A1")));
    const a1 = soldier(r.state, "A1");
    expect(boardOf(r.state.game).idOf(a1.hex)).toBe("4C3");
    expect(a1.up).toEqual({ height: 14, hold: "hexside", side: 2, top: 12 });
    expect(soldier(run(r.state, down("A1")), "A1").up).toMatchObject({ height: 13 });
  });
});

// Building A with a flat roof level at 8 heights (8.2.3); OUTSIDE faces 4F2's walled south-west side in direction 2.
const OUTSIDE = ahead("4F2", 5);
const roofed = (roof: boolean) => variant((d) => ({ ...d, buildings: (d.buildings ?? []).map((b) => ({ ...b, levels: roof ? [...b.levels, { storey: 2, name: "A roof", floor: 8, ceiling: 8, roof: true }] : b.levels })) }));

describe("firepower 11.1.11.2: rooftops", () => {
  it("firepower 11.1.11.2: a rooftop is reached by climbing the outside wall (2 MF a height) and over onto the roof", () => {
    const s0 = inImpulse([stand("A1", OUTSIDE, 2)], far, OUTSIDE, { map: roofed(true) });
    const first = run(s0, up("A1", "side"));
    expect(soldier(first, "A1")).toMatchObject({ up: { hold: "building", top: 8 }, mf: 2 });
    const top = withSoldier(s0, "A1", { up: { height: 10, hold: "building", side: 2, top: 8 } });
    const r = ok(tryCommand(top, over("A1")));
    expect(r.events[0]).toMatchObject({ type: "climb/over", data: { hex: "4F2", roof: true, storey: 2 } });
    expect(soldier(r.state, "A1")).toMatchObject({ storey: 2, posture: "stand" });
    expect(soldier(r.state, "A1").up).toBeUndefined();
  });

  it("firepower 11.1.11.2: without a roof to stand on the wall is climbed but not crossed", () => {
    const top = withSoldier(inImpulse([stand("A1", OUTSIDE, 2)], far, OUTSIDE, { map: roofed(false) }), "A1", { up: { height: 10, hold: "building", side: 2, top: 8 } });
    expect(tryCommand(top, over("A1"))).toMatchObject({ ok: false, error: { code: "climb/no_roof" } });
  });

  it("firepower 11.1.11.2, 12.1: a soldier on the roof sees over the walls that blind the storey under him", () => {
    const onRoof = inImpulse([stand("A1", "4F2", 2, { storey: 1 })], [stand("B1", "4H1", 5)], "4F2", { map: roofed(true) });
    const inside = explainFire(onRoof, "A1", "B1");
    expect(inside.ok && inside.value.los.clear).toBe(false);
    const roof = explainFire(withSoldier(onRoof, "A1", { storey: 2 }), "A1", "B1");
    expect(roof.ok && roof.value.los.clear).toBe(true);
  });

  it("firepower 11.1.11.2: from the roof a soldier climbs over the edge and down the outside wall", () => {
    const s0 = inImpulse([stand("A1", "4F2", 5, { storey: 2 })], far, "4F2", { map: roofed(true) });
    const r = ok(tryCommand(s0, over("A1")));
    const a1 = soldier(r.state, "A1");
    expect(boardOf(r.state.game).idOf(a1.hex)).toBe(OUTSIDE);
    expect(a1.storey).toBeUndefined();
    expect(a1.up).toEqual({ height: 10, hold: "building", side: 2, top: 8 });
    expect(soldier(run(r.state, down("A1")), "A1")).toMatchObject({ up: { height: 9 }, mf: 3 });
  });
});
