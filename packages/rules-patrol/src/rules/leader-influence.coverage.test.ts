// Issue 29: how many of the last drawn panic chits a leader's men ignore [28.42-28.46] (toLeaderInfluence, what the
// panic stage reads in play: turn/stage-panic.ts). 2 = -20% (the last two chits), 1 = -10% (the last one), 0 = none.
import { describe, expect, it } from "vitest";
import { toLeaderInfluence } from "./panic";

const reach = (leaderProne: boolean, night = false, leaderLos = true) =>
  [0, 1, 2, 3, 6, 7].map((distance) => toLeaderInfluence({ leaderProne, distance, leaderLos, night }));

describe("Patrol! leader influence by section (issue 29)", () => {
  it("patrol 28.42: an erect leader gives -20% in his hex and the adjacent ones, -10% to men in his LOS within 6 hexes", () => {
    expect(reach(false)).toEqual([2, 2, 1, 1, 1, 0]);
    expect(reach(false, false, false)).toEqual([2, 2, 0, 0, 0, 0]);
  });

  it("patrol 28.43: a prone leader gives -20% in his own hex only, -10% to men in his LOS within 2 hexes", () => {
    expect(reach(true)).toEqual([2, 1, 1, 0, 0, 0]);
  });

  it("patrol 28.46: at night his influence reaches his hex and the adjacent hexes, only his own hex when he is prone", () => {
    expect(reach(false, true)).toEqual([2, 2, 0, 0, 0, 0]);
    expect(reach(true, true)).toEqual([2, 0, 0, 0, 0, 0]);
  });
});
