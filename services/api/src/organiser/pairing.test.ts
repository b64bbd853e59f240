import { describe, expect, it } from "vitest";
import { metKey, pairRoundRobin, pairSwiss } from "./pairing";
import { computeStandings, standingsCsv } from "./standings";

describe("Swiss pairing", () => {
  it("pairs top-down and avoids a rematch by moving down the field", () => {
    expect(pairSwiss(["a", "b", "c", "d"], new Set(), new Set())).toEqual([{ a: "a", b: "b" }, { a: "c", b: "d" }]);
    // a met b: a takes c, then b is left with d.
    expect(pairSwiss(["a", "b", "c", "d"], new Set([metKey("a", "b")]), new Set())).toEqual([{ a: "a", b: "c" }, { a: "b", b: "d" }]);
    // a met b and c: a-d, b-c.
    expect(pairSwiss(["a", "b", "c", "d"], new Set([metKey("a", "b"), metKey("c", "a")]), new Set())).toEqual([{ a: "a", b: "d" }, { a: "b", b: "c" }]);
    // Backtracking: a-c would leave b-d, which was played; so a-d and b-c.
    expect(pairSwiss(["a", "b", "c", "d"], new Set([metKey("a", "b"), metKey("b", "d")]), new Set())).toEqual([{ a: "a", b: "d" }, { a: "b", b: "c" }]);
    // Everyone met everyone: no pairing without a rematch.
    expect(pairSwiss(["a", "b"], new Set([metKey("a", "b")]), new Set())).toBeNull();
  });

  it("gives the bye to the lowest-placed entrant who has not had one", () => {
    expect(pairSwiss(["a", "b", "c"], new Set(), new Set())).toEqual([{ a: "a", b: "b" }, { a: "c", b: null }]);
    expect(pairSwiss(["a", "b", "c"], new Set([metKey("a", "b")]), new Set(["c"]))).toEqual([{ a: "a", b: "c" }, { a: "b", b: null }]);
  });
});

describe("round robin", () => {
  it("meets every other entrant once over n-1 rounds", () => {
    const rounds = [1, 2, 3].map((r) => pairRoundRobin(["a", "b", "c", "d"], r));
    const games = rounds.flat().map((p) => metKey(p.a, p.b!));
    expect(new Set(games).size).toBe(6);
    expect(rounds.every((r) => new Set(r.flatMap((p) => [p.a, p.b])).size === 4)).toBe(true);
    // Odd field: one bye a round, each entrant's once over five rounds.
    const odd = [1, 2, 3, 4, 5].map((r) => pairRoundRobin(["a", "b", "c", "d", "e"], r));
    expect(odd.map((r) => r.filter((p) => p.b === null).map((p) => p.a)).flat().sort()).toEqual(["a", "b", "c", "d", "e"]);
  });
});

describe("standings", () => {
  it("ranks by points, then opponents' points, then VP difference", () => {
    // Round 1: a beats b 5-1, c beats d 4-3. Round 2: a draws c 2-2, b beats d 6-0.
    // Points: a 4, c 4, b 3, d 0. Opponents' points: a = b 3 + c 4 = 7; c = d 0 + a 4 = 4. So a above c.
    const rows = computeStandings(["a", "b", "c", "d"], [
      { round: 1, a: "a", b: "b", outcome: { winner: "A", vpA: 5, vpB: 1 } },
      { round: 1, a: "c", b: "d", outcome: { winner: "A", vpA: 4, vpB: 3 } },
      { round: 2, a: "a", b: "c", outcome: { winner: "draw", vpA: 2, vpB: 2 } },
      { round: 2, a: "d", b: "b", outcome: { winner: "B", vpA: 0, vpB: 6 } },
    ]);
    expect(rows.map((r) => [r.rank, r.entrant, r.points, r.opponentsPoints, r.vpDifference])).toEqual([
      [1, "a", 4, 7, 4], [2, "c", 4, 4, 1], [3, "b", 3, 4, 2], [4, "d", 0, 7, -7],
    ]);
    expect(standingsCsv(rows).split("\n")[1]).toBe("1,a,4,1,1,0,0,7,7,3,4");
  });

  it("breaks a points and schedule tie on VP difference; a bye is a win with no opponent", () => {
    const rows = computeStandings(["x", "y", "z"], [
      { round: 1, a: "x", b: "y", outcome: { winner: "draw", vpA: 3, vpB: 1 } },
      { round: 1, a: "z", b: null, outcome: null },
    ]);
    expect(rows.map((r) => [r.entrant, r.points, r.opponentsPoints, r.vpDifference, r.byes])).toEqual([["z", 3, 0, 0, 1], ["x", 1, 1, 2, 0], ["y", 1, 1, -2, 0]]);
  });
});
