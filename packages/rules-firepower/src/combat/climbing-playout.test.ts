import { createMatch } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { toAuthoredSampleScenario } from "../scenarios/authored-sample";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { stand, variant } from "../play/authored-match.fixture";
import { boardOf } from "../core/board";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { hexAhead } from "../core/geometry";
import { playBotMatch, playRandomLegal } from "../play/play-match.fixture";
import type { FirepowerState } from "../state/types";
import { expectReplaysToSameHashes } from "../play/replay.fixture";

const base = boardOf(toAuthoredSampleScenario());
const at = (id: string) => { const h = base.hexOf(id); if (!h) throw new Error(id); return h; };

/**
 * The authored sample with climbing in play: a 3-height fence on 4B3's east side (11.1.3), trees at 4B4 and 4C4
 * (10.4, 11.1.11.1), 4D2 a 12-height cliff (11.1.4) and a flat roof on building A at 8 heights (11.1.11.2).
 */
const MAP = variant((d) => ({
  ...d,
  hexsides: [...(d.hexsides ?? []), { hex: at("4B3"), dir: 1, features: [{ type: "fence", height: 3 }] }],
  hexes: [...(d.hexes ?? []).map((h) => (h.id === "4D2" ? { ...h, height: 12 } : h)), { hex: at("4C4"), id: "4C4", terrain: "tree", height: 0 }],
  buildings: (d.buildings ?? []).map((b) => ({ ...b, levels: [...b.levels, { storey: 2, name: "A roof", floor: 8, ceiling: 8, roof: true }] })),
}));
const SCENARIO: FirepowerScenario = (() => {
  const sc = toAuthoredSampleScenario(MAP);
  return {
    ...sc, id: "firepower-climbing-playout", turns: 3,
    sides: {
      A: { ...sc.sides.A, soldiers: [stand("A1", "4B4", 2), stand("A2", "4B3", 2), stand("A3", "4C3", 2), stand("A4", "4C4", 2)] },
      B: { ...sc.sides.B, soldiers: [stand("B1", "4F2", 5, { storey: 2 }), stand("B2", "4H3", 5), stand("B3", base.idOf(hexAhead(at("4F2"), 5)), 5)] },
    },
  };
})();

describe("climbing and tree positions in play (firepower 10.4, 11.1.11)", () => {
  const { state, record } = playBotMatch("fp-climbing-1", 4000, SCENARIO);

  it("firepower 10.4, 11.1.11, 7: bot against bot, climbing and taking tree positions, plays to a scored result", () => {
    expect(state.turn.over).toBe(true);
    expect(state.game.result).not.toBeNull();
    const types = new Set(record.steps.map((s) => s.command.type));
    expect(types.has("tree_position")).toBe(true);
    expect(types.has("climb_up")).toBe(true);
  });

  it("its record replays to the same hashes from the logged rolls and from the revealed seed", () => {
    expectReplaysToSameHashes(record);
  });

  it("firepower 11.1.11, 11.1.11.2: random legal play with climbing, falls and jumps on never has a listed action refused", () => {
    const made = createMatch(firepowerRuleset, { scenario: SCENARIO });
    if (!made.ok) throw new Error(made.error.code);
    const start = { ...made.state, options: { ...made.state.options, "firepower/jumping": "on", "firepower/wounds": "on" } } as FirepowerState;
    // Prefer climbing actions half the time so that climbs get somewhere before the match ends.
    const { state: end, seen } = playRandomLegal(start, "fp-climb-random", {
      steps: 1500,
      choose: (legal, roll) => { const c = legal.filter((x) => x.type.startsWith("climb_") || x.type === "tree_position"); return c.length > 0 && roll(2) === 1 ? c[roll(c.length) - 1] : undefined; },
    });
    expect(seen.has("climb_up")).toBe(true);
    expect(seen.has("tree_position")).toBe(true);
    expect(end.seq).toBeGreaterThan(start.seq);
  });
});
