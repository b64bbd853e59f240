import { describe, expect, it } from "vitest";
import { run, soldier, tryCommand } from "../conformance/match-fixture";
import { toAuthoredSampleScenario } from "../scenarios/authored-sample";
import { inImpulse, stand, variant, withSoldier } from "../play/authored-match.fixture";
import { boardOf } from "../core/board";
import { hexAhead } from "../core/geometry";

const base = boardOf(toAuthoredSampleScenario());
const at = (id: string) => { const h = base.hexOf(id); if (!h) throw new Error(id); return h; };
const ahead = (id: string, facing: number) => base.idOf(hexAhead(at(id), facing));
const cmd = (type: string, payload: Record<string, unknown>, seat = "A") => ({ type, seat, payload });
const JUMPING = { "firepower/jumping": "on" };
const far = [stand("B9", "4H1", 6)];
const upTree = { height: 4, hold: "tree", top: 2 } as const;

describe("Option 15.1: jumps from the Up posture, a building storey, out of a work", () => {
  it("firepower 15.1, 15.1.1: an Up soldier jumps down into his own hex from his feet (2 heights: d10 + 4)", () => {
    const s = withSoldier(inImpulse([stand("A1", "4B4", 1)], far, "4B4", { options: JUMPING }), "A1", { up: upTree });
    const r = tryCommand(s, cmd("jump", { soldier: "A1", same: true }), [5]);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.events[0]).toMatchObject({ type: "jump/landed", data: { hex: "4B4", heights: 2, roll: 5, total: 9, result: "no effect" } });
    expect(soldier(r.state, "A1").up).toBeUndefined();
    expect(soldier(r.state, "A1")).toMatchObject({ mf: 1, hexesEntered: 0 });
    expect(tryCommand(inImpulse([stand("A1", "4B4", 1)], far, "4B4", { options: JUMPING }), cmd("jump", { soldier: "A1", same: true }))).toMatchObject({ ok: false, error: { code: "jump/same_hex" } });
  });

  it("firepower 15.1, 8.2.3: a soldier on an upper storey jumps out through the open window he faces, 4 heights down", () => {
    const out = ahead("4F2", 6);
    const r = tryCommand(inImpulse([stand("A1", "4F2", 6, { storey: 1 })], far, "4F2", { options: JUMPING }), cmd("jump", { soldier: "A1" }), [1]);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.events[0]).toMatchObject({ type: "jump/landed", data: { hex: out, heights: 4, total: 9 } });
    expect(soldier(r.state, "A1").storey).toBeUndefined();
    const walled = inImpulse([stand("A1", "4F2", 1, { storey: 1 })], far, "4F2", { options: JUMPING });
    expect(tryCommand(walled, cmd("jump", { soldier: "A1" }))).toMatchObject({ ok: false, error: { code: "jump/no_opening" } });
  });

  it("firepower 15.1, 11.1.11.2: off a roof's edge the jump counts the roof's 8 heights: d10 + 16, eliminated on any roll", () => {
    const roofed = variant((d) => ({ ...d, buildings: (d.buildings ?? []).map((b) => ({ ...b, levels: [...b.levels, { storey: 2, name: "A roof", floor: 8, ceiling: 8, roof: true }] })) }));
    const r = tryCommand(inImpulse([stand("A1", "4F2", 5, { storey: 2 })], far, "4F2", { map: roofed, options: JUMPING }), cmd("jump", { soldier: "A1" }), [1]);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.events[0]).toMatchObject({ type: "jump/landed", data: { hex: ahead("4F2", 5), heights: 8, total: 17, result: "eliminated" } });
  });

  it("firepower 15.1: jumps are always down, so a soldier in a foxhole or trench climbs out instead", () => {
    const inHole = withSoldier(inImpulse([stand("A1", "4C3", 5)], far, "4C3", { options: JUMPING }), "A1", { inWorks: true });
    expect(tryCommand(inHole, cmd("jump", { soldier: "A1" }))).toMatchObject({ ok: false, error: { code: "jump/in_works" } });
  });
});

// 4B3 raised 3 heights above the tree hex 4B4; a man jumping from it lands among whoever is in 4B4 (15.1.2).
const hill = variant((d) => ({ ...d, hexes: [...(d.hexes ?? []), { hex: at("4B3"), id: "4B3", terrain: "hill", height: 3 }] }));
function knockedFromTree(options: Record<string, string>, faces: number[]) {
  const s = withSoldier(inImpulse([stand("A2", "4B3", 4), stand("A1", "4B4", 1)], far, "4B3", { map: hill, options: { ...JUMPING, ...options } }), "A1", { up: upTree });
  // Injury roll 1 for A2 (unhurt); impact roll 2 on A1: STUN (placeholder Jump Impact Table) knocks him down.
  const r = tryCommand(s, cmd("jump", { soldier: "A2" }), faces);
  if (!r.ok) throw new Error(r.error.code);
  return r;
}

describe("Option 23.1.3: falling", () => {
  it("firepower 23.1.3: an Up soldier knocked down falls; with Option 23 the fall is a jump roll at +5 (+2 per height): 10 + 5 + 4 eliminates", () => {
    const r = knockedFromTree({ "firepower/wounds": "on" }, [1, 2, 10]);
    expect(r.events.find((e) => e.type === "climb/fell")).toMatchObject({ data: { soldier: "A1", heights: 2, roll: 10, modifier: 9, total: 19, result: "eliminated", rule: "Firepower 23.1.3, 15.1.1" } });
    expect(soldier(r.state, "A1")).toMatchObject({ eliminated: true });
    const lucky = knockedFromTree({ "firepower/wounds": "on" }, [1, 2, 1]);
    expect(lucky.events.find((e) => e.type === "climb/fell")).toMatchObject({ data: { total: 10, result: "stunned" } });
    expect(soldier(lucky.state, "A1")).toMatchObject({ eliminated: false, posture: "prone", status: "stunned" });
    expect(soldier(lucky.state, "A1").up).toBeUndefined();
  });

  it("firepower 23.1.3: without Option 23 the knocked-down climber comes down Prone, unhurt by the fall", () => {
    const r = knockedFromTree({}, [1, 2]);
    expect(r.events.find((e) => e.type === "climb/fell")).toMatchObject({ data: { soldier: "A1", result: "no effect" } });
    expect(soldier(r.state, "A1").up).toBeUndefined();
    expect(soldier(r.state, "A1")).toMatchObject({ posture: "prone", eliminated: false });
  });
});

describe("firepower 10.5.1: the Up posture and the other commands", () => {
  it("firepower 11.1.11: a climber on a hexside faces it; up a tree he may turn", () => {
    const side = withSoldier(inImpulse([stand("A1", "4C3", 2)], far, "4C3"), "A1", { up: { height: 3, hold: "hexside", side: 2, top: 3 } });
    expect(tryCommand(side, cmd("change_facing", { soldier: "A1", facing: 3 }))).toMatchObject({ ok: false, error: { code: "climb/facing_hold" } });
    const tree = withSoldier(inImpulse([stand("A1", "4B4", 1)], far, "4B4"), "A1", { up: upTree });
    expect(soldier(run(tree, cmd("change_facing", { soldier: "A1", facing: 2 })), "A1").facing).toBe(2);
  });
});

describe("firepower 13: melee with a soldier Up a tree", () => {
  // A1 stands north of the tree hex 4B4, facing it; B1 is Up the tree (his height unit set directly).
  const north = ahead("4B4", 1);
  const facing = (head: number) => withSoldier(inImpulse([stand("A1", north, 4)], [stand("B1", "4B4", 1)], north), "B1", { up: { height: head, hold: "tree", top: head - 2 } });
  const melee = { soldiers: ["A1"], hex: "4B4" };

  it("firepower 13, 11.1.1: a man Up a tree with his head at 7 (feet 5) shares no height with a Standing man: no melee, and the hex may be entered", () => {
    const high = facing(7);
    expect(tryCommand(high, cmd("melee", melee))).toMatchObject({ ok: false, error: { code: "melee/no_enemy" } });
    const entered = tryCommand(high, cmd("move", { soldier: "A1" }));
    expect(entered.ok && boardOf(entered.state.game).idOf(soldier(entered.state, "A1").hex)).toBe("4B4");
  });

  it("firepower 13: with his head at 4 (feet 2) he is in reach of a Standing man's head (2): melee", () => {
    const low = facing(4);
    expect(tryCommand(low, cmd("melee", melee), [1]).ok).toBe(true);
    expect(tryCommand(low, cmd("move", { soldier: "A1" }))).toMatchObject({ ok: false, error: { code: "move/enemy_hex" } });
  });
});
