import { createRngState, createSeededDice } from "@tactica/dice";
import { apply, createMatch, defaultRulings, legalActionsFor, viewFor } from "@tactica/engine";
import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { fowRuleset } from "../ruleset";
import { FOW_FREE_FOR_ALL } from "../scenarios/index";
import { unitById, withTeam } from "../state/index";
import type { FowState } from "../turn/index";
import { expectedKills, fowBotFromView } from "./bot";

const IN = 254;
const dice = () => createSeededDice(createRngState("bot-test", "sfc32")).dice;
const start = (mission: "free-for-all" | "counterattack") => {
  const m = createMatch(fowRuleset, { scenario: { ...FOW_FREE_FOR_ALL, mission }, rulings: defaultRulings(fowRuleset) });
  if (!m.ok) throw new Error(m.error.message);
  return m.state as FowState;
};

describe("the bot (from its seat's view, seeded, time-limited)", () => {
  it("rolls for the first turn in a Meeting Engagement; the other seat waits", () => {
    const s = start("free-for-all");
    expect(fowBotFromView(viewFor(fowRuleset, s, "A"), dice())).toMatchObject({ type: "turn/roll_first_turn", seat: "A" });
    expect(fowBotFromView(viewFor(fowRuleset, s, "B"), dice())).toBeUndefined();
  });

  it("moves a team towards the objective it placed in its Movement Step, and the move is accepted", () => {
    let s = start("counterattack");
    s = (apply(fowRuleset, s, { seat: "A", type: "turn/end_step", payload: {} }, createFixedDice([])) as { state: FowState }).state;
    const c = fowBotFromView(viewFor(fowRuleset, s, "A"), dice())!;
    expect(c.type).toBe("move");
    const r = apply(fowRuleset, s, c, createFixedDice([6, 6, 6, 6]));
    expect(r.ok).toBe(true);
    // Stopped at once (limits.shouldStop): it still answers a legal command.
    const stopped = fowBotFromView(viewFor(fowRuleset, s, "A"), dice(), { shouldStop: () => true });
    expect(stopped).toMatchObject({ type: "turn/end_step" });
  });

  it("never moves a unit that tried to Dig In this turn", () => {
    let s = start("counterattack");
    s = (apply(fowRuleset, s, { seat: "A", type: "turn/end_step", payload: {} }, createFixedDice([])) as { state: FowState }).state;
    s = (apply(fowRuleset, s, { seat: "A", type: "dig_in", payload: { unit: "A-rifles" } }, createFixedDice([1])) as { state: FowState }).state;
    for (let i = 0; i < 12; i++) {
      const c = fowBotFromView(viewFor(fowRuleset, s, "A"), dice())!;
      if (c.type !== "move") break;
      expect((c.payload as { team: string }).team.startsWith("A-rifles"), JSON.stringify(c.payload)).toBe(false);
      const r = apply(fowRuleset, s, c, createFixedDice([6, 6, 6]));
      if (!r.ok) throw new Error(r.error.message);
      s = r.state as FowState;
    }
  });

  it("shoots by expected kills: none out of range, some at a unit in the open within range", () => {
    const s = start("counterattack");
    const a = unitById(s.game, "A-tanks")!, b = unitById(s.game, "B-rifles")!;
    expect(expectedKills(s.game, a, b)).toBe(0); // 32" apart, beyond the 28" gun
    let g = s.game;
    [50, 53, 56, 59, 47].forEach((x, i) => { g = withTeam(g, `B-rifles-${i + 1}`, { at: { x: x * IN, y: 20 * IN, angle: 270 }, foxholes: false }); });
    expect(expectedKills(g, a, b)).toBeGreaterThan(0);
  });

  it("every legal action the ruleset offers at the start validates (the framework keeps only those)", () => {
    const s = start("counterattack");
    const actions = legalActionsFor(fowRuleset, s, "A");
    expect(actions.map((x) => x.type)).toContain("turn/end_step");
    for (const x of actions) expect(apply(fowRuleset, s, x, createFixedDice(Array(20).fill(6))).ok, x.type).toBe(true);
  });
});
