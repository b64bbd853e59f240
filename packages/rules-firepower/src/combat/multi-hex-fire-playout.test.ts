import { createMatch } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { toTestScenario } from "../conformance/match-fixture";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { hexId, man } from "./multi-hex-fire.fixture";
import { playBotMatch, playRandomLegal } from "../play/play-match.fixture";
import type { FirepowerState } from "../state/types";
import { expectReplaysToSameHashes } from "../play/replay.fixture";

/** Prone LMGs on both sides (12.6.2) and riflemen spread over neighbouring hexes, a deep foxhole for a rest (10.7(10)). */
const SCENARIO: FirepowerScenario = {
  ...toTestScenario(
    [man("A1", "LMG", 0, 2, 3, { posture: "prone" }), man("A2", "RFL", 0, 3, 3), man("A3", "LMG", 1, 2, 3), man("A4", "RFL", 1, 3, 3, { posture: "prone" })],
    [man("B1", "LMG", 5, 1, 6, { posture: "prone" }), man("B2", "RFL", 4, 2, 6), man("B3", "RFL", 5, 2, 6), man("B4", "RFL", 4, 3, 6, { posture: "prone" })],
  ),
  rules: "advanced", turns: 3,
  works: [{ hex: hexId(1, 2), type: "deep_foxhole" }],
};
type Payload = { targets?: string[]; suppressive?: boolean };

describe("multi-hex automatic fire in play (firepower 12.6)", () => {
  const { state, record } = playBotMatch("fp-multi-hex-1", 4000, SCENARIO);

  it("firepower 12.6.2, 7: bot against bot with Prone LMGs fires bursts into several hexes and plays to a scored result", () => {
    expect(state.turn.over).toBe(true);
    expect(state.game.result).not.toBeNull();
    const fires = record.steps.filter((s) => s.command.type === "fire").map((s) => s.command.payload as Payload);
    // Legal actions list one-target fires, and several targets only from 12.6 (multi-hex-fire.ts: one per hex first).
    expect(fires.some((p) => (p.targets ?? []).length > 1)).toBe(true);
  });

  it("its record replays to the same hashes from the logged rolls and from the revealed seed", () => {
    expectReplaysToSameHashes(record);
  });

  it("firepower 12.6, 12.6.3: random legal play preferring multi-hex and suppressive fire never has a listed action refused", () => {
    const made = createMatch(firepowerRuleset, { scenario: SCENARIO });
    if (!made.ok) throw new Error(made.error.code);
    const start = made.state as FirepowerState;
    let spread = 0;
    const { state: end } = playRandomLegal(start, "fp-multi-hex-random", {
      steps: 800,
      choose: (legal, roll) => {
        const c = legal.filter((x) => x.type === "fire" && ((x.payload as Payload).targets ?? []).length > 1);
        if (c.length === 0 || roll(2) !== 1) return undefined;
        spread += 1;
        return c[roll(c.length) - 1];
      },
    });
    expect(spread).toBeGreaterThan(0);
    expect(end.seq).toBeGreaterThan(start.seq);
  });
});
