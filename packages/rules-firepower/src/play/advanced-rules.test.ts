import { createMatch, legalActionsFor } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { run, soldier, toTestScenario, tryCommand } from "../conformance/match-fixture";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { firepowerRuleset } from "./firepower-ruleset";

type Spec = FirepowerScenario["sides"]["A"]["soldiers"][number];
const rfl = (id: string, hex: string, facing: number, extra: Partial<Spec> = {}): Spec => ({ id, weapon: "RFL", hex, facing, posture: "stand", ...extra });

/** An Advanced scenario: side A has squads X (4 chits) and Y (3 chits), 2 Impulses each. */
function advanced(a: Spec[], b: Spec[]): FirepowerScenario {
  const base = toTestScenario(a, b);
  return { ...base, rules: "advanced", sides: { ...base.sides, A: { ...base.sides.A, squads: { X: { chits: 4, impulses: 2 }, Y: { chits: 3, impulses: 2 } } } } };
}

function started(sc: FirepowerScenario, squad: string, hex: string) {
  const made = createMatch(firepowerRuleset, { scenario: sc });
  if (!made.ok) throw new Error(made.error.code);
  // Side A's units come first in the cup; face 2 draws unit B, which applies to both squads.
  const drawn = run(made.state, { type: "turn/draw_chit", seat: "A", payload: {} }, [2]);
  return run(drawn, { type: "turn/start_impulse", seat: "A", payload: { squad, hex } });
}

describe("Advanced Game scenario format", () => {
  it("firepower 9.1: squads with 4 and 3 sequence units: unit A applies to X only", () => {
    const made = createMatch(firepowerRuleset, { scenario: advanced([rfl("A1", "1A3", 3, { squad: "X" }), rfl("A2", "1A3", 3, { squad: "Y" })], [rfl("B1", "1E5", 5)]) });
    if (!made.ok) throw new Error(made.error.code);
    expect(made.state.turn.chits.A).toEqual([["X"], ["X", "Y"], ["X", "Y"], ["X", "Y"]]);
    expect(made.state.turn.impulses).toMatchObject({ X: 2, Y: 2, B: 2 });
  });

  it("rejects a soldier outside his side's squads", () => {
    expect(createMatch(firepowerRuleset, { scenario: advanced([rfl("A1", "1A3", 3, { squad: "Q" })], [rfl("B1", "1E5", 5)]) }).ok).toBe(false);
  });

  it("firepower 9.2: a squad's Impulse moves only its own soldiers, even in a shared hex", () => {
    const s = started(advanced([rfl("A1", "1A3", 3, { squad: "X" }), rfl("A2", "1A3", 3, { squad: "Y" })], [rfl("B1", "1E5", 5)]), "X", "1A3");
    expect(s.game.impulse?.soldiers).toEqual(["A1"]);
    expect(tryCommand(s, { type: "move", seat: "A", payload: { soldier: "A2" } })).toMatchObject({ ok: false, error: { code: "soldier/not_in_impulse" } });
  });

  it("firepower 11.1: a leader has 5 MF but enters at most 4 new hexes", () => {
    let s = started(advanced([rfl("A1", "1A1", 3, { squad: "X", rank: "S" })], [rfl("B1", "2A3", 5)]), "X", "1A1");
    for (let i = 0; i < 4; i += 1) s = run(s, { type: "move", seat: "A", payload: { soldier: "A1" } });
    expect(soldier(s, "A1")).toMatchObject({ mf: 4, hexesEntered: 4, running: true });
    expect(tryCommand(s, { type: "move", seat: "A", payload: { soldier: "A1" } })).toMatchObject({ ok: false, error: { code: "move/leader_hexes" } });
    s = run(s, { type: "change_facing", seat: "A", payload: { soldier: "A1", facing: 2 } });
    expect(soldier(s, "A1").mf).toBe(5);
  });

  it("firepower 11.2.1.2: backing straight back costs double (Advanced only)", () => {
    const s = started(advanced([rfl("A1", "1B3", 3, { squad: "X" })], [rfl("B1", "2A3", 5)]), "X", "1B3");
    const back = run(s, { type: "move", seat: "A", payload: { soldier: "A1", back: true } });
    expect(soldier(back, "A1")).toMatchObject({ mf: 2, facing: 3, hex: { q: 0, r: 8 } });
  });

  it("firepower 11.3.2: unlimited Impulses per phase until the first Combat Action", () => {
    let s = started(advanced([rfl("A1", "1A1", 3, { squad: "X" }), rfl("A2", "1A3", 3, { squad: "X" }), rfl("A3", "1A5", 3, { squad: "X" })], [rfl("B1", "2A3", 5)]), "X", "1A1");
    s = run(s, { type: "turn/end_impulse", seat: "A", payload: {} });
    s = run(s, { type: "turn/start_impulse", seat: "A", payload: { squad: "X", hex: "1A3" } });
    s = run(s, { type: "turn/end_impulse", seat: "A", payload: {} });
    const starts = legalActionsFor(firepowerRuleset, s, "A").filter((c) => c.type === "turn/start_impulse");
    expect(starts).toEqual([{ type: "turn/start_impulse", seat: "A", payload: { squad: "X", hex: "1A5" } }]);
  });

  it("the Basic Game refuses backing", () => {
    const made = createMatch(firepowerRuleset, { scenario: toTestScenario([rfl("A1", "1B3", 3)], [rfl("B1", "2A3", 5)]) });
    if (!made.ok) throw new Error(made.error.code);
    const drawn = run(made.state, { type: "turn/draw_chit", seat: "A", payload: {} }, [1]);
    const s = run(drawn, { type: "turn/start_impulse", seat: "A", payload: { squad: "A", hex: "1B3" } });
    expect(tryCommand(s, { type: "move", seat: "A", payload: { soldier: "A1", back: true } })).toMatchObject({ ok: false, error: { code: "move/no_backing" } });
  });

  it("firepower 11.4: a squad leader who spends 2 MF to enter a hex of three 4-MF soldiers activates each with 2 MF left", () => {
    const privates = ["A2", "A3", "A4"].map((id) => rfl(id, "1C2", 3, { squad: "X" }));
    let s = started(advanced([rfl("A1", "1A1", 3, { squad: "X", rank: "S" }), ...privates, rfl("A5", "1C2", 3, { squad: "X", rank: "C" })], [rfl("B1", "2A3", 5)]), "X", "1A1");
    s = run(s, { type: "move", seat: "A", payload: { soldier: "A1" } });
    s = run(s, { type: "move", seat: "A", payload: { soldier: "A1" } });
    expect(s.game.impulse?.soldiers).toEqual(["A1", "A2", "A3", "A4"]);
    for (const id of ["A2", "A3", "A4"]) expect(soldier(s, id)).toMatchObject({ mf: 2, nonCombatMf: 0, acted: true });
    s = run(s, { type: "change_posture", seat: "A", payload: { soldier: "A2", posture: "prone" } });
    s = run(s, { type: "change_facing", seat: "A", payload: { soldier: "A2", facing: 2 } });
    expect(tryCommand(s, { type: "change_facing", seat: "A", payload: { soldier: "A2", facing: 1 } })).toMatchObject({ ok: false, error: { code: "move/no_mf" } });
  });

  it("firepower 11.3.3: Hit the Dirt! sends the squad's soldiers anywhere Prone for the rest of the phase, using the Impulse", () => {
    const s = started(advanced([rfl("A1", "1A1", 3, { squad: "X" }), rfl("A2", "1A5", 3, { squad: "X" }), rfl("A3", "1A3", 3, { squad: "Y" })], [rfl("B1", "2A3", 5)]), "X", "1A1");
    expect(tryCommand(s, { type: "hit_the_dirt", seat: "A", payload: { soldiers: ["A3"] } })).toMatchObject({ ok: false, error: { code: "dirt/not_in_squad" } });
    const down = run(s, { type: "hit_the_dirt", seat: "A", payload: { soldiers: ["A1", "A2"] } });
    expect(soldier(down, "A2")).toMatchObject({ posture: "prone", acted: true, combatUsed: true });
    expect(down.game.impulse?.soldiers).toEqual([]);
  });

  it("firepower 11.3.1: one free 60° turn in each hex occupied or entered, if the soldier does not fire this Impulse", () => {
    let s = started(advanced([rfl("A1", "1A3", 3, { squad: "X" }), rfl("A2", "1A3", 3, { squad: "X" })], [rfl("B1", "1E5", 5)]), "X", "1A3");
    expect(tryCommand(s, { type: "change_facing", seat: "A", payload: { soldier: "A1", facing: 5, free: true } })).toMatchObject({ ok: false, error: { code: "facing/free_turn_too_big" } });
    s = run(s, { type: "change_facing", seat: "A", payload: { soldier: "A1", facing: 2, free: true } });
    expect(soldier(s, "A1")).toMatchObject({ facing: 2, mf: 0 });
    expect(tryCommand(s, { type: "change_facing", seat: "A", payload: { soldier: "A1", facing: 3, free: true } })).toMatchObject({ ok: false, error: { code: "facing/free_turn_used" } });
    s = run(s, { type: "move", seat: "A", payload: { soldier: "A1" } });
    s = run(s, { type: "change_facing", seat: "A", payload: { soldier: "A1", facing: 3, free: true } });
    expect(soldier(s, "A1")).toMatchObject({ facing: 3, mf: 1 });
    expect(tryCommand(s, { type: "fire", seat: "A", payload: { soldier: "A1", targets: ["B1"] } })).toMatchObject({ ok: false, error: { code: "fire/free_turn_taken" } });
    s = run(s, { type: "fire", seat: "A", payload: { soldier: "A2", targets: ["B1"] } }, [10, 10, 10]);
    expect(tryCommand(s, { type: "change_facing", seat: "A", payload: { soldier: "A2", facing: 2, free: true } })).toMatchObject({ ok: false, error: { code: "facing/fired" } });
  });
});
