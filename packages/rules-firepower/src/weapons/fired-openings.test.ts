import { apply, checkCommand, createMatch, legalActionsFor } from "@tactica/engine";
import type { GameEvent, MatchState } from "@tactica/engine";
import { add, createFixedDice, mul, rational } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { run, toTestScenario, tryCommand } from "../conformance/match-fixture";
import { toAuthoredSampleScenario } from "../scenarios/authored-sample";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import type { SoldierSpec } from "../play/authored-match.fixture";
import { stand, variant } from "../play/authored-match.fixture";
import { boardForDocument } from "../core/board";
import { explainShot } from "./fired-round-odds";
import { firepowerRuleset } from "../play/firepower-ruleset";
import type { FirepowerState } from "../state/types";
import { cmd, hexId, impulseAt, man, man_, V1, vehicleScenario } from "./vehicles.fixture";
import type { VehicleSpec } from "../vehicles/vehicles-state";

type Forts = NonNullable<FirepowerScenario["fortifications"]>;
type Roll = { soldier: string; result: string };

const UNIT = hexId(4, 4);
const tail = (faces: number[]) => [...faces, ...Array.from({ length: 16 }, () => 10)];

/** The `fire/g_round` event of a command applied with these dice (the rest 10s), and who its blast rolled for. */
function fired(s: FirepowerState, c: ReturnType<typeof cmd>, faces: number[]): { round: Record<string, unknown>; rolled: string[]; state: FirepowerState; events: readonly GameEvent[] } {
  const r = apply(firepowerRuleset, s, c, createFixedDice(tail(faces)));
  if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
  const round = r.events.find((e) => e.type === "fire/g_round")?.data as Record<string, unknown>;
  return { round, rolled: ((round?.rolls as Roll[] | undefined) ?? []).map((x) => x.soldier).filter((x) => x.startsWith("B")).sort(), state: r.state as FirepowerState, events: r.events };
}

/** B's bunker in (4,4) (door on hexside 3, away from A1), B1 inside and B2 beside it; A1, a rifleman with a loaded rifle grenade, 3 hexes west. */
function bunkerMatch(forts: Forts = [{ hex: UNIT, type: "bunker", door: 3, garrison: ["B1"] }]): FirepowerState {
  const a: SoldierSpec[] = [{ ...man("A1", 1, 4, 3), rgn: { rounds: 2, loaded: true } }];
  const made = createMatch(firepowerRuleset, { scenario: { ...toTestScenario(a, [man("B1", 4, 4, 3), man("B2", 4, 4, 3)]), rules: "advanced", fortifications: forts } });
  if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
  return impulseAt(made.state as FirepowerState, "A", hexId(1, 4));
}

/** The authored map with 4D1 a hill: from 3 heights up a Standing head is level with 4F2's upper window (sill at 5). */
const hill = (height: number) => variant((d) => ({ ...d, hexes: [...(d.hexes ?? []), { hex: boardForDocument(d).hexOf("4D1") ?? { q: 0, r: 0 }, id: "4D1", terrain: "hill", height }] }));

/** An Advanced match on the authored map (4D1 on a hill), side A in an Impulse in 4D1, with extra scenario parts. */
function authoredMatch(a: SoldierSpec[], b: SoldierSpec[], extra: Partial<FirepowerScenario>, height = 3): FirepowerState {
  const base = toAuthoredSampleScenario(hill(height));
  const made = createMatch(firepowerRuleset, { scenario: { ...base, ...extra, sides: { A: { ...base.sides.A, soldiers: a }, B: { ...base.sides.B, soldiers: b } } } });
  if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
  const drawn = run(made.state as FirepowerState, { type: "turn/draw_chit", seat: "A", payload: {} }, [1]);
  return run(drawn, { type: "turn/start_impulse", seat: "A", payload: { squad: "A", hex: "4D1" } });
}

describe("fired G rounds through openings (firepower 12.7.3)", () => {
  it("firepower 12.7.3: a rifle grenade aimed inside a bunker passes its loophole on the placeholder 1 and bursts inside, reaching only the man inside", () => {
    // To hit 1 (hit number 6 at range 3), pass roll 1 (range 3: no -2; his head at 2 is within the loophole's 1-2), B1's blast roll 1.
    const r = fired(bunkerMatch(), cmd("fire_rgn", "A", { soldier: "A1", hex: UNIT, inside: true }), [1, 1, 1]);
    expect(r.round).toMatchObject({ hex: UNIT, into: "bunker", burst: "inside_unit", opening: { unit: "fortification", opening: "loophole", roll: 1, modifier: 0, needed: 1, passed: true, rule: "Firepower 12.7.3" } });
    expect((r.round.opening as { provenance: { kind: string } }).provenance.kind).toBe("placeholder");
    expect(r.rolled).toEqual(["B1"]);
    expect(man_(r.state, "B1").eliminated).toBe(true);
    expect(man_(r.state, "B2").eliminated).toBe(false);
  });

  it("firepower 12.7.3: a rifle grenade that fails the loophole bursts against the bunker's wall outside: the man beside it rolls, the man inside does not", () => {
    const r = fired(bunkerMatch(), cmd("fire_rgn", "A", { soldier: "A1", hex: UNIT, inside: true }), [1, 2, 1]);
    expect(r.round).toMatchObject({ into: "bunker", burst: "outside_unit", opening: { roll: 2, passed: false } });
    expect(r.rolled).toEqual(["B2"]);
    expect(man_(r.state, "B2").eliminated).toBe(true);
    expect(man_(r.state, "B1")).toMatchObject({ eliminated: false, status: "none" });
    // Aimed at the hex without `inside` it bursts outside as before, with no pass roll (the next die is B2's blast roll).
    const plain = fired(bunkerMatch(), cmd("fire_rgn", "A", { soldier: "A1", hex: UNIT }), [1, 1]);
    expect(plain.round.opening).toBeUndefined();
    expect(plain.rolled).toEqual(["B2"]);
  });

  it("firepower 12.7.3, 8.8.4: a rifle grenade is aimed inside only where a unit has an opening facing the firer; refused, nothing changes", () => {
    const closed: Forts = [{ hex: UNIT, type: "pillbox", door: 6, doorClosed: true, garrison: ["B1"] }];
    const s = bunkerMatch(closed);
    const refused = tryCommand(s, cmd("fire_rgn", "A", { soldier: "A1", hex: UNIT, inside: true }), [1, 1, 1]);
    expect(refused).toMatchObject({ ok: false, error: { code: "rgn/no_opening", rule: "Firepower 12.7.3" } });
    expect(tryCommand(bunkerMatch([]), cmd("fire_rgn", "A", { soldier: "A1", hex: UNIT, inside: true }), [1, 1, 1])).toMatchObject({ ok: false, error: { code: "rgn/no_unit" } });
    const bad = apply(firepowerRuleset, s, cmd("fire_rgn", "A", { soldier: "A1", hex: UNIT, inside: true }), createFixedDice([1, 1, 1]));
    expect(bad.ok).toBe(false);
  });

  it("firepower 12.7.3: legal actions offer the rifle grenade aimed inside the enemy's bunker, and the offer is accepted", () => {
    const s = bunkerMatch();
    const offered = legalActionsFor(firepowerRuleset, s, "A").filter((c) => c.type === "fire_rgn");
    expect(offered.map((c) => c.payload)).toContainEqual({ soldier: "A1", hex: UNIT, inside: true });
    expect(tryCommand(s, cmd("fire_rgn", "A", { soldier: "A1", hex: UNIT, inside: true }), [1, 1, 1]).ok).toBe(true);
  });

  it("firepower 12.7.3: a crewed launcher's H round as G at a man upstairs passes the window on 1-3 (his head level with the sill) and bursts on that storey; a 4 bursts on the wall outside", () => {
    const s = authoredMatch([stand("A1", "4D1", 3), stand("A2", "4E2", 1)], [stand("B1", "4F2", 6, { storey: 1 }), stand("B2", "4F2", 6)], { crewWeapons: [{ id: "W1", side: "A", weapon: "LPL3", crew: ["A1"] }] });
    const shoot = cmd("fire_crewed", "A", { weapon: "W1", gunner: "A1", targets: ["B1"] });
    // To hit 1 (LPL3 hit number 6), pass roll 3, B1's blast roll 1 (H as G: blast 2).
    const passed = fired(s, shoot, [1, 3, 1]);
    expect(passed.round).toMatchObject({ hex: "4F2", storey: 1, burst: "inside", impactHeight: 4, opening: { opening: "window", roll: 3, modifier: 0, needed: 3, passed: true } });
    expect(passed.rolled).toEqual(["B1"]);
    expect(man_(passed.state, "B1").eliminated).toBe(true);
    const failed = fired(s, shoot, [1, 4, 1, 1]);
    expect(failed.round).toMatchObject({ hex: "4E2", storey: 1, burst: "outside_wall", impactHeight: 5, opening: { roll: 4, passed: false } });
    expect(failed.rolled).toEqual([]);
    expect(man_(failed.state, "B1").eliminated).toBe(false);
  });

  it("firepower 12.7.3, 19.2.3: a vehicle's G round at a man in a bunker passes a loophole from the weapon's hex at Standing height, or bursts against the wall outside", () => {
    const vehicles: VehicleSpec[] = [{ ...V1, hex: hexId(1, 4), facing: 3, passengers: [] }];
    const made = createMatch(firepowerRuleset, { scenario: vehicleScenario([], [man("B1", 4, 4, 3), man("B2", 4, 4, 3)], vehicles, { fortifications: [{ hex: UNIT, type: "bunker", door: 3, garrison: ["B1"] }] }) });
    if (!made.ok) throw new Error(made.error.code);
    const s = impulseAt(made.state as FirepowerState, "A", hexId(1, 4));
    const shoot = cmd("vehicle_fire", "A", { vehicle: "V1", weapon: "15", ammo: "G", target: "B1" });
    const passed = fired(s, shoot, [1, 1, 1]);
    expect(passed.round).toMatchObject({ by: "V1", hex: UNIT, into: "bunker", burst: "inside_unit", opening: { opening: "loophole", roll: 1, modifier: 0, passed: true } });
    expect(passed.rolled).toEqual(["B1"]);
    const failed = fired(s, shoot, [1, 2, 1]);
    expect(failed.round).toMatchObject({ burst: "outside_unit", opening: { roll: 2, passed: false } });
    expect(failed.rolled).toEqual(["B2"]);
  });

  it("firepower 12.7.3, 12.3.5.2: an RPG's H round used as G aimed inside a bunker passes a loophole or bursts outside; inside is refused for a structure shot", () => {
    const made = createMatch(firepowerRuleset, { scenario: { ...toTestScenario([{ ...man("A1", 1, 4, 3), launcher: { weapon: "MPL19", rounds: { H: 2 } } }], [man("B1", 4, 4, 3), man("B2", 4, 4, 3)]), rules: "advanced", fortifications: [{ hex: UNIT, type: "bunker", door: 3, garrison: ["B1"] }] } });
    if (!made.ok) throw new Error(made.error.code);
    const s = impulseAt(made.state as FirepowerState, "A", hexId(1, 4));
    const shoot = cmd("fire_ammo", "A", { soldier: "A1", ammo: "H", use: "general", hex: UNIT, inside: true });
    const passed = fired(s, shoot, [1, 1, 1]);
    expect(passed.round).toMatchObject({ hex: UNIT, blast: 2, burst: "inside_unit", opening: { opening: "loophole", roll: 1, passed: true } });
    expect(passed.rolled).toEqual(["B1"]);
    const failed = fired(s, shoot, [1, 5, 1]);
    expect(failed.round).toMatchObject({ burst: "outside_unit", opening: { roll: 5, passed: false } });
    expect(failed.rolled).toEqual(["B2"]);
    expect(tryCommand(s, cmd("fire_ammo", "A", { soldier: "A1", ammo: "H", hex: UNIT, structure: "bunker", inside: true }))).toMatchObject({ ok: false, error: { code: "ammo/aim_general_only", rule: "Firepower 12.7.3" } });
  });

  it("firepower 12.7.3, 12.7.5: at range 1 the pass into a pillbox takes -2, or +2 when the firer announces worksSign \"+\"", () => {
    const pbx: Forts = [{ hex: UNIT, type: "pillbox", door: 6, garrison: ["B1"] }];
    const made = createMatch(firepowerRuleset, { scenario: { ...toTestScenario([man("A1", 3, 4, 3)], [man("B1", 4, 4, 3)]), rules: "advanced", fortifications: pbx, crewWeapons: [{ id: "W1", side: "A", weapon: "LPL3", crew: ["A1"] }] } });
    if (!made.ok) throw new Error(made.error.code);
    const s = impulseAt(made.state as FirepowerState, "A", hexId(3, 4));
    const minus = fired(s, cmd("fire_crewed", "A", { weapon: "W1", gunner: "A1", targets: ["B1"] }), [1, 7]);
    expect(minus.round).toMatchObject({ into: "pillbox", burst: "inside_unit", opening: { opening: "door", modifier: -2, needed: 5, passed: true } });
    expect(minus.round.opening).not.toHaveProperty("sign");
    const plus = fired(s, cmd("fire_crewed", "A", { weapon: "W1", gunner: "A1", targets: ["B1"], worksSign: "+" }), [1, 7]);
    expect(plus.round).toMatchObject({ into: "pillbox", burst: "outside_unit", opening: { opening: "door", modifier: 2, passed: false, sign: "+" } });
  });
});

describe("commandOdds of fired G rounds through openings (firepower 12.7.3)", () => {
  it("firepower 12.7.3: the rifle grenade's explained odds enumerate the pass roll: 1 in 10 hits burst inside, and only those reach the man in the bunker", () => {
    const s = bunkerMatch();
    const checked = checkCommand(firepowerRuleset, s as MatchState<unknown, unknown>, cmd("fire_rgn", "A", { soldier: "A1", hex: UNIT, inside: true }));
    if (!checked.ok) throw new Error(checked.error.code);
    const r = explainShot(s, checked.cmd, checked.ctx);
    if (!r?.ok) throw new Error("not explained");
    const landing = r.value.parts[0]!.outcomes;
    const inside = landing.get("hit (inside_unit)"), outside = landing.get("hit (outside_unit)");
    if (!inside || !outside) throw new Error(`landings: ${[...landing.keys()].join(", ")}`);
    expect(mul(inside, rational(9))).toEqual(outside);
    const b1 = r.value.parts.find((x) => x.target === "B1")?.outcomes;
    expect(add(b1?.get("eliminated") ?? rational(0), b1?.get("stunned") ?? rational(0))).toEqual(inside);
    expect(r.value.notes.some((n) => n.includes("12.7.3"))).toBe(true);
  });
});
