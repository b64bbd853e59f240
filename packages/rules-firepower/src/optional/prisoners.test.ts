import { apply } from "@tactica/engine";
import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { inImpulse, run, soldier, tryCommand } from "../conformance/match-fixture";
import { boardOf } from "../core/board";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { releaseUnguarded } from "./prisoners";
import type { FirepowerState, Side, SoldierStatus } from "../state/types";
import { scoreVictory } from "../turn/victory";

const board = boardOf("firepower-sample-2-panel");
const id = (q: number, r: number) => board.idOf({ q, r });
const rfl = (sid: string, hex: string, facing: number) => ({ id: sid, weapon: "RFL" as const, hex, facing, posture: "stand" as const });
const ON = { "firepower/prisoners": "on" };
const patch = (s: FirepowerState, sid: string, fields: { status?: SoldierStatus; prisonerOf?: Side }): FirepowerState =>
  ({ ...s, game: { ...s.game, soldiers: s.game.soldiers.map((x) => (x.id === sid ? { ...x, ...fields } : x)) } });
const on = (s: FirepowerState): FirepowerState => ({ ...s, options: { ...s.options, ...ON } });
const take = { type: "melee", seat: "A", payload: { soldiers: ["A1"], hex: id(2, 3), takePrisoners: true } };

describe("Optional Rule 25: prisoners", () => {
  const start = () => inImpulse([rfl("A1", id(1, 3), 3)], [rfl("B1", id(2, 3), 6), rfl("B2", id(2, 3), 6), rfl("B3", id(7, 3), 6)], id(1, 3));

  it("firepower 25.1: when every defender is Stunned the attackers may take them prisoner instead of a melee (no roll); not otherwise, nor without the option", () => {
    const stunned = patch(patch(start(), "B1", { status: "stunned" }), "B2", { status: "inactive" });
    const r = apply(firepowerRuleset, on(stunned), take, createFixedDice([]));
    if (!r.ok) throw new Error(r.error.code);
    expect(r.events[0]).toMatchObject({ type: "melee/prisoners_taken", data: { prisoners: ["B1", "B2"] } });
    expect([soldier(r.state, "B1").prisonerOf, soldier(r.state, "B2").prisonerOf, soldier(r.state, "B1").eliminated]).toEqual(["A", "A", false]);
    expect(soldier(r.state, "A1").hex).toEqual({ q: 2, r: 3 });
    expect(tryCommand(on(patch(start(), "B1", { status: "stunned" })), take)).toMatchObject({ ok: false, error: { code: "melee/not_all_stunned" } });
    expect(tryCommand(stunned, take)).toMatchObject({ ok: false, error: { code: "melee/no_prisoners" } });
  });

  it("firepower 25.3: prisoners perform no Actions and move only with a guard of the side holding them", () => {
    const s = on(patch(inImpulse([rfl("A1", id(1, 3), 3)], [rfl("B1", id(1, 3), 6), rfl("B3", id(7, 3), 6)], id(1, 3)), "B1", { prisonerOf: "A" }));
    const moved = run(s, { type: "move", seat: "A", payload: { soldier: "A1", prisoners: ["B1"] } });
    expect([soldier(moved, "A1").hex, soldier(moved, "B1").hex]).toEqual([{ q: 2, r: 3 }, { q: 2, r: 3 }]);
    expect(tryCommand(s, { type: "move", seat: "A", payload: { soldier: "A1", prisoners: ["B3"] } })).toMatchObject({ ok: false, error: { code: "move/not_your_prisoner" } });
    expect(tryCommand(s, { type: "move", seat: "B", payload: { soldier: "B1" } }).ok).toBe(false);
  });

  it("firepower 25.4: prisoners with no captor within two hexes are regained by their side; with one near they stay held", () => {
    const s = patch(start(), "B3", { prisonerOf: "A" });
    const freed = releaseUnguarded(s.game, "B");
    expect(freed.events).toEqual([{ type: "prisoners/regained", data: { soldiers: ["B3"], rule: "Firepower 25.4" } }]);
    expect(freed.game.soldiers.find((x) => x.id === "B3")?.prisonerOf).toBeUndefined();
    expect(releaseUnguarded(patch(start(), "B1", { prisonerOf: "A" }).game, "B").events).toEqual([]);
  });

  it("firepower 25.5: a side may not use a hex holding its captured men as a grenade target hex", () => {
    const s = on(patch(inImpulse([rfl("A1", id(1, 3), 3), rfl("A2", id(3, 3), 6)], [rfl("B1", id(3, 3), 6)], id(1, 3)), "A2", { prisonerOf: "B" }));
    expect(tryCommand(s, { type: "throw_grenade", seat: "A", payload: { soldier: "A1", hex: id(3, 3) } })).toMatchObject({ ok: false, error: { code: "fire/own_prisoners" } });
  });

  it("firepower 25.6: each surviving prisoner counts double the VP of a casualty, for the side holding him", () => {
    const held = patch(start(), "B1", { prisonerOf: "A" }).game;
    const result = scoreVictory(held, ON);
    expect(result.prisoners).toEqual({ A: 1, B: 0 });
    expect(result.vp.A).toBe(2 * held.victory.perElimination + result.across.A * held.victory.perSurvivorAcross);
    expect(scoreVictory(start().game, {}).prisoners).toBeUndefined();
  });
});
