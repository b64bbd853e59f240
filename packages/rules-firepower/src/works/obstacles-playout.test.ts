import { apply, createMatch } from "@tactica/engine";
import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { VEHICLE_SKIRMISH_SCENARIO } from "../scenarios/vehicle-skirmish";
import { boardOf } from "../core/board";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { playBotMatch } from "../play/play-match.fixture";
import type { FirepowerState } from "../state/types";
import { expectReplaysToSameHashes } from "../play/replay.fixture";

/** The vehicle skirmish with B's line behind wire, double wire, an abatis and a block (8.8.3, 8.8.5). */
const WORKS = [
  { hex: "1F2", type: "wire" }, { hex: "1F3", type: "wire" }, { hex: "2C3", type: "double_wire" },
  { hex: "1E2", type: "abatis" }, { hex: "2C2", type: "block" }, { hex: "1G2", type: "shallow_foxhole" },
] as const;
const SCENARIO = { ...VEHICLE_SKIRMISH_SCENARIO, id: "vehicle-skirmish-wired", works: WORKS };
const PRELUDE = [{ type: "end_setup", seat: "A", payload: {} }, { type: "end_setup", seat: "B", payload: {} }];

describe("a wired skirmish, bot against bot (firepower 8.8.3, 8.8.5)", () => {
  const { state, record } = playBotMatch("fp-wired-1", 5000, SCENARIO, undefined, PRELUDE);
  const board = boardOf(state.game);

  it("firepower 8.8.3, 7: the bots play all Turns to a scored result and no soldier ever stands in a wire hex", () => {
    expect(state.turn.over).toBe(true);
    expect(state.game.result).not.toBeNull();
    // Walk the record with its logged rolls: after every step no soldier off a vehicle stands in a wire hex still wired.
    const made = createMatch(firepowerRuleset, { scenario: record.scenario, rulings: record.rulings });
    if (!made.ok) throw new Error(made.error.code);
    let s = made.state as FirepowerState;
    let moves = 0;
    for (const step of record.steps) {
      const r = apply(firepowerRuleset, s, step.command, createFixedDice(step.rolls.map((x) => x.value)));
      if (!r.ok) throw new Error(r.error.code);
      s = r.state as FirepowerState;
      if (step.command.type === "move") moves += 1;
      const wired = new Set((s.game.obstacles ?? []).filter((o) => o.type === "wire" || o.type === "double_wire").map((o) => board.idOf(o.hex)));
      expect(s.game.soldiers.filter((x) => !x.eliminated && !x.riding && wired.has(board.idOf(x.hex))).map((x) => x.id)).toEqual([]);
    }
    expect(moves).toBeGreaterThan(0);
  });

  it("its record replays to the same hashes from the logged rolls and from the revealed seed", () => {
    expectReplaysToSameHashes(record);
  });
});
