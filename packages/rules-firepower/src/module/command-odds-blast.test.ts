import { apply, createMatch } from "@tactica/engine";
import type { MatchState } from "@tactica/engine";
import { createFixedDice } from "@tactica/dice";
import { boardOf, firepowerRuleset, hexAhead, toAuthoredSampleScenario } from "@tactica/rules-firepower";
import type { FirepowerScenario, FirepowerState } from "@tactica/rules-firepower";
import { describe, expect, it } from "vitest";
import { commandOdds } from "./command-odds";
import { run, startImpulse } from "./command-odds.fixture";
import type { CommandOddsPart } from "@tactica/ruleset-module";
import { everyRoll } from "./command-odds-blast";

type Spec = FirepowerScenario["sides"]["A"]["soldiers"][number];
type Blast = { impact: string; storey: number; height: number; total: number; probability: string };
const man = (id: string, hex: string, facing: number, extra: Partial<Spec> = {}): Spec => ({ id, weapon: "RFL", hex, facing, posture: "stand", ...extra });


/** An Advanced match on the authored sample map with `seat`'s Impulse started in `hex`. */
function inImpulse(a: Spec[], b: Spec[], seat: "A" | "B", hex: string, extra: Partial<FirepowerScenario> = {}, patch: (s: FirepowerState) => FirepowerState = (s) => s): FirepowerState {
  const base = toAuthoredSampleScenario();
  return startImpulse({ ...base, rules: "advanced", sides: { A: { ...base.sides.A, soldiers: a }, B: { ...base.sides.B, soldiers: b } }, ...extra }, hex, { seat, before: patch });
}

const odds = (s: FirepowerState, seat: string, payload: Record<string, unknown>) => {
  const r = commandOdds(firepowerRuleset, s as MatchState<unknown, unknown>, seat, { type: "throw_grenade", payload });
  if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
  return r.value;
};
const blastsOf = (p: CommandOddsPart | undefined) => (p?.details.blasts ?? []) as Blast[];

/**
 * The command thrown with `faces` (a hit, and a pass through an opening) and its grenade/blast event compared with the
 * odds: the same soldiers roll, and each one's blast target equals the odds' for that impact location.
 */
function expectSameBlast(s: FirepowerState, seat: string, payload: Record<string, unknown>, faces: number[]) {
  const answer = odds(s, seat, payload);
  const r = apply(firepowerRuleset, s, { type: "throw_grenade", seat, payload }, createFixedDice([...faces, ...Array.from({ length: 20 }, () => 10)]));
  if (!r.ok) throw new Error(r.error.code);
  const blast = r.events.find((e) => e.type === "grenade/blast")?.data as { impact: string; storey?: number; impactHeight?: number; rolls: { soldier: string; total: number; vehicle?: string }[] } | undefined;
  if (!blast) throw new Error("the throw did not burst");
  const at = (p: CommandOddsPart) => blastsOf(p).find((b) => b.impact === blast.impact && b.storey === (blast.storey ?? 0) && b.height === (blast.impactHeight ?? 0));
  const reached = answer.parts.filter((p) => at(p) !== undefined);
  expect(reached.map((p) => p.target).sort()).toEqual(blast.rolls.filter((x) => !x.vehicle).map((x) => x.soldier).sort());
  for (const roll of blast.rolls.filter((x) => !x.vehicle)) expect(at(answer.parts.find((p) => p.target === roll.soldier)!)?.total).toBe(roll.total);
  for (const p of answer.parts) expect(p.outcomes.reduce((n, o) => n + Number(o.decimal), 0)).toBeCloseTo(1, 5);
  return { answer, blast };
}

describe("commandOdds grenade blasts are the command's own (firepower 6.3.6.3.2.2, 12.2.3, 12.2.8, 12.7.3)", () => {
  it("firepower 6.3.6.3.2.1: every-roll replay gives each branch its exact chance and sums to 1", () => {
    const paths = everyRoll((d) => (d.roll(10) <= 3 ? "hit" : d.roll(10) <= 5 ? "spread" : "miss"));
    const p = (name: string) => paths.filter((x) => x.value === name).reduce((n, x) => n + Number(x.p.num) / Number(x.p.den), 0);
    expect(p("hit")).toBeCloseTo(0.3, 10);
    expect(p("spread")).toBeCloseTo(0.35, 10);
    expect(p("miss")).toBeCloseTo(0.35, 10);
    expect(paths).toHaveLength(3 + 7 * 10);
  });

  it("firepower 12.7.3, 12.2.8: a throw at a storey: the men upstairs and downstairs get the command's blast targets (storey heights) at the storey impact", () => {
    const s = inImpulse([man("A1", "4E2", 3)], [man("B1", "4F2", 6, { storey: 1 }), man("B2", "4F2", 6)], "A", "4E2");
    const { answer, blast } = expectSameBlast(s, "A", { soldier: "A1", hex: "4F2", storey: 1 }, [1]);
    expect(blast.storey).toBe(1);
    expect(blastsOf(answer.parts.find((p) => p.target === "B1")).some((b) => b.storey === 1)).toBe(true);
    expect(answer.parts.find((p) => p.target === "B1")?.outcomes.map((o) => o.outcome)).toContain("eliminated");
  });

  it("firepower 12.7.3: a storey throw from range 2 folds the door or window pass roll into the landing", () => {
    const s = inImpulse([man("A1", "4D1", 3), man("A2", "4E2", 1)], [man("B1", "4F2", 6, { storey: 1 })], "A", "4D1");
    const answer = odds(s, "A", { soldier: "A1", hex: "4F2", storey: 1 });
    const landing = (answer.parts[0]?.details.landing ?? []) as { outcome: string; decimal: string }[];
    expect(landing.reduce((n, o) => n + Number(o.decimal), 0)).toBeCloseTo(1, 5);
    // From 4D1 the window's gap to A1's span is too wide: a hit always bursts against the wall outside, in 4E2 at height 5.
    expect(landing.map((o) => o.outcome).sort()).toEqual(["dud", "hit (outside_wall)", "spread"]);
    expect(landing.find((o) => o.outcome === "hit (outside_wall)")?.decimal).toBe("0.800000");
    const { answer: again, blast } = expectSameBlast(s, "A", { soldier: "A1", hex: "4F2", storey: 1 }, [1, 1]);
    expect(blast).toMatchObject({ impact: "4E2", impactHeight: 5 });
    expect(blastsOf(again.parts.find((p) => p.target === "A2"))).toContainEqual(expect.objectContaining({ impact: "4E2", height: 5, inside: false, probability: "4/5", heightModifier: 3 }));
  });

  it("firepower 10.4.1: a tree position's thickened hexsides change the blast target exactly as in the command", () => {
    const board = boardOf(toAuthoredSampleScenario());
    // As tree-positions.test.ts: A1 two hexes north of NORTH throws at NORTH, next to the tree hex 4B4 holding B1.
    const north = board.idOf(hexAhead(board.hexOf("4B4")!, 1));
    const thrower = { hex: board.idOf(hexAhead(hexAhead(board.hexOf(north)!, 1), 1)), facing: 4 };
    const totals = [1, 4].map((dir) => {
      const s = inImpulse([man("A1", thrower.hex, thrower.facing)], [man("B1", "4B4", 1)], "A", thrower.hex, {}, (st) => ({
        ...st, game: { ...st.game, soldiers: st.game.soldiers.map((x) => (x.id === "B1" ? { ...x, treePosition: { hex: board.hexOf("4B4")!, kind: "side" as const, dir, order: 1 } } : x)) },
      }));
      const { answer } = expectSameBlast(s, "A", { soldier: "A1", hex: north }, [1]);
      return blastsOf(answer.parts.find((p) => p.target === "B1")).find((b) => b.impact === north)?.total ?? Number.NaN;
    });
    expect(totals[0]! - totals[1]!).toBe(1);
  });

  it("firepower 12.2.3: a hill between the burst and a man shuts him out of the odds as it does out of the command's blast", () => {
    const s = inImpulse([man("A1", "4E3", 5, { posture: "prone" })], [man("B1", "4C2", 4, { posture: "prone" })], "B", "4C2");
    const payload = { soldier: "B1", hex: "4C3" };
    const { answer } = expectSameBlast(s, "B", payload, [1]);
    expect(blastsOf(answer.parts.find((p) => p.target === "A1")).some((b) => b.impact === "4C3")).toBe(false);
  });

  it("firepower 12.2.3, 8.8.5.4, 12.7.1: a roadblock between the burst and a prone man shuts him out of the odds at that impact, unless the side roll puts the burst beyond it on his side", () => {
    const s = inImpulse([man("A1", "4G5", 1, { posture: "prone" }), man("A2", "4G3", 4)], [man("B1", "4A1", 2, { posture: "prone" })], "A", "4G3", { roadblocks: [{ hex: "4G5", sides: [1] }] });
    const thrower = { soldier: "A2", hex: "4G4" };
    const { answer } = expectSameBlast(s, "A", thrower, [1]);
    const atImpact = (blastsOf(answer.parts.find((p) => p.target === "A1")) as (Blast & { beyond?: number })[]).filter((b) => b.impact === "4G4");
    expect(atImpact.length).toBeGreaterThan(0);
    expect(atImpact.every((b) => b.beyond !== undefined)).toBe(true);
  });

  it("firepower 12.4.2, 20.1.2: mortar fire: the bomb's landing is the command's replayed, and each man's blast target is the mortar blast's", () => {
    const rfl = (id: string, hex: string, facing: number): Spec => ({ id, weapon: "RFL", hex, facing, posture: "stand" });
    const made = createMatch(firepowerRuleset, { scenario: {
      id: "odds-mortar", title: "odds mortar", map: "firepower-sample-2-panel", turns: 3, rules: "advanced",
      sides: { A: { name: "A", edge: "5/6", chits: 3, impulses: 2, soldiers: [rfl("A1", "1A3", 2), rfl("A2", "1A3", 2), rfl("A3", "1A6", 2)] }, B: { name: "B", edge: "2/3", chits: 3, impulses: 2, soldiers: [rfl("B1", "1H3", 5), rfl("B2", "1H4", 5)] } },
      victory: { perElimination: 1, perSurvivorAcross: 3, opposite: { A: { qAtLeast: 4 }, B: { qAtMost: 3 } } },
      mortars: [{ id: "M1", side: "A", weapon: "MRT-L", radio: false, crew: ["A1", "A2"] }],
    } });
    if (!made.ok) throw new Error(made.error.code);
    const aImpulse = (st: FirepowerState, hex: string) => run(run(st, "turn/draw_chit", "A", {}, [1]), "turn/start_impulse", "A", { squad: "A", hex });
    const first = run(aImpulse(made.state as FirepowerState, "1A6"), "observe", "A", { observer: "A3", mortar: "M1", hex: "1H3" });
    const s = aImpulse(run(run(first, "turn/end_impulse", "A", {}), "turn/end_impulse_phase", "A", {}), "1A3");
    const payload = { mortar: "M1", crewman: "A1", hex: "1H3" };
    const r = commandOdds(firepowerRuleset, s as MatchState<unknown, unknown>, "A", { type: "fire_mortar", payload });
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    const landing = r.value.parts[0];
    expect(landing?.target).toBe("hex 1H3");
    expect(landing?.outcomes.reduce((n, o) => n + Number(o.decimal), 0)).toBeCloseTo(1, 5);
    const fired = apply(firepowerRuleset, s, { type: "fire_mortar", seat: "A", payload }, createFixedDice([1, ...Array.from({ length: 20 }, () => 10)]));
    if (!fired.ok) throw new Error(fired.error.code);
    expect(fired.events[0]?.data).toMatchObject({ outcome: "hit", hitNumber: landing?.details.hitNumber, total: landing?.details.modifierTotal });
    const blast = fired.events.find((e) => e.type === "mortar/blast")?.data as { blast: number; rolls: { soldier: string; total: number }[] };
    expect(blast.blast).toBe(landing?.details.blastNumber);
    const at = (id: string) => blastsOf(r.value.parts.find((p) => p.target === id)).find((b) => b.impact === "1H3");
    expect(r.value.parts.slice(1).filter((p) => at(p.target) !== undefined).map((p) => p.target).sort()).toEqual(blast.rolls.map((x) => x.soldier).sort());
    expect(blast.rolls.length).toBeGreaterThan(0);
    for (const roll of blast.rolls) expect(at(roll.soldier)?.total).toBe(roll.total);
  });

  it("firepower 12.7.3: a throw into a bunker folds the loophole pass roll in: inside it reaches only the man inside, against the wall only the man beside it", () => {
    const board = boardOf("firepower-sample-2-panel");
    const at = (q: number, r: number) => board.idOf({ q, r });
    const rfl = (id: string, hex: string, facing: number): Spec => ({ id, weapon: "RFL", hex, facing, posture: "stand" });
    const unit = at(4, 4);
    const made = createMatch(firepowerRuleset, { scenario: {
      id: "odds-bunker", title: "odds bunker", map: "firepower-sample-2-panel", turns: 1, rules: "advanced",
      sides: { A: { name: "A", edge: "5/6", chits: 3, impulses: 2, soldiers: [rfl("A1", at(6, 4), 6)] }, B: { name: "B", edge: "2/3", chits: 3, impulses: 2, soldiers: [rfl("B1", unit, 3), rfl("B2", unit, 3)] } },
      victory: { perElimination: 1, perSurvivorAcross: 3, opposite: { A: { qAtLeast: 4 }, B: { qAtMost: 3 } } },
      fortifications: [{ hex: unit, type: "bunker", door: 6, garrison: ["B1"] }],
    } });
    if (!made.ok) throw new Error(made.error.code);
    const s = run(run(made.state as FirepowerState, "turn/draw_chit", "A", {}, [1]), "turn/start_impulse", "A", { squad: "A", hex: at(6, 4) });
    const payload = { soldier: "A1", hex: unit, inside: true };
    const answer = odds(s, "A", payload);
    const landing = (answer.parts[0]?.details.landing ?? []) as { outcome: string; probability: string }[];
    const p = (o: string) => landing.find((x) => x.outcome === o)?.probability;
    expect(p("hit (inside_unit)")).toBeDefined();
    expect(p("hit (outside_unit)")).toBeDefined();
    const inside = expectSameBlast(s, "A", payload, [1, 1]);
    expect(inside.blast.rolls.map((x) => x.soldier).filter((x) => x.startsWith("B"))).toEqual(["B1"]);
    const outside = expectSameBlast(s, "A", payload, [1, 2]);
    expect(outside.blast.rolls.map((x) => x.soldier).filter((x) => x.startsWith("B"))).toEqual(["B2"]);
  });
});
