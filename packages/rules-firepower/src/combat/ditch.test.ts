import { describe, expect, it } from "vitest";
import { run, tryCommand } from "../conformance/match-fixture";
import { advancedLosFrom } from "./advanced-los";
import { stand } from "../play/authored-match.fixture";
import { boardOf } from "../core/board";
import { impulseAt, startUnderground, undergroundScenario } from "../works/caves.fixture";
import { inDitch } from "./ditch";
import type { FirepowerState, Soldier } from "../state/types";

const find = (s: FirepowerState, id: string): Soldier => s.game.soldiers.find((x) => x.id === id)!;
const DITCH = { works: [{ hex: "4G4", type: "ditch" as const }, { hex: "4G3", type: "ditch" as const }] };

describe("soldiers inside a ditch (firepower 8.8.5.3)", () => {
  it("firepower 8.8.5.3, 11.1.11: a leader climbs down the 5 heights into the ditch he faces at 1 MF a height", () => {
    const s = impulseAt(startUnderground(undergroundScenario([stand("A1", "4G5", 1, { rank: "S" })], [stand("B1", "4B2", 4)], DITCH)), "A", "4G5");
    const walk = tryCommand(s, { type: "move", seat: "A", payload: { soldier: "A1" } });
    expect(walk.ok ? "moved" : walk.error.code).toBe("move/must_climb");
    const r = tryCommand(s, { type: "climb_ditch", seat: "A", payload: { soldier: "A1" } });
    if (!r.ok) throw new Error(r.error.code);
    const a1 = find(r.state as FirepowerState, "A1");
    expect(boardOf(s.game).idOf(a1.hex)).toBe("4G4");
    expect(a1.mf).toBe(5);
    expect(inDitch((r.state as FirepowerState).game, a1)).toBe(true);
    expect(r.events[0]).toMatchObject({ type: "ditch/climbed", data: { into: true, heights: 5, hex: "4G4" } });
  });

  it("firepower 8.8.5.3, 11.1.11: a private's 4 MF take him 4 heights down; he hangs on the wall and does nothing else till the climb is done", () => {
    const s = impulseAt(startUnderground(undergroundScenario([stand("A1", "4G5", 1)], [stand("B1", "4B2", 4)], DITCH)), "A", "4G5");
    const r = run(s, { type: "climb_ditch", seat: "A", payload: { soldier: "A1" } });
    const a1 = find(r, "A1");
    expect(a1.ditchClimb).toEqual({ into: true, side: 1, done: 4 });
    expect(boardOf(r.game).idOf(a1.hex)).toBe("4G5");
    const again = tryCommand(r, { type: "climb_ditch", seat: "A", payload: { soldier: "A1" } });
    expect(again.ok ? "climbed" : again.error.code).toBe("move/no_mf");
    // Next Impulse (a fresh allowance) he finishes: one more height.
    const fresh = { ...r, game: { ...r.game, soldiers: r.game.soldiers.map((x) => (x.id === "A1" ? { ...x, mf: 0, nonCombatMf: 0 } : x)) } };
    const moved = tryCommand(fresh, { type: "move", seat: "A", payload: { soldier: "A1" } });
    expect(moved.ok ? "moved" : moved.error.code).toBe("ditch/climbing");
    const done = run(fresh, { type: "climb_ditch", seat: "A", payload: { soldier: "A1" } });
    expect(find(done, "A1").ditchClimb).toBeUndefined();
    expect(boardOf(done.game).idOf(find(done, "A1").hex)).toBe("4G4");
  });

  it("firepower 8.8.5.3: in the ditch soldiers walk along its bottom, and leave it only by climbing", () => {
    const s = impulseAt(startUnderground(undergroundScenario([stand("A1", "4G4", 1, { rank: "S" })], [stand("B1", "4B2", 4)], DITCH)), "A", "4G4");
    const along = run(s, { type: "move", seat: "A", payload: { soldier: "A1" } });
    expect(boardOf(along.game).idOf(find(along, "A1").hex)).toBe("4G3");
    const out = tryCommand(along, { type: "move", seat: "A", payload: { soldier: "A1" } });
    expect(out.ok ? "moved" : out.error.code).toBe("move/must_climb");
    const climbedOut = tryCommand(s, { type: "climb_ditch", seat: "A", payload: { soldier: "A1" } });
    expect(climbedOut.ok ? "climbed" : climbedOut.error.code).toBe("ditch/along");
  });

  it("firepower 8.8.5.3, 10.5.2: a Standing soldier in the ditch has his head at -3 (5 down, +2) and the lip hides him", () => {
    const a = [stand("A1", "4G1", 4)], b = [stand("B1", "4G4", 1)];
    const los = (s: FirepowerState) => advancedLosFrom(boardOf(s.game), s.game, find(s, "A1"), { hex: find(s, "B1").hex, posture: "stand" });
    const open = los(startUnderground(undergroundScenario(a, b)));
    const ditch = los(startUnderground(undergroundScenario(a, b, { works: [{ hex: "4G4", type: "ditch" }] })));
    expect(open?.clear).toBe(true);
    expect(ditch?.eyeHeights?.to).toBe(-3);
    expect(ditch?.clear).toBe(false);
  });
});
