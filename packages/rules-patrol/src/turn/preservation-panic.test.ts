// Patrol! 21.23 General Effect on Firing and Movement, through the panic draw of phase B. Fixed positions, fixed dice.
import { createFixedDice } from "@tactica/dice";
import type { MatchState, PlotTurn } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import type { Plot } from "../plot/task";
import type { PatrolGame } from "../state/state";
import { createTestMatch, playTurn } from "../testing/game-test-helpers";

type S = MatchState<PatrolGame, PlotTurn>;

/**
 * French α (panic 30%: 3 chits) has reached Preservation; β draws no panic. Every die is a 1, so the cup 0-9 gives
 * its chits in order 0, 1, 2, ... A man panics when his hex's last digit is one of the chits that apply to him.
 *   a01 0505 (digit 5, the 6th chit)  OF at 0510          a02 0704 (digit 4, the 5th chit)  DF at b01
 *   a03 0201 (digit 1, the 2nd chit)  MV off the map      a04 0802 (digit 2, the 3rd chit)  MV one hex toward α's edge
 *   a05 0910 (digit 0, the 1st chit)  no task
 */
function reached(options: Record<string, string> = {}, panicLevel?: number): S {
  const s = createTestMatch({ ob: "27.12", situation: "patrol", forces: { alpha: "5BR", bravo: "1BR" }, board: { cols: 10, rows: 12 },
    deploy: { a01: { hex: "0505" }, a02: { hex: "0704" }, a03: { hex: "0201" }, a04: { hex: "0802" }, a05: { hex: "0910" }, b01: { hex: "0710" } } });
  return { ...s, options: { ...s.options, ...options }, game: { ...s.game, contactRound: 0, map: { ...s.game.map, terrain: {}, slopes: [] },
    sides: { ...s.game.sides, alpha: { ...s.game.sides.alpha, reachedRound: 0, ...(panicLevel === undefined ? {} : { panic: panicLevel }) }, bravo: { ...s.game.sides.bravo, panic: 0 } } } };
}
const plot: Plot = { orders: {
  a01: [{ code: "OF", hex: "0510" }], a02: [{ code: "DF", target: "b01" }], a03: [{ code: "MV", path: ["0301"], exit: true }], a04: [{ code: "MV", path: ["0801"] }],
} };
function panic(s: S): { chits: number[]; men: string[] } {
  const { events } = playTurn(s, { alpha: plot, bravo: { orders: {} } }, createFixedDice(Array.from({ length: 80 }, () => 1)));
  const e = events.find((x) => x.type === "patrol/panic" && (x.data as { side: string }).side === "alpha");
  return e!.data as { chits: number[]; men: string[] };
}

describe("Patrol! Preservation panic [21.23]", () => {
  it("patrol 21.23: firing men are those using DF, KF or EF: the DF man panics on the 4 extra chits, the OF man only on the normal 3", () => {
    const out = panic(reached());
    expect(out.chits).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(out.men).toContain("a02");
    expect(out.men).not.toContain("a01");
  });

  it("patrol 21.23: men moving off (or, by default, toward) the map edge to exit panic on one chit only (10%); the others on the normal total", () => {
    const out = panic(reached());
    // a03 (off the map) and a04 (toward the edge) sit on the 2nd and 3rd chits, which apply to the normal men only.
    expect(out.men).not.toContain("a03");
    expect(out.men).not.toContain("a04");
    // a05 with no task is a normal man: the first chit, 0, is one of his three.
    expect(out.men).toContain("a05");
    expect(out.men).toEqual(["a02", "a05"]);
  });

  it("patrol 21.23 (option patrol/preservation_exiting): off_map counts only men plotted off the map as exiting, so the man walking toward the edge panics on the normal chits", () => {
    const out = panic(reached({ "patrol/preservation_exiting": "off_map" }));
    expect(out.men).toEqual(["a02", "a04", "a05"]);
  });

  it("patrol 21.23 (option patrol/preservation_first_chit): extra draws the exiting men's chit before the normal total, for them only", () => {
    // 1 + 3 + 4 = 8 chits: 0 for the exiting men; 1-3 for the normal men; 1-7 for the firing men.
    const out = panic(reached({ "patrol/preservation_first_chit": "extra" }));
    expect(out.chits).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    // a05 on digit 0 no longer panics (0 is the exiting men's chit); a02 on digit 4 still does; a03 and a04 on 1 and 2 do not.
    expect(out.men).toEqual(["a02"]);
  });

  it("patrol 21.23: a force of panic level 0 under Preservation draws 4 chits: its firing men panic at 40%, its other men still never", () => {
    const out = panic(reached({}, 0));
    expect(out.chits).toEqual([0, 1, 2, 3]);
    // a02 (DF) sits on the 5th chit, which a 40% draw does not reach; a05 (no task, digit 0) keeps his 0%.
    expect(out.men).toEqual([]);
  });
});
