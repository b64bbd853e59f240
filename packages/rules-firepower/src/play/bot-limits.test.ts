import { apply, askBot, checkCommand } from "@tactica/engine";
import { createFixedDice, createRngState, createSeededDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { inImpulse } from "../conformance/match-fixture";
import { firepowerRuleset } from "./firepower-ruleset";
import type { FirepowerState } from "../state/types";

// The ruleset's bot entry as the ai-turn worker calls it (askBot with limits): anytime, and blind to the cup.
const rfl = (id: string, hex: string, facing: number) => ({ id, weapon: "RFL" as const, hex, facing, posture: "stand" as const });
const dice = () => createSeededDice(createRngState("bot-limits", "sfc32")).dice;
const lmgDuel = () => inImpulse([{ id: "A1", weapon: "LMG", hex: "1A3", facing: 3, posture: "stand" }], [rfl("B1", "1C4", 5), rfl("B2", "1H6", 5)], "1A3");

describe("Firepower bot entry with limits", () => {
  it("firepower 6.1: the choice of which Impulse to start is the same whatever the undrawn chits are", () => {
    const s = lmgDuel();
    const ended = apply(firepowerRuleset, s, { type: "turn/end_impulse", seat: "A", payload: {} }, createFixedDice([]));
    if (!ended.ok) throw new Error(ended.error.code);
    const phase = ended.state as FirepowerState;
    expect(phase.turn.step).toBe("impulse_phase");
    const cups = [{ A: [1, 2], B: [0, 1, 2] }, { A: [], B: [0, 1, 2, 1, 2] }];
    const answers = cups.map((cup) => askBot(firepowerRuleset, { ...phase, turn: { ...phase.turn, cup } }, "A", dice(), { budget: 48 }));
    expect(answers[0]).toBeDefined();
    expect(answers[1]).toEqual(answers[0]);
  });

  it("stops when told to: the best shot found so far, or with no evaluation a legal manoeuvre or pass", () => {
    const s = lmgDuel();
    expect(askBot(firepowerRuleset, s, "A", dice())).toMatchObject({ type: "fire", payload: { targets: ["B1"] } });
    // One evaluation allowed (B1 is listed first): that shot is the best found when the signal fires.
    let polls = 0;
    const early = askBot(firepowerRuleset, s, "A", dice(), { shouldStop: () => ++polls > 1 });
    expect(early).toMatchObject({ type: "fire", payload: { targets: ["B1"] } });
    const none = askBot(firepowerRuleset, s, "A", dice(), { shouldStop: () => true });
    expect(none).toBeDefined();
    expect(none!.type).not.toBe("fire");
    expect(checkCommand(firepowerRuleset, s, none!).ok).toBe(true);
  });
});
