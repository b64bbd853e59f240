import { apply, createMatch, legalActionsFor } from "@tactica/engine";
import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { run, soldier, toTestScenario, tryCommand } from "../conformance/match-fixture";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { boardOf } from "../core/board";
import { firepowerRuleset } from "../play/firepower-ruleset";
import type { FirepowerState } from "../state/types";

const board = boardOf("firepower-sample-2-panel");
const id = (q: number, r: number) => board.idOf({ q, r });
const cmd = (type: string, seat: string, payload: Record<string, unknown> = {}) => ({ type, seat, payload });
const HEX = id(1, 3);

function armed(): FirepowerState {
  const sc: FirepowerScenario = {
    ...toTestScenario([{ id: "A1", weapon: "RFL", hex: HEX, facing: 3, posture: "stand", dmc: 1 }, { id: "A2", weapon: "RFL", hex: id(0, 7), facing: 3, posture: "stand" }], [{ id: "B1", weapon: "RFL", hex: id(7, 3), facing: 6, posture: "stand" }]),
    rules: "advanced",
  };
  const made = createMatch(firepowerRuleset, { scenario: sc });
  if (!made.ok) throw new Error(made.error.code);
  let s = run(made.state, cmd("turn/draw_chit", "A"), [1]);
  s = run(s, cmd("turn/start_impulse", "A", { squad: "A", hex: HEX }));
  expect(legalActionsFor(firepowerRuleset, s, "A")).toContainEqual(cmd("arm_charge", "A", { soldier: "A1" }));
  return run(s, cmd("arm_charge", "A", { soldier: "A1" }));
}

describe("demolition charges (firepower 12.4.9)", () => {
  it("firepower 11.1.13: arming expends all of the soldier's MF and uses up the charge he carries; the armed charge is in the open", () => {
    const s = armed();
    expect(soldier(s, "A1")).toMatchObject({ mf: 4 });
    expect(soldier(s, "A1").dmc).toBeUndefined();
    expect(s.game.charges).toEqual([{ id: "DMC1", side: "A", hex: { q: 1, r: 3 }, armedThisPhase: true }]);
    expect(tryCommand(s, cmd("move", "A", { soldier: "A1" }))).toMatchObject({ ok: false, error: { code: "move/no_mf" } });
    const noCharge = run(run(s, cmd("turn/end_impulse", "A")), cmd("turn/start_impulse", "A", { squad: "A", hex: id(0, 7) }));
    expect(tryCommand(noCharge, cmd("arm_charge", "A", { soldier: "A2" }))).toMatchObject({ ok: false, error: { code: "dmc/none" } });
  });

  it("firepower 12.4.9: the charge explodes at the very end of the placing side's next Impulse Phase, not at the end of the arming one or the enemy's", () => {
    let s = run(armed(), cmd("turn/end_impulse", "A"));
    s = run(s, cmd("turn/end_impulse_phase", "A"));
    expect(s.game.charges).toEqual([expect.objectContaining({ armedThisPhase: false })]);
    s = run(s, cmd("turn/draw_chit", "A"), [3]);
    expect(s.turn.active).toBe("B");
    s = run(s, cmd("turn/end_impulse_phase", "B"));
    expect(s.game.charges).toHaveLength(1);
    s = run(s, cmd("turn/draw_chit", "A"), [1]);
    expect(s.turn.active).toBe("A");
    // A1 stayed in the hex: he rolls against the (placeholder) blast 8; 9 > 8, so he survives Stunned and Prone.
    const r = apply(firepowerRuleset, s, cmd("turn/end_impulse_phase", "A"), createFixedDice([9]));
    if (!r.ok) throw new Error(r.error.code);
    const blast = r.events.find((e) => e.type === "dmc/exploded");
    expect(blast?.data).toMatchObject({ charge: "DMC1", hex: HEX, blast: 8, provenance: "placeholder", rolls: [{ soldier: "A1", roll: 9, total: 0, result: "stunned" }] });
    expect(soldier(r.state, "A1")).toMatchObject({ status: "stunned", posture: "prone" });
    expect(r.state.game.charges).toEqual([]);
  });
});
