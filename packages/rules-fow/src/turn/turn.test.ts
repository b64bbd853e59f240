import { createFixedDice } from "@tactica/dice";
import { apply, createMatch, defaultRulings } from "@tactica/engine";
import type { Command } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { fowRuleset } from "../ruleset";
import { FOW_FREE_FOR_ALL } from "../scenarios/index";
import type { FowGame } from "../state/index";
import { withTeam, withUnit } from "../state/index";
import type { FowState } from "./index";
import { checkVictory, timeOut, victoryPoints } from "./index";

const IN = 254;
const cmd = (seat: string, type: string, payload: object = {}): Command => ({ seat, type, payload });
const step = (s: FowState, c: Command, faces: number[] = []): FowState => {
  const r = apply(fowRuleset, s, c, createFixedDice(faces));
  if (!r.ok) throw new Error(`${c.type}: ${r.error.code} ${r.error.message}`);
  return r.state;
};
const refusal = (s: FowState, c: Command, faces: number[] = []) => {
  const r = apply(fowRuleset, s, c, createFixedDice(faces));
  return r.ok ? null : r.error.code;
};
/** The opening game after the pre-game steps (objectives placed, foxholes dug). */
const opening = (): FowGame => {
  const m = createMatch(fowRuleset, { scenario: FOW_FREE_FOR_ALL, rulings: defaultRulings(fowRuleset) });
  if (!m.ok) throw new Error(m.error.message);
  return m.state.game;
};

describe("the player turn (fow Turn Sequence) and the saves window (fow 8. Roll Saves)", () => {
  it("A's shooting hits wait for B's saves: while the window is open only B's roll_saves is taken; failed saves in the open destroy", () => {
    const m = createMatch(fowRuleset, { scenario: { ...FOW_FREE_FOR_ALL, mission: "counterattack" }, rulings: defaultRulings(fowRuleset) });
    if (!m.ok) throw new Error(m.error.message);
    let s = m.state as FowState;
    // B's rifle platoon stands in the open 12" in front of A's tanks (no foxholes): Concealed and Gone to Ground (stationary infantry).
    let g = s.game;
    [50, 53, 56, 59, 47].forEach((x, i) => { g = withTeam(g, `B-rifles-${i + 1}`, { at: { x: x * IN, y: 20 * IN, angle: 270 }, foxholes: false }); });
    s = { ...s, game: g };
    for (const st of ["starting", "movement"]) { expect(s.turn.step).toBe(st); s = step(s, cmd("A", "turn/end_step")); }
    expect(s.turn.step).toBe("shooting");
    expect(refusal(s, cmd("B", "shoot", { unit: "B-rifles", target: "A-tanks" }))).toBe("turn/not_your_activation");
    // Three tanks, ROF 2 halted: six dice needing 5+ (Is Hit On 3+, +2 Concealed and Gone to Ground); all hit.
    s = step(s, cmd("A", "shoot", { unit: "A-tanks", target: "B-rifles" }), [6, 6, 6, 6, 6, 6]);
    expect(s.game.pending?.hits.length).toBe(6);
    expect(s.game.units.find((u) => u.id === "B-rifles")!.pinned).toBe(true); // 5 hits or more [Pinned Down]
    expect(refusal(s, cmd("A", "turn/end_step"))).toBe("reaction/saves_pending");
    expect(refusal(s, cmd("A", "roll_saves"))).toBe("saves/not_yours");
    expect(refusal(s, cmd("A", "shoot", { unit: "A-rifles", target: "B-rifles" }))).toBe("reaction/saves_pending");
    // B rolls six 3+ saves: three 1s fail and, with no Bulletproof Cover, destroy.
    s = step(s, cmd("B", "roll_saves"), [1, 1, 1, 6, 6, 6]);
    expect(s.game.pending).toBeNull();
    expect(s.game.teams.filter((t) => t.unit === "B-rifles" && t.state === "destroyed").length).toBe(3);
    expect(refusal(s, cmd("A", "shoot", { unit: "A-tanks", target: "B-rifles" }))).toBe("shoot/already_shot");
    s = step(s, cmd("A", "turn/end_step"));
    expect(s.turn.step).toBe("assault");
  });

  it("Mistaken Target: B's pair swaps all hits between two of its teams on 3+ before its saves; a team not of the target unit is refused", () => {
    const m = createMatch(fowRuleset, { scenario: { ...FOW_FREE_FOR_ALL, mission: "counterattack" }, rulings: defaultRulings(fowRuleset) });
    if (!m.ok) throw new Error(m.error.message);
    let s = m.state as FowState;
    let g = s.game;
    [50, 53, 56, 59, 47].forEach((x, i) => { g = withTeam(g, `B-rifles-${i + 1}`, { at: { x: x * IN, y: 20 * IN, angle: 270 }, foxholes: false }); });
    s = { ...s, game: g };
    s = step(step(s, cmd("A", "turn/end_step")), cmd("A", "turn/end_step"));
    s = step(s, cmd("A", "shoot", { unit: "A-tanks", target: "B-rifles" }), [6, 6, 6, 6, 6, 6]);
    const before = s.game.pending!.hits.map((h) => h.team);
    expect(before.filter((t) => t === "B-rifles-1").length).toBe(2); // the Easy Way: one each, then round again
    expect(refusal(s, cmd("B", "roll_saves", { mistaken: [{ a: "B-rifles-1", b: "A-tanks-1" }] }))).toBe("mistaken/not_a_pair");
    const r = apply(fowRuleset, s, cmd("B", "roll_saves", { mistaken: [{ a: "B-rifles-1", b: "B-rifles-2" }] }), createFixedDice([4, 6, 6, 6, 6, 6, 6]));
    if (!r.ok) throw new Error(r.error.message);
    const ev = r.events.find((e) => e.type === "fow/mistaken_target")!.data as { steps: { result: string; roll: number }[]; hits: { team: string }[] };
    expect(ev.steps).toEqual([{ a: "B-rifles-1", b: "B-rifles-2", roll: 4, result: "swapped" }]);
    expect(ev.hits.map((h) => h.team)).toEqual(before.map((t) => (t === "B-rifles-1" ? "B-rifles-2" : t === "B-rifles-2" ? "B-rifles-1" : t)));
    // A failed roll (1-2) leaves the hits where they were.
    const f = apply(fowRuleset, s, cmd("B", "roll_saves", { mistaken: [{ a: "B-rifles-1", b: "B-rifles-2" }] }), createFixedDice([2, 6, 6, 6, 6, 6, 6]));
    expect(f.ok && (f.events.find((e) => e.type === "fow/mistaken_target")!.data as { hits: { team: string }[] }).hits.map((h) => h.team)).toEqual(before);
  });

  it("the match's table rulings decide concealment in play: a target half in a crop field is Concealed under fow/concealed_by any, not all (RULING-4)", () => {
    const scoreUnder = (concealedBy: string) => {
      const m = createMatch(fowRuleset, { scenario: { ...FOW_FREE_FOR_ALL, mission: "counterattack" }, rulings: { ...defaultRulings(fowRuleset), options: { "fow/concealed_by": concealedBy } } });
      if (!m.ok) throw new Error(m.error.message);
      let s = m.state as FowState;
      // B's rifle leader straddles the crop field's east edge (x 42"), moved (no flat-terrain concealment), out of foxholes.
      let g = withTeam(s.game, "B-rifles-1", { at: { x: 42.2 * IN, y: 24 * IN, angle: 0 }, foxholes: false, moved: "tactical", goneToGround: false });
      g = withTeam(g, "A-tanks-1", { at: { x: 52 * IN, y: 24 * IN, angle: 180 } });
      s = { ...s, game: g };
      s = step(step(s, cmd("A", "turn/end_step")), cmd("A", "turn/end_step"));
      const r = apply(fowRuleset, s, cmd("A", "shoot", { unit: "A-tanks", target: "B-rifles" }), createFixedDice(Array(12).fill(1)));
      if (!r.ok) throw new Error(r.error.message);
      return (r.events.find((e) => e.type === "fow/to_hit" && (e.data as { team: string }).team === "A-tanks-1")!.data as { score: number }).score;
    };
    expect(scoreUnder("any")).toBe(4); // Is Hit On 3+, +1 Concealed
    expect(scoreUnder("all")).toBe(3);
  });

  it("Dig In instead of moving: d6 >= Skill (4+) puts the platoon in Foxholes; pass or fail, its teams cannot move; one order a turn", () => {
    const m = createMatch(fowRuleset, { scenario: { ...FOW_FREE_FOR_ALL, mission: "counterattack" }, rulings: defaultRulings(fowRuleset) });
    if (!m.ok) throw new Error(m.error.message);
    let s = m.state as FowState;
    s = { ...s, game: { ...s.game, teams: s.game.teams.map((t) => ({ ...t, foxholes: false })) } };
    s = step(s, cmd("A", "turn/end_step"));
    expect(refusal(s, cmd("A", "dig_in", { unit: "A-tanks" }))).toBe("order/dig_in_tanks");
    const failed = step(s, cmd("A", "dig_in", { unit: "A-rifles" }), [3]);
    expect(failed.game.teams.filter((t) => t.unit === "A-rifles" && t.foxholes).length).toBe(0);
    expect(refusal(failed, cmd("A", "move", { team: "A-rifles-1", x: 16 * IN, y: 10 * IN, angle: 90 }))).toBe("move/dug_in");
    expect(refusal(failed, cmd("A", "dig_in", { unit: "A-rifles" }), [6])).toBe("order/one_per_turn");
    const dug = step(s, cmd("A", "dig_in", { unit: "A-rifles" }), [4]);
    expect(dug.game.teams.filter((t) => t.unit === "A-rifles" && t.foxholes).length).toBe(5);
    const moved = step(s, cmd("A", "move", { team: "A-rifles-1", x: 16 * IN, y: 10 * IN, angle: 90 }));
    expect(refusal(moved, cmd("A", "dig_in", { unit: "A-rifles" }), [6])).toBe("order/already_moved");
  });

  it("moves are the active player's, in its Movement Step, once per team per turn", () => {
    const m = createMatch(fowRuleset, { scenario: { ...FOW_FREE_FOR_ALL, mission: "counterattack" }, rulings: defaultRulings(fowRuleset) });
    if (!m.ok) throw new Error(m.error.message);
    let s = m.state as FowState;
    const mv = cmd("A", "move", { team: "A-tanks-1", x: 44 * IN, y: 12 * IN, angle: 90 });
    expect(refusal(s, mv)).toBe("turn/wrong_step");
    s = step(s, cmd("A", "turn/end_step"));
    expect(refusal(s, { ...mv, seat: "B" })).toBe("turn/not_your_activation");
    s = step(s, mv);
    expect(s.game.teams.find((t) => t.id === "A-tanks-1")).toMatchObject({ moved: "tactical", goneToGround: false, at: { x: 44 * IN, y: 12 * IN } });
    expect(refusal(s, mv)).toBe("move/already_moved");
  });
});

describe("victory (fow Missions)", () => {
  it("Free For All: A wins at the start of its turn holding an objective it placed, not one contested nor by a team that Dashed", () => {
    const g = withTeam(withTeam(opening(), "B-tanks-2", { at: { x: 36 * IN, y: 40 * IN, angle: 270 } }), "A-rifles-1", { at: { x: 20 * IN, y: 41 * IN, angle: 90 } });
    // No B team within 4"/10cm of obj-a1 (20", 44"): A holds it.
    expect(checkVictory(g, "A")).toMatchObject({ winner: "A", rule: "fow Missions › Free For All" });
    expect(checkVictory(g, "B")).toBeNull(); // only at the start of A's own turn
    expect(checkVictory(withTeam(g, "A-rifles-1", { moved: "dash" }), "A")).toBeNull();
    expect(checkVictory(withTeam(g, "B-tanks-2", { at: { x: 22 * IN, y: 45 * IN, angle: 0 } }), "A")).toBeNull();
  });

  it("no formation in good spirits loses; victory points from the winner's destroyed units, and both lose on time (RULING-18)", () => {
    const g = withUnit(opening(), "B-tanks", { destroyed: true });
    expect(checkVictory(g, "A")).toMatchObject({ winner: "A", vp: { A: 8, B: 1 } });
    const both = withUnit(withUnit(withUnit(g, "A-rifles", { destroyed: true }), "A-tanks", { destroyed: true }), "B-rifles", { destroyed: true });
    expect(victoryPoints(both, "A")).toEqual({ A: 7, B: 2 });
    expect(timeOut(withUnit(opening(), "B-tanks", { destroyed: true }))).toMatchObject({ winner: null, vp: { A: 1, B: 1 } });
    expect(timeOut(withUnit(withUnit(withUnit(opening(), "B-tanks", { destroyed: true }), "B-rifles", { destroyed: true }), "A-tanks", { destroyed: true })).vp).toEqual({ A: 2, B: 1 });
  });
});
