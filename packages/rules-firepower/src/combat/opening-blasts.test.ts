import { apply, createMatch, createRulingsPack, legalActionsFor, recordedDiceFactory, replayMatch } from "@tactica/engine";
import type { GameEvent } from "@tactica/engine";
import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { toTestScenario, tryCommand } from "../conformance/match-fixture";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { stand } from "../play/authored-match.fixture";
import { CAVE, impulseAt as caveImpulse, startUnderground, undergroundScenario } from "../works/caves.fixture";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { UNIT_OPENING_PASS_NUMBERS } from "./opening-blasts";
import { playBotMatch, playRandomLegal } from "../play/play-match.fixture";
import type { FirepowerState } from "../state/types";
import { cmd, hexId, impulseAt, man } from "../weapons/vehicles.fixture";

type Spec = FirepowerScenario["sides"]["A"]["soldiers"][number];
type Forts = NonNullable<FirepowerScenario["fortifications"]>;

const UNIT = hexId(4, 4);

function fortMatch(a: Spec[], b: Spec[], fortifications: Forts, impulseHex: string, options: Record<string, string> = {}): FirepowerState {
  const made = createMatch(firepowerRuleset, { scenario: { ...toTestScenario(a, b), rules: "advanced", fortifications } });
  if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
  return impulseAt({ ...made.state, options: { ...made.state.options, ...options } } as FirepowerState, "A", impulseHex);
}

type Roll = { soldier: string; roll: number; total: number; result: string; heightModifier?: number; confinedModifier?: number };

/** Throws with these dice; the thrown event's data and the blast's rolls. */
function throwInto(s: FirepowerState, payload: Record<string, unknown>, faces: number[]): { thrown: Record<string, unknown>; rolls: Roll[]; events: readonly GameEvent[] } {
  const r = apply(firepowerRuleset, s, cmd("throw_grenade", "A", payload), createFixedDice([...faces, ...Array.from({ length: 12 }, () => 10)]));
  if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
  const thrown = r.events.find((e) => e.type === "grenade/thrown")?.data as Record<string, unknown>;
  const blast = r.events.find((e) => e.type === "grenade/blast")?.data as { rolls: Roll[] } | undefined;
  return { thrown, rolls: blast?.rolls ?? [], events: r.events };
}

/** The B soldiers who rolled (the thrower, 2 hexes off, is in the blast zone of a burst outside). */
const ids = (rolls: readonly Roll[]) => rolls.map((r) => r.soldier).filter((x) => x.startsWith("B")).sort();

describe("blasts through the openings of bunkers, pillboxes and towers (firepower 12.7.3)", () => {
  // B's bunker, door on hexside 6 (NW): B1 inside, B2 beside it in the hex. A1 two hexes SE, facing it over a loophole side.
  const bunker: Forts = [{ hex: UNIT, type: "bunker", door: 6, garrison: ["B1"] }];
  const start = () => fortMatch([man("A1", 6, 4, 6)], [man("B1", 4, 4, 3), man("B2", 4, 4, 3)], bunker, hexId(6, 4));

  it("firepower 12.7.3: a grenade thrown into a bunker passes its loophole on the (placeholder) pass number and bursts inside, reaching only the men inside", () => {
    const passed = throwInto(start(), { soldier: "A1", hex: UNIT, inside: true }, [1, 1, 1]);
    expect(passed.thrown).toMatchObject({ outcome: "hit", into: "bunker", burst: "inside_unit", opening: { opening: "loophole", roll: 1, modifier: 0, needed: 1, passed: true, rule: "Firepower 12.7.3" } });
    expect((passed.thrown.opening as { provenance: { kind: string } }).provenance.kind).toBe("placeholder");
    expect(ids(passed.rolls)).toEqual(["B1"]);
    expect(passed.rolls[0]).toMatchObject({ soldier: "B1", result: "eliminated" });
  });

  it("firepower 12.7.3: a grenade that fails the loophole bursts against the wall outside: the man beside the bunker is hit, the man inside is not", () => {
    const failed = throwInto(start(), { soldier: "A1", hex: UNIT, inside: true }, [1, 2]);
    expect(failed.thrown).toMatchObject({ into: "bunker", burst: "outside_unit", opening: { passed: false, roll: 2 } });
    expect(ids(failed.rolls)).toEqual(["B2"]);
    // Aimed at the hex without `inside`, the grenade bursts outside as before, with no pass roll.
    const plain = throwInto(start(), { soldier: "A1", hex: UNIT }, [1]);
    expect(plain.thrown.opening).toBeUndefined();
    expect(ids(plain.rolls)).toEqual(["B2"]);
  });

  it("firepower 12.7.3: at range 1 the pass roll takes -2, and the thrower takes the opening most likely to pass (the open door, placeholder 1-5)", () => {
    const pbx: Forts = [{ hex: UNIT, type: "pillbox", door: 6, garrison: ["B1"] }];
    const s = fortMatch([man("A1", 3, 4, 3)], [man("B1", 4, 4, 3)], pbx, hexId(3, 4));
    const r = throwInto(s, { soldier: "A1", hex: UNIT, inside: true }, [1, 7]);
    expect(r.thrown).toMatchObject({ into: "pillbox", burst: "inside_unit", opening: { opening: "door", modifier: -2, needed: 5, passed: true } });
    const miss = throwInto(s, { soldier: "A1", hex: UNIT, inside: true }, [1, 8]);
    expect(miss.thrown).toMatchObject({ burst: "outside_unit", opening: { passed: false } });
  });

  it("firepower 12.7.3, 8.8.4: aiming inside needs a unit and an opening facing the thrower", () => {
    const closed: Forts = [{ hex: UNIT, type: "pillbox", door: 6, doorClosed: true, garrison: ["B1"] }];
    const s = fortMatch([man("A1", 3, 4, 3)], [man("B1", 4, 4, 3)], closed, hexId(3, 4));
    expect(tryCommand(s, cmd("throw_grenade", "A", { soldier: "A1", hex: UNIT, inside: true }), [1, 1, 1])).toMatchObject({ ok: false, error: { code: "grenade/no_opening", rule: "Firepower 12.7.3" } });
    expect(tryCommand(s, cmd("throw_grenade", "A", { soldier: "A1", hex: UNIT }), [1, 10, 10])).toMatchObject({ ok: true });
    const open = fortMatch([man("A1", 3, 4, 3)], [man("B1", 5, 4, 3)], [], hexId(3, 4));
    expect(tryCommand(open, cmd("throw_grenade", "A", { soldier: "A1", hex: hexId(4, 4), inside: true }), [1, 1, 1])).toMatchObject({ ok: false, error: { code: "grenade/no_unit" } });
    // Bad input changes nothing: the refused throw leaves the state as it was.
    const refused = apply(firepowerRuleset, s, cmd("throw_grenade", "A", { soldier: "A1", hex: UNIT, inside: true }), createFixedDice([1, 1, 1]));
    expect(refused.ok).toBe(false);
  });

  it("firepower 12.2.8, 8.8.6: a grenade into an open tower bursts on its floor, 5 heights up; the pass roll adds the thrower's 3 heights below the opening, and a failed one bursts at floor height outside, 3 heights above a standing man's head", () => {
    const tower: Forts = [{ hex: UNIT, type: "tower", garrison: ["B1"] }];
    const s = fortMatch([man("A1", 6, 4, 6)], [man("B1", 4, 4, 3), man("B2", 4, 4, 3)], tower, hexId(6, 4));
    const inside = throwInto(s, { soldier: "A1", hex: UNIT, inside: true }, [1, 3]);
    expect(inside.thrown).toMatchObject({ into: "tower", burst: "inside_unit", impactHeight: 5, opening: { opening: "tower_side", modifier: 3, needed: 6, passed: true } });
    expect(ids(inside.rolls)).toEqual(["B1"]);
    expect(inside.rolls[0]?.heightModifier).toBeUndefined();
    const outside = throwInto(s, { soldier: "A1", hex: UNIT, inside: true }, [1, 4]);
    expect(outside.thrown).toMatchObject({ burst: "outside_unit", impactHeight: 5 });
    expect(ids(outside.rolls)).toEqual(["B2"]);
    expect(outside.rolls.find((r) => r.soldier === "B2")?.heightModifier).toBe(3);
  });

  it("firepower 16.2.3: with confined blasts on, a burst inside a bunker is rolled at -2; one outside its wall is not", () => {
    const s = fortMatch([man("A1", 6, 4, 6)], [man("B1", 4, 4, 3), man("B2", 4, 4, 3)], bunker, hexId(6, 4), { "firepower/confined_blasts": "on" });
    expect(throwInto(s, { soldier: "A1", hex: UNIT, inside: true }, [1, 1]).rolls[0]?.confinedModifier).toBe(-2);
    expect(throwInto(s, { soldier: "A1", hex: UNIT, inside: true }, [1, 2]).rolls.find((r) => r.soldier === "B2")?.confinedModifier).toBeUndefined();
  });

  it("firepower 12.7.3: a rulings pack replaces the placeholder pass numbers", () => {
    expect(UNIT_OPENING_PASS_NUMBERS.cells.every((c) => c.provenance.kind === "placeholder")).toBe(true);
    expect(UNIT_OPENING_PASS_NUMBERS.cells).toHaveLength(4);
    const made = createMatch(firepowerRuleset, {
      scenario: { ...toTestScenario([man("A1", 6, 4, 6)], [man("B1", 4, 4, 3), man("B2", 4, 4, 3)]), rules: "advanced", fortifications: bunker },
      rulings: createRulingsPack({ id: "loophole", ruleset: "firepower", tables: { "firepower/unit_opening_pass_numbers": { tableId: "firepower/unit_opening_pass_numbers", version: "r1", source: "test ruling", mode: "patch", cells: [{ inputs: { opening: "loophole" }, value: 2 }] } } }),
    });
    if (!made.ok) throw new Error(made.error.code);
    const r = apply(firepowerRuleset, impulseAt(made.state as FirepowerState, "A", hexId(6, 4)), cmd("throw_grenade", "A", { soldier: "A1", hex: UNIT, inside: true }), createFixedDice([1, 2, 10, 10]));
    if (!r.ok) throw new Error(r.error.code);
    expect(r.events.find((e) => e.type === "grenade/thrown")?.data).toMatchObject({ opening: { needed: 2, passed: true } });
  });

  it("firepower 12.7.3, 12.3.3: a Molotov aimed into a bunker passes the loophole and burns only the men inside; smoke rounds are not aimed inside", () => {
    const s = fortMatch([{ ...man("A1", 6, 4, 6), carries: { MOLOTOV: 1, HGN4M: 1 } }], [man("B1", 4, 4, 3), man("B2", 4, 4, 3)], bunker, hexId(6, 4));
    const r = apply(firepowerRuleset, s, cmd("fire_special", "A", { soldier: "A1", item: "MOLOTOV", hex: UNIT, inside: true }), createFixedDice([1, 1, 10, 10, 10, 10]));
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    expect(r.events.find((e) => e.type === "special/fired")?.data).toMatchObject({ outcome: "hit", into: "bunker", burst: "inside_unit", opening: { opening: "loophole", passed: true } });
    const blast = r.events.find((e) => e.type === "special/blast")?.data as { rolls: Roll[] };
    expect(blast.rolls.map((x) => x.soldier)).toEqual(["B1"]);
    expect(tryCommand(s, cmd("fire_special", "A", { soldier: "A1", item: "HGN4M", hex: UNIT, inside: true }), [1, 1])).toMatchObject({ ok: false, error: { code: "special/inside_fw_only", rule: "Firepower 12.7.3" } });
  });

  it("firepower 12.7.3: legal actions list throws into an enemy-held unit", () => {
    const legal = legalActionsFor(firepowerRuleset, start(), "A");
    expect(legal).toContainEqual(cmd("throw_grenade", "A", { soldier: "A1", hex: UNIT, inside: true }));
  });
});

describe("blasts through a cave mouth (firepower 12.7.3, 8.8.7)", () => {
  it("firepower 12.7.3, 8.8.7: a grenade hitting a cave hex must pass the mouth; failing, it bursts against the rock outside and misses the men inside", () => {
    const s = caveImpulse(startUnderground(undergroundScenario([stand("A1", "4A3", 2)], [stand("B1", "4C3", 5)], { caves: [CAVE] })), "A", "4A3");
    const passed = throwInto(s, { soldier: "A1", hex: CAVE.hex }, [1, 5]);
    expect(passed.thrown).toMatchObject({ into: "cave", burst: "inside_unit", opening: { unit: "cave", opening: "cave_mouth", passed: true, needed: 5 } });
    expect(ids(passed.rolls)).toEqual(["B1"]);
    const failed = throwInto(s, { soldier: "A1", hex: CAVE.hex }, [1, 6]);
    expect(failed.thrown).toMatchObject({ into: "cave", burst: "outside_unit", opening: { passed: false } });
    expect(ids(failed.rolls)).toEqual([]);
  });
});

describe("a bunker assault played out with throws into the bunker (firepower 12.7.3)", () => {
  const SCENARIO: FirepowerScenario = {
    ...toTestScenario([man("A1", 7, 4, 6), man("A2", 7, 3, 6), man("A3", 6, 2, 5)], [{ ...man("B1", 4, 4, 3), posture: "crouch" }, man("B2", 4, 4, 3), man("B3", 3, 2, 3)]),
    id: "bunker-assault", turns: 2, rules: "advanced",
    fortifications: [{ hex: UNIT, type: "bunker", door: 6, garrison: ["B1", "B2"] }],
  };

  it("firepower 12.7.3: random legal play with inside throws listed reaches the end, and a bot match replays to the same hashes", () => {
    const made = createMatch(firepowerRuleset, { scenario: SCENARIO });
    if (!made.ok) throw new Error(made.error.code);
    for (const seed of ["ob-a", "ob-b"]) expect(playRandomLegal(made.state as FirepowerState, seed, { steps: 3000 }).state.turn.over).toBe(true);
    const { state, record } = playBotMatch("fp-opening-blasts", 5000, SCENARIO);
    expect(state.turn.over).toBe(true);
    const replay = replayMatch(record, firepowerRuleset, recordedDiceFactory);
    expect(replay.mismatch).toBeUndefined();
    expect(replay.hashes).toEqual([record.initialHash, ...record.steps.map((x) => x.stateHash)]);
  });
});
