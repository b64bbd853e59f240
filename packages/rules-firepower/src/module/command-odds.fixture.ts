// A small Advanced Firepower match for commandOdds tests (unit and over GraphQL), and the steps those tests share:
// a command applied with fixed dice, a match started into a side's Impulse, the odds and the command's own refusal.
import { apply, createMatch, createRulingsPack } from "@tactica/engine";
import type { MatchState } from "@tactica/engine";
import { createFixedDice } from "@tactica/dice";
import { boardOf, firepowerRuleset } from "@tactica/rules-firepower";
import type { FirepowerScenario, FirepowerState } from "@tactica/rules-firepower";
import { commandOdds } from "./command-odds";

const board = boardOf("firepower-sample-2-panel");
/** A printed hex ID of the sample map by axial q, r. */
export const hex = (q: number, r: number) => board.idOf({ q, r });
type Spec = FirepowerScenario["sides"]["A"]["soldiers"][number];
const man = (id: string, q: number, facing: number, extra: Partial<Spec> = {}): Spec => ({ id, weapon: "RFL", hex: hex(q, 3), facing, posture: "stand", ...extra });
const side = (name: string, edge: "2/3" | "5/6", soldiers: Spec[]) => ({ name, edge, chits: 3, impulses: 2, soldiers });

/** Advanced: A1 (rifle, one HGN4M round) and A2 (MPL19 with H rounds) in q1; B1-B2 in q3 behind a block, B3 in q4. */
export const ODDS_SCENARIO: FirepowerScenario = {
  id: "command-odds", title: "command odds", map: "firepower-sample-2-panel", turns: 2, rules: "advanced",
  sides: {
    A: side("A", "5/6", [man("A1", 1, 3, { carries: { HGN4M: 1 } }), man("A2", 1, 3, { launcher: { weapon: "MPL19", rounds: { H: 2 } } })]),
    B: side("B", "2/3", [man("B1", 3, 6, { posture: "prone" }), man("B2", 3, 6), man("B3", 4, 6)]),
  },
  victory: { perElimination: 1, perSurvivorAcross: 3, opposite: { A: { qAtLeast: 4 }, B: { qAtMost: 3 } } },
  works: [{ hex: hex(4, 3), type: "block" }],
};

/** `type` applied for `seat` with fixed die faces; a refusal throws. */
export function run(s: FirepowerState, type: string, seat: string, payload: Record<string, unknown> = {}, faces: number[] = []): FirepowerState {
  const r = apply(firepowerRuleset, s, { type, seat, payload }, createFixedDice(faces));
  if (!r.ok) throw new Error(`${type}: ${r.error.code} ${r.error.message}`);
  return r.state as FirepowerState;
}

/**
 * `scenario` started (with `options` in a rulings pack, `before` applied to the new match) into `seat`'s Impulse in
 * `hex`: a face of 1 draws an A chit, 3 a B chit.
 */
export function startImpulse(scenario: FirepowerScenario, hex: string, { seat = "A", options, before = (s) => s }: { seat?: "A" | "B"; options?: Record<string, string>; before?: (s: FirepowerState) => FirepowerState } = {}): FirepowerState {
  const made = createMatch(firepowerRuleset, { scenario, ...(options ? { rulings: createRulingsPack({ id: "command-odds-test", ruleset: "firepower", options }) } : {}) });
  if (!made.ok) throw new Error(`${made.error.code}: ${made.error.message}`);
  const drawn = run(before(made.state as FirepowerState), "turn/draw_chit", seat, {}, [seat === "A" ? 1 : 3]);
  return run(drawn, "turn/start_impulse", seat, { squad: seat, hex });
}

/** commandOdds of `type` for `seat` in `s`. */
export const odds = (s: FirepowerState, seat: string, type: string, payload: Record<string, unknown>) => commandOdds(firepowerRuleset, s as MatchState<unknown, unknown>, seat, { type, payload });

/** The command's own refusal (or "accepted") for `seat` in `s`. */
export function refusalOf(s: FirepowerState, seat: string, type: string, payload: Record<string, unknown>) {
  const r = apply(firepowerRuleset, s, { type, seat, payload }, createFixedDice([]));
  return r.ok ? "accepted" : r.error;
}
