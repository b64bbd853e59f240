import { createMatch, recordedDiceFactory, replayMatch } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { tryCommand } from "../conformance/match-fixture";
import { advancedLosFrom } from "../combat/advanced-los";
import { stand } from "../play/authored-match.fixture";
import { boardOf } from "../core/board";
import { impulseAt, startUnderground, undergroundScenario } from "../works/caves.fixture";
import { explainFire } from "../combat/explain-fire";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { hexAhead } from "../core/geometry";
import { playBotMatch, playRandomLegal } from "../play/play-match.fixture";
import { rawTerrainOf } from "./craters";
import type { FirepowerState, Soldier } from "../state/types";

const find = (s: FirepowerState, id: string): Soldier => s.game.soldiers.find((x) => x.id === id)!;
const prone = (id: string, hex: string, facing: number) => ({ ...stand(id, hex, facing), posture: "prone" as const });
const BOARD = boardOf(startUnderground(undergroundScenario([stand("A1", "4B3", 3)], [stand("B1", "4H3", 6)])).game);
const WELL = "4C4";
const NORTH = BOARD.idOf(hexAhead(BOARD.hexOf(WELL)!, 1)), SOUTH = BOARD.idOf(hexAhead(BOARD.hexOf(WELL)!, 4));
const names = (s: FirepowerState, firer: string, target = "A1") => {
  const e = explainFire(s, firer, target);
  if (!e.ok) throw new Error(e.error.code);
  return e.value.odds.modifiers.map((m) => m.name);
};

describe("wells and stumps a scenario designates (firepower 10.4.6, 12.1.5)", () => {
  it("firepower 10.4.6: a scenario well or stump hex takes that terrain on the game's map; none in a building hex or in the Basic Game", () => {
    const s = startUnderground(undergroundScenario([stand("A1", "4B3", 3)], [stand("B1", "4H3", 6)], { wells: [WELL], stumps: ["4E5"] }));
    const board = boardOf(s.game);
    expect(rawTerrainOf(board, board.hexOf(WELL)!)).toBe("well");
    expect(rawTerrainOf(board, board.hexOf("4E5")!)).toBe("stump");
    expect(rawTerrainOf(BOARD, BOARD.hexOf(WELL)!)).toBe("clear");
    const msg = (extra: object) => { const m = createMatch(firepowerRuleset, { scenario: undergroundScenario([stand("A1", "4B3", 3)], [stand("B1", "4H3", 6)], extra) }); return m.ok ? "" : m.error.message; };
    expect(msg({ wells: ["4F2"] })).toMatch(/building hex/);
    expect(msg({ wells: [WELL], rules: "basic" })).toMatch(/Advanced/);
    expect(msg({ wells: [WELL], stumps: [WELL] })).toMatch(/named twice/);
  });

  it("firepower 10.4.6, 10.4.1: a soldier at a well takes a position: cover over its sides only, and no concealment", () => {
    const s = impulseAt(startUnderground(undergroundScenario([stand("A1", WELL, 1)], [stand("B1", NORTH, 4), stand("B2", SOUTH, 1)], { wells: [WELL] })), "A", WELL);
    const r = tryCommand(s, { type: "tree_position", seat: "A", payload: { soldier: "A1", kind: "side", dir: 1 } });
    if (!r.ok) throw new Error(r.error.code);
    const placed = r.state as FirepowerState;
    expect(names(placed, "B1")).toContain("target in cover");
    expect(names(placed, "B1")).not.toContain("target in concealment");
    expect(names(placed, "B2")).not.toContain("target in cover");
    const dry = impulseAt(startUnderground(undergroundScenario([stand("A1", WELL, 1)], [stand("B1", NORTH, 4)])), "A", WELL);
    expect(tryCommand(dry, { type: "tree_position", seat: "A", payload: { soldier: "A1", kind: "side", dir: 1 } })).toMatchObject({ ok: false, error: { code: "tree/none" } });
  });

  it("firepower 12.1.5, 10.4.6: the well is a 1-height obstacle: it blocks the line between two Prone men beyond it", () => {
    const far = BOARD.idOf(hexAhead(BOARD.hexOf(SOUTH)!, 4));
    const los = (extra: object) => {
      const s = startUnderground(undergroundScenario([prone("A1", NORTH, 4)], [prone("B1", far, 1)], extra));
      return advancedLosFrom(boardOf(s.game), s.game, find(s, "A1"), { hex: find(s, "B1").hex, posture: "prone" })?.clear;
    };
    expect(los({})).toBe(true);
    expect(los({ wells: [WELL] })).toBe(false);
  });

  it("firepower 10.4.6: random legal play around a well reaches a result, and bots play it to a result that replays to the same hashes", () => {
    const sc = undergroundScenario([stand("A1", "4B3", 3), stand("A2", WELL, 3)], [stand("B1", "4H3", 6), stand("B2", "4G4", 6)], {
      id: "fp-wells-playout", turns: 2, wells: [WELL], stumps: ["4E5", "4G2"],
    });
    // The seed picks one playout: with "fp-wells-1" and "-2" the match ended before a soldier stood in the well or a stump hex.
    const { state, seen } = playRandomLegal(startUnderground(sc), "fp-wells-3", {
      steps: 3000,
      choose: (legal, roll) => { const ours = legal.filter((c) => c.type === "tree_position"); return ours.length > 0 && roll(2) === 1 ? ours[roll(ours.length) - 1] : undefined; },
    });
    expect(state.turn.over).toBe(true);
    expect(state.game.result).not.toBeNull();
    expect(seen.has("tree_position")).toBe(true);
    const bots = playBotMatch("fp-wells-bots", 5000, sc);
    expect(bots.state.turn.over).toBe(true);
    const fromLog = replayMatch(bots.record, firepowerRuleset, recordedDiceFactory);
    expect(fromLog.mismatch).toBeUndefined();
    expect(fromLog.hashes).toEqual([bots.record.initialHash, ...bots.record.steps.map((x) => x.stateHash)]);
  });
});
