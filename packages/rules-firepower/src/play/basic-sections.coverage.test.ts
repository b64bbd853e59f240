// Basic Game sections COVERAGE.md marked in play with no test that carried their number (issue 29). Fixed positions
// on the sample map, fixed dice; expected numbers are the book's (digest §4.1 MF chart, §8.2 firing chart).
import { apply, createMatch, viewFor } from "@tactica/engine";
import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { inImpulse, run, soldier, toTestScenario, tryCommand } from "../conformance/match-fixture";
import { boardOf } from "../core/board";
import { BASIC_GAME_SCENARIO } from "../scenarios/basic-game";
import { firepowerRuleset } from "./firepower-ruleset";
import type { FirepowerState } from "../state/types";

type Posture = "stand" | "crouch" | "prone";
const man = (id: string, hex: string, facing: number, posture: Posture = "stand", weapon: "RFL" | "LMG" | "PST" = "RFL") => ({ id, weapon, hex, facing, posture });
const fire = (id: string, targets: string[], mode?: "auto" | "semi") => ({ type: "fire", seat: "A", payload: { soldier: id, targets, ...(mode ? { mode } : {}) } });
const withStatus = (s: FirepowerState, id: string, status: "suppressed" | "stunned"): FirepowerState =>
  ({ ...s, game: { ...s.game, soldiers: s.game.soldiers.map((x) => (x.id === id ? { ...x, status } : x)) } });
// A1 in 1A3 at B1 in 1C3: range 2, both in the open; a rifle hits on 5 auto, 6 semi, an LMG on 5 (book chart).
const atRange2 = (posture: Posture = "stand", weapon: "RFL" | "LMG" = "RFL") => inImpulse([man("A1", "1A3", 3, "stand", weapon)], [man("B1", "1C3", 6, posture)], "1A3");
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

  it("firepower 6.3.5, 6.3.5.2: rates of fire - an LMG puts one burst of 4 shots into a lone target, a rifle one of 3 on auto and 2 shots semi-automatic", () => {
    expect(soldier(run(atRange2("stand", "LMG"), fire("A1", ["B1"]), [6, 6, 6, 5]), "B1").eliminated).toBe(true);
    expect(soldier(run(atRange2("stand", "LMG"), fire("A1", ["B1"]), [6, 6, 6, 6, 5]), "B1").eliminated).toBe(false);
    // The same three faces: the third shot hits on auto (5 ≤ 5); semi-automatic fires only two (7, 7 > 6).
    expect(soldier(run(atRange2(), fire("A1", ["B1"], "auto"), [7, 7, 5]), "B1").eliminated).toBe(true);
    expect(soldier(run(atRange2(), fire("A1", ["B1"], "semi"), [7, 7, 5]), "B1")).toMatchObject({ eliminated: false, status: "none" });
  });

  it("firepower 6.3.6.2.1: a Suppressed firer adds +1: a semi-automatic 5 still hits at 2 hexes, a 6 no longer does", () => {
    const s = withStatus(atRange2(), "A1", "suppressed");
    expect(soldier(run(s, fire("A1", ["B1"], "semi"), [5, 10]), "B1").eliminated).toBe(true);
    expect(soldier(run(s, fire("A1", ["B1"], "semi"), [6, 6]), "B1").eliminated).toBe(false);
    expect(soldier(run(atRange2(), fire("A1", ["B1"], "semi"), [6, 10]), "B1").eliminated).toBe(true);
  });

  it("firepower 6.3.6.2.4, 6.3.6.2: a Crouching target adds +1 and a Prone one +2 to the roll", () => {
    expect(soldier(run(atRange2("crouch"), fire("A1", ["B1"], "semi"), [5, 10]), "B1").eliminated).toBe(true);
    expect(soldier(run(atRange2("crouch"), fire("A1", ["B1"], "semi"), [6, 6]), "B1").eliminated).toBe(false);
    expect(soldier(run(atRange2("prone"), fire("A1", ["B1"], "semi"), [4, 10]), "B1").eliminated).toBe(true);
    expect(soldier(run(atRange2("prone"), fire("A1", ["B1"], "semi"), [5, 5]), "B1").eliminated).toBe(false);
    // 6.3.6.2: the modifiers add up - a Suppressed firer at a Prone target needs 3 or less semi-automatic.
    const both = withStatus(atRange2("prone"), "A1", "suppressed");
    expect(soldier(run(both, fire("A1", ["B1"], "semi"), [3, 10]), "B1").eliminated).toBe(true);
    expect(soldier(run(both, fire("A1", ["B1"], "semi"), [4, 4]), "B1").eliminated).toBe(false);
  });

  it("firepower 6.3.1.3: one soldier of a stack fires at a target hex in an Impulse: the second is refused", () => {
    const s = inImpulse([man("A1", "1A3", 3), man("A2", "1A3", 3)], [man("B1", "1C3", 6), man("B2", "1C3", 6)], "1A3");
    const once = run(s, fire("A1", ["B1"], "semi"), [10, 10]);
    expect(tryCommand(once, fire("A2", ["B2"], "semi"), [10, 10])).toMatchObject({ ok: false, error: { code: "fire/stack_fired" } });
  });

  it("firepower 6.3.1.1: a grenade is thrown at a hex: every soldier in the impact hex takes its blast roll", () => {
    const s = inImpulse([man("A1", "1A3", 3)], [man("B1", "1D4", 5), man("B2", "1D4", 5)], "1A3");
    const after = run(s, { type: "throw_grenade", seat: "A", payload: { soldier: "A1", hex: "1D4" } }, [1, 3, 9]);
    expect([soldier(after, "B1").eliminated, soldier(after, "B2").status]).toEqual([true, "stunned"]);
  });

  it("firepower 4.5, 6.2: a soldier has 4 MF an Impulse; entering his fourth new hex makes him Running, a fifth entry is refused", () => {
    let s = inImpulse([man("A1", "1A3", 3)], [man("B1", "2A3", 5)], "1A3");
    const running: boolean[] = [];
    for (let i = 0; i < 4; i += 1) { s = run(s, move("A1")); running.push(soldier(s, "A1").running); }
    expect(running).toEqual([false, false, false, true]);
    expect(tryCommand(s, move("A1"))).toMatchObject({ ok: false, error: { code: "move/no_mf" } });
  });

  it("firepower 4.6: a soldier carries one status unit: a Suppressed man Stunned by a grenade is Stunned", () => {
    const s = withStatus(inImpulse([man("A1", "1A3", 3)], [man("B1", "1D4", 5)], "1A3"), "B1", "suppressed");
    expect(soldier(run(s, { type: "throw_grenade", seat: "A", payload: { soldier: "A1", hex: "1D4" } }, [1, 9]), "B1").status).toBe("stunned");
  });

  it("firepower 4.4: a soldier is Standing, Crouching or Prone; the Basic Game has no other posture", () => {
    const s = atRange2();
    expect(soldier(run(s, { type: "change_posture", seat: "A", payload: { soldier: "A1", posture: "crouch" } }), "A1").posture).toBe("crouch");
    expect(tryCommand(s, { type: "change_posture", seat: "A", payload: { soldier: "A1", posture: "up" } }).ok).toBe(false);
  });

  it("firepower 4.8: any number of soldiers may stack in a hex, and each acts in the Impulse started there", () => {
    const s = inImpulse(Array.from({ length: 7 }, (_, i) => man(`A${i + 1}`, "1A3", 3)), [man("B1", "2A3", 5)], "1A3");
    let after = s;
    for (let i = 1; i <= 7; i += 1) after = run(after, move(`A${i}`));
    expect(after.game.soldiers.filter((x) => x.side === "A").map((x) => x.hex)).toEqual(Array.from({ length: 7 }, () => ({ q: 1, r: 8 })));
  });

  it("firepower 6.5.3: the melee winner ends his Actions in the defenders' hex", () => {
    const s = inImpulse([man("A1", "1A3", 3)], [man("B1", "1B3", 5)], "1A3");
    const won = run(s, { type: "melee", seat: "A", payload: { soldiers: ["A1"], hex: "1B3" } }, [5]);
    expect(soldier(won, "A1").hex).toEqual({ q: 1, r: 8 });
    expect(tryCommand(won, move("A1")).ok).toBe(false);
    expect(tryCommand(won, face("A1", 4)).ok).toBe(false);
  });

  it("firepower 2.2, 1.2.2: the Basic Game gives each side 6 soldiers (1 LMG, 1 PST, 4 RFL) and 3 sequence units in the cup", () => {
    const made = createMatch(firepowerRuleset, { scenario: BASIC_GAME_SCENARIO });
    if (!made.ok) throw new Error(made.error.code);
    for (const side of ["A", "B"]) expect(made.state.game.soldiers.filter((x) => x.side === side).map((x) => x.weapon).sort()).toEqual(["LMG", "PST", "RFL", "RFL", "RFL", "RFL"]);
    expect(JSON.stringify(viewFor(firepowerRuleset, made.state, "A"))).toContain("\"undrawn\":6");
    const drawn = run(made.state, { type: "turn/draw_chit", seat: "A", payload: {} }, [1]);
    expect(JSON.stringify(viewFor(firepowerRuleset, drawn, "B"))).toContain("\"undrawn\":5");
  });

  it("firepower 3, 3.1, 3.2, 3.3, 5: a Turn draws the mixed sequence units one at a time, each opening one Impulse Phase of its side, then the Turn Record", () => {
    const made = createMatch(firepowerRuleset, { scenario: toTestScenario([man("A1", "1A3", 3)], [man("B1", "2A3", 5)]) });
    if (!made.ok) throw new Error(made.error.code);
    let s = made.state;
    const left = () => (s.turn.cup.A?.length ?? 0) + (s.turn.cup.B?.length ?? 0);
    const step = (seat: string, type: string, faces: number[] = []) => {
      const r = apply(firepowerRuleset, s, { type, seat, payload: {} }, createFixedDice(faces));
      if (r.ok) s = r.state;
      return r;
    };
    const record: string[] = [];
    expect(left()).toBe(6);
    for (let drawn = 1; drawn <= 6; drawn += 1) {
      const r = step("A", "turn/draw_chit", [1]);
      if (!r.ok) throw new Error(r.error.code);
      expect(left(), `after draw ${drawn}`).toBe(6 - drawn);
      // Only the drawn unit's side may end its Impulse Phase.
      const byA = step("A", "turn/end_impulse_phase");
      if (byA.ok) record.push("A");
      else {
        expect(byA.error.code).toBe("turn/not_your_activation");
        expect(step("B", "turn/end_impulse_phase").ok).toBe(true);
        record.push("B");
      }
      expect(s.turn.over, `over after phase ${drawn}`).toBe(drawn === 6);
    }
    // Face 1 draws the first unit left in the cup: A's three, then B's three - one Impulse Phase each, of its side only.
    expect(record).toEqual(["A", "A", "A", "B", "B", "B"]);
    expect(s.turn.step).toBe("turn_record");
  });

  it("firepower 4.1: the controlling player of a soldier is his side's seat: in A's Impulse seat B acts for nobody, and seat A not for B's men", () => {
    const s = inImpulse([man("A1", "1A3", 3)], [man("B1", "1A3", 3)], "1A3");
    expect(tryCommand(s, { type: "move", seat: "B", payload: { soldier: "B1" } })).toMatchObject({ ok: false, error: { code: "turn/not_your_activation" } });
    expect(tryCommand(s, move("B1"))).toMatchObject({ ok: false, error: { code: "soldier/not_yours" } });
  });

  it("firepower 1.1: the mapboard's hexes are named by panel, letter and number; a soldier set up on no hex of it is refused", () => {
    const s = inImpulse([man("A1", "1A3", 3)], [man("B1", "2A3", 5)], "1A3");
    const board = boardOf(s.game);
    expect([board.hexOf("1A3"), board.hexOf("1C3"), board.hexOf("2A3")]).toEqual([{ q: 0, r: 8 }, { q: 2, r: 7 }, { q: 7, r: 0 }]);
    expect(board.hexOf("9Z9") ?? null).toBeNull();
    expect(createMatch(firepowerRuleset, { scenario: toTestScenario([man("A1", "9Z9", 3)], [man("B1", "2A3", 5)]) }).ok).toBe(false);
  });

  it("firepower 6.2.5.2: melee costs the entry (1 MF Standing) plus 1 and is the soldier's Combat Action: with 2 MF left he melees, with 1 he may not", () => {
    const s = inImpulse([man("A1", "1A3", 3)], [man("B1", "1B3", 5)], "1A3");
    const melee = { type: "melee", seat: "A", payload: { soldiers: ["A1"], hex: "1B3" } };
    const spent2 = run(run(s, face("A1", 4)), face("A1", 3));
    const won = run(spent2, melee, [5]);
    expect([soldier(won, "B1").eliminated, soldier(won, "A1").combatUsed]).toEqual([true, true]);
    const spent3 = run(run(run(s, face("A1", 4)), face("A1", 5)), face("A1", 3));
    expect(soldier(spent3, "A1").mf).toBe(3);
    expect(tryCommand(spent3, melee, [5])).toMatchObject({ ok: false, error: { code: "melee/no_mf" } });
  });

  it("firepower 6.3.1.2: each target unit takes its own burst: an LMG firing at two soldiers in a hex rolls 4 shots at each, in the order named", () => {
    const s = inImpulse([man("A1", "1A3", 3, "stand", "LMG")], [man("B1", "1C3", 6), man("B2", "1C3", 6)], "1A3");
    const shot = (faces: number[]) => { const after = run(s, fire("A1", ["B1", "B2"]), faces); return [soldier(after, "B1").eliminated, soldier(after, "B2").eliminated]; };
    expect(shot([5, 10, 10, 10, 10, 10, 10, 5])).toEqual([true, true]);
    expect(shot([10, 10, 10, 10, 5, 10, 10, 10])).toEqual([false, true]);
  });

  it("firepower 6.3: a soldier fires at enemy soldiers only: a man of his own side, or a name on no counter, is refused and changes nothing", () => {
    const s = inImpulse([man("A1", "1A3", 3), man("A2", "1C3", 3)], [man("B1", "1C3", 6)], "1A3");
    expect(tryCommand(s, fire("A1", ["A2"], "semi"), [1, 1])).toMatchObject({ ok: false, error: { code: "fire/bad_target" } });
    expect(tryCommand(s, fire("A1", ["Z9"], "semi"), [1, 1])).toMatchObject({ ok: false, error: { code: "fire/bad_target" } });
    expect(soldier(run(s, fire("A1", ["B1"], "semi"), [1, 10]), "B1").eliminated).toBe(true);
  });
});
