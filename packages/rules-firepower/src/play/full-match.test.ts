import { describe, expect, it } from "vitest";
import { playBotMatch } from "./play-match.fixture";
import { expectReplaysToSameHashes } from "./replay.fixture";

describe("Firepower Basic Game, bot against bot", () => {
  const { state, record, commands } = playBotMatch();

  it("plays all 4 Turns through apply to a scored result", () => {
    expect(state.turn.over).toBe(true);
    expect(state.turn.round).toBe(4);
    expect(state.game.result).not.toBeNull();
    const r = state.game.result!;
    expect(r.vp.A).toBe(r.eliminated.B + 3 * r.across.A);
    expect(r.vp.B).toBe(r.eliminated.A + 3 * r.across.B);
    expect(commands).toBeGreaterThan(24);
  });

  it("the bots fought: someone fired", () => {
    const fired = record.steps.filter((s) => s.command.type === "fire" || s.command.type === "throw_grenade").length;
    expect(fired).toBeGreaterThan(0);
  });

  it("its record replays to the same hashes from the logged rolls and from the revealed seed", () => {
    expectReplaysToSameHashes(record);
  });
});
