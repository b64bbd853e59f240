// Test helper for 12.6 and 10.7(10): an Advanced match on the clear top of the shipped sample map, side A in an Impulse.
import { createMatch } from "@tactica/engine";
import { run } from "../conformance/match-fixture";
import { toTestScenario } from "../conformance/match-fixture";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { boardOf } from "../core/board";
import { firepowerRuleset } from "../play/firepower-ruleset";
import type { FirepowerState } from "../state/types";

type Spec = FirepowerScenario["sides"]["A"]["soldiers"][number];
const board = boardOf("firepower-sample-2-panel");
/** Printed ID of an axial hex of the sample map. */
export const hexId = (q: number, r: number): string => board.idOf({ q, r });
/** A soldier at an axial hex (Standing unless told). */
export const man = (id: string, weapon: "LMG" | "RFL" | "PST", q: number, r: number, facing: number, extra: Partial<Spec> = {}): Spec => ({ id, weapon, hex: hexId(q, r), facing, posture: "stand", ...extra });

/** An Advanced (or Basic) match with these soldiers and scenario extras, side A's Impulse started in A's first soldier's hex. */
export function advancedMatch(a: Spec[], b: Spec[], extra: Partial<FirepowerScenario> = {}, options: Record<string, string> = {}): FirepowerState {
  const made = createMatch(firepowerRuleset, { scenario: { ...toTestScenario(a, b), rules: "advanced", ...extra } });
  if (!made.ok) throw new Error(`${made.error.code}: ${made.error.message}`);
  const state = { ...made.state, options: { ...made.state.options, ...options } } as FirepowerState;
  const drawn = run(state, { type: "turn/draw_chit", seat: "A", payload: {} }, [1]);
  return run(drawn, { type: "turn/start_impulse", seat: "A", payload: { squad: "A", hex: a[0]!.hex } });
}
