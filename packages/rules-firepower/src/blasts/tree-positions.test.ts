import { describe, expect, it } from "vitest";
import { run, soldier, tryCommand } from "../conformance/match-fixture";
import { toAuthoredSampleScenario } from "../scenarios/authored-sample";
import { inImpulse, stand, variant, withSoldier } from "../play/authored-match.fixture";
import { boardOf } from "../core/board";
import { explainFire } from "../combat/explain-fire";
import { hexAhead } from "../core/geometry";
import type { FirepowerState } from "../state/types";

const base = boardOf(toAuthoredSampleScenario());
const at = (id: string) => { const h = base.hexOf(id); if (!h) throw new Error(id); return h; };
const ahead = (id: string, facing: number) => base.idOf(hexAhead(at(id), facing));
const cmd = (type: string, payload: Record<string, unknown>, seat = "A") => ({ type, seat, payload });
const position = (id: string, kind: "side" | "rear", dir: number) => cmd("tree_position", { soldier: id, kind, dir });
// 4B4 is a tree hex; NORTH and SOUTH are its neighbours in directions 1 and 4.
const NORTH = ahead("4B4", 1), SOUTH = ahead("4B4", 4);
const shooters = [stand("B1", NORTH, 4), stand("B2", SOUTH, 1)];
const names = (s: FirepowerState, firer: string, target = "A1") => {
  const e = explainFire(s, firer, target);
  if (!e.ok) throw new Error(e.error.code);
  return e.value.odds.modifiers.map((m) => m.name);
};

describe("firepower 10.4: tree, stump and well positions (Advanced Game)", () => {
  it("firepower 10.4.1: a side position covers against fire over its 2 thickened hexsides only (reconstructed diagram); trees conceal all round", () => {
    const r = tryCommand(inImpulse([stand("A1", "4B4", 1)], shooters, "4B4"), position("A1", "side", 1));
    if (!r.ok) throw new Error(r.error.code);
    expect(r.events[0]).toMatchObject({ type: "tree/position", data: { kind: "side", dir: 1, coveredSides: [1, 2], covered: true, impulseUsed: false, provenance: "reconstructed" } });
    expect(soldier(r.state, "A1")).toMatchObject({ mf: 0, treePosition: { kind: "side", dir: 1 } });
    expect(names(r.state, "B1")).toEqual(expect.arrayContaining(["target in cover", "target in concealment"]));
    expect(names(r.state, "B2")).toContain("target in concealment");
    expect(names(r.state, "B2")).not.toContain("target in cover");
  });

  it("firepower 10.4: without a position a soldier in a tree hex is concealed but not covered", () => {
    const s = inImpulse([stand("A1", "4B4", 1)], shooters, "4B4");
    expect(names(s, "B1")).not.toContain("target in cover");
    expect(names(s, "B1")).toContain("target in concealment");
  });

  it("firepower 10.4.2: the rear position covers over 3 hexsides, and its soldier may not fire his major personal weapon", () => {
    const r = tryCommand(inImpulse([stand("A1", "4B4", 4)], shooters, "4B4"), position("A1", "rear", 4));
    if (!r.ok) throw new Error(r.error.code);
    expect(r.events[0]).toMatchObject({ data: { coveredSides: [3, 4, 5] } });
    expect(names(r.state, "B2")).toContain("target in cover");
    expect(names(r.state, "B1")).not.toContain("target in cover");
    expect(tryCommand(r.state, cmd("fire", { soldier: "A1", targets: ["B2"] }))).toMatchObject({ ok: false, error: { code: "tree/rear_no_fire" } });
  });

  it("firepower 10.4.3: once placed, changing sides uses the soldier's Impulse even at 0 MF", () => {
    const placed = run(inImpulse([stand("A1", "4B4", 1)], shooters, "4B4"), position("A1", "side", 1));
    const changed = tryCommand(placed, position("A1", "side", 4));
    if (!changed.ok) throw new Error(changed.error.code);
    expect(changed.events[0]).toMatchObject({ data: { impulseUsed: true, rule: "Firepower 10.4.3" } });
    expect(soldier(changed.state, "A1").mf).toBe(4);
    expect(tryCommand(changed.state, cmd("change_posture", { soldier: "A1", posture: "crouch" }))).toMatchObject({ ok: false, error: { code: "move/no_mf" } });
    const turned = run(placed, cmd("change_facing", { soldier: "A1", facing: 2 }));
    expect(tryCommand(turned, position("A1", "side", 4))).toMatchObject({ ok: false, error: { code: "tree/impulse_used" } });
    expect(tryCommand(placed, position("A1", "side", 1))).toMatchObject({ ok: false, error: { code: "tree/unchanged" } });
  });

  it("firepower 10.4.4: one soldier per side gets the cover: the bottom of the stack, the first there", () => {
    const two = run(run(inImpulse([stand("A1", "4B4", 1), stand("A2", "4B4", 1)], shooters, "4B4"), position("A1", "side", 1)), position("A2", "side", 1));
    expect(names(two, "B1", "A1")).toContain("target in cover");
    expect(names(two, "B1", "A2")).not.toContain("target in cover");
  });

  it("firepower 10.4.5: an Up soldier in a tree has no cover in any direction, still concealment", () => {
    const placed = run(inImpulse([stand("A1", "4B4", 1)], shooters, "4B4"), position("A1", "side", 1));
    const upTree = withSoldier(placed, "A1", { up: { height: 3, hold: "tree", top: 2 } });
    expect(names(upTree, "B1")).not.toContain("target in cover");
    expect(names(upTree, "B1")).toContain("target in concealment");
  });

  it("firepower 10.4.6: a stump covers from its position's sides and gives no concealment", () => {
    const stump = variant((d) => ({ ...d, hexes: (d.hexes ?? []).map((h) => (h.id === "4B4" ? { ...h, terrain: "stump" } : h)) }));
    const s = run(inImpulse([stand("A1", "4B4", 1)], shooters, "4B4", { map: stump }), position("A1", "side", 1));
    expect(names(s, "B1")).toContain("target in cover");
    expect(names(s, "B1")).not.toContain("target in concealment");
    expect(names(s, "B2")).not.toContain("target in cover");
  });

  it("firepower 10.4: the position stays with its hex; the Basic Game keeps all-round tree cover and has no positions", () => {
    const placed = run(inImpulse([stand("A1", "4B4", 4)], [stand("B9", "4H1", 6)], "4B4"), position("A1", "side", 1));
    expect(soldier(run(placed, cmd("move", { soldier: "A1" })), "A1").treePosition).toBeUndefined();
    expect(tryCommand(inImpulse([stand("A1", "4C3", 1)], shooters, "4C3"), position("A1", "side", 1))).toMatchObject({ ok: false, error: { code: "tree/none" } });
    const basic = inImpulse([stand("A1", "4B4", 1)], shooters, "4B4", { rules: "basic" });
    expect(tryCommand(basic, position("A1", "side", 1))).toMatchObject({ ok: false, error: { code: "tree/advanced_only" } });
  });
});

describe("firepower 10.4.1: tree positions against blasts", () => {
  it("firepower 10.4.1, 12.2.3: a hand grenade's blast is covered only over the position's thickened hexsides", () => {
    // A1 throws at NORTH, next to the tree hex: its blast reaches B1 in 4B4 over 4B4's north hexside. B1 holds
    // the side position covering that hexside, or the one facing south.
    const thrower = ahead(ahead(NORTH, 1), 1);
    const total = (dir: number) => {
      const s = withSoldier(inImpulse([stand("A1", thrower, 4)], [stand("B1", "4B4", 1)], thrower), "B1", { treePosition: { hex: at("4B4"), kind: "side", dir, order: 1 } });
      const r = tryCommand(s, cmd("throw_grenade", { soldier: "A1", hex: NORTH }), [1, 9, 9, 9, 9]);
      if (!r.ok) throw new Error(r.error.code);
      const rolls = r.events.flatMap((e) => ((e.data as { rolls?: { soldier: string; total: number }[] }).rolls ?? []));
      const b1 = rolls.find((x) => x.soldier === "B1");
      if (!b1) throw new Error("no blast roll for B1");
      return b1.total;
    };
    expect(total(1) - total(4)).toBe(1);
  });
});
