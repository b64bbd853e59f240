import { apply, createMatch, legalActionsFor } from "@tactica/engine";
import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { run, toTestScenario, tryCommand } from "../conformance/match-fixture";
import { BASIC_GAME_SCENARIO, BASIC_GAME_SETUP_SCENARIO } from "../scenarios/basic-game";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { boardOf } from "../core/board";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { playBotMatch } from "../play/play-match.fixture";
import { inArea } from "./setup-phase";
import type { FirepowerState } from "../state/types";

const board = boardOf("firepower-sample-2-panel");
const id = (q: number, r: number) => board.idOf({ q, r });
const rfl = (sid: string, hex: string, facing: number) => ({ id: sid, weapon: "RFL" as const, hex, facing, posture: "stand" as const });
const withSetup = (first: "roll" | "A" | "B" = "roll"): FirepowerScenario => ({
  ...toTestScenario([rfl("A1", id(0, 3), 3), rfl("A2", id(1, 3), 3)], [rfl("B1", id(7, 3), 6)]),
  setup: { areas: { A: { qAtMost: 1 }, B: { qAtLeast: 6 } }, first },
});
const start = (sc: FirepowerScenario): FirepowerState => {
  const made = createMatch(firepowerRuleset, { scenario: sc });
  if (!made.ok) throw new Error(made.error.code);
  return made.state;
};
const cmd = (type: string, seat: string, payload: Record<string, unknown> = {}) => ({ type, seat, payload });

describe("set-up phase (firepower 2.4)", () => {
  it("firepower 2.4: both roll, ties re-rolled, the low roll sets up first; no chit is drawn before both have set up", () => {
    const s = start(withSetup());
    expect(tryCommand(s, cmd("turn/draw_chit", "A"), [1])).toMatchObject({ ok: false, error: { code: "setup/not_done" } });
    expect(legalActionsFor(firepowerRuleset, s, "B").map((c) => c.type)).toEqual(["setup_roll"]);
    // Faces: A 4, B 4 (tie, roll again), A 7, B 2: B rolled low and sets up first.
    const rolled = apply(firepowerRuleset, s, cmd("setup_roll", "A"), createFixedDice([4, 4, 7, 2]));
    if (!rolled.ok) throw new Error(rolled.error.code);
    expect(rolled.events[0]).toMatchObject({ type: "setup/rolled", data: { rolls: [{ A: 4, B: 4 }, { A: 7, B: 2 }], first: "B" } });
    expect(rolled.state.game.setup).toMatchObject({ step: "place", order: ["B", "A"] });
    expect(tryCommand(rolled.state, cmd("place_soldier", "A", { soldier: "A1", hex: id(0, 4) }))).toMatchObject({ ok: false, error: { code: "setup/not_your_turn" } });
    expect(tryCommand(rolled.state, cmd("setup_roll", "B"))).toMatchObject({ ok: false, error: { code: "setup/no_roll" } });
  });

  it("firepower 2.4: the side setting up places its soldiers (hex, facing, posture) only within its set-up area, then the other side, then play", () => {
    let s = start(withSetup("A"));
    expect(tryCommand(s, cmd("place_soldier", "A", { soldier: "A1", hex: id(3, 3) }))).toMatchObject({ ok: false, error: { code: "setup/outside_area" } });
    expect(tryCommand(s, cmd("place_soldier", "A", { soldier: "B1", hex: id(0, 3) }))).toMatchObject({ ok: false, error: { code: "soldier/not_yours" } });
    expect(tryCommand(s, cmd("place_soldier", "A", { soldier: "A1", hex: "9Z9" }))).toMatchObject({ ok: false, error: { code: "setup/unknown_hex" } });
    s = run(s, cmd("place_soldier", "A", { soldier: "A1", hex: id(1, 5), facing: 2, posture: "prone" }));
    // 4.8: any number of soldiers may share a hex.
    s = run(s, cmd("place_soldier", "A", { soldier: "A2", hex: id(1, 5) }));
    expect(s.game.soldiers.filter((x) => x.side === "A").map((x) => [x.id, board.idOf(x.hex), x.facing, x.posture])).toEqual([["A1", id(1, 5), 2, "prone"], ["A2", id(1, 5), 3, "stand"]]);
    s = run(s, cmd("end_setup", "A"));
    expect(tryCommand(s, cmd("place_soldier", "A", { soldier: "A1", hex: id(0, 5) }))).toMatchObject({ ok: false, error: { code: "setup/not_your_turn" } });
    expect(tryCommand(s, cmd("turn/draw_chit", "A"), [1])).toMatchObject({ ok: false, error: { code: "setup/not_done" } });
    s = run(s, cmd("place_soldier", "B", { soldier: "B1", hex: id(6, 0) }));
    s = run(s, cmd("end_setup", "B"));
    expect(s.game.setup?.step).toBe("done");
    expect(tryCommand(s, cmd("place_soldier", "B", { soldier: "B1", hex: id(7, 0) }))).toMatchObject({ ok: false, error: { code: "setup/over" } });
    expect(run(s, cmd("turn/draw_chit", "B"), [1]).turn.step).toBe("impulse_phase");
  });

  it("firepower 2.4: the shipped set-up scenario starts every soldier inside its side's area; without `setup` a match starts at the first draw as before", () => {
    const sc = BASIC_GAME_SETUP_SCENARIO;
    for (const side of ["A", "B"] as const) {
      for (const soldier of sc.sides[side].soldiers) expect(inArea(board.hexOf(soldier.hex)?.q ?? -99, sc.setup!.areas[side])).toBe(true);
    }
    const outside = { ...withSetup(), setup: { areas: { A: { qAtMost: 0 }, B: { qAtLeast: 6 } } } };
    expect(createMatch(firepowerRuleset, { scenario: outside })).toMatchObject({ ok: false });
    expect(start(BASIC_GAME_SCENARIO).game.setup).toBeUndefined();
    expect(legalActionsFor(firepowerRuleset, start(BASIC_GAME_SCENARIO), "A").map((c) => c.type)).toEqual(["turn/draw_chit"]);
  });

  it("firepower 2.4: bots play the shipped set-up scenario through its set-up (roll, both sides end) to the result", () => {
    const { state, record } = playBotMatch("fp-setup-1", 5000, BASIC_GAME_SETUP_SCENARIO);
    expect(record.steps.slice(0, 3).map((s) => s.command.type)).toEqual(["setup_roll", "end_setup", "end_setup"]);
    expect(state.game.setup?.step).toBe("done");
    expect(state.turn.over).toBe(true);
    expect(state.game.result).not.toBeNull();
  }, 60_000);
});
