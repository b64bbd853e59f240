// Test helper (imported only by tests): an Advanced Firepower match with a light mortar crewed by A1 and A2 at 1A3,
// observer A3 at 1A6, and side B's soldiers where the test puts them; phases drawn and Impulses started by name.
import { createFixedDice } from "@tactica/dice";
import type { Command } from "@tactica/engine";
import { apply, createMatch } from "@tactica/engine";
import { toTestScenario } from "../conformance/match-fixture";
import { firepowerRuleset } from "../play/firepower-ruleset";
import type { FirepowerState } from "../state/types";
import type { Mortar } from "../state/mortar-state";
import { mortarsOf } from "../state/mortar-state";

const rfl = (id: string, hex: string, facing: number) => ({ id, weapon: "RFL" as const, hex, facing, posture: "stand" as const });

/** The match at its start (no chit drawn), with mortar M1 (MRT-L) in play. */
export function mortarMatch(b: { id: string; hex: string }[], mortar: Partial<Pick<Mortar, "crew" | "radio" | "weapon">> = {}): FirepowerState {
  const sc = toTestScenario([rfl("A1", "1A3", 2), rfl("A2", "1A3", 2), rfl("A3", "1A6", 2)], b.map((x) => rfl(x.id, x.hex, 5)));
  const spec = { id: "M1", side: "A" as const, weapon: "MRT-L" as const, radio: false, ...mortar, crew: [...(mortar.crew ?? ["A1", "A2"])] };
  const made = createMatch(firepowerRuleset, { scenario: { ...sc, rules: "advanced", turns: 3, mortars: [spec] } });
  if (!made.ok) throw new Error(made.error.code);
  return made.state as FirepowerState;
}

/** Apply with fixed dice; throws on a rejection. */
export function step(state: FirepowerState, type: string, seat: string, payload: unknown = {}, faces: number[] = []): FirepowerState {
  const r = apply(firepowerRuleset, state, { type, seat, payload } as Command, createFixedDice(faces));
  if (!r.ok) throw new Error(`${type}: ${r.error.code} ${r.error.message}`);
  return r.state as FirepowerState;
}

/** Side A draws its next chit (A's units come first in the cup: face 1) and starts an Impulse in `hex`. */
export function aImpulse(state: FirepowerState, hex: string): FirepowerState {
  const drawn = step(state, "turn/draw_chit", "A", {}, [1]);
  return step(drawn, "turn/start_impulse", "A", { squad: "A", hex });
}

/** End side A's Impulse and Impulse Phase. */
export function endPhase(state: FirepowerState): FirepowerState {
  return step(step(state, "turn/end_impulse", "A"), "turn/end_impulse_phase", "A");
}

/** The match's mortar M1. */
export function m1(state: FirepowerState): Mortar {
  const m = mortarsOf(state.game).find((x) => x.id === "M1");
  if (!m) throw new Error("no M1");
  return m;
}
