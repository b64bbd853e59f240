import { apply, createMatch, createRulingsPack, recordedDiceFactory, replayMatch } from "@tactica/engine";
import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { soldier } from "../conformance/match-fixture";
import { BASIC_GAME_SCENARIO } from "../scenarios/basic-game";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { firepowerRuleset } from "../play/firepower-ruleset";
import type { NbcGame, NbcSoldier } from "./optional-nbc-environment";
import { applyNbcEnvironment, isNbcProtected, NBC_ENVIRONMENT } from "./optional-nbc-environment";
import { playBotMatch } from "../play/play-match.fixture";
import type { FirepowerState } from "../state/types";
import { scoreVictory } from "../turn/victory";
import { hexId, impulseAt, man, vehicleScenario } from "../weapons/vehicles.fixture";
import type { FieldSoldier } from "../core/wound-effects";

type Spec = FirepowerScenario["sides"]["A"]["soldiers"][number];
const suit = (s: Spec): Spec => ({ ...s, nbc: true });
const crouch = (s: Spec): Spec => ({ ...s, posture: "crouch" });

/** V1 buttoned (crew A7, A8 and inside passenger A9 Crouching), A10 on its rear; A1 in a suit, A2 without; B1 in a suit. */
function match(environment: string, extra: Record<string, string> = {}): FirepowerState {
  const scenario = vehicleScenario([man("A2", 0, 5, 3), crouch(man("A7", 1, 2, 3)), crouch(man("A8", 1, 2, 3)), crouch(man("A9", 1, 2, 3)), man("A10", 1, 2, 3)], [suit(man("B1", 5, 4, 6))]);
  const withSuit: FirepowerScenario = { ...scenario, sides: { ...scenario.sides, A: { ...scenario.sides.A, soldiers: scenario.sides.A.soldiers.map((s) => (s.id === "A1" ? suit(s) : s)) } } };
  const made = createMatch(firepowerRuleset, { scenario: withSuit, rulings: createRulingsPack({ id: "nbc-env", ruleset: "firepower", options: { "firepower/nbc_suits": "on", [NBC_ENVIRONMENT.id]: environment, ...extra } }) });
  if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
  return made.state as FirepowerState;
}
const dead = (s: FirepowerState) => s.game.soldiers.filter((x) => x.eliminated).map((x) => x.id).sort();

describe("Optional Rules 27.2-27.3: NBC vehicle protection and losing protection", () => {
  it("firepower 27.2, 27.3.2: in a chemical environment the unprotected (no suit, riding on the hull) are eliminated; suits and a buttoned vehicle protect", () => {
    const s = match("chemical");
    expect(dead(s)).toEqual(["A10", "A2"]);
    expect(["A1", "A7", "A8", "A9", "B1"].map((id) => isNbcProtected(s.game, soldier(s, id)))).toEqual([true, true, true, true, true]);
    // Without an environment (the default) nothing happens.
    expect(dead(match("none"))).toEqual([]);
  });

  it("firepower 27.3: a crewman Standing in his hatch opens the vehicle: its protection is lost and everyone inside without a suit is eliminated (chemical)", () => {
    const s = impulseAt(match("chemical"), "A", hexId(1, 2));
    const r = apply(firepowerRuleset, s, { type: "crew_posture", seat: "A", payload: { vehicle: "V1", crewman: "A7", posture: "stand" } }, createFixedDice([1]));
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    expect(r.events.find((e) => e.type === "nbc/vehicle_protection_lost")?.data).toEqual({ vehicle: "V1", cause: "hatch_open", rule: "Firepower 27.3" });
    expect(r.events.find((e) => e.type === "nbc/eliminated")?.data).toEqual({ soldiers: ["A7", "A8", "A9"], environment: "chemical", rule: "Firepower 27.3.2" });
    const g: NbcGame = r.state.game;
    expect(g.nbcBreached).toEqual(["V1"]);
    // A refused command changes nothing.
    const bad = apply(firepowerRuleset, s, { type: "change_posture", seat: "A", payload: { soldier: "B1", posture: "stand" } }, createFixedDice([1]));
    expect(bad.ok).toBe(false);
  });

  it("firepower 27.3.1: in a radioactive or biological environment the exposed stay in play but count as casualties at the end, never as survivors", () => {
    const s = match("radioactive_biological");
    expect(dead(s)).toEqual([]);
    const a2: NbcSoldier = soldier(s, "A2");
    expect(a2.nbcExposed).toBe(true);
    const a1: NbcSoldier = soldier(s, "A1");
    expect(a1.nbcExposed).toBeUndefined();
    expect(scoreVictory(s.game, s.options).eliminated).toEqual({ A: 2, B: 0 });
    expect(scoreVictory(match("none").game, {}).eliminated).toEqual({ A: 0, B: 0 });
  });

  it("firepower 27.3: a wound under 23.1 ends a suit's protection (minor too), a weapon hit does not; a penetration opens a vehicle, a track hit does not", () => {
    const s = match("chemical");
    const wound = (id: string, location: "arm" | "weapon") => ({ ...s.game, soldiers: s.game.soldiers.map((x): FieldSoldier => (x.id === id ? { ...x, wounds: [{ location, effect: "minor", record: "A" }] } : x)) });
    const minor = applyNbcEnvironment(s.game, wound("A1", "arm"), [], s.options);
    expect(minor.events).toEqual([
      { type: "nbc/suit_protection_lost", data: { soldier: "A1", rule: "Firepower 27.3" } },
      { type: "nbc/eliminated", data: { soldiers: ["A1"], environment: "chemical", rule: "Firepower 27.3.2" } },
    ]);
    expect(applyNbcEnvironment(s.game, wound("A1", "weapon"), [], s.options).events).toEqual([]);
    const hit = (face: string) => applyNbcEnvironment(s.game, s.game, [{ type: "vehicle/hit", data: { vehicle: "V1", face, penetrated: true } }], s.options);
    expect(hit("F").events[0]).toEqual({ type: "nbc/vehicle_protection_lost", data: { vehicle: "V1", cause: "penetrated", rule: "Firepower 27.3" } });
    expect(hit("F").events[1]).toMatchObject({ type: "nbc/eliminated", data: { soldiers: ["A7", "A8", "A9"] } });
    expect(hit("TRK").events).toEqual([]);
  });

  it("firepower 27.3: bots play a chemical-environment match in suits with wounds on to a result that replays to the same hashes", () => {
    const suited: FirepowerScenario = {
      ...BASIC_GAME_SCENARIO, id: "firepower-basic-nbc",
      sides: { A: { ...BASIC_GAME_SCENARIO.sides.A, soldiers: BASIC_GAME_SCENARIO.sides.A.soldiers.map((x) => ({ ...x, nbc: true })) }, B: { ...BASIC_GAME_SCENARIO.sides.B, soldiers: BASIC_GAME_SCENARIO.sides.B.soldiers.map((x) => ({ ...x, nbc: true })) } },
    };
    const { state, record } = playBotMatch("nbc-env-1", 5000, suited, { "firepower/nbc_suits": "on", [NBC_ENVIRONMENT.id]: "chemical", "firepower/wounds": "on" });
    expect(state.turn.over).toBe(true);
    expect(state.game.result).not.toBeNull();
    // Every soldier eliminated by the environment had lost his suit's protection first.
    for (const x of state.game.soldiers) { const n: NbcSoldier = x; if (n.nbcSuitLost) expect(x.eliminated).toBe(true); }
    const replayed = replayMatch(record, firepowerRuleset, recordedDiceFactory);
    expect(replayed.mismatch).toBeUndefined();
    expect(replayed.hashes).toEqual([record.initialHash, ...record.steps.map((s) => s.stateHash)]);
  });
});
