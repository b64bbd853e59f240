import { describe, expect, it } from "vitest";
import { compileTable } from "../compile";
import { DEFAULT_TABLE_RULINGS } from "../units";
import { IN, MM, areaPiece, tableOf, teamAt } from "../table.fixture";
import type { TableTeam } from ".";
import { bulletproofAgainstBombardment, checkTableLineOfSight, coverFacts } from ".";

const facts = (doc: ReturnType<typeof tableOf>, s: TableTeam, x: TableTeam) => {
  const t = compileTable(doc);
  const los = checkTableLineOfSight(t, s, x);
  return { los, cover: coverFacts(t, s, x, los, DEFAULT_TABLE_RULINGS) };
};
const woods = areaPiece("w", "woods", [10, 0, 11, 20], { height: "tall" });

describe("FoW 2.4 Concealment [3. Check for Concealment]", () => {
  it("a target seen through 1\" of woods is Concealed by them (RULING-4: any clear line)", () => {
    const { los, cover } = facts(tableOf([woods]), teamAt("s", "a", "infantry", 0, 10, 1), teamAt("x", "b", "infantry", 20, 10, 1));
    expect(los.hasLos).toBe(true);
    expect(cover.concealed).toBe(true);
    expect(cover.reasons).toContainEqual(expect.objectContaining({ code: "conceal/terrain", by: "w" }));
  });
  it("(a) a shooter within 2\" of the edge sees targets outside the terrain unconcealed", () => {
    const { cover } = facts(tableOf([woods]), teamAt("s", "a", "infantry", 9, 10, 1), teamAt("x", "b", "infantry", 20, 10, 1));
    expect(cover.concealed).toBe(false);
    expect(cover.exceptions).toContainEqual(expect.objectContaining({ code: "conceal/shooter_at_edge", by: "w" }));
    // 2.5" from the edge (base edge at 7.5) the exception no longer applies.
    expect(facts(tableOf([woods]), teamAt("s", "a", "infantry", 7, 10, 1), teamAt("x", "b", "infantry", 20, 10, 1)).cover.concealed).toBe(true);
  });
  it("(a) does not help against a target inside the terrain", () => {
    const deep = areaPiece("w", "woods", [10, 0, 11.5, 20], { height: "tall" });
    const { cover } = facts(tableOf([deep]), teamAt("s", "a", "infantry", 9, 10, 1), teamAt("x", "b", "infantry", 11, 10, 0.5));
    expect(cover.concealed).toBe(true);
  });
  it("(b) from higher ground Short terrain does not conceal", () => {
    const crops = areaPiece("c", "crop-field", [10, 0, 14, 20], { height: "short", top: 20 * MM });
    // Eye at 110 mm both times; line at x = 14 of 15 is at 110 - 100 * 14/15 = 16.7 mm, below the 20 mm crop top.
    const onHill = teamAt("s", "a", "infantry", 0, 10, 0, 0, 10, { elevation: 100 * MM });
    const tallEye = teamAt("s", "a", "infantry", 0, 10, 0, 0, 110);
    const x = teamAt("x", "b", "infantry", 15, 10, 0);
    expect(facts(tableOf([crops]), tallEye, x).cover.concealed).toBe(true);
    const high = facts(tableOf([crops]), onHill, x).cover;
    expect(high.concealed).toBe(false);
    expect(high.exceptions[0]).toMatchObject({ code: "conceal/higher_ground", by: "c" });
  });
  it("Flat terrain: stationary Infantry are Concealed, moving ones are not", () => {
    const s = teamAt("s", "a", "tank", 0, 10, 2);
    expect(facts(tableOf([]), s, teamAt("x", "b", "infantry", 20, 10, 1, 1, 10, { stationary: true })).cover.concealed).toBe(true);
    expect(facts(tableOf([]), s, teamAt("x", "b", "infantry", 20, 10, 1)).cover.concealed).toBe(false);
  });
  it("B14: a tank whose hull is hidden by a hill, turret visible, is Concealed (hull down, RULING-7)", () => {
    // Mount at 25 mm; hill contour x 10..14 at 20 mm; target hull samples at 10 mm, turret at 30 mm on a 2" hull at x 16.
    // Hull lines are at most 25 - 15 * 14/15.33 = 11.3 mm at the far edge: hidden; turret lines at least 28 mm: clear.
    const hill = { id: "h", kind: "gentle-hill", movement: "terrain" as const, bulletproof: true, contours: [{ points: [[10 * IN, 0], [14 * IN, 0], [14 * IN, 20 * IN], [10 * IN, 20 * IN]] as [number, number][], z: 20 * MM }] };
    const s = teamAt("s", "a", "tank", 0, 10, 2, 2, 25, { mount: { x: 0, y: 10 * IN } });
    const x = teamAt("x", "b", "tank", 16, 10, 2, 2, 10, { sampleHeights: [10 * MM, 30 * MM] });
    const { los, cover } = facts(tableOf([], { hills: [hill] }), s, x);
    expect(los.hasLos).toBe(true);
    expect(cover.hiddenByHill).toBe(0.5);
    expect(cover.reasons).toContainEqual(expect.objectContaining({ code: "conceal/hull_down" }));
    expect(cover.bulletproof).toBe(false);
    const exposed = facts(tableOf([], { hills: [hill] }), s, teamAt("x", "b", "tank", 16, 10, 2, 2, 30)).cover;
    expect(exposed.hiddenByHill).toBe(0);
    expect(exposed.concealed).toBe(false);
  });
});

describe("FoW 2.5 Bulletproof Cover [8. Roll Saves › Bulletproof Cover]", () => {
  const wall = { id: "sw", kind: "stone-wall", shape: { type: "polyline" as const, points: [[19 * IN, 0], [19 * IN, 20 * IN]] as [number, number][], width: 0.25 * IN }, movement: "difficult" as const, height: "short" as const, top: 15 * MM, bulletproof: true };
  it("Infantry Concealed by a stone wall are in BP; a Tank behind it is Concealed but has no BP", () => {
    const s = teamAt("s", "a", "infantry", 0, 10, 1);
    const inf = facts(tableOf([wall]), s, teamAt("x", "b", "infantry", 20, 10, 1)).cover;
    expect([inf.concealed, inf.bulletproof]).toEqual([true, true]);
    const tank = facts(tableOf([wall]), s, teamAt("x", "b", "tank", 20, 10, 1)).cover;
    expect([tank.concealed, tank.bulletproof]).toEqual([true, false]);
  });
  it("woods conceal but are not bulletproof", () => {
    const c = facts(tableOf([woods]), teamAt("s", "a", "infantry", 0, 10, 1), teamAt("x", "b", "infantry", 20, 10, 1)).cover;
    expect([c.concealed, c.bulletproof]).toEqual([true, false]);
  });
  it("against bombardment: in a building or foxholes yes; behind a wall no (linear terrain)", () => {
    const doc = tableOf([wall], { buildings: [{ id: "b", kind: "building", footprint: [[30 * IN, 0], [36 * IN, 0], [36 * IN, 6 * IN], [30 * IN, 6 * IN]], top: 60 * MM, storeys: [{ floor: 0, height: 60 * MM }] }] });
    const t = compileTable(doc);
    expect(bulletproofAgainstBombardment(t, teamAt("i", "b", "infantry", 33, 3, 1))).toBe(true);
    expect(bulletproofAgainstBombardment(t, teamAt("i", "b", "infantry", 19, 10, 1))).toBe(false);
    expect(bulletproofAgainstBombardment(t, teamAt("i", "b", "infantry", 50, 10, 1, 1, 10, { inFoxholes: true }))).toBe(true);
    expect(bulletproofAgainstBombardment(t, teamAt("k", "b", "tank", 33, 3, 1))).toBe(false);
  });
});

describe("FoW 2.3 item 4 [Line of Sight Through Gaps]: a gap under 3/4\" between Short pieces conceals", () => {
  const crops = (y0: number, y1: number, id: string) => areaPiece(id, "crop-field", [10, y0, 14, y1], { height: "short", top: 20 * MM });
  const s = teamAt("s", "a", "tank", 0, 10, 2, 2, 10, { mount: { x: 0, y: 10 * IN } });
  const x = teamAt("x", "b", "infantry", 20, 10, 0.2);
  it("0.5\" gap: the target seen through it is Concealed by the crops; a 1\" gap is open", () => {
    const closed = facts(tableOf([crops(0, 9.75, "c1"), crops(10.25, 20, "c2")]), s, x).cover;
    expect(closed.reasons.map((r) => r.by).sort()).toEqual(["c1", "c2"]);
    expect(facts(tableOf([crops(0, 9.5, "c1"), crops(10.5, 20, "c2")]), s, x).cover.concealed).toBe(false);
  });
});
