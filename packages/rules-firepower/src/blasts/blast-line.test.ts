import { describe, expect, it } from "vitest";
import { inImpulse, run } from "../conformance/match-fixture";
import { boardOf } from "../core/board";
import { blastLineModifier } from "./blast-line";
import type { FirepowerState } from "../state/types";

const board = boardOf("firepower-sample-2-panel");
const id = (q: number, r: number) => board.idOf({ q, r });
const OPTION = "firepower/grenade_tree_hedge";

// Sample map: a tree hex at q3 r0 (2E5); a hedge on the hexside between q6 r0 (2B3) and q6 r1 (2B2).
describe("grenade blast line (option firepower/grenade_tree_hedge)", () => {
  it("firepower 12.2.6: a tree hex between the impact hex and the soldier adds +1 to his blast roll; the end hexes do not count", () => {
    const behind = { hex: { q: 4, r: 0 }, posture: "stand" };
    expect(blastLineModifier(board, { q: 2, r: 0 }, behind, {})).toBe(1);
    expect(blastLineModifier(board, { q: 2, r: 0 }, behind, { [OPTION]: "both" })).toBe(1);
    expect(blastLineModifier(board, { q: 2, r: 0 }, behind, { [OPTION]: "throw_only" })).toBe(0);
    // The soldier in the tree hex is in cover (6.3.6.2.2), not behind a tree: his own hex is not in the line.
    expect(blastLineModifier(board, { q: 2, r: 0 }, { hex: { q: 3, r: 0 }, posture: "stand" }, {})).toBe(0);
  });

  it("firepower 12.2.6: hedges do not modify blasts by default; option 'both' counts them (firepower.md §15 item 17)", () => {
    const across = { hex: { q: 6, r: 1 }, posture: "stand" };
    expect(blastLineModifier(board, { q: 6, r: 0 }, across, {})).toBe(0);
    expect(blastLineModifier(board, { q: 6, r: 0 }, across, { [OPTION]: "both" })).toBe(1);
  });

  it("firepower 6.3.6.3.2.2: in play, the tree saves a soldier 2 hexes from the impact hex on a roll of 1 (1 + 4 + 1 > 5) unless the option turns it off", () => {
    const start = (choice?: string): FirepowerState => {
      const s = inImpulse(
        [{ id: "A1", weapon: "RFL", hex: id(2, 3), facing: 1, posture: "stand" }],
        [{ id: "B1", weapon: "RFL", hex: id(2, 0), facing: 4, posture: "stand" }, { id: "B2", weapon: "RFL", hex: id(4, 0), facing: 4, posture: "stand" }],
        id(2, 3),
      );
      return choice ? { ...s, options: { ...s.options, [OPTION]: choice } } : s;
    };
    const throwAt = { type: "throw_grenade", seat: "A", payload: { soldier: "A1", hex: id(2, 0) } };
    // Faces: throw 1 (hit), B1's blast roll 10, B2's blast roll 1. Blast hit number 5; 2 hexes away +4 [6.3.6.3.2.2].
    const withTree = run(start(), throwAt, [1, 10, 1]);
    expect(withTree.game.soldiers.find((s) => s.id === "B2")?.eliminated).toBe(false);
    const noTree = run(start("throw_only"), throwAt, [1, 10, 1]);
    expect(noTree.game.soldiers.find((s) => s.id === "B2")?.eliminated).toBe(true);
  });
});
