import { createMatch } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { createFirepowerAuthoredSampleMap, toAuthoredSampleScenario } from "../scenarios/authored-sample";
import { boardForDocument, boardOf } from "../core/board";
import { firepowerRuleset } from "./firepower-ruleset";
import { playBotMatch } from "./play-match.fixture";
import type { FirepowerState } from "../state/types";
import { expectReplaysToSameHashes } from "./replay.fixture";

const made = (scenario: unknown = toAuthoredSampleScenario()) => {
  const m = createMatch(firepowerRuleset, { scenario });
  if (!m.ok) throw new Error(`${m.error.code}: ${m.error.message}`);
  return m.state as FirepowerState;
};

describe("Firepower on an authored map (scenario mapDocument)", () => {
  it("firepower 2.1, 8.2.2: a scenario carrying its map document plays on it: printed IDs, hill heights and the building", () => {
    const s = made();
    expect(s.game.map).toBe("fp-authored-sample");
    expect(s.game.mapDocument?.id).toBe("fp-authored-sample");
    const board = boardOf(s.game);
    const a1 = s.game.soldiers.find((x) => x.id === "A1");
    expect(a1 && board.idOf(a1.hex)).toBe("4C3");
    const d3 = board.hexOf("4D3");
    expect(d3 && board.map.groundHeight[board.map.indexOf(d3.q, d3.r)]).toBe(6);
    const f3 = board.hexOf("4F3");
    expect(f3 && board.map.levelCount[board.map.indexOf(f3.q, f3.r)]).toBe(2);
  });

  it("compiles a document once per content: the same document object or an equal copy gives the same board", () => {
    const doc = createFirepowerAuthoredSampleMap();
    const board = boardForDocument(doc);
    expect(boardForDocument(doc)).toBe(board);
    expect(boardForDocument(JSON.parse(JSON.stringify(doc)))).toBe(board);
    expect(boardForDocument({ ...doc, hexes: [...(doc.hexes ?? []), { hex: { q: 0, r: 0 }, id: "4A1", terrain: "tree" }] })).not.toBe(board);
  });

  it("names the field at fault: an unknown terrain id in the map document, a soldier hex not on that map", () => {
    const doc = createFirepowerAuthoredSampleMap();
    const bad = { ...doc, hexes: [...(doc.hexes ?? []), { hex: { q: 0, r: 0 }, id: "4A1", terrain: "lava" }] };
    const parsed = firepowerRuleset.scenario.safeParse(toAuthoredSampleScenario(bad));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join("."))).toContain("mapDocument.hexes.7.terrain");
    const off = toAuthoredSampleScenario();
    off.sides.A.soldiers[0] = { ...off.sides.A.soldiers[0]!, hex: "1A1" };
    expect(firepowerRuleset.scenario.safeParse(off).success).toBe(false);
    const broken = firepowerRuleset.scenario.safeParse({ ...toAuthoredSampleScenario(), mapDocument: { ...doc, orientation: "sideways" } });
    expect(broken.error?.issues.map((i) => i.path.join("."))).toContain("mapDocument.orientation");
  });

  it("bots play a whole Advanced match on the authored map; its record replays to the same hashes from the rolls and the seed", () => {
    const { state, record } = playBotMatch("fp-authored", 3000, toAuthoredSampleScenario());
    expect(state.turn.over).toBe(true);
    expect(state.game.result).not.toBeNull();
    expect(record.steps.some((st) => st.command.type === "move")).toBe(true);
    expectReplaysToSameHashes(record);
  });
});
