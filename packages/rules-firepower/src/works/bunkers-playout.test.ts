import { createMatch } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { toTestScenario } from "../conformance/match-fixture";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { playBotMatch, playRandomLegal } from "../play/play-match.fixture";
import type { FirepowerState } from "../state/types";
import { hexId, man } from "../weapons/vehicles.fixture";
import { expectReplaysToSameHashes } from "../play/replay.fixture";

/** A's pillbox (door NW, front SE) and tower, B's bunker (door SE) with a closed door, men inside and beside them. */
const SCENARIO: FirepowerScenario = {
  ...toTestScenario(
    [{ ...man("A1", 2, 4, 3, "LMG"), posture: "crouch" }, { ...man("A2", 2, 4, 3), posture: "crouch" }, man("A3", 1, 2, 3), man("A4", 1, 4, 3)],
    [man("B1", 6, 4, 6, "LMG"), man("B2", 6, 4, 5), man("B3", 6, 2, 5), man("B4", 7, 4, 6)],
  ),
  id: "fortified-skirmish", turns: 2, rules: "advanced",
  fortifications: [
    { hex: hexId(2, 4), type: "pillbox", door: 6, garrison: ["A1", "A2"] },
    { hex: hexId(1, 2), type: "tower", sandbagged: true, garrison: ["A3"] },
    { hex: hexId(6, 4), type: "bunker", door: 3, doorClosed: true, garrison: ["B1", "B2"] },
  ],
};

describe("a fortified skirmish played out (firepower 8.8.4, 8.8.6)", () => {
  const { state, record } = playBotMatch("fp-fortified-1", 5000, SCENARIO);

  it("firepower 8.8.4, 8.8.6, 7: bot against bot with garrisoned pillbox, bunker and tower plays to a scored result", () => {
    expect(state.turn.over).toBe(true);
    expect(state.game.result).not.toBeNull();
    expect(state.game.fortifications?.map((u) => u.type)).toEqual(["pillbox", "tower", "bunker"]);
    expect(record.steps.some((s) => s.command.type === "fire")).toBe(true);
  });

  it("its record replays to the same hashes from the logged rolls and from the revealed seed", () => {
    expectReplaysToSameHashes(record);
  });

  it("firepower 8.8.4: random legal play accepts every listed action, bunker ones included, and reaches the end", () => {
    const made = createMatch(firepowerRuleset, { scenario: SCENARIO });
    if (!made.ok) throw new Error(made.error.code);
    const seen = new Set<string>();
    for (const seed of ["fort-a", "fort-b", "fort-c"]) {
      const r = playRandomLegal(made.state as FirepowerState, seed, { steps: 3000 });
      expect(r.state.turn.over).toBe(true);
      r.seen.forEach((t) => seen.add(t));
    }
    expect([...seen].filter((t) => t === "fortification" || t === "bunker_door").sort()).toEqual(["bunker_door", "fortification"]);
  });
});
