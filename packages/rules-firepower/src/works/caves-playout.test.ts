import { describe, expect, it } from "vitest";
import { stand } from "../play/authored-match.fixture";
import { CAVE, startUnderground, undergroundScenario } from "./caves.fixture";
import { playBotMatch, playRandomLegal } from "../play/play-match.fixture";
import { expectReplaysToSameHashes } from "../play/replay.fixture";

const crouch = (id: string, hex: string, facing: number) => ({ ...stand(id, hex, facing), posture: "crouch" as const });
/** A holds a cave with tunnels behind it, a ditch and a roadblock in front; B attacks (8.8.5.3, 8.8.5.4, 8.8.7, 8.8.8). */
const SCENARIO = undergroundScenario(
  [crouch("A1", "4C3", 2), stand("A2", "4B2", 3, { rank: "S" }), stand("A3", "4A5", 2)],
  [stand("B1", "4G3", 5), stand("B2", "4H4", 5), stand("B3", "4G5", 6)],
  {
    id: "fp-caves-playout", turns: 2, caves: [CAVE], roadblocks: [{ hex: "4E5", sides: [1, 6] }], works: [{ hex: "4B4", type: "ditch" }],
    tunnels: { side: "A", hexes: 3 }, setup: { areas: { A: { qAtMost: 3 }, B: { qAtLeast: 4 } }, first: "A" },
  },
);
const UNDERGROUND = new Set(["place_tunnel", "tunnel_move", "climb_ditch"]);

describe("caves, tunnels, roadblocks and a ditch in play (firepower 8.8.5.3-8.8.8)", () => {
  it("firepower 8.8.8, 7: random legal play (tunnel and ditch actions taken when offered) reaches a result, every legal action accepted", () => {
    // The seed picks one playout: with "fp-caves-1" no tunnel move came up once discard (11.1.6) joined the legal actions.
    const { state, seen } = playRandomLegal(startUnderground(SCENARIO), "fp-caves-3", {
      steps: 3000,
      // Set-up: record the tunnels, keep the scenario's placement (end_setup); then our actions two times in three.
      choose: (legal, roll) => {
        const ours = legal.filter((c) => UNDERGROUND.has(c.type));
        const end = legal.find((c) => c.type === "end_setup");
        if (end && !ours.some((c) => c.type === "place_tunnel")) return end;
        return ours.length > 0 && roll(3) > 1 ? ours[roll(ours.length) - 1] : undefined;
      },
    });
    expect(state.turn.over).toBe(true);
    expect(state.game.result).not.toBeNull();
    expect([...seen]).toEqual(expect.arrayContaining(["place_tunnel", "tunnel_move"]));
  });

  it("firepower 8.8.8: bots play it to a result and the record replays to the same hashes", () => {
    const { state, record } = playBotMatch("fp-caves-bots", 5000, SCENARIO);
    expect(state.turn.over).toBe(true);
    expectReplaysToSameHashes(record);
  });
});
