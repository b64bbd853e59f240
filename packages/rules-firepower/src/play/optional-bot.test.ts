import { recordedDiceFactory, replayMatch } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { BASIC_GAME_SCENARIO } from "../scenarios/basic-game";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { firepowerRuleset } from "./firepower-ruleset";
import { playBotMatch } from "./play-match.fixture";

/** Every option of the ruleset that can be switched "on" (the Optional Rules and any other on/off option). */
const ALL_ON: Record<string, string> = Object.fromEntries(firepowerRuleset.options.filter((o) => "on" in o.choices).map((o) => [o.id, "on"]));

const STRENGTHS = ["W", "N", "S", "V"] as const;
/** The Basic scenario with a character sheet for every soldier (varied, fixed) and one NBC suit a side. */
const SHEETED: FirepowerScenario = {
  ...BASIC_GAME_SCENARIO,
  id: "firepower-basic-game-sheets",
  sides: {
    A: { ...BASIC_GAME_SCENARIO.sides.A, soldiers: BASIC_GAME_SCENARIO.sides.A.soldiers.map((s, i) => ({ ...s, sheet: { speed: 3 + (i % 3), strength: STRENGTHS[i % 4], reflex: 3 + i, motivation: 4 + i }, ...(i === 5 ? { nbc: true } : {}) })) },
    B: { ...BASIC_GAME_SCENARIO.sides.B, soldiers: BASIC_GAME_SCENARIO.sides.B.soldiers.map((s, i) => ({ ...s, sheet: { speed: 5 - (i % 3), strength: STRENGTHS[(i + 2) % 4], reflex: 9 - i, motivation: 9 - i }, ...(i === 0 ? { nbc: true } : {}) })) },
  },
};

describe("Firepower Optional Rules, bot against bot with every option on", () => {
  // Four seeded matches: the bots throw grenades into enemy hexes and write orders, so the 16.1 and 16.5 steps are exercised.
  const matches = ["a3", "a4", "a5", "a6"].map((id) => playBotMatch(id, 5000, SHEETED, ALL_ON));
  const types = matches.flatMap(({ record }) => record.steps.map((s) => s.command.type));

  it("16.1, 16.5, 22, 25.2, 27: the bots play legal commands (askBot checks each) through to scored results", () => {
    expect(Object.keys(ALL_ON)).toEqual(expect.arrayContaining(["firepower/return_throw", "firepower/written_orders", "firepower/characteristics", "firepower/surrender_calls", "firepower/prisoners", "firepower/pinned_inactive"]));
    for (const { state, record } of matches) {
      expect(state.turn.over).toBe(true);
      expect(state.game.result).not.toBeNull();
      expect([state.game.pendingReturn, state.game.pendingReaction]).toEqual([undefined, undefined]);
      expect(state.game.soldiers.every((s) => s.traits !== undefined)).toBe(true);
      // Every return throw answers the grenade thrown just before it.
      record.steps.forEach((s, i) => {
        if (s.command.type === "return_grenade") expect(record.steps[i - 1]?.command).toMatchObject({ type: "throw_grenade" });
      });
    }
    expect(types.filter((t) => t === "return_grenade" || t === "let_grenade_explode").length).toBeGreaterThan(0);
    expect(types).toContain("write_order");
  });

  it("their records replay to the same hashes from the logged rolls", () => {
    for (const { record } of matches) {
      const replayed = replayMatch(record, firepowerRuleset, recordedDiceFactory);
      expect(replayed.mismatch).toBeUndefined();
      expect(replayed.hashes).toEqual([record.initialHash, ...record.steps.map((s) => s.stateHash)]);
    }
  });
});
