// Test helper: Advanced matches on the authored sample map (src/scenarios/authored-sample.ts), side A in an Impulse.
import { createMatch } from "@tactica/engine";
import type { MapDocument } from "@tactica/map";
import { run } from "../conformance/match-fixture";
import { createFirepowerAuthoredSampleMap, toAuthoredSampleScenario } from "../scenarios/authored-sample";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { firepowerRuleset } from "./firepower-ruleset";
import type { FirepowerState } from "../state/types";

export type SoldierSpec = FirepowerScenario["sides"]["A"]["soldiers"][number];
/** A Standing rifleman. */
export const stand = (id: string, hex: string, facing: number, extra: Partial<SoldierSpec> = {}): SoldierSpec => ({ id, weapon: "RFL", hex, facing, posture: "stand", ...extra });

/** An Advanced match on the authored sample map (or a variant of it), side A in an Impulse in `hex`. */
export function inImpulse(a: SoldierSpec[], b: SoldierSpec[], hex: string, opts: { map?: MapDocument; rules?: "basic" | "advanced"; options?: Record<string, string> } = {}): FirepowerState {
  const base = toAuthoredSampleScenario(opts.map);
  const scenario: FirepowerScenario = { ...base, rules: opts.rules ?? "advanced", sides: { A: { ...base.sides.A, soldiers: a }, B: { ...base.sides.B, soldiers: b } } };
  const made = createMatch(firepowerRuleset, { scenario });
  if (!made.ok) throw new Error(`${made.error.code}: ${made.error.message}`);
  const state = { ...made.state, options: { ...made.state.options, ...opts.options } } as FirepowerState;
  const drawn = run(state, { type: "turn/draw_chit", seat: "A", payload: {} }, [1]);
  return run(drawn, { type: "turn/start_impulse", seat: "A", payload: { squad: "A", hex } });
}

/** The authored map with some hexes changed (ground height, terrain) or a building side closed. */
export function variant(change: (doc: MapDocument) => MapDocument): MapDocument {
  return change(createFirepowerAuthoredSampleMap());
}

/** A state with one soldier's fields set. */
export const withSoldier = (s: FirepowerState, id: string, fields: object): FirepowerState =>
  ({ ...s, game: { ...s.game, soldiers: s.game.soldiers.map((x) => (x.id === id ? { ...x, ...fields } : x)) } });

/** The authored map with its door and window closed (a defender's choice at set-up, 8.2.5). */
export function withOpeningsClosed(): MapDocument {
  return variant((d) => ({ ...d, buildings: (d.buildings ?? []).map((b) => ({ ...b, levels: b.levels.map((l) => ({ ...l, sides: (l.sides ?? []).map((x) => (x.type === "door" || x.type === "window" ? { ...x, open: false } : x)) })) })) }));
}
