// Basic Game sections COVERAGE.md marked in play with no test that carried their number (issue 29). Fixed positions
// on the sample map, fixed dice; expected numbers are the book's (digest §4.1 MF chart, §8.2 firing chart).
import { viewFor } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { inImpulse, run, soldier, tryCommand } from "../conformance/match-fixture";
import { firepowerRuleset } from "./firepower-ruleset";

type Posture = "stand" | "crouch" | "prone";
const man = (id: string, hex: string, facing: number, posture: Posture = "stand") => ({ id, weapon: "RFL" as const, hex, facing, posture });
const move = (id: string) => ({ type: "move", seat: "A", payload: { soldier: id } });
const face = (id: string, facing: number) => ({ type: "change_facing", seat: "A", payload: { soldier: id, facing } });

describe("Basic Game sections named by their tests (issue 29)", () => {
  it("firepower 4.3: a soldier faces one hexside, 1 N then clockwise, and enters the hex that side faces; no seventh hexside", () => {
    // 1C3 is axial (2, 7); its neighbours N, NE, SE, S, SW, NW.
    const ahead = [[2, 6], [3, 6], [3, 7], [2, 8], [1, 8], [1, 7]];
    for (const [i, [q, r]] of ahead.entries()) {
      const s = inImpulse([man("A1", "1C3", i + 1)], [man("B1", "2A3", 5)], "1C3");
      expect(soldier(run(s, move("A1")), "A1").hex, `facing ${i + 1}`).toEqual({ q, r });
    }
    const s = inImpulse([man("A1", "1C3", 1)], [man("B1", "2A3", 5)], "1C3");
    expect(tryCommand(s, face("A1", 7)).ok).toBe(false);
    expect(tryCommand(s, face("A1", 0)).ok).toBe(false);
  });

  it("firepower 6.2.1: entering the hex ahead costs 1 MF Standing, 2 Crouching, 3 Prone", () => {
    for (const [posture, cost] of [["stand", 1], ["crouch", 2], ["prone", 3]] as const) {
      const s = inImpulse([man("A1", "1A3", 3, posture)], [man("B1", "2A3", 5)], "1A3");
      const after = soldier(run(s, move("A1")), "A1");
      expect([after.hex, after.mf, after.hexesEntered], posture).toEqual([{ q: 1, r: 8 }, cost, 1]);
    }
  });

  it("firepower 6.2.2: turning 1, 2 or 3 hexsides in a hex costs 1 MF", () => {
    const s = inImpulse([man("A1", "1A3", 3)], [man("B1", "2A3", 5)], "1A3");
    for (const facing of [4, 5, 6, 2, 1]) expect(soldier(run(s, face("A1", facing)), "A1"), `to ${facing}`).toMatchObject({ facing, mf: 1 });
  });

  it("firepower 6.2.4: Standing to Prone costs 1 MF, Prone to Standing 2", () => {
    const s = inImpulse([man("A1", "1A3", 3), man("A2", "1A3", 3, "prone")], [man("B1", "2A3", 5)], "1A3");
    expect(soldier(run(s, { type: "change_posture", seat: "A", payload: { soldier: "A1", posture: "prone" } }), "A1")).toMatchObject({ posture: "prone", mf: 1 });
    expect(soldier(run(s, { type: "change_posture", seat: "A", payload: { soldier: "A2", posture: "stand" } }), "A2")).toMatchObject({ posture: "stand", mf: 2 });
  });

  it("firepower 6.3.6.3, 6.2.5.1: a shot hits when the roll is at or under the hit number (a rifle at 2 hexes: auto 5, semi 6); firing costs 2 MF", () => {
    // A1 in 1A3 at B1 in 1C3: range 2, both Standing in the open, no modifier.
    const s = inImpulse([man("A1", "1A3", 3)], [man("B1", "1C3", 6)], "1A3");
    const fire = (mode: "auto" | "semi", faces: number[]) => run(s, { type: "fire", seat: "A", payload: { soldier: "A1", targets: ["B1"], mode } }, faces);
    expect(soldier(fire("auto", [10, 10, 5]), "B1").eliminated).toBe(true);
    expect(soldier(fire("auto", [6, 6, 6]), "B1").eliminated).toBe(false);
    expect(soldier(fire("semi", [6, 10]), "B1").eliminated).toBe(true);
    expect(soldier(fire("semi", [7, 7]), "B1").eliminated).toBe(false);
    expect(soldier(fire("semi", [7, 7]), "A1")).toMatchObject({ mf: 2, combatUsed: true });
  });

  it("firepower 6.3.6: the MF a firer announces before the shot are all he may spend after it", () => {
    const s = inImpulse([man("A1", "1A3", 3)], [man("B1", "1C3", 6)], "1A3");
    const fired = (afterMf: number) => run(s, { type: "fire", seat: "A", payload: { soldier: "A1", targets: ["B1"], mode: "semi", afterMf } }, [10, 10]);
    expect(tryCommand(fired(0), face("A1", 4)).ok).toBe(false);
    const once = run(fired(1), face("A1", 4));
    expect(soldier(once, "A1").mf).toBe(3);
    expect(tryCommand(once, face("A1", 5)).ok).toBe(false);
  });

  it("firepower 6.4.4: a soldier Stunned by a grenade goes Prone", () => {
    // A1 in 1A3 throws at 1D4 (range 3, hit 5): the throw 1 hits; B1's blast roll 9 Stuns him.
    const s = inImpulse([man("A1", "1A3", 3)], [man("B1", "1D4", 5)], "1A3");
    expect(soldier(s, "B1").posture).toBe("stand");
    expect(soldier(run(s, { type: "throw_grenade", seat: "A", payload: { soldier: "A1", hex: "1D4" } }, [1, 9]), "B1")).toMatchObject({ status: "stunned", posture: "prone" });
  });

  it("firepower 1.2.3: a soldier's information units (posture, status, speed, facing) are open: the other side's view shows them", () => {
    let s = inImpulse([man("A1", "1A3", 3)], [man("B1", "2A3", 5)], "1A3");
    for (let i = 0; i < 4; i += 1) s = run(s, move("A1"));
    // Four new hexes make him Running (4.5); the speed unit is on the map for both players to see.
    expect(soldier(s, "A1")).toMatchObject({ running: true, facing: 3, posture: "stand", status: "none" });
    const b = (viewFor(firepowerRuleset, s, "B") as { game?: { soldiers?: Array<Record<string, unknown>> } }).game?.soldiers?.find((x) => x.id === "A1");
    expect(b).toMatchObject({ running: true, facing: 3, posture: "stand", status: "none" });
  });

  it("firepower 8.3: the scenario's sides are the seats: a seat commands only its own side's soldiers", () => {
    const s = inImpulse([man("A1", "1A3", 3)], [man("B1", "1A3", 3)], "1A3");
    expect(tryCommand(s, move("B1"))).toMatchObject({ ok: false, error: { code: "soldier/not_yours" } });
    expect(soldier(run(s, move("A1")), "A1").hex).toEqual({ q: 1, r: 8 });
  });
});
