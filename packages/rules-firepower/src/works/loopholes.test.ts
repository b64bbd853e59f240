import { apply, createMatch } from "@tactica/engine";
import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { run, soldier, tryCommand } from "../conformance/match-fixture";
import { toAuthoredSampleScenario } from "../scenarios/authored-sample";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { boardOf } from "../core/board";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { stepHex } from "../core/geometry";
import { checkLoopholeFire } from "./loopholes";
import type { FirepowerState } from "../state/types";
import { stand } from "../play/authored-match.fixture";
import type { SoldierSpec } from "../play/authored-match.fixture";

const base = toAuthoredSampleScenario();
const board = boardOf(base);
const F3 = board.hexOf("4F3")!;
/** Two hexes out of 4F3 across its south-east hexside (side 3, map direction 2): the walled side the scenario may pierce. */
const OUT2 = board.idOf(stepHex(stepHex(F3, 2), 2));
const LOOPHOLE = [{ hex: "4F3", side: 3 }];

function match(a: SoldierSpec[], b: SoldierSpec[], impulseHex: string, extra: Partial<FirepowerScenario> = {}, options: Record<string, string> = {}): FirepowerState {
  const made = createMatch(firepowerRuleset, { scenario: { ...base, sides: { A: { ...base.sides.A, soldiers: a }, B: { ...base.sides.B, soldiers: b } }, ...extra } });
  if (!made.ok) throw new Error(`${made.error.code}: ${made.error.message}`);
  const s = { ...made.state, options: { ...made.state.options, ...options } } as FirepowerState;
  return run(run(s, { type: "turn/draw_chit", seat: "A", payload: {} }, [1]), { type: "turn/start_impulse", seat: "A", payload: { squad: "A", hex: impulseHex } });
}

const fire = (sid: string, target: string) => ({ type: "fire", seat: "A", payload: { soldier: sid, targets: [target] } });
const MISSES = Array.from({ length: 12 }, () => 10);

function burstTotal(s: FirepowerState, sid: string, target: string): { total: number; names: string[] } {
  const r = apply(firepowerRuleset, s, fire(sid, target), createFixedDice(MISSES));
  if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
  const b = (r.events[0]?.data as { bursts: { total: number; modifiers: { name: string }[] }[] }).bursts[0];
  return { total: b?.total ?? Number.NaN, names: b?.modifiers.map((m) => m.name) ?? [] };
}

describe("loopholes in building walls (firepower 8.2.4, 12.1.6, 12.2.3-12.2.4)", () => {
  it("firepower 8.2.4: a scenario loophole pierces the wall: a soldier inside fires through it, but nobody moves through it", () => {
    const walled = match([stand("A1", "4F3", 3)], [stand("B1", OUT2, 6)], "4F3");
    expect(tryCommand(walled, fire("A1", "B1"), MISSES)).toMatchObject({ ok: false, error: { code: "fire/no_los" } });
    const looped = match([stand("A1", "4F3", 3)], [stand("B1", OUT2, 6)], "4F3", { loopholes: LOOPHOLE });
    expect(boardOf(looped.game).levelSide(F3, 2, 0)).toMatchObject({ type: "loophole", open: true });
    expect(tryCommand(looped, fire("A1", "B1"), MISSES).ok).toBe(true);
    expect(tryCommand(looped, { type: "move", seat: "A", payload: { soldier: "A1" } })).toMatchObject({ ok: false, error: { code: "move/wall" } });
  });

  it("firepower 12.2.3-12.2.4: a target using a wall loophole is +3 (+2 loophole, +1 concealment, not the building's again); option loophole_total plus_two makes it +2", () => {
    const open = match([stand("A1", OUT2, 6)], [stand("B1", board.idOf(stepHex(F3, 2)), 3)], OUT2);
    const inside = match([stand("A1", OUT2, 6)], [stand("B1", "4F3", 3)], OUT2, { loopholes: LOOPHOLE });
    const two = match([stand("A1", OUT2, 6)], [stand("B1", "4F3", 3)], OUT2, { loopholes: LOOPHOLE }, { "firepower/loophole_total": "plus_two" });
    const clear = burstTotal(open, "A1", "B1");
    const looped = burstTotal(inside, "A1", "B1");
    expect(looped.total).toBe(clear.total + 3);
    expect(looped.names.filter((n) => n.includes("concealment") && !n.startsWith("target using a loophole"))).toEqual([]);
    expect(burstTotal(two, "A1", "B1").total).toBe(clear.total + 2);
  });

  it("firepower 12.1.6: a soldier fires through a loophole only facing the wall that holds it", () => {
    const looped = match([stand("A1", "4F3", 2)], [stand("B1", OUT2, 6)], "4F3", { loopholes: LOOPHOLE });
    const a1 = soldier(looped, "A1"), b1 = soldier(looped, "B1");
    expect(checkLoopholeFire(boardOf(looped.game), a1, [b1])).toMatchObject({ ok: false, error: { code: "fire/loophole_facing", rule: "Firepower 12.1.6" } });
    expect(checkLoopholeFire(boardOf(looped.game), { ...a1, facing: 3 }, [b1]).ok).toBe(true);
    expect(tryCommand(looped, fire("A1", "B1"), MISSES).ok).toBe(false);
  });

  it("firepower 8.2.4: a loophole goes only into a building wall", () => {
    const bad = firepowerRuleset.scenario.safeParse({ ...base, loopholes: [{ hex: "4A1", side: 1 }] });
    expect(bad.success).toBe(false);
    expect(firepowerRuleset.scenario.safeParse({ ...base, loopholes: LOOPHOLE }).success).toBe(true);
  });
});
