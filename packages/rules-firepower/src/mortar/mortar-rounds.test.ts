import { apply } from "@tactica/engine";
import type { GameEvent } from "@tactica/engine";
import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { firepowerRuleset } from "../play/firepower-ruleset";
import type { FieldGame } from "../blasts/smoke";
import { addSmoke } from "../blasts/smoke";
import { boardOf } from "../core/board";
import type { FirepowerState } from "../state/types";
import { aImpulse, endPhase, mortarMatch, step } from "./mortar.fixture";

/** A3 writes "A3 Observe-1H3" in A's first phase; in the next one the crew at 1A3 may fire on it. */
function onOrder(): FirepowerState {
  const first = step(aImpulse(mortarMatch([{ id: "B1", hex: "1H3" }]), "1A6"), "observe", "A", { observer: "A3", mortar: "M1", hex: "1H3" });
  return aImpulse(endPhase(first), "1A3");
}

function fireMortar(state: FirepowerState, ammo: string | undefined, faces: number[]): { state: FirepowerState; events: readonly GameEvent[] } {
  const r = apply(firepowerRuleset, state, { type: "fire_mortar", seat: "A", payload: { mortar: "M1", crewman: "A1", hex: "1H3", ...(ammo ? { ammo } : {}) } }, createFixedDice(faces));
  if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
  return { state: r.state, events: r.events };
}

describe("mortar smoke and illumination rounds (firepower 12.3.7, 12.3.8)", () => {
  it("firepower 12.3.7: a mortar smoke round lays a smoke unit on its impact hex and scores no hits", () => {
    const out = fireMortar(onOrder(), "M", [1]);
    expect(out.events.map((e) => e.type)).toEqual(["mortar/fired", "mortar/smoke"]);
    expect(out.events[1]?.data).toMatchObject({ hex: "1H3", modifier: 3 });
    expect(((out.state.game as FieldGame).smoke ?? []).map((m) => [m.source, m.round, m.by])).toEqual([["M", 1, "M1"]]);
    expect(out.state.game.soldiers.find((s) => s.id === "B1")).toMatchObject({ eliminated: false, status: "none" });
  });

  it("firepower 12.3.8: a mortar illumination round places an illumination unit and scores no hits", () => {
    const out = fireMortar(onOrder(), "U", [1]);
    expect(out.events.map((e) => e.type)).toEqual(["mortar/fired", "mortar/illumination"]);
    expect((out.state.game as FieldGame).illumination?.length).toBe(1);
  });

  it("firepower 12.2.7: a mortar bomb aimed into a smoke hex takes +3 on its roll", () => {
    const s = onOrder();
    const smoked: FirepowerState = { ...s, game: addSmoke(s.game, { hex: boardOf(s.game).hexOf("1H3")!, source: "M", round: 1, by: "test" }) };
    const out = fireMortar(smoked, undefined, [10]);
    const fired = out.events[0]?.data as { modifiers: { name: string; value: number; rule: string }[]; total: number };
    expect(fired.modifiers).toEqual(expect.arrayContaining([expect.objectContaining({ value: 3, rule: "Firepower 12.2.7" })]));
    expect(fired.total).toBe(3);
  });
});
