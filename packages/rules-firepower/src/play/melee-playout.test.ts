import { recordedDiceFactory, replayMatch } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { toTestScenario } from "../conformance/match-fixture";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { firepowerRuleset } from "./firepower-ruleset";
import { playBotMatch } from "./play-match.fixture";
import { hexId, man } from "../weapons/vehicles.fixture";

/** B holds a tower with A's men at its foot; A's other pair is behind three of B's men lying Prone facing away (13.2, 13.3). */
const SCENARIO: FirepowerScenario = {
  ...toTestScenario(
    [man("A1", 1, 1, 5), man("A2", 1, 1, 5), { ...man("A3", 3, 4, 3), posture: "crouch" }, man("A4", 3, 4, 3, "PST")],
    [man("B1", 1, 1, 2), ...["B2", "B3", "B5"].map((id) => ({ ...man(id, 4, 4, 3), posture: "prone" as const })), man("B4", 6, 4, 6)],
  ),
  id: "melee-skirmish", turns: 3, rules: "advanced",
  fortifications: [{ hex: hexId(1, 1), type: "tower", garrison: ["B1"] }],
};

describe("an Advanced melee skirmish played out (firepower 13, 8.8.6)", () => {
  const { state, record } = playBotMatch("fp-melee-1", 5000, SCENARIO);

  it("firepower 13, 7: bot against bot with men in melee reach and a garrisoned tower plays to a result, the bot melees by its exact odds", () => {
    expect(state.turn.over).toBe(true);
    expect(state.game.result).not.toBeNull();
    const melees = record.steps.filter((s) => s.command.type === "melee");
    expect(melees.length).toBeGreaterThan(0);
  });

  it("its record replays to the same hashes from the logged rolls", () => {
    const fromLog = replayMatch(record, firepowerRuleset, recordedDiceFactory);
    expect(fromLog.mismatch).toBeUndefined();
    expect(fromLog.hashes).toEqual([record.initialHash, ...record.steps.map((s) => s.stateHash)]);
  });
});
