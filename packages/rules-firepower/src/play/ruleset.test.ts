import { apply, createMatch, describeRuleset, viewFor } from "@tactica/engine";
import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { playRandomLegal } from "./play-match.fixture";
import { inImpulse, run, soldier, toTestScenario, tryCommand } from "../conformance/match-fixture";
import { BASIC_GAME_SCENARIO } from "../scenarios/basic-game";
import { firepowerRuleset } from "./firepower-ruleset";
import type { FirepowerState } from "../state/types";
import { scoreVictory } from "../turn/victory";
import { explainFire } from "../combat/explain-fire";
import { FIREPOWER_OPTIONS } from "../options/options";
import { FIREPOWER_OPTIONAL_RULES } from "../options/optional-rules";

const rfl = (id: string, hex: string, facing: number) => ({ id, weapon: "RFL" as const, hex, facing, posture: "stand" as const });
const withSoldier = (s: FirepowerState, id: string, fields: object): FirepowerState =>
  ({ ...s, game: { ...s.game, soldiers: s.game.soldiers.map((x) => (x.id === id ? { ...x, ...fields } : x)) } });

describe("firepowerRuleset", () => {
  it("sets up the Basic Game scenario: 6 soldiers a side (1 LMG, 1 PST, 4 RFL), 3 chits and 2 Impulses each, 4 Turns", () => {
    const made = createMatch(firepowerRuleset, { scenario: BASIC_GAME_SCENARIO });
    if (!made.ok) throw new Error(made.error.code);
    for (const side of ["A", "B"]) {
      const weapons = made.state.game.soldiers.filter((s) => s.side === side).map((s) => s.weapon).sort();
      expect(weapons).toEqual(["LMG", "PST", "RFL", "RFL", "RFL", "RFL"]);
    }
    expect(made.state.turn).toMatchObject({ turns: 4, impulses: { A: 2, B: 2 } });
    expect(made.state.turn.chits.A).toHaveLength(3);
  });

  it("rejects a scenario on an unknown map or with a soldier off the map", () => {
    expect(createMatch(firepowerRuleset, { scenario: { ...BASIC_GAME_SCENARIO, map: "nowhere" } }).ok).toBe(false);
    expect(createMatch(firepowerRuleset, { scenario: toTestScenario([rfl("A1", "9Z9", 1)], [rfl("B1", "2A3", 5)]) }).ok).toBe(false);
  });

  it("firepower 6.1.1-6.1.2: a draw removes the drawing side's speed markers and the other side's Suppressed markers", () => {
    const made = createMatch(firepowerRuleset, { scenario: toTestScenario([rfl("A1", "1A3", 3)], [rfl("B1", "1E5", 5)]) });
    if (!made.ok) throw new Error(made.error.code);
    let s = withSoldier(withSoldier(made.state, "A1", { running: true, status: "suppressed" }), "B1", { running: true, status: "suppressed" });
    s = run(s, { type: "turn/draw_chit", seat: "A", payload: {} }, [1]);
    expect(soldier(s, "A1")).toMatchObject({ running: false, status: "suppressed" });
    expect(soldier(s, "B1")).toMatchObject({ running: true, status: "none" });
  });

  it("firepower 6.1.3: at the end of its Impulse Phase a side's Stunned soldiers become Suppressed (the other side's stay Stunned)", () => {
    let s = inImpulse([rfl("A1", "1A3", 3), rfl("A2", "1A1", 3)], [rfl("B1", "1E5", 5)], "1A3");
    s = withSoldier(withSoldier(s, "A2", { status: "stunned" }), "B1", { status: "stunned" });
    s = run(s, { type: "turn/end_impulse", seat: "A", payload: {} });
    s = run(s, { type: "turn/end_impulse_phase", seat: "A", payload: {} });
    expect(soldier(s, "A2").status).toBe("suppressed");
    expect(soldier(s, "B1").status).toBe("stunned");
  });

  it("firepower 6.2.6: only soldiers who started the Impulse in its hex act, each in one Impulse per phase; Stunned ones cannot spend MF", () => {
    let s = inImpulse([rfl("A1", "1A3", 3), rfl("A2", "1A1", 3)], [rfl("B1", "1E5", 5)], "1A3");
    expect(tryCommand(s, { type: "move", seat: "A", payload: { soldier: "A2" } })).toMatchObject({ ok: false, error: { code: "soldier/not_in_impulse" } });
    s = run(s, { type: "turn/end_impulse", seat: "A", payload: {} });
    s = run(s, { type: "turn/start_impulse", seat: "A", payload: { squad: "A", hex: "1A3" } });
    expect(s.game.impulse?.soldiers).toEqual([]);
    expect(tryCommand(s, { type: "move", seat: "B", payload: { soldier: "B1" } }).ok).toBe(false);
  });

  it("firepower 6.3.3 and 6.3.4: fire needs the target in arc and in LOS", () => {
    const s = inImpulse([rfl("A1", "1A3", 6)], [rfl("B1", "1E5", 5)], "1A3");
    expect(tryCommand(s, { type: "fire", seat: "A", payload: { soldier: "A1", targets: ["B1"] } })).toMatchObject({ ok: false, error: { code: "fire/out_of_arc" } });
  });

  it("firepower 6.3.6.3.2: a grenade that hits kills or Stuns (and drops Prone) the soldiers in the impact hex", () => {
    const s = inImpulse([rfl("A1", "1A3", 3)], [rfl("B1", "1D4", 5), rfl("B2", "1D4", 5)], "1A3");
    // Throw 1 hits (range 3, hit 5); blast rolls 3 (eliminated) and 9 (Stunned).
    const r = apply(firepowerRuleset, s, { type: "throw_grenade", seat: "A", payload: { soldier: "A1", hex: "1D4" } }, createFixedDice([1, 3, 9]));
    if (!r.ok) throw new Error(r.error.code);
    expect(soldier(r.state, "B1").eliminated).toBe(true);
    expect(soldier(r.state, "B2")).toMatchObject({ status: "stunned", posture: "prone", eliminated: false });
    expect(soldier(r.state, "A1")).toMatchObject({ combatUsed: true, mf: 2 });
  });

  it("firepower 6.3.6.2.2: a fence in the target's hex between the impact hex and him is cover against the blast", () => {
    const s = inImpulse([rfl("A1", "1C2", 3)], [rfl("B1", "1E3", 5)], "1C2");
    // Throw 1 hits 1F3; B1 next door behind the 1E3|1F3 fence rolls 2: 2 + 3 (adjacent) + 1 (fence) = 6 > 5, and a 2
    // could not have hit, so he is not even Suppressed (without the fence 2 + 3 = 5 would have eliminated him).
    const r = apply(firepowerRuleset, s, { type: "throw_grenade", seat: "A", payload: { soldier: "A1", hex: "1F3" } }, createFixedDice([1, 2]));
    if (!r.ok) throw new Error(r.error.code);
    expect(soldier(r.state, "B1")).toMatchObject({ eliminated: false, status: "none" });
  });

  it("firepower 6.5: melee on ≤ 5 eliminates the defenders and the attackers end their Actions; on 6+ the attackers die", () => {
    const s = inImpulse([rfl("A1", "1A3", 3)], [rfl("B1", "1B3", 5)], "1A3");
    const win = run(s, { type: "melee", seat: "A", payload: { soldiers: ["A1"], hex: "1B3" } }, [5]);
    expect(soldier(win, "B1").eliminated).toBe(true);
    expect(soldier(win, "A1")).toMatchObject({ hex: { q: 1, r: 8 }, mf: 4 });
    const lose = run(s, { type: "melee", seat: "A", payload: { soldiers: ["A1"], hex: "1B3" } }, [6]);
    expect(soldier(lose, "A1").eliminated).toBe(true);
    expect(tryCommand(s, { type: "move", seat: "A", payload: { soldier: "A1" } })).toMatchObject({ ok: false, error: { code: "move/enemy_hex" } });
  });

  it("firepower 7: 1 VP per enemy eliminated, 3 VP per own survivor across; equal VP is a draw", () => {
    const made = createMatch(firepowerRuleset, { scenario: toTestScenario([rfl("A1", "1E5", 3), rfl("A2", "1A3", 3)], [rfl("B1", "1H2", 5)]) });
    if (!made.ok) throw new Error(made.error.code);
    expect(scoreVictory(made.state.game)).toMatchObject({ vp: { A: 3, B: 0 }, winner: "A" });
    const dead = withSoldier(withSoldier(made.state, "A1", { eliminated: true }), "A2", { eliminated: true });
    expect(scoreVictory(dead.game)).toMatchObject({ vp: { A: 0, B: 2 }, winner: "B" });
    // Option victory_half "map_middle": the sample map runs q 0..7, so the halves split between 3 and 4 as in the scenario.
    expect(scoreVictory(made.state.game, { "firepower/victory_half": "map_middle" })).toMatchObject({ vp: { A: 3, B: 0 } });
  });

  it("every listed legal action applies (seeded random playout of the Basic scenario)", () => {
    const made = createMatch(firepowerRuleset, { scenario: BASIC_GAME_SCENARIO });
    if (!made.ok) throw new Error(made.error.code);
    let s = made.state;
    s = playRandomLegal(s, "legal-playout", { steps: 120 }).state;
    expect(s.seq).toBeGreaterThan(0);
  }, 60_000);

  it("firepower 3.3 / 6.1: views show how many sequence units are undrawn, never whose", () => {
    const made = createMatch(firepowerRuleset, { scenario: BASIC_GAME_SCENARIO });
    if (!made.ok) throw new Error(made.error.code);
    const view = JSON.stringify(viewFor(firepowerRuleset, made.state, "A"));
    expect(view).not.toContain("\"cup\"");
    expect(view).toContain("\"undrawn\":6");
  });

  it("describes itself for the API: commands with rules and payload schemas, tables and options", () => {
    const d = describeRuleset(firepowerRuleset);
    expect(JSON.stringify(d)).toContain("throw_grenade");
    // The 20 ambiguities and every Optional Rule option are declared (other modules may declare more).
    expect(d.options.map((o) => o.id)).toEqual(expect.arrayContaining([...FIREPOWER_OPTIONS, ...FIREPOWER_OPTIONAL_RULES].map((o) => o.id)));
    expect(FIREPOWER_OPTIONS.length).toBe(20);
  });
});

describe("explainFire", () => {
  it("answers a shot in a match with its LOS ruling, arc and exact odds", () => {
    const made = createMatch(firepowerRuleset, { scenario: toTestScenario([rfl("A1", "1A3", 3)], [rfl("B1", "1E5", 5)]) });
    if (!made.ok) throw new Error(made.error.code);
    const r = explainFire(made.state, "A1", "B1");
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.los.clear).toBe(true);
    expect(r.value.inArc).toBe(true);
    expect(r.value.odds.hit).toMatchObject({ hitNumber: 4, shots: 3 });
    expect(explainFire(made.state, "A1", "nobody")).toMatchObject({ ok: false });
  });
});
