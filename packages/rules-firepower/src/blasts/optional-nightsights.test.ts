import { apply, createMatch, recordedDiceFactory, replayMatch } from "@tactica/engine";
import type { GameEvent } from "@tactica/engine";
import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { run, soldier, toTestScenario } from "../conformance/match-fixture";
import { collectFireModifiers } from "../fire-setup/collect-fire-modifiers";
import { BASIC_GAME_SCENARIO } from "../scenarios/basic-game";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { boardOf } from "../core/board";
import { explainFire } from "../combat/explain-fire";
import { losFrom, toFireSituation, toViewpoint } from "../combat/fire-context";
import { firepowerRuleset } from "../play/firepower-ruleset";
import type { NightsightSoldier } from "./optional-nightsights";
import { NIGHTSIGHTS } from "./optional-nightsights";
import { playBotMatch } from "../play/play-match.fixture";
import type { FirepowerState } from "../state/types";

type Spec = FirepowerScenario["sides"]["A"]["soldiers"][number];
const board = boardOf("firepower-sample-2-panel");
const id = (q: number, r: number) => board.idOf({ q, r });
const man = (sid: string, q: number, facing: number, extra: Partial<Spec> = {}): Spec => ({ id: sid, weapon: "RFL", hex: id(q, 3), facing, posture: "stand", ...extra });
const ON = { [NIGHTSIGHTS.id]: "on" };

/** A at q 1 (A1, NST, a smoke grenade) and q 0 (A2, PNS); B at q 3 (B1 PNS, B2); A's first Impulse in A1's hex. */
function field(extra: Partial<FirepowerScenario>, options: Record<string, string>): FirepowerState {
  const sc: FirepowerScenario = { ...toTestScenario([man("A1", 1, 3, { nightsight: "NST", carries: { HGN4M: 1 } }), man("A2", 0, 3, { nightsight: "PNS" })], [man("B1", 3, 6, { nightsight: "PNS" }), man("B2", 3, 6)]), rules: "advanced", ...extra };
  const made = createMatch(firepowerRuleset, { scenario: sc });
  if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
  const drawn = run({ ...made.state, options: { ...made.state.options, ...options } }, { type: "turn/draw_chit", seat: "A", payload: {} }, [1]);
  return run(drawn, { type: "turn/start_impulse", seat: "A", payload: { squad: "A", hex: id(1, 3) } });
}

function step(state: FirepowerState, command: { type: string; seat: string; payload: object }, faces: number[]): { state: FirepowerState; events: readonly GameEvent[] } {
  const r = apply(firepowerRuleset, state, command, createFixedDice(faces));
  if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
  return { state: r.state, events: r.events };
}

const modifiersOf = (s: FirepowerState, firer: string, target: string) => {
  const x = explainFire(s, firer, target);
  if (!x.ok) throw new Error(x.error.code);
  return x.value.odds.modifiers;
};

/** The modifiers of `firer` shooting at `target` in `s`, whoever is active (the fire situation itself). */
function situationModifiers(s: FirepowerState, firer: string, target: string) {
  const f = soldier(s, firer), t = soldier(s, target);
  const los = losFrom(board, s.game, f, toViewpoint(t));
  if (!los) throw new Error("no LOS answer");
  return collectFireModifiers(toFireSituation(board, s.game, f, t, "auto", 0, s.options, los));
}

describe("Optional Rule 16.7.2: nightsights (NST, PNS)", () => {
  it("firepower 16.7.2.2: a PNS reduces the smoke modifier by one per smoke hex (+3 smoke becomes +2 in all); an NST or no option leaves it", () => {
    const smoke = (options: Record<string, string>) => step(field({}, options), { type: "fire_special", seat: "A", payload: { soldier: "A1", item: "HGN4M", hex: id(3, 3) } }, [1]).state;
    const on = smoke(ON);
    const pns = modifiersOf(on, "A2", "B2");
    expect(pns.find((m) => m.name.includes("smoke") && m.value === 3)).toBeDefined();
    expect(pns).toContainEqual({ name: "PNS through 1 smoke hex", value: -1, rule: "Firepower 16.7.2.2", provenance: { kind: "book", section: "Firepower 16.7.2.2" } });
    expect(pns.reduce((n, m) => n + (m.name.includes("smoke") ? m.value : 0), 0)).toBe(2);
    expect(modifiersOf(on, "A1", "B2").some((m) => m.name.startsWith("PNS"))).toBe(false);
    expect(modifiersOf(smoke({}), "A2", "B2").some((m) => m.name.startsWith("PNS"))).toBe(false);
  });

  it("firepower 16.7.2.2: a soldier who fired with his NST at Night is detected by a PNS for the rest of the Turn: -2 against him", () => {
    const night = step(field({ observation: 2 }, ON), { type: "fire", seat: "A", payload: { soldier: "A1", targets: ["B2"] } }, [10, 10, 10, 10, 10, 10]);
    const a1: NightsightSoldier = soldier(night.state, "A1");
    expect(a1.nstRound).toBe(night.state.turn.round);
    const detected = situationModifiers(night.state, "B1", "A1");
    expect(detected).toContainEqual({ name: "PNS: target used an NST this Turn", value: -2, rule: "Firepower 16.7.2.2", provenance: { kind: "book", section: "Firepower 16.7.2.2" } });
    // B2 has no nightsight: no detection.
    expect(situationModifiers(night.state, "B2", "A1").some((m) => m.name.startsWith("PNS"))).toBe(false);
    // By day the NST is not used (12.4.7: Condition 1 anyway), and without the option nothing is marked.
    const day = step(field({}, ON), { type: "fire", seat: "A", payload: { soldier: "A1", targets: ["B2"] } }, [10, 10, 10, 10, 10, 10]);
    const dayA1: NightsightSoldier = soldier(day.state, "A1");
    expect(dayA1.nstRound).toBeUndefined();
    const off = step(field({ observation: 2 }, {}), { type: "fire", seat: "A", payload: { soldier: "A1", targets: ["B2"] } }, [10, 10, 10, 10, 10, 10]);
    const offA1: NightsightSoldier = soldier(off.state, "A1");
    expect([offA1.nstRound, situationModifiers(off.state, "B1", "A1").some((m) => m.name.startsWith("PNS"))]).toEqual([undefined, false]);
  });

  it("firepower 16.7.2.2: the NST mark lasts the current Turn only: the first command of a later Turn clears it", () => {
    const fresh = field({ observation: 2 }, ON);
    // A1 used his NST in the Turn before this one.
    const later: FirepowerState = { ...fresh, game: { ...fresh.game, soldiers: fresh.game.soldiers.map((x): NightsightSoldier => (x.id === "A1" ? { ...x, nstRound: fresh.turn.round - 1 } : x)) } };
    expect(situationModifiers(later, "B1", "A1").some((m) => m.name.startsWith("PNS"))).toBe(true);
    const next = apply(firepowerRuleset, later, { type: "change_facing", seat: "A", payload: { soldier: "A1", facing: 2 } }, createFixedDice([1]));
    if (!next.ok) throw new Error(`${next.error.code} ${next.error.message}`);
    const a1: NightsightSoldier = soldier(next.state, "A1");
    expect(a1.nstRound).toBeUndefined();
    expect(situationModifiers(next.state, "B1", "A1").some((m) => m.name.startsWith("PNS"))).toBe(false);
    // The Turn Record Phase that ends a Turn clears the marks too.
    const night = step(field({ observation: 2 }, ON), { type: "fire", seat: "A", payload: { soldier: "A1", targets: ["B2"] } }, [10, 10, 10, 10, 10, 10]).state;
    const recorded = firepowerRuleset.onTurnEvent?.(night, { type: "turn/turn_record", data: { round: night.turn.round } }, createFixedDice([1]), { turn: { round: night.turn.round, step: "impulse", actors: ["A"], over: false }, options: night.options, tables: new Map() });
    const cleared: NightsightSoldier | undefined = recorded?.state.game.soldiers.find((x) => x.id === "A1");
    const before: NightsightSoldier = soldier(night, "A1");
    expect(before.nstRound).toBe(night.turn.round);
    expect(cleared?.nstRound).toBeUndefined();
  });

  it("firepower 16.7.2: bots play a Night match with nightsights and the option on to a result that replays to the same hashes", () => {
    const sighted: FirepowerScenario = {
      ...BASIC_GAME_SCENARIO, id: "firepower-basic-nightsights", rules: "advanced", observation: 2,
      sides: {
        A: { ...BASIC_GAME_SCENARIO.sides.A, soldiers: BASIC_GAME_SCENARIO.sides.A.soldiers.map((s, i) => ({ ...s, ...(i % 2 === 0 ? { nightsight: "NST" as const } : {}) })) },
        B: { ...BASIC_GAME_SCENARIO.sides.B, soldiers: BASIC_GAME_SCENARIO.sides.B.soldiers.map((s, i) => ({ ...s, ...(i % 2 === 1 ? { nightsight: "PNS" as const } : {}) })) },
      },
    };
    const { state, record } = playBotMatch("nst-1", 5000, sighted, ON);
    expect(state.turn.over).toBe(true);
    expect(state.game.result).not.toBeNull();
    const replayed = replayMatch(record, firepowerRuleset, recordedDiceFactory);
    expect(replayed.mismatch).toBeUndefined();
    expect(replayed.hashes).toEqual([record.initialHash, ...record.steps.map((s) => s.stateHash)]);
  });
});
