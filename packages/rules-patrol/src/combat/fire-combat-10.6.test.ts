// Patrol! 10.0, 10.23, 10.5, 10.61-10.64, 10.9, 9.81-9.85: attack strength, defense strength, the combat ratio column
// and the results, with the book's numbers (10.8 table rows, the 9.8 Terrain Effects Charts, the 10.9 printed rows,
// the 10.61 and 10.63 worked examples), never values computed by the code under test.
import { rational } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { toAttackStrength } from "./attack-strength";
import { toDefenseStrength, toMovementMultiple } from "./defense-strength";
import type { DefenseInput } from "./defense-strength";
import { fireOdds, toFireColumn, toFireResult } from "./fire-odds";
import { DEFAULT_TABLES, toPatrolTables } from "./patrol-tables";
import { patrolFireColumn, patrolSpottingOdds } from "../odds/index";

const as = (input: Parameters<typeof toAttackStrength>[0]) => toAttackStrength(input).value;
const ds = (input: DefenseInput) => toDefenseStrength(input).value;

describe("Patrol! 10.61: attack strength", () => {
  it("10.61 worked example: AR at 3 hexes is 60; wounded, stunned, Quick Fire, split among 3 men -> 2.5, rounded up to 3", () => {
    expect(as({ weapon: "AR", range: 3 })).toBe(60);
    const split = toAttackStrength({ weapon: "AR", range: 3, wounded: true, stunned: true, mode: "KF", targets: 3 });
    expect(split.value).toBe(3);
    expect(split.value !== undefined && split.exact).toBe(2.5);
    // "...or at one man with 7.5, rounded to 8"
    expect(as({ weapon: "AR", range: 3, wounded: true, stunned: true, mode: "KF" })).toBe(8);
  });
  it("10.61: each halving is its own step, named by its section, and the rounding is said", () => {
    const a = toAttackStrength({ weapon: "AR", range: 3, wounded: true, stunned: true, mode: "KF", targets: 3 });
    expect(a.value !== undefined && a.modifiers.map((m) => [m.op, m.value, m.rule])).toEqual([
      ["base", 60, "10.8"], ["÷", 2, "19.11"], ["÷", 2, "19.11"], ["÷", 2, "10.5"], ["÷", 3, "10.32"], ["round_up", 3, "10.32"],
    ]);
  });
  it("10.23: Opportunity Fire halves; Direct Fire does not", () => {
    expect(as({ weapon: "MG", range: 4, mode: "OF" })).toBe(45);
    expect(as({ weapon: "MG", range: 4, mode: "DF" })).toBe(90);
    expect(as({ weapon: "MG", range: 4, mode: "EF" })).toBe(90);
  });
  it("19.11: a wounded or a stunned firer halves; an exact strength gets no rounding step", () => {
    expect(as({ weapon: "SR", range: 12, wounded: true })).toBe(4); // 8 / 2
    expect(as({ weapon: "SR", range: 12, stunned: true })).toBe(4);
    expect(as({ weapon: "BR", range: 8, stunned: true })).toBe(5); // 10 / 2
    const exact = toAttackStrength({ weapon: "SR", range: 12, wounded: true });
    expect(exact.value !== undefined && exact.modifiers.some((m) => m.op === "round_up")).toBe(false);
  });
  it("10.32: one target is not a split", () => {
    const one = toAttackStrength({ weapon: "MP", range: 2, targets: 1 });
    expect(one.value).toBe(90);
    expect(one.value !== undefined && one.modifiers.length).toBe(1);
  });
  it("16.45: a night Fire Plan is a third of the strength (MG 90 -> 30)", () => {
    expect(as({ weapon: "MG", range: 2, mode: "FP" })).toBe(30);
    expect(as({ weapon: "MG", range: 15, mode: "FP" })).toBe(10);
  });
  it("15.13: a fixed strength (GL inside 7 hexes = 5) is used in place of the table and named by its rule", () => {
    const a = toAttackStrength({ weapon: "BR", range: 3, fixed: { as: 5, rule: "15.13" } });
    expect(a.value).toBe(5);
    expect(a.value !== undefined && a.modifiers[0]).toMatchObject({ op: "base", value: 5, rule: "15.13" });
  });
  it("10.8: no strength beyond the table; the reason names the weapon and range", () => {
    const far = toAttackStrength({ weapon: "BR", range: 200 });
    expect(far.value).toBeUndefined();
    expect(far.value === undefined && far.reason).toContain("BR");
    expect(far.value === undefined && far.reason).toContain("200");
  });
  it("10.8: a printed 0 (MP at 31-60 is the digest's invented 0) is no attack at all", () => {
    const zero = toAttackStrength({ weapon: "MP", range: 40 });
    expect(zero.value).toBeUndefined();
  });
  it("option patrol/firearm_tail out_of_range: a lost cell (BR at 31-60) is no attack; a printed one still is", () => {
    const tables = toPatrolTables(undefined, { "patrol/firearm_tail": "out_of_range" });
    expect(toAttackStrength({ weapon: "BR", range: 40 }, tables).value).toBeUndefined();
    expect(toAttackStrength({ weapon: "BR", range: 25 }, tables).value).toBe(3); // 10.8: BR 21-30 is printed
    expect(toAttackStrength({ weapon: "BR", range: 40 }, DEFAULT_TABLES).value).toBe(1);
  });
});

describe("Patrol! 10.63: Target Movement Multiple", () => {
  it("hexes plotted / 2, fraction dropped, a half counting as one: 10 -> 5, 9 -> 4, 1 -> 1, 0 -> 1", () => {
    expect(toMovementMultiple(10)).toBe(5);
    expect(toMovementMultiple(9)).toBe(4);
    expect(toMovementMultiple(3)).toBe(1);
    expect(toMovementMultiple(1)).toBe(1);
    expect(toMovementMultiple(0)).toBe(1);
  });
});

describe("Patrol! 10.62, 10.64, 9.81-9.85: defense strength", () => {
  const base = { mode: "open", terrain: "clear", posture: "erect" } as const;
  it("9.81 Open: clear 1 / 2, rough #2 2 / 6; 9.82 Mixed: clear prone 4, rough #1 2 / 8; 9.83 Closed: rough #1 3 / 12", () => {
    expect(ds(base)).toBe(1);
    expect(ds({ ...base, posture: "prone" })).toBe(2);
    expect(ds({ ...base, terrain: "rough-2" })).toBe(2);
    expect(ds({ ...base, terrain: "rough-2", posture: "prone" })).toBe(6);
    expect(ds({ ...base, mode: "mixed", posture: "prone" })).toBe(4);
    expect(ds({ ...base, mode: "mixed", terrain: "rough-1" })).toBe(2);
    expect(ds({ ...base, mode: "mixed", terrain: "rough-1", posture: "prone" })).toBe(8);
    expect(ds({ ...base, mode: "closed", terrain: "rough-1" })).toBe(3);
    expect(ds({ ...base, mode: "closed", terrain: "rough-1", posture: "prone-hidden" })).toBe(12);
  });
  it("10.62: Movement Multiple x Terrain Multiple (mixed rough #2 erect 10, moving 6 hexes x 3 = 30)", () => {
    expect(ds({ ...base, mode: "mixed", terrain: "rough-2", hexesPlotted: 6 })).toBe(30);
    expect(ds({ ...base, hexesPlotted: 10 })).toBe(5);
    const d = toDefenseStrength({ ...base, hexesPlotted: 10 });
    expect(d.modifiers.map((m) => [m.op, m.value, m.rule])).toEqual([["base", 1, "10.62"], ["x", 5, "10.63"]]);
  });
  it("9.85 *: the slope multiples apply to fire through the slope hexside (open 6 erect, 10 prone exposed)", () => {
    expect(ds({ ...base, throughSlope: true })).toBe(6);
    expect(ds({ ...base, throughSlope: true, posture: "prone" })).toBe(10);
    expect(ds({ ...base, mode: "closed", throughSlope: true })).toBe(10);
  });
  it("9.85 IC: prone-concealed behind a slope hexside or in a crater is infinite; not against a blast in his hex", () => {
    expect(ds({ ...base, throughSlope: true, posture: "prone-hidden" })).toBe(Infinity);
    expect(ds({ ...base, terrain: "crater", posture: "prone-hidden" })).toBe(Infinity);
    expect(ds({ ...base, terrain: "crater", posture: "prone-hidden", blastInHex: true })).toBe(10);
    expect(ds({ ...base, terrain: "crater", posture: "prone" })).toBe(10); // 9.84: crater prone 10
    expect(ds({ ...base, terrain: "crater" })).toBe(6); // 9.84: crater erect 6
    expect(ds({ ...base, terrain: "clear", posture: "prone-hidden" })).toBe(2); // no IC in the clear
  });
  it("9.84 10T, 11.55: smoke multiplies the other terrain's multiple by ten", () => {
    expect(ds({ ...base, smoke: true })).toBe(10);
    expect(ds({ ...base, posture: "prone", smoke: true })).toBe(20);
    expect(ds({ ...base, mode: "mixed", terrain: "rough-1", smoke: true })).toBe(20);
  });
  it("9.84, 9.65: the pillbox's 20,10(f) - gun slits 20, door 10, smoke x10 more", () => {
    expect(ds({ ...base, pillboxAperture: "slit" })).toBe(20);
    expect(ds({ ...base, pillboxAperture: "door" })).toBe(10);
    expect(ds({ ...base, pillboxAperture: "slit", smoke: true })).toBe(200);
    expect(ds({ ...base, pillboxAperture: "door", posture: "prone", hexesPlotted: 8 })).toBe(10); // aperture multiple only
  });
  it("28.12: a flamethrower attack is against DS 1, no multiples", () => {
    expect(ds({ ...base, mode: "closed", terrain: "rough-2", posture: "prone", hexesPlotted: 8, flame: true })).toBe(1);
  });
});

describe("Patrol! 10.0, 10.9: combat ratio column and results", () => {
  it("10.9 columns: 1-1 thru 5-1, 6-1 thru 10-1, 11-1 thru 15-1, 16-1 thru 20-1, 21-1 or more; below 1-1 none", () => {
    expect([toFireColumn(1, 1), toFireColumn(5, 1), toFireColumn(6, 1), toFireColumn(10, 1)]).toEqual([1, 1, 2, 2]);
    expect([toFireColumn(11, 1), toFireColumn(15, 1), toFireColumn(16, 1), toFireColumn(20, 1)]).toEqual([3, 3, 4, 4]);
    expect([toFireColumn(21, 1), toFireColumn(90, 1), toFireColumn(1, 2), toFireColumn(0, 1)]).toEqual([5, 5, 0, 0]);
  });
  it("10.0: the ratio is rounded down (59:10 is 5-1, 60:10 is 6-1)", () => {
    expect(toFireColumn(59, 10)).toBe(1);
    expect(toFireColumn(60, 10)).toBe(2);
    expect(toFireColumn(9, 10)).toBe(0);
  });
  it("9.85 IC: an infinite defense strength is below 1-1", () => expect(toFireColumn(90, Infinity)).toBe(0));
  it("10.9: MG 90 at an erect man in the open clear (90-1, column 5): 1 K, 2 K, 3 K, 4 I", () => {
    const odds = fireOdds({ attack: { weapon: "MG", range: 3 }, defense: { mode: "open", terrain: "clear", posture: "erect" } });
    expect(odds.as).toBe(90);
    expect(odds.ds).toBe(1);
    expect(odds.column).toBe(5);
    expect([1, 2, 3, 4].map((roll) => toFireResult(odds, roll))).toEqual(["K", "K", "K", "I"]);
  });
  it("10.9: BR 21 at a prone man in mixed clear (21-4 = 5-1, column 1): 1 K, 2 I, 3 W, 4 miss", () => {
    const odds = fireOdds({ attack: { weapon: "BR", range: 2 }, defense: { mode: "mixed", terrain: "clear", posture: "prone" } });
    expect(odds.column).toBe(1);
    expect([1, 2, 3, 4].map((roll) => toFireResult(odds, roll))).toEqual(["K", "I", "W", "-"]);
    expect(odds.rolls.slice(0, 4).every((r) => r.provenance.kind === "book")).toBe(true);
    // the modifiers carry the attack and the defense steps, in that order
    expect(odds.modifiers.map((m) => m.rule)).toEqual(["10.8", "10.62", "9.8"]);
  });
  it("10.9: SR 15 (6-10 hexes) at an erect man in open clear, 15-1 = column 3: 1 K, 2 I, 3 I, 4 W", () => {
    const odds = fireOdds({ attack: { weapon: "SR", range: 7 }, defense: { mode: "open", terrain: "clear", posture: "erect" } });
    expect(odds.column).toBe(3);
    expect([1, 2, 3, 4].map((roll) => toFireResult(odds, roll))).toEqual(["K", "I", "I", "W"]);
  });
  it("10.9: the distribution counts the six rolls (column 1: K, I, W one sixth each)", () => {
    const odds = fireOdds({ attack: { weapon: "BR", range: 2 }, defense: { mode: "mixed", terrain: "clear", posture: "prone" } });
    for (const r of ["K", "I", "W"] as const) expect(odds.distribution.get(r)).toEqual(rational(1, 6));
  });
  it("attacks at less than 1-1 have no effect: no rolls, certain miss", () => {
    const odds = fireOdds({ attack: { weapon: "BR", range: 15 }, defense: { mode: "mixed", terrain: "rough-2", posture: "erect" } }); // 5-10
    expect(odds.column).toBe(0);
    expect(odds.rolls).toEqual([]);
    expect(odds.distribution.get("-")).toEqual(rational(1));
    expect(toFireResult(odds, 1)).toBe("-");
  });
  it("out of range: no attack strength, column 0, the defense steps still listed", () => {
    const odds = fireOdds({ attack: { weapon: "MP", range: 45 }, defense: { mode: "open", terrain: "clear", posture: "erect" } });
    expect(odds.as).toBeUndefined();
    expect(odds.column).toBe(0);
    expect(odds.modifiers.map((m) => m.rule)).toEqual(["10.62"]);
  });
  it("fixed odds (a rule that gives the column directly): 6-1 is column 2", () => {
    const odds = fireOdds({ fixedOdds: 6, rule: "11.42" });
    expect(odds.column).toBe(2);
    expect(odds.ds).toBe(1);
    expect([1, 2, 3, 4].map((roll) => toFireResult(odds, roll))).toEqual(["K", "I", "W", "W"]);
  });
});

describe("Patrol! 10.61, 10.62: every step of an attack is named in words", () => {
  it("attack: the table cell, each halving, the split, the Fire Plan and the rounding", () => {
    const a = toAttackStrength({ weapon: "AR", range: 3, wounded: true, stunned: true, mode: "KF", targets: 3 });
    expect(a.value !== undefined && a.modifiers.map((m) => m.name)).toEqual([
      "AR at range 3", "firer wounded", "firer stunned", "quick fire", "split among 3 men", "fractions rounded up",
    ]);
    const of = toAttackStrength({ weapon: "MG", range: 4, mode: "OF" });
    expect(of.value !== undefined && of.modifiers.map((m) => [m.name, m.rule])).toEqual([["MG at range 4", "10.8"], ["opportunity fire", "10.23"]]);
    const fp = toAttackStrength({ weapon: "MG", range: 2, mode: "FP" });
    expect(fp.value !== undefined && fp.modifiers.map((m) => [m.name, m.op, m.value, m.rule])).toEqual([["MG at range 2", "base", 90, "10.8"], ["night Fire Plan", "÷", 3, "16.45"]]);
    expect(fp.value !== undefined && fp.modifiers.every((m) => m.provenance.kind === "book")).toBe(true);
  });
  it("attack: a refusal says the weapon and the range", () => {
    const zero = toAttackStrength({ weapon: "MP", range: 40 });
    expect(zero.value === undefined && zero.reason).toBe("MP has no attack strength at range 40");
    const tail = toAttackStrength({ weapon: "BR", range: 40 }, toPatrolTables(undefined, { "patrol/firearm_tail": "out_of_range" }));
    expect(tail.value === undefined && tail.reason).toBe("the BR cell at range 40 is lost (option patrol/firearm_tail)");
    expect(toAttackStrength({ weapon: "BR", range: 200 })).toEqual({ value: undefined, reason: "no BR attack strength at range 200 [10.8]" });
  });
  it("defense: basic strength, movement, terrain and smoke, each with its rule", () => {
    const d = toDefenseStrength({ mode: "open", terrain: "clear", posture: "prone", hexesPlotted: 10, smoke: true });
    expect(d.value).toBe(100); // 5 x 2 x 10
    expect(d.modifiers.map((m) => [m.name, m.op, m.value, m.rule])).toEqual([
      ["basic defense strength", "base", 1, "10.62"], ["moving 10 hexes", "x", 5, "10.63"], ["clear, prone (open)", "x", 2, "9.8"],
      ["smoke (blind fire)", "x", 10, "11.55"],
    ]);
    const ic = toDefenseStrength({ mode: "mixed", terrain: "clear", posture: "prone-hidden", throughSlope: true });
    expect(ic.modifiers.at(-1)).toMatchObject({ name: "prone-concealed behind slope", op: "x", value: Infinity, rule: "9.85 IC" });
    const erect = toDefenseStrength({ mode: "mixed", terrain: "rough-2", posture: "erect" });
    expect(erect.modifiers.at(-1)).toMatchObject({ name: "rough-2, erect (mixed)", value: 10 });
    const box = toDefenseStrength({ mode: "open", terrain: "clear", posture: "erect", pillboxAperture: "door", smoke: true });
    expect(box.value).toBe(100);
    expect(box.modifiers.map((m) => [m.name, m.value, m.rule])).toEqual([
      ["basic defense strength", 1, "10.62"], ["pillbox door", 10, "9.65, 9.84"], ["smoke (blind fire)", 10, "11.55"],
    ]);
    const flame = toDefenseStrength({ mode: "open", terrain: "clear", posture: "erect", flame: true });
    expect(flame.modifiers).toEqual([expect.objectContaining({ name: "flamethrower: DS 1, no multiples", op: "base", value: 1, rule: "28.12" })]);
    expect(toDefenseStrength({ mode: "open", terrain: "clear", posture: "erect" }).modifiers.map((m) => m.provenance.kind)).toEqual(["book"]);
  });
});

describe("Patrol! 10.0, 16.11: the dice answers", () => {
  it("a defense strength must be positive", () => {
    expect(() => patrolFireColumn(5, 0)).toThrow(RangeError);
    expect(() => patrolFireColumn(5, -1)).toThrow("defense strength must be > 0, got -1");
    expect(patrolFireColumn(5, 0.5)).toBe(2); // 10-1
  });
  it("16.11: 'N' (never) cannot be spotted whatever the roll", () => {
    expect(patrolSpottingOdds("never", -6).get("spotted") ?? rational(0)).toEqual(rational(0));
    expect(patrolSpottingOdds("never", 0).get("not_spotted")).toEqual(rational(1));
    expect(patrolSpottingOdds(3, 0).get("spotted")).toEqual(rational(1, 2));
  });
});

describe("Patrol! 10.61-10.64: every book step cites the section it names", () => {
  it("attack and defense modifiers from the book carry their own section as provenance", () => {
    const steps = [
      ...(() => { const a = toAttackStrength({ weapon: "AR", range: 3, wounded: true, stunned: true, mode: "KF", targets: 3 }); return a.value === undefined ? [] : a.modifiers; })(),
      ...(() => { const a = toAttackStrength({ weapon: "MG", range: 2, mode: "FP" }); return a.value === undefined ? [] : a.modifiers; })(),
      ...(() => { const a = toAttackStrength({ weapon: "BR", range: 3, fixed: { as: 5, rule: "15.13" } }); return a.value === undefined ? [] : a.modifiers; })(),
      ...toDefenseStrength({ mode: "open", terrain: "clear", posture: "prone", hexesPlotted: 10, smoke: true }).modifiers,
      ...toDefenseStrength({ mode: "open", terrain: "clear", posture: "erect", pillboxAperture: "slit", smoke: true }).modifiers,
      ...toDefenseStrength({ mode: "open", terrain: "clear", posture: "erect", flame: true }).modifiers,
    ];
    const cited = steps.filter((m) => m.rule !== "9.8" && m.rule !== "10.8" && m.rule !== "9.65, 9.84").map((m) => [m.rule, m.provenance]);
    expect(cited).toEqual(cited.map(([rule]) => [rule, { kind: "book", section: rule }]));
    expect(cited.map(([rule]) => rule)).toEqual(["19.11", "19.11", "10.5", "10.32", "10.32", "16.45", "15.13", "10.62", "10.63", "11.55", "10.62", "11.55", "28.12"]);
    expect(steps.find((m) => m.name === "fixed attack strength")).toMatchObject({ value: 5 });
    expect(steps.filter((m) => m.name === "pillbox slit")).toHaveLength(1);
  });
});
