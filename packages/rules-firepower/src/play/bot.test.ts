import { checkCommand, createMatch, legalActionsFor, viewFor } from "@tactica/engine";
import { createFixedDice, createRngState, createSeededDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { inImpulse } from "../conformance/match-fixture";
import { BASIC_GAME_SCENARIO } from "../scenarios/basic-game";
import { chooseFirepowerCommand, chooseFirepowerCommandFromView } from "./bot";
import type { FirepowerGame } from "../state/types";
import { firepowerRuleset } from "./firepower-ruleset";
import { playBotMatch } from "./play-match.fixture";

const rfl = (id: string, hex: string, facing: number) => ({ id, weapon: "RFL" as const, hex, facing, posture: "stand" as const });
const dice = () => createSeededDice(createRngState("bot-test")).dice;

describe("Firepower bot", () => {
  it("takes the shot with the best exact odds when one is worth it", () => {
    const s = inImpulse([{ id: "A1", weapon: "LMG", hex: "1A3", facing: 3, posture: "stand" }], [rfl("B1", "1C4", 5), rfl("B2", "1H6", 5)], "1A3");
    const cmd = chooseFirepowerCommand(firepowerRuleset, s, "A", dice(), { budget: 48 });
    expect(cmd).toMatchObject({ type: "fire", payload: { soldier: "A1", targets: ["B1"] } });
  });

  it("with a budget of 0 it still plays a legal command (no evaluation, a manoeuvre or a pass)", () => {
    const s = inImpulse([rfl("A1", "1A3", 3)], [rfl("B1", "1C4", 5)], "1A3");
    const cmd = chooseFirepowerCommand(firepowerRuleset, s, "A", dice(), { budget: 0 });
    expect(cmd).toBeDefined();
    expect(checkCommand(firepowerRuleset, s, cmd!).ok).toBe(true);
    expect(cmd!.type).not.toBe("fire");
  });

  it("draws a chit when one is due and waits (undefined) when the other side is acting", () => {
    const made = createMatch(firepowerRuleset, { scenario: BASIC_GAME_SCENARIO });
    if (!made.ok) throw new Error(made.error.code);
    expect(chooseFirepowerCommand(firepowerRuleset, made.state, "B", createFixedDice([]), { budget: 8 })).toEqual({ type: "turn/draw_chit", seat: "B", payload: {} });
    const s = inImpulse([rfl("A1", "1A3", 3)], [rfl("B1", "1C4", 5)], "1A3");
    expect(chooseFirepowerCommand(firepowerRuleset, s, "B", dice(), { budget: 8 })).toBeUndefined();
  });

  it("is deterministic: the same seeds give the same match record", () => {
    const a = playBotMatch("det-1"), b = playBotMatch("det-1");
    expect(b.record.steps.map((s) => s.stateHash)).toEqual(a.record.steps.map((s) => s.stateHash));
  }, 60_000);

  it("decides from the seat's view and legal actions alone (as an API client would), and the chit cup does not change its choice", () => {
    const s = inImpulse([{ id: "A1", weapon: "LMG", hex: "1A3", facing: 3, posture: "stand" }], [rfl("B1", "1C4", 5), rfl("B2", "1H6", 5)], "1A3");
    const seen = viewFor(firepowerRuleset, s, "A");
    const legal = legalActionsFor(firepowerRuleset, s, "A").map((c) => ({ type: c.type, payload: c.payload }));
    const fromView = chooseFirepowerCommandFromView({ game: seen.game as FirepowerGame, step: seen.step, options: seen.options }, "A", legal, { budget: 48 });
    expect(fromView).toMatchObject({ type: "fire", payload: { soldier: "A1", targets: ["B1"] } });
    const otherCup = { ...s, turn: { ...s.turn, cup: { A: [], B: [0, 1, 2] } } };
    expect(chooseFirepowerCommand(firepowerRuleset, otherCup, "A", dice(), { budget: 48 })).toEqual(chooseFirepowerCommand(firepowerRuleset, s, "A", dice(), { budget: 48 }));
  });
});
