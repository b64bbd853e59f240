import { describe, expect, it } from "vitest";
import { compileTable } from "../compile";
import { createSmokeScreen } from "../templates";
import { IN, MM, areaPiece, tableOf, teamAt } from "../table.fixture";
import { checkTableLineOfSight, hasTableLineOfSight } from ".";

// Frame: x right, y down, inches in the fixtures. Shooter on the left, target on the right.
const both = (t: ReturnType<typeof compileTable>, a: Parameters<typeof hasTableLineOfSight>[1], b: Parameters<typeof hasTableLineOfSight>[2], o = {}) => {
  const fast = hasTableLineOfSight(t, a, b, o);
  const explained = checkTableLineOfSight(t, a, b, o);
  expect(explained.hasLos).toBe(fast);
  return explained;
};

describe("FoW 2.3 item 1: Buildings and Hills block LOS [Line of Sight Through Hills and Buildings]", () => {
  const doc = tableOf([], { buildings: [{ id: "b1", kind: "building", footprint: [[10 * IN, -5 * IN], [12 * IN, -5 * IN], [12 * IN, 5 * IN], [10 * IN, 5 * IN]].map(([x, y]) => [x!, y! + 10 * IN] as [number, number]), top: 60 * MM, storeys: [{ floor: 0, height: 60 * MM }] }] });
  const t = compileTable(doc);
  it("every line through the building is blocked, each naming the building and the rule", () => {
    const a = checkTableLineOfSight(t, teamAt("s", "a", "infantry", 0, 10, 1), teamAt("x", "b", "infantry", 20, 10, 1));
    expect(a.hasLos).toBe(false);
    expect(a.totalLines).toBe(81);
    expect(a.clearLines).toBe(0);
    for (const l of a.lines) expect(l.blockedBy).toContainEqual(expect.objectContaining({ code: "los/solid", by: "b1", rule: expect.stringContaining("Hills and Buildings") }));
  });
  it("a line from above the roof passes (3-D): shooter on a 300 mm upper floor", () => {
    const s = teamAt("s", "a", "infantry", 0, 10, 1, 1, 10, { elevation: 300 * MM });
    // At the far wall (x = 12 of 20) the line is at 310 - 300 * 0.6 = 130 mm > 60 mm.
    expect(both(t, s, teamAt("x", "b", "infantry", 20, 10, 1)).hasLos).toBe(true);
  });
});

describe("FoW 2.3 item 2: more than 2\"/5cm through Tall terrain blocks, unless Range <= 6\"/15cm", () => {
  const woods = (x0: number, x1: number, id = "w") => areaPiece(id, "woods", [x0, 0, x1, 20], { height: "tall" });
  const s = teamAt("s", "a", "infantry", 0, 10, 1), x = teamAt("x", "b", "infantry", 20, 10, 1);
  it("1.5\" of woods: clear (and the straight line's depth is 1.5\")", () => {
    const a = both(compileTable(tableOf([woods(10, 11.5)])), s, x);
    expect(a.hasLos).toBe(true);
    const mid = a.lines.find((l) => l.from[0] === 0 && l.from[1] === 10 * IN && l.to[0] === 20 * IN && l.to[1] === 10 * IN)!;
    expect(mid.tallLength).toBeCloseTo(1.5 * IN, 6);
  });
  it("2.5\" of woods: blocked by los/tall_depth", () => {
    const a = both(compileTable(tableOf([woods(10, 12.5)])), s, x);
    expect(a.hasLos).toBe(false);
    expect(a.blockedCounts["los/tall_depth"]).toBe(81);
  });
  it("RULING-6: cumulative over two woods of 1.5\" each (3\" in all) blocks", () => {
    expect(both(compileTable(tableOf([woods(5, 6.5, "w1"), woods(10, 11.5, "w2")])), s, x).hasLos).toBe(false);
  });
  it("RULING-6: the part of the line above the canopy does not count", () => {
    const high = { elevation: 400 * MM };
    const a = both(compileTable(tableOf([woods(10, 12.5)])), teamAt("s", "a", "infantry", 0, 10, 1, 1, 10, high), teamAt("x", "b", "infantry", 20, 10, 1, 1, 10, high));
    expect(a.hasLos).toBe(true);
    expect(a.lines.every((l) => l.tallLength === 0)).toBe(true);
  });
  it("Range 6\" exactly: 3\" of woods does not block; at 6.1\" it does", () => {
    const t = compileTable(tableOf([woods(2, 5)]));
    const near = both(t, s, teamAt("x", "b", "infantry", 7, 10, 1));
    expect(near.range).toBeCloseTo(6 * IN, 6);
    expect(near.closeRange).toBe(true);
    expect(near.hasLos).toBe(true);
    expect(both(t, s, teamAt("x", "b", "infantry", 7.1, 10, 1)).hasLos).toBe(false);
  });
});

describe("FoW 2.3 item 3: friendly Teams block, except stationary Infantry", () => {
  const t = compileTable(tableOf([]));
  const s = teamAt("s", "a", "infantry", 0, 10, 1), x = teamAt("x", "b", "infantry", 20, 10, 1);
  const los = (other: ReturnType<typeof teamAt>, blocking = {}) => both(t, s, x, { teams: [s, x, other], blocking });
  it("a friendly tank in the way blocks every line", () => {
    const a = los(teamAt("f", "a", "tank", 10, 10, 3));
    expect(a.hasLos).toBe(false);
    expect(a.lines[0]!.blockedBy[0]).toMatchObject({ code: "los/friendly_team", by: "f" });
  });
  it("stationary friendly infantry, enemy tanks and Can Fire Over Friendly Teams do not block", () => {
    expect(los(teamAt("f", "a", "infantry", 10, 10, 3, 3, 10, { stationary: true })).hasLos).toBe(true);
    expect(los(teamAt("f", "a", "infantry", 10, 10, 3)).hasLos).toBe(false);
    expect(los(teamAt("e", "b", "tank", 10, 10, 3)).hasLos).toBe(true);
    expect(los(teamAt("f", "a", "tank", 10, 10, 3), { canFireOverFriendly: true }).hasLos).toBe(true);
  });
  it("never over Cavalry, and defending Infantry do not block their Defensive Fire", () => {
    expect(los(teamAt("c", "a", "cavalry", 10, 10, 3), { canFireOverFriendly: true }).hasLos).toBe(false);
    expect(los(teamAt("f", "a", "infantry", 10, 10, 3), { defensiveFire: true }).hasLos).toBe(true);
  });
});

describe("FoW 2.3 item 4: gaps under 3/4\"/20mm block [Line of Sight Through Gaps]", () => {
  const wall = (id: string, y0: number, y1: number) => areaPiece(id, "building-wall", [10, y0, 12, y1], { height: "tall", occluder: "solid" });
  const s = teamAt("s", "a", "tank", 0, 10, 2, 2, 10, { mount: { x: 0, y: 10 * IN } });
  const x = teamAt("x", "b", "infantry", 20, 10, 0.2);
  it("a 0.5\" gap between two solid pieces is closed", () => {
    const t = compileTable(tableOf([wall("n", 0, 9.75), wall("s", 10.25, 20)]));
    expect(t.gaps).toHaveLength(1);
    expect(t.gaps[0]!.width).toBeCloseTo(0.5 * IN, 9);
    const a = both(t, s, x);
    expect(a.hasLos).toBe(false);
    expect(a.lines.every((l) => l.blockedBy.some((b) => b.code === "los/closed_gap"))).toBe(true);
  });
  it("a 1\" gap stays open", () => {
    const t = compileTable(tableOf([wall("n", 0, 9.5), wall("s", 10.5, 20)]));
    expect(t.gaps).toHaveLength(0);
    expect(both(t, s, x).hasLos).toBe(true);
  });
  it("gaps under 3/4\" between friendly teams block too", () => {
    const t = compileTable(tableOf([]));
    const f1 = teamAt("f1", "a", "tank", 10, 8.75, 2), f2 = teamAt("f2", "a", "tank", 10, 11.25, 2);
    expect(both(t, s, x, { teams: [f1, f2] }).hasLos).toBe(false);
    const g1 = teamAt("f1", "a", "tank", 10, 8.5, 2), g2 = teamAt("f2", "a", "tank", 10, 11.5, 2);
    expect(both(t, s, x, { teams: [g1, g2] }).hasLos).toBe(true);
  });
});

describe("FoW 2.3 item 5: Smoke Screens block unless the Range is 6\"/15cm or less", () => {
  const t = compileTable(tableOf([]));
  const screen = createSmokeScreen("sm", { x: 10 * IN, y: 6 * IN }, 90, 2, "inch");
  const s = teamAt("s", "a", "infantry", 0, 10, 1);
  it("blocks at 19\"", () => {
    const a = both(t, s, teamAt("x", "b", "infantry", 20, 10, 1), { smoke: [screen] });
    expect(a.hasLos).toBe(false);
    expect(a.rules).toContain("FoW [Smoke Bombardments › Effects of Smoke Screens]");
  });
  it("does not block at 6\"", () => {
    const near = createSmokeScreen("sm", { x: 3 * IN, y: 6 * IN }, 90, 2, "inch");
    expect(both(t, s, teamAt("x", "b", "infantry", 7, 10, 1), { smoke: [near] }).hasLos).toBe(true);
  });
});

describe("FoW 2.3 item 7: terrain never blocks LOS to or from Aircraft", () => {
  const t = compileTable(tableOf([areaPiece("w", "woods", [5, 0, 15, 20], { height: "tall" })]));
  it("woods 10\" deep hide a tank but not an aircraft", () => {
    const s = teamAt("s", "a", "infantry", 0, 10, 1);
    expect(both(t, s, teamAt("x", "b", "tank", 20, 10, 2)).hasLos).toBe(false);
    const a = both(t, s, teamAt("p", "b", "aircraft", 20, 10, 1));
    expect(a.hasLos).toBe(true);
    expect(a.rules.some((r) => r.includes("Aircraft"))).toBe(true);
  });
});

describe("FoW 2.6 sampled LOS and RULING-3 (\"all, or practically all\")", () => {
  // A tank's mount at (0, 10) traces 9 lines to the 3x3 grid of a 3" infantry base at (20, 10): grid x 19, 20, 21 and
  // y 9, 10, 11. A building covers x 10..12, y up to 10.25. Lines to y = 11 cross x 10..12 at y 10.48..10.63 (clear);
  // lines to y = 10 and y = 9 run inside it. So 3 of 9 lines are clear.
  const t = compileTable(tableOf([areaPiece("b", "building", [10, 0, 12, 10.25], { height: "tall", occluder: "solid" })]));
  const s = teamAt("s", "a", "tank", 0, 10, 2, 2, 10, { mount: { x: 0, y: 10 * IN } });
  const x = teamAt("x", "b", "infantry", 20, 10, 3);
  it("3 of 9 lines clear: LOS at the default 5% (one line needed)", () => {
    const a = both(t, s, x);
    expect([a.clearLines, a.totalLines, a.neededLines, a.hasLos]).toEqual([3, 9, 1, true]);
    expect(a.lines.filter((l) => l.clear).map((l) => l.to[1])).toEqual([11 * IN, 11 * IN, 11 * IN]);
  });
  it("a stricter RULING-3 (half the lines) refuses it; 30% accepts it", () => {
    expect(both(t, s, x, { rulings: { losClearFraction: 0.5 } }).hasLos).toBe(false);
    expect(both(t, s, x, { rulings: { losClearFraction: 0.4 } }).hasLos).toBe(false);
    expect(both(t, s, x, { rulings: { losClearFraction: 0.3 } }).hasLos).toBe(true);
  });
});

describe("FoW 2.3 item 6: Night visibility", () => {
  const t = compileTable(tableOf([]));
  it("teams beyond the rolled limit are not visible unless they shot last turn", () => {
    const s = teamAt("s", "a", "infantry", 0, 10, 1);
    expect(both(t, s, teamAt("x", "b", "infantry", 20, 10, 1), { nightLimit: 16 * IN }).hasLos).toBe(false);
    expect(both(t, s, teamAt("x", "b", "infantry", 17, 10, 1), { nightLimit: 16 * IN }).hasLos).toBe(true);
    expect(both(t, s, teamAt("x", "b", "infantry", 20, 10, 1, 1, 10, { shotLastTurn: true }), { nightLimit: 16 * IN }).hasLos).toBe(true);
  });
});

describe("linear Tall terrain (polyline with a width): a Line of Trees", () => {
  const trees = (id: string, pts: [number, number][]) => ({
    id, kind: "line-of-trees", shape: { type: "polyline" as const, points: pts.map(([x, y]) => [x * IN, y * IN] as [number, number]), width: IN },
    movement: "difficult" as const, height: "tall" as const, top: 100 * MM, bulletproof: false,
  });
  const s = teamAt("s", "a", "tank", 0, 10, 2, 2, 10, { mount: { x: 0, y: 10 * IN } });
  const x = teamAt("x", "b", "tank", 20, 10, 2, 2, 10, { mount: { x: 20 * IN, y: 10 * IN } });
  it("a 1\" wide line crossed square on counts 1\" (clear); a zig-zag crossed three times counts 3\" (blocked)", () => {
    const one = checkTableLineOfSight(compileTable(tableOf([trees("t", [[10, 0], [10, 20]])])), s, { ...x, kind: "infantry", footprint: { shape: "point", x: 20 * IN, y: 10 * IN } });
    expect(one.lines[0]!.tallLength).toBeCloseTo(IN, 6);
    expect(one.hasLos).toBe(true);
    // A zig-zag crossed three times: 3" in all, more than 2": blocked (RULING-6, cumulative within one feature too).
    const zig = compileTable(tableOf([trees("z", [[6, 0], [6, 18], [10, 18], [10, 2], [14, 2], [14, 20]])]));
    const three = checkTableLineOfSight(zig, s, { ...x, kind: "infantry", footprint: { shape: "point", x: 20 * IN, y: 10 * IN } });
    expect(three.lines[0]!.tallLength).toBeCloseTo(3 * IN, 6);
    expect(three.hasLos).toBe(false);
  });
});
