// COVERAGE.md rows that named no test carrying their section (issue 29, tests/docs/coverage.test.ts KNOWN_GAPS).
// Fixed positions, fixed dice; each expected value is the book's (or the placeholder cell the row names).
import { createMatch, createRulingsPack } from "@tactica/engine";
import type { Viewpoint } from "@tactica/sighting";
import { createSighting } from "@tactica/sighting";
import { describe, expect, it } from "vitest";
import { run, soldier, toTestScenario, tryCommand } from "../conformance/match-fixture";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { firepowerLosPolicy } from "../sighting/firepower-los-policy";
import { toFirepowerTestMap, toStrip } from "../sighting/test-map";
import { toSpeedColumn } from "../tables/movement-modifiers-chart";
import { explainAmmoFireInMatch } from "./ammo-odds";
import { inImpulse, stand, variant, withSoldier } from "./authored-match.fixture";
import { boardOf } from "../core/board";
import { explainFire } from "../combat/explain-fire";
import { groundItemsOf } from "../fire-setup/ground-weapons";
import { firepowerRuleset } from "./firepower-ruleset";
import { mfAllowance } from "../core/soldiers";
import type { FirepowerState } from "../state/types";
import type { WoundExtrasSoldier } from "../core/wound-extras-marks";
import { cmd, hexId, impulseAt, man, man_, V1, vehicleScenario } from "../weapons/vehicles.fixture";

type Spec = FirepowerScenario["sides"]["A"]["soldiers"][number];

const made = (scenario: FirepowerScenario, options: Record<string, string> = {}): FirepowerState => {
  const m = createMatch(firepowerRuleset, { scenario, ...(Object.keys(options).length > 0 ? { rulings: createRulingsPack({ id: "gaps", ruleset: "firepower", options }) } : {}) });
  if (!m.ok) throw new Error(`${m.error.code} ${m.error.message}`);
  return m.state as FirepowerState;
};
const modifiersOf = (s: FirepowerState, firer: string, target: string) => {
  const e = explainFire(s, firer, target);
  if (!e.ok) throw new Error(e.error.code);
  return e.value.odds.modifiers.map((m) => [m.name, m.value]);
};

describe("Basic Game LOS heights (firepower 6.3.4.4)", () => {
  const at = (q: number, posture: string): Viewpoint => ({ hex: { q, r: 0 }, posture });
  const clear = (game: "basic" | "advanced", heights: number[]) => {
    const map = toFirepowerTestMap(toStrip(5, (q) => heights[q] ?? 0, (q) => (q === 0 || q === 2 || q === 4 ? "hill" : "clear")));
    const s = createSighting(firepowerLosPolicy, map, { game });
    if (!s.ok) throw new Error(s.error.message);
    const r = s.value.check(at(0, "stand"), at(4, "stand"));
    if (!r.ok) throw new Error(r.error.message);
    return r.value.clear;
  };

  it("firepower 6.3.4.4: in the Basic Game every hill hex is of equal height, whatever its contours: a higher hill between two hill hexes does not block", () => {
    // Hills of 3, 9 and 3 heights (one, three and one contour levels): the Basic Game ignores the count.
    expect(clear("basic", [3, 0, 9, 0, 3])).toBe(true);
    expect(clear("basic", [3, 0, 3, 0, 3])).toBe(true);
    // The Advanced Game counts the heights (8.2.2): the 9-height hill hides the two men on 3-height hills.
    expect(clear("advanced", [3, 0, 9, 0, 3])).toBe(false);
  });
});

describe("Advanced Game set-up rows (firepower 8.1-8.6)", () => {
  it("firepower 8.1: the scenario as data sets up the game: its `rules` picks the Advanced Game, and one that leaves out a side is refused", () => {
    const base = toTestScenario([man("A1", 1, 3, 3)], [man("B1", 4, 3, 6)]);
    const advanced = made({ ...base, rules: "advanced" });
    expect([advanced.game.rules, advanced.turn.unlimitedUntilCombat]).toEqual(["advanced", true]);
    const basic = made(base);
    expect([basic.game.rules, basic.turn.unlimitedUntilCombat]).toEqual(["basic", false]);
    const { B: _b, ...oneSide } = base.sides;
    expect(createMatch(firepowerRuleset, { scenario: { ...base, sides: oneSide } }).ok).toBe(false);
  });

  it("firepower 8.2: terrain, heights and values come from the scenario's map: 4B4 drawn as trees conceals its man (+1), drawn clear does not; a hill is as high as the map says", () => {
    const shoot = (map?: ReturnType<typeof variant>) => modifiersOf(inImpulse([stand("A1", "4B1", 4)], [stand("B1", "4B4", 1)], "4B1", map ? { map } : {}), "A1", "B1");
    expect(shoot()).toEqual([["target in concealment", 1]]);
    const cleared = variant((d) => ({ ...d, hexes: (d.hexes ?? []).filter((h) => h.id !== "4B4") }));
    expect(shoot(cleared)).toEqual([]);
    const board = (map?: ReturnType<typeof variant>) => boardOf(inImpulse([stand("A1", "4B1", 4)], [stand("B1", "4H6", 1)], "4B1", map ? { map } : {}).game);
    const d3 = (map?: ReturnType<typeof variant>) => { const b = board(map); return b.floorOf(b.hexOf("4D3")!, 0); };
    expect(d3()).toBe(6);
    expect(d3(variant((d) => ({ ...d, hexes: (d.hexes ?? []).map((h) => (h.id === "4D3" ? { ...h, height: 9 } : h)) })))).toBe(9);
  });

  it("firepower 8.5: the organization list is the scenario's: each man's squad, leader rank and equipment; a leader has 5 MF, a private 4", () => {
    const base = toTestScenario([{ ...man("A1", 1, 3, 3), squad: "X", rank: "S", dmc: 2 }, { ...man("A2", 1, 3, 3), squad: "Y" }], [man("B1", 4, 3, 6)]);
    const s = made({ ...base, rules: "advanced", sides: { ...base.sides, A: { ...base.sides.A, squads: { X: { chits: 2, impulses: 2 }, Y: { chits: 2, impulses: 2 } } } } });
    expect(soldier(s, "A1")).toMatchObject({ squad: "X", rank: "S", dmc: 2 });
    expect(soldier(s, "A2")).toMatchObject({ squad: "Y", rank: "private" });
    expect(soldier(s, "A2").dmc).toBeUndefined();
    expect([mfAllowance(soldier(s, "A1")), mfAllowance(soldier(s, "A2"))]).toEqual([5, 4]);
  });

  it("firepower 8.6: the Advanced Game replaces the Basic firing modifiers by the Game Card's chart: at a Running target, after 1 MF, +3 (chart) instead of +2 and +1", () => {
    const duel = (rules: "basic" | "advanced") => {
      const s = impulseAt(made({ ...toTestScenario([man("A1", 1, 3, 3)], [man("B1", 4, 3, 6)]), rules }), "A", hexId(1, 3));
      return modifiersOf(withSoldier(withSoldier(s, "A1", { mf: 1, nonCombatMf: 1 }), "B1", { running: true }), "A1", "B1");
    };
    expect(duel("basic")).toEqual([["target Running", 2], ["firer spends 1 non-Combat MF", 1]]);
    expect(duel("advanced")).toEqual([["Movement Modifiers Chart: firer spent 1 non-Combat MF, target Run", 3]]);
  });
});

describe("Advanced Game sequence, crews and speeds (firepower 9, 10.1.2, 10.6)", () => {
  it("firepower 9: Turns, sequence units and Impulses vary by scenario and differ per side", () => {
    const base = toTestScenario([man("A1", 1, 3, 3)], [man("B1", 4, 3, 6)]);
    const s = made({ ...base, rules: "advanced", turns: 7, sides: { A: { ...base.sides.A, chits: 4, impulses: 1 }, B: { ...base.sides.B, chits: 2, impulses: 3 } } });
    expect(s.turn.turns).toBe(7);
    expect([s.turn.chits.A?.length, s.turn.chits.B?.length]).toEqual([4, 2]);
    expect(s.turn.impulses).toEqual({ A: 1, B: 3 });
    expect([s.turn.cup.A?.length, s.turn.cup.B?.length]).toEqual([4, 2]);
  });

  it("firepower 10.1.2: a crew larger than the listed minimum loses nothing; a smaller one loses 1 MF a man short", () => {
    const crewed = (crew: string[]) => {
      const b = [man("B1", 4, 2, 6), man("B2", 4, 2, 6), man("B3", 4, 2, 6)];
      return impulseAt(made(vehicleScenario([man("A11", 2, 3, 3)], b, [V1], { crewWeapons: [{ id: "W1", side: "B", weapon: "LCW1", crew }] })), "B", hexId(4, 2));
    };
    // LCW1: 2 listed crewmen, Move -2 (placeholder crew chart line).
    const three = crewed(["B1", "B2", "B3"]);
    expect(["B1", "B2", "B3"].map((id) => mfAllowance(man_(three, id)))).toEqual([2, 2, 2]);
    expect(mfAllowance(man_(crewed(["B1", "B2"]), "B1"))).toBe(2);
    expect(mfAllowance(man_(crewed(["B1"]), "B1"))).toBe(1);
  });

  it("firepower 10.6: the speed unit shows Running for 4-6 new hexes, S 7-9, M 10-12, F 13 or more (the Movement Modifiers Chart's columns)", () => {
    const cols = [0, 3, 4, 6, 7, 9, 10, 12, 13, 20].map(toSpeedColumn);
    expect(cols).toEqual(["none", "none", "run", "run", "S", "S", "M", "M", "F", "F"]);
  });
});

describe("Wounded, firing modifiers, hit numbers and shotguns (firepower 11.1.6.3, 12.2, 12.3.1.1, 12.4.5)", () => {
  it("firepower 11.1.6.3: with Option 23 a wounded man is picked up and put down without dropping his weapon or equipment", () => {
    const wounded = { wounds: [{ location: "leg" as const, effect: "1S", record: "L1S" }] };
    const a: Spec[] = [man("A1", 1, 3, 3), { ...man("A2", 1, 3, 3, "LMG"), dmc: 1 }];
    const start = withSoldier(impulseAt(made({ ...toTestScenario(a, [man("B1", 6, 3, 6)]), rules: "advanced" }, { "firepower/wounds": "on" }), "A", hexId(1, 3)), "A2", wounded);
    const kit = (s: FirepowerState, id: string) => { const x: WoundExtrasSoldier = soldier(s, id); return { weapon: x.weapon, dmc: x.dmc, weaponLost: x.weaponLost }; };
    const carried = run(start, cmd("carry_wounded", "A", { soldier: "A1", wounded: "A2" }));
    expect(kit(carried, "A2")).toEqual(kit(start, "A2"));
    expect(kit(carried, "A1")).toEqual(kit(start, "A1"));
    const down = run(run(carried, cmd("move", "A", { soldier: "A1" })), cmd("set_down", "A", { soldier: "A1" }));
    expect(kit(down, "A2")).toEqual({ weapon: "LMG", dmc: 1, weaponLost: undefined });
    expect(soldier(down, "A2").hex).toEqual(soldier(down, "A1").hex);
    expect(groundItemsOf(down.game)).toEqual([]);
  });

  it("firepower 12.2: each Advanced modifier applies only to the weapon letters it lists: concealment (A,H,L,S) takes +1 off a rifle's L shot, not a shotgun's C canister; Prone (B,C,L,S) counts for both", () => {
    const scrub = variant((d) => ({ ...d, hexes: [...(d.hexes ?? []), { hex: { q: 0, r: 3 }, id: "4A4", terrain: "scrub" }] }));
    const shotgun: Spec = { ...stand("A1", "4A1", 4), launcher: { weapon: "SHG1", rounds: { C: 1 } } };
    const s = inImpulse([shotgun], [stand("B1", "4A4", 1, { posture: "prone" })], "4A1", { map: scrub });
    expect(modifiersOf(s, "A1", "B1").map(([name]) => name)).toEqual(expect.arrayContaining(["target in concealment", "target Prone"]));
    const c = explainAmmoFireInMatch(s, "A", { soldier: "A1", ammo: "C" });
    if (!c.ok) throw new Error(c.error.code);
    const names = c.value.soldiers.find((x) => x.soldier === "B1")?.modifiers.map((m) => m.name) ?? [];
    expect(names).toContain("target Prone");
    expect(names).not.toContain("target in concealment");
  });

  it("firepower 12.3.1.1: the hit number is the Weapon Chart's for the range (ATR1 placeholder: 6 to 10 hexes); a roll over it misses and nothing more happens", () => {
    const gunner: Spec = { ...man("A1", 1, 3, 3), launcher: { weapon: "ATR1", rounds: { A: 2 } } };
    const s = impulseAt(made({ ...toTestScenario([gunner], [man("B1", 4, 3, 6)]), rules: "advanced", works: [{ hex: hexId(4, 3), type: "block" }] }), "A", hexId(1, 3));
    const fire = (roll: number) => tryCommand(s, cmd("fire_ammo", "A", { soldier: "A1", ammo: "A", hex: hexId(4, 3), structure: "block" }), [roll, 10, 10]);
    const hit = fire(6), miss = fire(7);
    if (!hit.ok || !miss.ok) throw new Error("fire_ammo refused");
    expect(hit.events[0]).toMatchObject({ type: "ammo/fired", data: { result: "hit" } });
    expect(miss.events).toHaveLength(1);
    expect(miss.events[0]).toMatchObject({ type: "ammo/fired", data: { result: "missed" } });
    expect(soldier(miss.state, "B1")).toMatchObject({ eliminated: false, status: "none" });
  });

  it("firepower 12.4.5: a soldier carrying a shotgun may fire it or his major personal weapon", () => {
    const shotgun: Spec = { ...man("A1", 1, 3, 3), launcher: { weapon: "SHG1", rounds: { C: 1 } } };
    const s = impulseAt(made({ ...toTestScenario([shotgun], [man("B1", 3, 3, 6)]), rules: "advanced" }), "A", hexId(1, 3));
    const misses = Array.from({ length: 12 }, () => 10);
    const bySg = tryCommand(s, cmd("fire_ammo", "A", { soldier: "A1", ammo: "C" }), misses);
    const byRifle = tryCommand(s, cmd("fire", "A", { soldier: "A1", targets: ["B1"] }), misses);
    expect([bySg.ok, byRifle.ok]).toEqual([true, true]);
    if (!bySg.ok || !byRifle.ok) return;
    expect(bySg.events[0]?.type).toBe("ammo/canister");
    expect(byRifle.events[0]?.data).toMatchObject({ firer: "A1" });
    expect(soldier(bySg.state, "A1").weapon).toBe("RFL");
  });
});
