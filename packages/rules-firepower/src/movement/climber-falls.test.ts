import { createMatch, createRulingsPack } from "@tactica/engine";
import type { GameEvent } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { run, toTestScenario, tryCommand } from "../conformance/match-fixture";
import { createFixedDice } from "@tactica/dice";
import { inImpulse, stand, withSoldier } from "../play/authored-match.fixture";
import { damageBuilding } from "../blasts/building-damage";
import { settleFalls } from "../turn/climbing-gate";
import { hexAhead } from "../core/geometry";
import { boardOf } from "../core/board";
import { impulseAt, undergroundScenario } from "../works/caves.fixture";
import { toAuthoredSampleScenario } from "../scenarios/authored-sample";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { TERRAIN_DAMAGE_VALUES } from "../blasts/terrain-damage";
import type { FirepowerState } from "../state/types";
import { cmd, hexId, impulseAt as vehicleImpulseAt, man, man_, V1, vehicleMatch, withMan } from "../weapons/vehicles.fixture";

const WOUNDS = { "firepower/wounds": "on" };
/** Up the tree with his head at 3: feet 1 height up, so a fall is the roll +5 +2 (15.1.1: 16+ eliminated, 10-15 Stunned). */
const UP_TREE = { up: { height: 3, hold: "tree" as const, top: 6 } };
const withOptions = (s: FirepowerState, options: Record<string, string>): FirepowerState => ({ ...s, options: { ...s.options, ...options } });
const fellOf = (events: readonly GameEvent[]) => events.find((e) => e.type === "climb/fell")?.data;

/** A1 in 4B1 throws at the tree hex 4B4, where B2 is Up the tree; trees have a terrain value of 1 (a ruling), so a hand grenade fells it. */
function grenadeAtTree(options: Record<string, string>): FirepowerState {
  const rulings = createRulingsPack({ id: "tree-1", ruleset: "firepower", tables: { [TERRAIN_DAMAGE_VALUES.id]: { tableId: TERRAIN_DAMAGE_VALUES.id, version: "r1", source: "test ruling", mode: "patch", cells: [{ inputs: { item: "tree" }, value: 1 }] } } });
  const made = createMatch(firepowerRuleset, { scenario: undergroundScenario([stand("A1", "4B2", 4)], [stand("B1", "4H3", 5), stand("B2", "4B4", 1)]), rulings });
  if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
  return withMan(withOptions(impulseAt(made.state as FirepowerState, "A", "4B2"), options), "B2", UP_TREE);
}
const throwAtTree = cmd("throw_grenade", "A", { soldier: "A1", hex: "4B4" });

describe("Option 23.1.3: climbers on toppled, smashed or destroyed terrain fall", () => {
  it("firepower 23.1.3: with the Wound Options, a man Up a tree a grenade destroys falls (jump roll +5) instead of being eliminated; without them he is eliminated (12.3.4.2.4)", () => {
    // The throw hits (1), A1 and B2 roll 10 against the blast (no hit), then B2's fall: 2 + 5 + 2 = 9, no effect.
    const faces = [1, 10, 10, 2];
    const on = tryCommand(grenadeAtTree(WOUNDS), throwAtTree, faces);
    if (!on.ok) throw new Error(`${on.error.code} ${on.error.message}`);
    const blast = on.events.find((e) => e.type === "grenade/blast")?.data as { terrain?: unknown[] } | undefined;
    expect(blast?.terrain?.[0]).toMatchObject({ what: "tree", destroyed: true, became: "abatis", eliminated: [], falling: ["B2"] });
    expect(fellOf(on.events)).toMatchObject({ soldier: "B2", heights: 1, roll: 2, modifier: 7, total: 9, result: "no effect", rule: "Firepower 23.1.3, 15.1.1" });
    expect(man_(on.state, "B2")).toMatchObject({ eliminated: false, posture: "prone" });
    expect(man_(on.state, "B2").up).toBeUndefined();
    const off = tryCommand(grenadeAtTree({}), throwAtTree, faces);
    if (!off.ok) throw new Error(off.error.code);
    expect(man_(off.state, "B2").eliminated).toBe(true);
    expect(fellOf(off.events)).toBeUndefined();
    expect((off.events.find((e) => e.type === "grenade/blast")?.data as { terrain?: unknown[] } | undefined)?.terrain?.[0]).toMatchObject({ eliminated: ["B2"] });
  });

  it("firepower 23.1.3, 19.2.1.2.4: with the Wound Options a man Up the tree a vehicle topples falls: a 2 (+7) is no effect, he lands Prone at the foot", () => {
    const s = withOptions(withMan(vehicleImpulseAt(vehicleMatch([], [man("B1", 3, 0, 4)], [{ ...V1, hex: hexId(3, 1), facing: 1 }]), "A", hexId(3, 1)), "B1", UP_TREE), WOUNDS);
    const r = tryCommand(s, cmd("vehicle_move", "A", { vehicle: "V1" }), [9, 2, 10, 10, 10, 10]);
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    expect(r.events.find((e) => e.type === "vehicle/toppled")?.data).toMatchObject({ eliminatedUp: [], fallingUp: ["B1"], fallRule: "Firepower 23.1.3" });
    expect(fellOf(r.events)).toMatchObject({ soldier: "B1", roll: 2, modifier: 7, total: 9, result: "no effect" });
    expect(man_(r.state, "B1")).toMatchObject({ eliminated: false, posture: "prone" });
    expect(man_(r.state, "B1").up).toBeUndefined();
  });

  it("firepower 23.1.3, 19.2.1.2.4: with the Wound Options a man Up a wall a vehicle smashes falls instead of being eliminated; without them he is eliminated", () => {
    const doc = boardOf("firepower-sample-2-panel").document;
    // A 4-height wall between (2,2) and (3,2) on V1's road SE; B1 in (3,2) Up it (his hexside 6), head at 3.
    const walled = { ...doc, hexsides: [...(doc.hexsides ?? []), { hex: { q: 2, r: 2 }, dir: 2, features: [{ type: "wall" as const, height: 4 }] }] };
    const atWall = (options: Record<string, string>) => withOptions(withMan(vehicleImpulseAt(vehicleMatch([], [man("B1", 3, 2, 6)], undefined, { mapDocument: walled }), "A", hexId(1, 2)), "B1", { up: { height: 3, hold: "fence", side: 6, top: 4 } }), options);
    const ahead = cmd("vehicle_move", "A", { vehicle: "V1" });
    // Into (2,2) first; then the smash: debris A10 10, B1 10 (no effect), damage roll 5, B1's fall 2 (+7 = 9).
    const smash = (options: Record<string, string>) => {
      const r = tryCommand(run(atWall(options), ahead, [9]), ahead, [10, 10, 5, 2, 10, 10, 10]);
      if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
      return r;
    };
    const on = smash(WOUNDS);
    expect(on.events.find((e) => e.type === "vehicle/smashed")?.data).toMatchObject({ how: "smashed", eliminatedUp: [], fallingUp: ["B1"], fallRule: "Firepower 23.1.3" });
    expect(fellOf(on.events)).toMatchObject({ soldier: "B1", roll: 2, total: 9, result: "no effect", rule: "Firepower 23.1.3, 15.1.1" });
    expect(man_(on.state, "B1")).toMatchObject({ eliminated: false, posture: "prone" });
    const off = tryCommand(run(atWall({}), ahead, [9]), ahead, [10, 5, 10, 10, 10]);
    if (!off.ok) throw new Error(off.error.code);
    expect(off.events.find((e) => e.type === "vehicle/smashed")?.data).toMatchObject({ eliminatedUp: ["B1"] });
    expect(man_(off.state, "B1").eliminated).toBe(true);
  });
});

describe("Option 23.1.3: falls after a charge at the end of the Impulse Phase", () => {
  it("firepower 23.1.3, 12.4.9: a man Up a hexside a phase-end charge Stuns (made Prone) falls at once, in the same phase-end event", () => {
    const board = boardOf("firepower-sample-2-panel");
    const hex = board.idOf({ q: 1, r: 3 });
    const made = createMatch(firepowerRuleset, { scenario: { ...toTestScenario([{ id: "A1", weapon: "RFL", hex, facing: 3, posture: "stand", dmc: 1 }], [{ id: "B1", weapon: "RFL", hex: board.idOf({ q: 7, r: 3 }), facing: 6, posture: "stand" }]), rules: "advanced" } });
    if (!made.ok) throw new Error(made.error.code);
    let s = run(made.state, cmd("turn/draw_chit", "A"), [1]);
    s = run(s, cmd("turn/start_impulse", "A", { squad: "A", hex }));
    s = run(run(run(s, cmd("arm_charge", "A", { soldier: "A1" })), cmd("turn/end_impulse", "A")), cmd("turn/end_impulse_phase", "A"));
    s = run(run(run(s, cmd("turn/draw_chit", "A"), [3]), cmd("turn/end_impulse_phase", "B")), cmd("turn/draw_chit", "A"), [1]);
    // A1 climbed his hexside 1 meanwhile (head at 3, feet 1 up); the charge's blast roll 9 Stuns him, then his fall: 2 + 7 = 9.
    const up = withOptions(withMan(s, "A1", { up: { height: 3, hold: "hexside", side: 1, top: 4 } }), WOUNDS);
    const r = tryCommand(up, cmd("turn/end_impulse_phase", "A"), [9, 2]);
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    expect(r.events.find((e) => e.type === "dmc/exploded")?.data).toMatchObject({ rolls: [{ soldier: "A1", roll: 9, result: "stunned" }] });
    expect(fellOf(r.events)).toMatchObject({ soldier: "A1", roll: 2, total: 9, result: "no effect", rule: "Firepower 23.1.3, 15.1.1" });
    expect(man_(r.state, "A1")).toMatchObject({ posture: "prone", status: "stunned" });
    expect(man_(r.state, "A1").up).toBeUndefined();
  });
});

describe("Option 23.1.3: climbers Up a building wall a blast destroys", () => {
  it("firepower 23.1.3, 12.3.4.2.7: a man Up the outside wall of a building hex whose walls a blast destroys is eliminated, or with the Wound Options falls", () => {
    // A1 in the hex south-west of 4F2, Up its walled side (his hexside 2), head at 3: feet 1 up.
    const board0 = boardOf(toAuthoredSampleScenario());
    const f2 = board0.hexOf("4F2")!;
    const outside = board0.idOf(hexAhead(f2, 5));
    const s = withSoldier(inImpulse([stand("A1", outside, 2)], [stand("B9", "4H1", 6)], outside), "A1", { up: { height: 3, hold: "building", side: 2, top: 8 } });
    const board = boardOf(s.game);
    // Penetration 8 takes the walls' terrain value (8, book 12.5).
    const off = damageBuilding(board, s.game, f2, 8, { options: {} });
    expect(off.hit).toMatchObject({ eliminated: ["A1"], rule: "Firepower 12.3.4.2, 12.3.4.2.7" });
    expect(off.game.soldiers.find((x) => x.id === "A1")?.eliminated).toBe(true);
    const on = damageBuilding(board, s.game, f2, 8, { options: WOUNDS });
    expect(on.hit).toMatchObject({ eliminated: [], falling: ["A1"] });
    expect(on.game.soldiers.find((x) => x.id === "A1")).toMatchObject({ eliminated: false, posture: "prone", up: { hold: "building" } });
    // The climbing gate then rolls his fall: 2 + 5 + 2 = 9, no effect; he lands Prone at the foot.
    const fell = settleFalls(on.game, createFixedDice([2]), WOUNDS);
    expect(fell.events).toEqual([expect.objectContaining({ type: "climb/fell", data: expect.objectContaining({ soldier: "A1", roll: 2, total: 9, result: "no effect", rule: "Firepower 23.1.3, 15.1.1" }) })]);
    expect(fell.game.soldiers.find((x) => x.id === "A1")?.up).toBeUndefined();
  });
});
