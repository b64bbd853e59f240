import { apply, checkCommand, viewFor } from "@tactica/engine";
import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { inImpulse } from "../conformance/match-fixture";
import { boardOf } from "../core/board";
import { firepowerRuleset } from "../play/firepower-ruleset";
import type { FirepowerState } from "../state/types";

const board = boardOf("firepower-sample-2-panel");
const id = (q: number, r: number) => board.idOf({ q, r });
const rfl = (sid: string, hex: string, facing: number) => ({ id: sid, weapon: "RFL" as const, hex, facing, posture: "stand" as const });
const fused = (): FirepowerState => {
  const s = inImpulse([rfl("A1", id(1, 3), 3)], [rfl("B1", id(4, 3), 6)], id(1, 3));
  const r = apply(firepowerRuleset, { ...s, options: { ...s.options, "firepower/return_throw": "on" } }, { type: "throw_grenade", seat: "A", payload: { soldier: "A1", hex: id(4, 3) } }, createFixedDice([1]));
  if (!r.ok) throw new Error(r.error.code);
  return r.state;
};

describe("Options 16.1 and 16.5 as the engine's pending reaction", () => {
  it("firepower 16.1: a fused grenade is a public window for the side in its impact hex, answered by the reaction commands", () => {
    const s = fused();
    for (const viewer of ["A", "B", "spectator"]) {
      expect(viewFor(firepowerRuleset, s, viewer).reaction).toEqual({ seats: ["B"], answers: ["return_grenade", "let_grenade_explode", "order_fire", "hold_fire"], rule: "Firepower 16.1" });
    }
    // The window's data stays in the game state (its hash as before): the engine holds nothing of its own.
    expect(s.reactions).toBeUndefined();
    expect(checkCommand(firepowerRuleset, s, { type: "turn/end_impulse", seat: "A", payload: {} })).toEqual({
      ok: false, error: { code: "grenade/awaiting_return", message: "a grenade lies fused: the side in its impact hex decides first whether to throw it back", rule: "Firepower 16.1" },
    });
  });

  it("firepower 16.1: once the side decides the window is gone from every view", () => {
    const decided = apply(firepowerRuleset, fused(), { type: "let_grenade_explode", seat: "B", payload: {} }, createFixedDice([9, 9]));
    if (!decided.ok) throw new Error(decided.error.code);
    expect(viewFor(firepowerRuleset, decided.state, "A").reaction).toBeUndefined();
    expect(viewFor(firepowerRuleset, decided.state, "A").actors).toEqual(["A"]);
  });
});
