// Digest §14.1: every example printed in the book, as a test named after its section. B3, B11 and B14 run
// through the ruleset in game/conformance-game.test.ts; B6, B13 and B17 also in sighting/patrol-los.test.ts.
import { lookupOrThrow } from "@tactica/engine";
import { rational, probabilityOfOutcome, equals } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { applyResults, fireOdds, handToHandOdds, toAttackStrength, toMovementAllowance, toMovementMultiple } from "./combat/index";
import { checkTaskOrder, parsePlotLine } from "./plot/index";
import { isPanicHex, resolveSwap, toChitsDrawn, toEntryTurns, toLeaderInfluence, toMpAfterWound, toPanicChitCount, toPanicDigits,
  toPatrolScore, toVictory, PRESERVATION_CHITS } from "./rules/index";
import { parseForce } from "./scenarios/index";
import { isNightSpotted, toNightColumn } from "./sighting/index";
import { solitaireMgTable } from "./tables/index";
import { toSolitaireMgRows } from "./bot/solitaire";

describe("Patrol! conformance: book examples (digest §14.1)", () => {
  it("patrol 10.61 (B1): AR at range 3, wounded, stunned, quick fire, split among 3 men -> 3 AS each; against one man 8", () => {
    const three = toAttackStrength({ weapon: "AR", range: 3, wounded: true, stunned: true, mode: "KF", targets: 3 });
    expect(three.value).toBe(3);
    expect(three.value !== undefined && three.exact).toBeCloseTo(2.5);
    const one = toAttackStrength({ weapon: "AR", range: 3, wounded: true, stunned: true, mode: "KF" });
    expect(one.value).toBe(8);
    expect(one.value !== undefined && one.modifiers.map((m) => m.value)).toEqual([60, 2, 2, 2, 8]);
  });

  it("patrol 10.63 (B2): plotted 10 hexes -> 5; 9 hexes -> 4; a prone man moving 1 hex with all 10 MP -> 1", () => {
    expect(toMovementMultiple(10)).toBe(5);
    expect(toMovementMultiple(9)).toBe(4);
    expect(toMovementMultiple(1)).toBe(1);
  });

  it("patrol 10.22 (B3): a mover with 4 plotted MP left wounded by opportunity fire may spend only 2 more", () => {
    expect(toMpAfterWound(4)).toBe(2);
  });

  it("patrol 19.12 (B4): W, I, W in that order leave man D incapacitated; two status changes draw 2 chits", () => {
    const r = applyResults("fit", ["W", "I", "W"]);
    expect(r).toEqual({ status: "I", changes: 2 });
    expect(toChitsDrawn(r.changes)).toBe(2);
  });

  it("patrol 19.11 (B5): wounded and stunned: MA 10 -> 5 -> 2.5 -> 2; firearm AS x1/4", () => {
    expect(toMovementAllowance("W", true)).toBe(2);
    const as = toAttackStrength({ weapon: "BR", range: 1, wounded: true, stunned: true });
    expect(as.value !== undefined && as.exact).toBe(21 / 4);
  });

  it("patrol 16.11 (B6): stunned spotter, explosion within 5 last turn: 2 -> 4, erect stationary clear at 4 needs 1-2: not spotted", () => {
    expect(isNightSpotted(4, toNightColumn(0, true), 2, 2)).toBe(false);
  });

  it("patrol 12.5 (B7): an erect wounded MP man attacking a fit defender: 1/6 chance of W, otherwise no effect", () => {
    const odds = handToHandOdds({ weapon: "MP", attackerProne: false, attackerWounded: true, defenderWounded: false });
    expect(odds.line).toBe(5);
    expect(equals(probabilityOfOutcome(odds.distribution, "W"), rational(1, 6))).toBe(true);
    expect(equals(probabilityOfOutcome(odds.distribution, "-"), rational(5, 6))).toBe(true);
    expect(odds.provenance.allBook).toBe(false);
  });

  it("patrol 26.54 (B8): α 54, β 67 -> β wins a Creditable victory (margin 13)", () => {
    expect(toVictory(54, 67)).toEqual({ winner: "bravo", margin: 13, level: "creditable" });
  });

  it("patrol 26.2 (B9): entry rolls α 3, β 5: α's lead man enters on turn 3, β's two turns later on turn 5", () => {
    expect(toEntryTurns(3, 5)).toEqual({ alpha: 3, bravo: 5, gap: 2 });
  });

  it("patrol 20.0 (B10): panic level 20% draws 2 chits; 30% draws 3", () => {
    expect(toPanicChitCount(20)).toBe(2);
    expect(toPanicChitCount(30)).toBe(3);
  });

  it("patrol 6.1 notes (B11): a stunned man cannot plot PG (not bracketed)", () => {
    expect(checkTaskOrder(["PG"], true)).toMatchObject({ ok: false, error: { code: "plot/stunned_task" } });
    expect(checkTaskOrder(["PG"], false).ok).toBe(true);
  });

  it("patrol 28.64 (B12): solitaire MG 1 then 1 sweeps every hexrow ending in 1 at AS 20; a first roll of 5 or 6 means none", () => {
    expect(lookupOrThrow(solitaireMgTable, { first: 1, second: 1 }).value).toBe("1");
    expect(toSolitaireMgRows(1, 1)).toEqual({ digits: [1], as: 20 });
    expect(toSolitaireMgRows(5, 3)).toBeUndefined();
    expect(toSolitaireMgRows(6, 1)).toBeUndefined();
  });

  it("patrol 16.41 (B13): a man who fired is automatically spotted next turn even prone-hidden (range > 0 and LOS)", () => {
    // The automatic spot is the LOS policy's firedLastTurn input (sighting/patrol-los.test.ts); the table alone never spots him at 4.
    expect(isNightSpotted(4, toNightColumn(3, true), 1, 0)).toBe(false);
  });

  it("patrol 11.24 (B15): PG then TG is illegal; TG then PG is legal", () => {
    expect(checkTaskOrder(["PG", "TG"], false)).toMatchObject({ ok: false, error: { code: "plot/prepare_then_throw" } });
    expect(checkTaskOrder(["TG", "PG"], false).ok).toBe(true);
  });

  it("patrol 6.4 (B16): the printed plot lines parse (vector and hex paths)", () => {
    expect(parsePlotLine("DF 3023")).toEqual({ code: "DF", hex: "3023" });
    expect(parsePlotLine("TG 2924")).toEqual({ code: "TG", hex: "2924" });
    expect(parsePlotLine("MV-B")).toEqual({ code: "MV", path: ["B"] });
    expect(parsePlotLine("MV A,A")).toEqual({ code: "MV", path: ["A", "A"] });
    expect(parsePlotLine("PG")).toEqual({ code: "PG" });
    expect(parsePlotLine("DF 2930")).toEqual({ code: "DF", hex: "2930" });
    expect(parsePlotLine("TG 2828")).toEqual({ code: "TG", hex: "2828" });
    expect(parsePlotLine("MV F,F")).toEqual({ code: "MV", path: ["F", "F"] });
    expect(parsePlotLine("MV 2119 2018")).toEqual({ code: "MV", path: ["2119", "2018"] });
    expect(parsePlotLine("MV-P A")).toEqual({ code: "MV", path: ["A"], prone: true });
  });

  it("patrol 7.35 (B18): α rolls 5, β rolls 2 on a hexside swap: α does not cross, β crosses and stops", () => {
    expect(resolveSwap(5, 2)).toEqual({ crosses: "b", stops: "b" });
    expect(resolveSwap(3, 3)).toBeUndefined();
  });

  it("patrol 27.0 (B19): '6 RF(SR), 2 MP, 1 AR' is 6 RF counters with SR values, 2 MP men and 1 AR man", () => {
    const f = parseForce("6 RF(SR), 2 MP, 1 AR");
    expect(f.ok && f.force.men).toEqual([{ count: 6, counter: "RF", rifle: "SR" }, { count: 2, counter: "MP" }, { count: 1, counter: "AR" }]);
  });

  it("patrol 21.14 (B20): one W can add 6 to the total and one K can add 1 (chits are numbered 1-6)", () => {
    expect(PRESERVATION_CHITS).toHaveLength(20);
    expect(Math.max(...PRESERVATION_CHITS)).toBe(6);
    expect(Math.min(...PRESERVATION_CHITS)).toBe(1);
    expect(toChitsDrawn(1)).toBe(1);
  });

  it("patrol 28.42 (B21): erect leader, draws 3, 7, 0: his hex and adjacent panic only on 3; within LOS and 6 hexes on 3 or 7", () => {
    const draw = [3, 7, 0];
    expect(toPanicDigits(draw, toLeaderInfluence({ leaderProne: false, distance: 1, leaderLos: true }))).toEqual([3]);
    expect(toPanicDigits(draw, toLeaderInfluence({ leaderProne: false, distance: 5, leaderLos: true }))).toEqual([3, 7]);
    expect(toPanicDigits(draw, toLeaderInfluence({ leaderProne: false, distance: 8, leaderLos: true }))).toEqual([3, 7, 0]);
    expect(isPanicHex("4230", [3, 7])).toBe(false);
    expect(isPanicHex("4237", [3, 7])).toBe(true);
  });

  it("patrol 26.57 (B22): the side that exits first concedes the 10 VP for possession of the field", () => {
    const base = { enemyWounded: 0, enemyIncapacitated: 0, enemyKilled: 0, friendlyIncapacitatedCarriedOff: 0 };
    expect(toPatrolScore({ ...base, holdsField: false })).toBe(0);
    expect(toPatrolScore({ ...base, holdsField: true })).toBe(10);
  });

  it("patrol 10.9: fireOdds returns the exact distribution, the modifiers and a provenance summary", () => {
    const odds = fireOdds({ attack: { weapon: "BR", range: 3 }, defense: { mode: "mixed", terrain: "clear", posture: "erect" } });
    expect(odds).toMatchObject({ as: 21, ds: 1, column: 5 });
    expect(equals(probabilityOfOutcome(odds.distribution, "K"), rational(1, 2))).toBe(true);
    expect(odds.provenance.allBook).toBe(false);
    expect(odds.provenance.counts.reconstructed).toBe(2);
    const ic = fireOdds({ attack: { weapon: "MG", range: 2 }, defense: { mode: "closed", terrain: "crater", posture: "prone-hidden" } });
    expect(ic.column).toBe(0);
    const prone = fireOdds({ attack: { weapon: "BR", range: 3 }, defense: { mode: "closed", terrain: "rough-1", posture: "prone", hexesPlotted: 0 } });
    expect(prone).toMatchObject({ as: 21, ds: 12, column: 1 });
  });
});
