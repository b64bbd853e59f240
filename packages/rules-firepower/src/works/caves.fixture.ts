// Test helper for caves, tunnels, roadblocks and ditches (8.8.5.3-8.8.8): Advanced matches on the authored sample map
// (hill in column D: 4D2 3 heights, 4D3 6) with those units in the scenario.
import { createMatch } from "@tactica/engine";
import type { MapDocument } from "@tactica/map";
import { run } from "../conformance/match-fixture";
import { toAuthoredSampleScenario } from "../scenarios/authored-sample";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { firepowerRuleset } from "../play/firepower-ruleset";
import type { SoldierSpec } from "../play/authored-match.fixture";
import type { FirepowerState } from "../state/types";

/** The cave of these tests: 4C3, mouth on hexside 5 (toward 4B3), its back against the 3-height hexside of 4D2. */
export const CAVE = { hex: "4C3", mouth: 5 } as const;

/** An Advanced scenario on the authored map with these soldiers and extra fields (caves, roadblocks, works, tunnels...). */
export function undergroundScenario(a: SoldierSpec[], b: SoldierSpec[], extra: Partial<FirepowerScenario> = {}, map?: MapDocument): FirepowerScenario {
  const base = toAuthoredSampleScenario(map);
  return { ...base, rules: "advanced", sides: { A: { ...base.sides.A, soldiers: a }, B: { ...base.sides.B, soldiers: b } }, ...extra };
}

/** A match of that scenario (throws on a refused scenario). */
export function startUnderground(scenario: FirepowerScenario): FirepowerState {
  const made = createMatch(firepowerRuleset, { scenario });
  if (!made.ok) throw new Error(`${made.error.code}: ${made.error.message}`);
  return made.state as FirepowerState;
}

/** The match with `side`'s chit drawn and its Impulse started in `hex`. */
export function impulseAt(state: FirepowerState, side: "A" | "B", hex: string): FirepowerState {
  const drawn = run(state, { type: "turn/draw_chit", seat: side, payload: {} }, [side === "A" ? 1 : 3]);
  return run(drawn, { type: "turn/start_impulse", seat: side, payload: { squad: side, hex } });
}
