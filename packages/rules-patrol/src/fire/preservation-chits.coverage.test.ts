// Issue 29: Preservation chits in play [21.0, 21.11, 21.12, 21.21, 28.13] - what applyResults draws for each change of
// casualty status, at fixed dice (a face of 1 draws the first chit left in the side's pool).
import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { createTestMatch } from "../testing/game-test-helpers";
import type { PatrolGame } from "../state/index";
import { applyResults } from "./apply-results";

const game = (): PatrolGame => createTestMatch({
  ob: "27.11", situation: "patrol", forces: { alpha: "2BR", bravo: "1BR" }, board: { cols: 10, rows: 30 },
  deploy: { a01: { hex: "0302" }, a02: { hex: "0502" }, b01: { hex: "0130", posture: "prone" } },
}).game;
const chitEvents = (events: readonly { type: string; data?: unknown }[]) => events.filter((e) => e.type === "patrol/preservation_chit").map((e) => e.data);
const ones = (n: number) => createFixedDice(Array.from({ length: n }, () => 1));

describe("Patrol! Preservation chits in play (issue 29)", () => {
  it("patrol 21.0: each side starts with its 20 Preservation chits numbered 1-6 in the pool, none drawn", () => {
    const g = game();
    for (const side of [g.sides.alpha, g.sides.bravo]) {
      expect(side.pool).toHaveLength(20);
      expect(side.pool.every((c) => c >= 1 && c <= 6)).toBe(true);
      expect(new Set(side.pool)).toEqual(new Set([1, 2, 3, 4, 5, 6]));
      expect([side.chits, side.reachedRound]).toEqual([[], null]);
    }
  });

  it("patrol 21.11, 21.12: each change of casualty status draws one chit for the man's side, a man who changes twice draws two, a result that changes nothing draws none", () => {
    const once = applyResults(game(), [{ man: "a01", result: "W", source: "b01" }], ones(4), 3);
    expect(chitEvents(once.events)).toEqual([{ side: "alpha", chit: 1, total: 1 }]);
    expect(once.game.sides.alpha.pool).toHaveLength(19);
    expect(once.game.sides.bravo.chits).toEqual([]);
    // fit -> W -> K in one turn: two changes, two chits.
    const twice = applyResults(game(), [{ man: "a01", result: "W", source: "b01" }, { man: "a01", result: "K", source: "b01" }], ones(4), 3);
    expect(chitEvents(twice.events)).toEqual([{ side: "alpha", chit: 1, total: 1 }, { side: "alpha", chit: 1, total: 2 }]);
    // A killed man who takes a wound does not change: no chit.
    const none = applyResults(twice.game, [{ man: "a01", result: "W", source: "b01" }], ones(4), 4);
    expect(chitEvents(none.events)).toEqual([]);
  });

  it("patrol 21.21, 21.13: once the drawn total reaches the Preservation Level the side draws no more chits", () => {
    const g0 = game();
    const g = { ...g0, sides: { ...g0.sides, alpha: { ...g0.sides.alpha, preservation: 2 } } };
    const out = applyResults(g, [{ man: "a01", result: "W", source: "b01" }, { man: "a02", result: "W", source: "b01" }, { man: "a01", result: "K", source: "b01" }], ones(6), 5);
    expect(chitEvents(out.events)).toEqual([{ side: "alpha", chit: 1, total: 1 }, { side: "alpha", chit: 1, total: 2 }]);
    expect(out.events.filter((e) => e.type === "patrol/preservation_reached").map((e) => e.data)).toEqual([{ side: "alpha", round: 5 }]);
    expect(out.game.sides.alpha.reachedRound).toBe(5);
  });

  it("patrol 28.13, 21.11: a change caused by a flamethrower draws two chits", () => {
    const out = applyResults(game(), [{ man: "a01", result: "W", source: "b01", flame: true }], ones(4), 3);
    expect(chitEvents(out.events)).toEqual([{ side: "alpha", chit: 1, total: 1 }, { side: "alpha", chit: 1, total: 2 }]);
  });
});
