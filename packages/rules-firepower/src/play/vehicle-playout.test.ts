import { createMatch, createRulingsPack } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { VEHICLE_SKIRMISH_SCENARIO } from "../scenarios/vehicle-skirmish";
import { firepowerRuleset } from "./firepower-ruleset";
import { playBotMatch, playRandomLegal } from "./play-match.fixture";
import type { FirepowerState } from "../state/types";
import { expectReplaysToSameHashes } from "./replay.fixture";

/** A sets up as the scenario has it; B secretly lays its VMN2 on the BMP's road and a Claymore covering it, then the bots play. */
const PRELUDE = [
  { type: "end_setup", seat: "A", payload: {} },
  { type: "place_mine", seat: "B", payload: { hex: "2E3", type: "VMN2" } },
  { type: "place_mine", seat: "B", payload: { hex: "2C2", type: "PMN2", facing: 5, trigger: "2B1" } },
  { type: "end_setup", seat: "B", payload: {} },
];

describe("the vehicle skirmish, bot against bot (firepower Option 19, 10.1, 12.4.4)", () => {
  const { state, record, commands } = playBotMatch("fp-vehicles-1", 5000, VEHICLE_SKIRMISH_SCENARIO, undefined, PRELUDE);
  const types = record.steps.map((s) => s.command.type);

  it("firepower 19, 7: plays all 4 Turns through apply to a scored result", () => {
    expect(state.turn.over).toBe(true);
    expect(state.game.result).not.toBeNull();
    const r = state.game.result!;
    expect(r.vp.A).toBe(r.eliminated.B + 3 * r.across.A);
    expect(commands).toBeGreaterThan(PRELUDE.length + 24);
  });

  it("firepower 19.2, 19.2.3, 10.1: the bots used the vehicle and the crewed weapons, and every command was legal", () => {
    expect(types).toContain("vehicle_move");
    expect(types.some((t) => t === "vehicle_fire" || t === "fire_crewed")).toBe(true);
  });

  it("its record replays to the same hashes from the logged rolls and from the revealed seed", () => {
    expectReplaysToSameHashes(record);
  });
});

describe("vehicles with random legal play (firepower 19, 10.1, 12.4.4)", () => {
  it("every listed legal action applies in a seeded random playout of the vehicle skirmish, extra pistols (16.8) on", () => {
    const made = createMatch(firepowerRuleset, { scenario: VEHICLE_SKIRMISH_SCENARIO, rulings: createRulingsPack({ id: "veh-random", ruleset: "firepower", options: { "firepower/extra_weapons": "on" } }) });
    if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
    const s = made.state as FirepowerState;
    const { seen } = playRandomLegal(s, "vehicle-playout");
    expect([...seen]).toEqual(expect.arrayContaining(["place_mine", "end_setup", "turn/draw_chit"]));
    expect([...seen].filter((t) => t.startsWith("vehicle_") || t.endsWith("_crewed") || t === "crew_posture" || t === "dismount").length).toBeGreaterThan(0);
  }, 60_000);
});
