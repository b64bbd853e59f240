import { recordedDiceFactory, replayMatch } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { VEHICLE_SKIRMISH_SCENARIO } from "../scenarios/vehicle-skirmish";
import { firepowerRuleset } from "./firepower-ruleset";
import { playBotMatch, playRecordedRandom, preferring } from "./play-match.fixture";
import { expectReplaysToSameHashes } from "./replay.fixture";

/** The vehicle skirmish with A/C/H weapons handed out (12.3.1, 12.3.2, 12.3.5) and a block in B's line. */
const LAUNCHERS: Readonly<Record<string, { weapon: "MPL19" | "HRG" | "ATR1" | "SHG1"; rounds: Record<string, number> }>> = {
  A1: { weapon: "SHG1", rounds: { C: 3 } }, A2: { weapon: "ATR1", rounds: { A: 3 } }, A3: { weapon: "MPL19", rounds: { H: 3 } },
  B1: { weapon: "SHG1", rounds: { C: 3 } }, B2: { weapon: "HRG", rounds: { H: 3 } }, B6: { weapon: "ATR1", rounds: { A: 3 } },
};
const arm = (s: { id: string }) => (LAUNCHERS[s.id] ? { ...s, launcher: LAUNCHERS[s.id] } : s);
const SCENARIO = {
  ...VEHICLE_SKIRMISH_SCENARIO, id: "vehicle-skirmish-ammo",
  sides: {
    A: { ...VEHICLE_SKIRMISH_SCENARIO.sides.A, soldiers: VEHICLE_SKIRMISH_SCENARIO.sides.A.soldiers.map(arm) },
    B: { ...VEHICLE_SKIRMISH_SCENARIO.sides.B, soldiers: VEHICLE_SKIRMISH_SCENARIO.sides.B.soldiers.map(arm) },
  },
  works: [{ hex: "1G2", type: "block" }],
};

/** Random legal play, recorded, taking a legal `fire_ammo` whenever one is offered (so the rounds are spent). */
function play(matchId: string) {
  const fired: string[] = [];
  const { state, record } = playRecordedRandom(SCENARIO, matchId, {
    choose: preferring((c) => c.type === "fire_ammo"),
    onApplied: (command) => {
      if (command.type === "fire_ammo") fired.push(String((command.payload as { ammo: string }).ammo));
    },
  });
  return { state, record, fired };
}

describe("A, C and H weapons in play, random legal play (firepower 12.3.1, 12.3.2, 12.3.5)", () => {
  const { state, record, fired } = play("fp-ammo-1");
  // Seeds whose random paths reach an A round with the vehicle actions of Option 19 (ports, called shots, smoke...) listed too.
  const others = ["fp-ammo-2", "fp-ammo-3", "fp-ammo-6"].map((id) => play(id));

  it("firepower 12.3, 7: random legal play with A, C and H weapons fires them and reaches a scored result", () => {
    expect(state.turn.over).toBe(true);
    expect(state.game.result).not.toBeNull();
    expect(fired.length).toBeGreaterThan(0);
    for (const o of others) expect(o.state.game.result).not.toBeNull();
    // Over three seeded matches every round type is fired.
    expect(new Set([...fired, ...others.flatMap((o) => o.fired)])).toEqual(new Set(["A", "C", "H"]));
  });

  it("its record replays to the same hashes from the logged rolls and from the revealed seed", () => {
    expectReplaysToSameHashes(record);
  });
});

describe("A, C and H weapons in play, bot against bot (firepower 12.3)", () => {
  it("firepower 12.3, 7: the bots fire A/C/H rounds, play the armed skirmish to a scored result and it replays to the same hashes", () => {
    const prelude = [{ type: "end_setup", seat: "A", payload: {} }, { type: "end_setup", seat: "B", payload: {} }];
    const { state, record } = playBotMatch("fp-ammo-bot-1", 5000, SCENARIO, undefined, prelude);
    expect(state.turn.over).toBe(true);
    expect(state.game.result).not.toBeNull();
    expect(record.steps.some((s) => s.command.type === "fire_ammo")).toBe(true);
    const replay = replayMatch(record, firepowerRuleset, recordedDiceFactory);
    expect(replay.mismatch).toBeUndefined();
  });
});
