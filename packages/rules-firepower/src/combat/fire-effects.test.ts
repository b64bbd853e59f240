import { apply, createMatch, eventsFor, viewFor } from "@tactica/engine";
import type { GameEvent } from "@tactica/engine";
import { createFixedDice, rational } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { playRandomLegal } from "../play/play-match.fixture";
import { run, soldier, toTestScenario, tryCommand } from "../conformance/match-fixture";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { boardOf } from "../core/board";
import { explainFire } from "./explain-fire";
import { explainSpecialFire } from "../weapons/explain-special";
import { checkFire } from "./fire-command";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { mfAllowance } from "../core/soldiers";
import type { FieldGame } from "../blasts/smoke";
import { addSmoke, smokeAt } from "../blasts/smoke";
import { onFirepowerTurnEvent } from "../turn/turn-events";
import type { FirepowerGame, FirepowerState } from "../state/types";
import { scoreVictory } from "../turn/victory";
import type { FieldSoldier } from "../core/wound-effects";
import { hitSoldiers } from "../optional/wounds";

const board = boardOf("firepower-sample-2-panel");
const id = (q: number, r: number) => board.idOf({ q, r });
type Spec = FirepowerScenario["sides"]["A"]["soldiers"][number];
const man = (sid: string, q: number, facing: number, extra: Partial<Spec> = {}): Spec => ({ id: sid, weapon: "RFL", hex: id(q, 3), facing, posture: "stand", ...extra });
const special = (item: string, hex: string, sid = "A1") => ({ type: "fire_special", seat: "A", payload: { soldier: sid, item, hex } });
const TARGET = id(3, 3);

/** An Advanced match: A1 (q1) with the given rounds and A2 behind him (q0), B1 and B2 in q3, B3 in q4; A1's Impulse. */
function field(carries: Spec["carries"], extra: Partial<FirepowerScenario> = {}, options: Record<string, string> = {}, b: Spec[] = [man("B1", 3, 6, { posture: "prone" }), man("B2", 3, 6), man("B3", 4, 6)]): FirepowerState {
  const sc: FirepowerScenario = { ...toTestScenario([man("A1", 1, 3, carries ? { carries } : {}), man("A2", 0, 3)], b), rules: "advanced", ...extra };
  const made = createMatch(firepowerRuleset, { scenario: sc });
  if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
  const drawn = run({ ...made.state, options: { ...made.state.options, ...options } }, { type: "turn/draw_chit", seat: "A", payload: {} }, [1]);
  return run(drawn, { type: "turn/start_impulse", seat: "A", payload: { squad: "A", hex: id(1, 3) } });
}

function fire(state: FirepowerState, command: { type: string; seat: string; payload: object }, faces: number[]): { state: FirepowerState; events: readonly GameEvent[] } {
  const r = apply(firepowerRuleset, state, command, createFixedDice(faces));
  if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
  return { state: r.state, events: r.events };
}

const data = (events: readonly GameEvent[], type: string) => events.find((e) => e.type === type)?.data as Record<string, unknown> | undefined;
const modifiersOf = (s: FirepowerState, firer: string, target: string) => {
  const x = explainFire(s, firer, target);
  if (!x.ok) throw new Error(x.error.code);
  return x.value.odds.modifiers;
};
const turnRecord = (s: FirepowerState, round: number) => onFirepowerTurnEvent(s, { type: "turn/turn_record", data: { round } }).state;

describe("smoke (firepower 12.3.7, 12.2.7, 9.3)", () => {
  it("firepower 12.3.7: a smoke grenade (HGN4M) on its hex lays a smoke unit; fire into that hex takes +3 per smoke hex with the book's provenance", () => {
    const s = field({ HGN4M: 1 });
    expect(modifiersOf(s, "A2", "B2").some((m) => m.name.includes("smoke"))).toBe(false);
    const out = fire(s, special("HGN4M", TARGET), [1]);
    expect(data(out.events, "special/fired")).toMatchObject({ item: "HGN4M", ammo: "M", outcome: "hit", impact: TARGET, hitNumber: 8, hitProvenance: "placeholder", left: 0 });
    expect(data(out.events, "special/smoke")).toMatchObject({ hex: TARGET, source: "M", modifier: 3 });
    const smoke = modifiersOf(out.state, "A2", "B2").find((m) => m.name.includes("smoke"));
    expect(smoke).toMatchObject({ value: 3, rule: "Firepower 12.2.7", provenance: { kind: "book" } });
    // No hits or damage from smoke [12.3.7]: the Prone B1 and B2 are untouched.
    expect(soldier(out.state, "B2")).toMatchObject({ eliminated: false, status: "none" });
    expect(tryCommand(out.state, special("HGN4M", TARGET, "A1"))).toMatchObject({ ok: false, error: { code: "special/none_carried" } });
  });

  it("firepower 12.2.7: a smoke hex that also holds a tree counts only the smoke (+3), not the tree", () => {
    const sc: FirepowerScenario = { ...toTestScenario([{ ...man("A1", 2, 3), hex: id(2, 0) }], [{ ...man("B1", 4, 6), hex: id(4, 0) }]), rules: "advanced" };
    const made = createMatch(firepowerRuleset, { scenario: sc });
    if (!made.ok) throw new Error(made.error.code);
    const trees = modifiersOf(made.state, "A1", "B1").filter((m) => m.name.includes("tree"));
    expect(trees.length).toBe(1);
    expect(trees[0]!.value).toBeGreaterThan(0);
    const smoked: FirepowerState = { ...made.state, game: addSmoke(made.state.game, { hex: { q: 3, r: 0 }, source: "M", round: 1, by: "test" }) };
    const after = modifiersOf(smoked, "A1", "B1");
    expect(after.filter((m) => m.name.includes("tree"))).toEqual([]);
    expect(after.filter((m) => m.name.includes("smoke")).map((m) => m.value)).toEqual([3]);
  });

  it("firepower 9.3, 12.3.7: smoke lasts the rest of its Turn and the next, and goes at the following Turn Record Phase", () => {
    const smoked = fire(field({ HGN4M: 1 }), special("HGN4M", TARGET), [1]).state;
    const afterFirst = turnRecord(smoked, 1);
    expect(smokeAt(afterFirst.game, board.hexOf(TARGET)!, {})).toEqual({ source: "M", value: 3 });
    const afterSecond = turnRecord(afterFirst, 2);
    expect(smokeAt(afterSecond.game, board.hexOf(TARGET)!, {})).toBeUndefined();
    expect(onFirepowerTurnEvent(afterFirst, { type: "turn/turn_record", data: { round: 2 } }).events[0]).toMatchObject({ type: "field/cleared", data: { smoke: [TARGET], rule: "Firepower 9.3" } });
  });

  it("firepower 12.3.4, 6.3.6.3.2.1: a smoke grenade that misses by 10 or less spreads by the diagram; above 10 it is a complete miss", () => {
    const spread = fire(field({ HGN4M: 1 }), special("HGN4M", TARGET), [9, 1]);
    expect(data(spread.events, "special/fired")).toMatchObject({ outcome: expect.stringMatching(/^(spread|dud)$/), spread: { roll: 1 } });
    const suppressed = field({ HGN4M: 1 });
    const marked = { ...suppressed, game: { ...suppressed.game, soldiers: suppressed.game.soldiers.map((x) => (x.id === "A1" ? { ...x, status: "suppressed" as const } : x)) } };
    const miss = fire(marked, special("HGN4M", TARGET), [10]);
    expect(data(miss.events, "special/fired")).toMatchObject({ outcome: "complete_miss", impact: null, total: 1 });
    expect(data(miss.events, "special/smoke")).toBeUndefined();
  });

  it("firepower 12.2.7, 21.3: W smoke is +2, Fire smoke +3; a W-started Fire is +3 unless option fire_smoke says +2", () => {
    const hex = board.hexOf(TARGET)!;
    const base = field(undefined);
    const withSmoke = (source: "W" | "w_fire" | "fire"): FirepowerGame => { const g: FieldGame = { ...base.game, smoke: [{ hex, source, round: 1, by: "test" }] }; return g; };
    expect(smokeAt(withSmoke("W"), hex, {})?.value).toBe(2);
    expect(smokeAt(withSmoke("fire"), hex, {})?.value).toBe(3);
    expect(smokeAt(withSmoke("w_fire"), hex, {})?.value).toBe(3);
    expect(smokeAt(withSmoke("w_fire"), hex, { "firepower/fire_smoke": "plus_two" })?.value).toBe(2);
    // Fire smoke stays for the rest of the game [21.1.2]; W impact smoke goes like any other.
    expect(smokeAt(turnRecord({ ...base, game: withSmoke("fire") }, 5).game, hex, {})?.value).toBe(3);
    expect(smokeAt(turnRecord({ ...base, game: withSmoke("W") }, 5).game, hex, {})).toBeUndefined();
  });
});

describe("flame and W weapons (firepower 12.3.3, 12.3.9)", () => {
  it("firepower 12.3.3: a Molotov cocktail that misses fails to ignite (no spread roll) and is used up: single use", () => {
    const out = fire(field({ MOLOTOV: 1 }), special("MOLOTOV", TARGET), [9]);
    expect(data(out.events, "special/fired")).toMatchObject({ item: "HGN5", ammo: "F", outcome: "failed_to_ignite", impact: null, left: 0 });
    expect(out.events.map((e) => e.type)).toEqual(["special/fired"]);
  });

  it("firepower 12.3.3, 12.2.3, 12.2.5: an F hit blasts the impact hex only, cover and posture do not modify it, survivors are Stunned, and +3 smoke marks the hex", () => {
    const out = fire(field({ MOLOTOV: 2 }, {}, { "firepower/molotov_id": "hgn8" }), special("MOLOTOV", TARGET), [1, 6, 7]);
    expect(data(out.events, "special/fired")).toMatchObject({ item: "HGN8", outcome: "hit", left: 1 });
    const blast = data(out.events, "special/blast");
    // B1 is Prone (+2 against a G blast) yet a 6 hits the placeholder blast 6; B3 next door rolls nothing.
    expect(blast).toMatchObject({ ammo: "F", blast: 6, provenance: "placeholder", rolls: [{ soldier: "B1", roll: 6, total: 0, result: "hit" }, { soldier: "B2", roll: 7, total: 0, result: "stunned" }] });
    expect(soldier(out.state, "B1").eliminated).toBe(true);
    expect(soldier(out.state, "B2")).toMatchObject({ status: "stunned", posture: "prone" });
    expect(soldier(out.state, "B3")).toMatchObject({ status: "none", eliminated: false });
    expect(data(out.events, "special/smoke")).toMatchObject({ source: "F", modifier: 3 });
  });

  it("firepower 12.3.9: a W grenade hits impact and blast-zone hexes with no cover or posture modifier, Suppresses zone survivors a 2 could hit, and smokes (+2) its impact hex only", () => {
    // Rolls: the throw, then A1 (two hexes away, +4), B1 (impact), B2 (impact), B3 (adjacent, +3).
    const out = fire(field({ WPG: 1 }), special("WPG", TARGET), [1, 10, 5, 9, 3]);
    expect(data(out.events, "special/blast")).toMatchObject({ ammo: "W", blast: 5, rolls: [
      { soldier: "A1", total: 4, result: "no effect" }, { soldier: "B1", total: 0, result: "hit" }, { soldier: "B2", total: 0, result: "stunned" },
      { soldier: "B3", total: 3, result: "suppressed", zoneProvenance: "book" },
    ] });
    expect(soldier(out.state, "B1").eliminated).toBe(true);
    expect(soldier(out.state, "B3").status).toBe("suppressed");
    const smoke = (out.state.game as FieldGame).smoke ?? [];
    expect(smoke.map((m) => [board.idOf(m.hex), m.source])).toEqual([[TARGET, "W"]]);
    expect(modifiersOf(out.state, "A2", "B2").find((m) => m.name.includes("smoke"))?.value).toBe(2);
  });

  it("firepower 12.3.3: an FTR1 fires as many times as the scenario's shots (at most 6); then it is empty", () => {
    const out = fire(field({ FTR1: 1 }), special("FTR1", TARGET), [10]);
    expect(data(out.events, "special/fired")).toMatchObject({ item: "FTR1", outcome: "failed_to_ignite", hitNumber: 7, left: 0 });
    expect(tryCommand(out.state, special("FTR1", TARGET))).toMatchObject({ ok: false, error: { code: "special/none_carried" } });
    const sc: FirepowerScenario = { ...toTestScenario([man("A1", 1, 3, { carries: { FTR1: 7 } })], [man("B1", 3, 6)]), rules: "advanced" };
    expect(createMatch(firepowerRuleset, { scenario: sc }).ok).toBe(false);
  });

  it("firepower 16.7.1: with the option, every hex of a flamethrower's stream to its impact hex is a blast-zone hex at +5; without it only the impact hex burns", () => {
    const b = [man("B1", 3, 6, { posture: "prone" }), man("B2", 4, 6)];
    const shot = { type: "fire_special", seat: "A", payload: { soldier: "A1", item: "FTR1", hex: id(4, 3) } };
    const on = fire(field({ FTR1: 2 }, {}, { "firepower/flamethrower_stream": "on" }, b), shot, [1, 3, 9]);
    expect(data(on.events, "special/blast")?.rolls).toEqual([
      { soldier: "B1", roll: 3, total: 5, result: "hit", zoneProvenance: "book" }, { soldier: "B2", roll: 9, total: 0, result: "stunned" },
    ]);
    expect(soldier(on.state, "B1").eliminated).toBe(true);
    const smoke = ((on.state.game as FieldGame).smoke ?? []).map((m) => board.idOf(m.hex));
    expect(smoke).toEqual([id(4, 3)]);
    const off = fire(field({ FTR1: 2 }, {}, {}, b), shot, [1, 9]);
    expect(data(off.events, "special/blast")?.rolls).toEqual([{ soldier: "B2", roll: 9, total: 0, result: "stunned" }]);
  });

  it("firepower 12.3: smoke, flame, W and illumination rounds are Advanced Game weapons; a Basic match refuses them", () => {
    const sc: FirepowerScenario = toTestScenario([man("A1", 1, 3, { carries: { HGN4M: 1 } })], [man("B1", 3, 6)]);
    const made = createMatch(firepowerRuleset, { scenario: sc });
    if (!made.ok) throw new Error(made.error.code);
    const s = run(run(made.state, { type: "turn/draw_chit", seat: "A", payload: {} }, [1]), { type: "turn/start_impulse", seat: "A", payload: { squad: "A", hex: id(1, 3) } });
    expect(tryCommand(s, special("HGN4M", TARGET))).toMatchObject({ ok: false, error: { code: "special/advanced_only", rule: "Firepower 12.3" } });
  });
});

describe("night and illumination (firepower 12.2.11, 12.3.8, 9.3)", () => {
  it("firepower 12.2.11: at Observation Condition 3 fire takes +2 (OC 2: +1), with the book's provenance", () => {
    const night = field(undefined, { observation: 3 });
    expect(modifiersOf(night, "A2", "B2").find((m) => m.name.includes("Observation"))).toMatchObject({ value: 2, rule: "Firepower 12.2.11", provenance: { kind: "book" } });
    expect(modifiersOf(field(undefined, { observation: 2 }), "A2", "B2").find((m) => m.name.includes("Observation"))?.value).toBe(1);
    expect(modifiersOf(field(undefined), "A2", "B2").some((m) => m.name.includes("Observation"))).toBe(false);
  });

  it("firepower 12.4.7: a soldier whose weapon has a nightsight fires at Observation Condition 1 at night; others take the +2", () => {
    const sc: Partial<FirepowerScenario> = { observation: 3 };
    const s = field(undefined, sc);
    const sighted: FirepowerState = { ...s, game: { ...s.game, soldiers: s.game.soldiers.map((x): FieldSoldier => (x.id === "A2" ? { ...x, nightsight: "NST" } : x)) } };
    expect(modifiersOf(sighted, "A2", "B2").some((m) => m.name.includes("Observation"))).toBe(false);
    expect(modifiersOf(sighted, "A1", "B2").find((m) => m.name.includes("Observation"))?.value).toBe(2);
    const fromScenario: FirepowerScenario = { ...toTestScenario([man("A1", 1, 3, { nightsight: "PNS" })], [man("B1", 3, 6)]), rules: "advanced", observation: 2 };
    const made = createMatch(firepowerRuleset, { scenario: fromScenario });
    if (!made.ok) throw new Error(made.error.code);
    expect(modifiersOf(made.state, "A1", "B1").some((m) => m.name.includes("Observation"))).toBe(false);
  });

  it("firepower 12.3.8, 9.3: an illumination round within 10 hexes lifts the night to Observation Condition 1 until the Turn Record Phase removes it", () => {
    const out = fire(field({ FLARE: 1 }, { observation: 3 }), special("FLARE", TARGET), [1]);
    expect(data(out.events, "special/illumination")).toMatchObject({ hex: TARGET, rule: "Firepower 12.3.8" });
    expect(modifiersOf(out.state, "A2", "B2").some((m) => m.name.includes("Observation"))).toBe(false);
    // No hits from an illumination round [12.3.8].
    expect(out.state.game.soldiers.every((x) => !x.eliminated && x.status === "none")).toBe(true);
    const next = turnRecord(out.state, 1);
    expect(modifiersOf(next, "A2", "B2").find((m) => m.name.includes("Observation"))?.value).toBe(2);
  });
});

describe("wounds (firepower Optional Rule 23.1)", () => {
  const RFL_AT_B2 = { type: "fire", seat: "A", payload: { soldier: "A1", targets: ["B2"] } };

  it("firepower 23.1, 23.1.1: with wounds on, a hit rolls on the (placeholder) Wound Table: a leg 2DS wound leaves him Prone with MF −2, recorded L2S, and not Suppressed by the burst that hit him", () => {
    const s = field(undefined, {}, { "firepower/wounds": "on" });
    const out = fire(s, RFL_AT_B2, [1, 10, 10, 7]);
    expect(data(out.events, "wound/taken")).toMatchObject({ soldier: "B2", roll: 7, location: "leg", effect: "2DS", outcome: "wounded", record: "L2S", provenance: "placeholder", rule: "Firepower 23.1" });
    const b2: FieldSoldier = soldier(out.state, "B2");
    expect(b2).toMatchObject({ eliminated: false, posture: "prone", status: "none" });
    expect(b2.wounds?.map((w) => w.record)).toEqual(["L2S"]);
    expect(mfAllowance(b2)).toBe(2);
    expect(data(out.events, "fire/eliminated")).toBeUndefined();
    // Without the option the same hit eliminates and rolls no wound.
    const plain = fire(field(undefined), RFL_AT_B2, [1, 10, 10]);
    expect(soldier(plain.state, "B2").eliminated).toBe(true);
    expect(data(plain.events, "wound/taken")).toBeUndefined();
  });

  it("firepower 23.1.1: K kills; a second arm/leg wound incapacitates (out of the game, Prone); a second vital wound kills", () => {
    const s = field(undefined, {}, { "firepower/wounds": "on" });
    const killed = fire(s, RFL_AT_B2, [1, 10, 10, 1]);
    expect(data(killed.events, "wound/taken")).toMatchObject({ location: "head", effect: "K", outcome: "killed" });
    expect(data(killed.events, "fire/eliminated")).toEqual({ soldiers: ["B2"] });
    const ctx = { options: { "firepower/wounds": "on" } };
    const twice = hitSoldiers(s.game, [{ id: "B3", by: "blast" }, { id: "B3", by: "blast" }], createFixedDice([5, 8]), ctx);
    expect(twice.events.map((e) => (e.data as { outcome: string }).outcome)).toEqual(["wounded", "incapacitated"]);
    expect(twice.game.soldiers.find((x) => x.id === "B3")).toMatchObject({ eliminated: true, posture: "prone" });
    const vital = hitSoldiers(s.game, [{ id: "B3", by: "blast" }, { id: "B3", by: "blast" }], createFixedDice([3, 4]), ctx);
    expect(vital.events.map((e) => (e.data as { outcome: string }).outcome)).toEqual(["wounded", "killed"]);
  });

  it("firepower 23.1.4.2: a weapon wound is re-rolled: 1-6 a minor wound, 7+ destroys his weapon, and he can no longer fire it", () => {
    const s = field(undefined, {}, { "firepower/wounds": "on" });
    const ctx = { options: { "firepower/wounds": "on" } };
    const minor = hitSoldiers(s.game, [{ id: "B2", by: "blast" }], createFixedDice([9, 6]), ctx);
    expect(minor.events[0]?.data).toMatchObject({ location: "weapon", weaponRoll: 6, outcome: "minor" });
    const lost = hitSoldiers(s.game, [{ id: "B2", by: "blast" }], createFixedDice([9, 7]), ctx);
    expect(lost.events[0]?.data).toMatchObject({ outcome: "weapon_destroyed", rule: "Firepower 23.1.4.2" });
    const bTurn: FirepowerState = { ...s, game: { ...lost.game, impulse: { hexId: TARGET, soldiers: ["B2"], firedFrom: [] } } };
    expect(checkFire(bTurn, "B", { soldier: "B2", targets: ["A1"], afterMf: 0 }, { options: {} })).toMatchObject({ ok: false, error: { code: "fire/weapon_destroyed" } });
  });

  it("firepower 23.1.1, 23.1.2: a wounded firer's nF is +n to his fire in the odds; a melee wound Stuns", () => {
    const s = field(undefined, {}, { "firepower/wounds": "on" });
    const ctx = { options: { "firepower/wounds": "on" } };
    const armed = hitSoldiers(s.game, [{ id: "A2", by: "melee" }], createFixedDice([6]), ctx);
    expect(armed.game.soldiers.find((x) => x.id === "A2")).toMatchObject({ status: "stunned", posture: "prone" });
    const wounded = { ...s, game: armed.game };
    expect(modifiersOf(wounded, "A2", "B2").find((m) => m.rule === "Firepower 23.1.1")).toMatchObject({ value: 2, provenance: { kind: "book" } });
  });

  it("firepower 23.6: with 'casualties', a seriously wounded soldier counts as a casualty for VP", () => {
    const s = field(undefined, {}, { "firepower/wounds": "casualties" });
    const out = fire(s, RFL_AT_B2, [1, 10, 10, 7]);
    expect(scoreVictory(out.state.game, out.state.options).eliminated.B).toBe(1);
    expect(scoreVictory(out.state.game, { "firepower/wounds": "on" }).eliminated.B).toBe(0);
  });
});

describe("hidden mines under special rounds (firepower 12.4.4.3, 3.3)", () => {
  function minedField(): FirepowerState {
    const sc: FirepowerScenario = {
      ...toTestScenario([man("A1", 1, 3, { carries: { HGN4M: 1, MOLOTOV: 1 } })], [man("B1", 7, 6)]), rules: "advanced",
      setup: { areas: { A: { qAtMost: 1 }, B: { qAtLeast: 6 } }, first: "A", mines: { A: 0, B: 1 } },
    };
    const made = createMatch(firepowerRuleset, { scenario: sc });
    if (!made.ok) throw new Error(made.error.code);
    let s = run(made.state, { type: "end_setup", seat: "A", payload: {} });
    s = run(s, { type: "place_mine", seat: "B", payload: { hex: TARGET, type: "PMN1" } });
    s = run(s, { type: "end_setup", seat: "B", payload: {} });
    s = run(s, { type: "turn/draw_chit", seat: "A", payload: {} }, [1]);
    return run(s, { type: "turn/start_impulse", seat: "A", payload: { squad: "A", hex: id(1, 3) } });
  }

  it("firepower 12.4.4.3, 3.3: smoke landing on a mined hex does not set the mine off, and neither A's view nor A's events reveal it", () => {
    const out = fire(minedField(), special("HGN4M", TARGET), [1]);
    expect(out.events.map((e) => e.type)).toEqual(["special/fired", "special/smoke"]);
    expect(JSON.stringify(eventsFor(firepowerRuleset, out.state, out.events, "A"))).not.toContain("mine");
    expect((viewFor(firepowerRuleset, out.state, "A").game as FirepowerGame).mines).toEqual([]);
    expect((viewFor(firepowerRuleset, out.state, "B").game as FirepowerGame).mines).toEqual([expect.objectContaining({ exploded: false })]);
  });

  it("firepower 12.4.4.3: an F impact on a mined hex sets the mine off after the flame's effects", () => {
    const out = fire(minedField(), special("MOLOTOV", TARGET), [1, 5]);
    expect(out.events.some((e) => e.type.startsWith("mine/"))).toBe(true);
  });
});

describe("smoke and wounds under hand grenades and melee (firepower 12.2.7, 23.1)", () => {
  it("firepower 12.2.7: a hand grenade (G) thrown into a smoke hex takes +3 on the throw", () => {
    const s = field(undefined);
    const smoked = { ...s, game: addSmoke(s.game, { hex: board.hexOf(TARGET)!, source: "M", round: 1, by: "test" }) };
    const out = fire(smoked, { type: "throw_grenade", seat: "A", payload: { soldier: "A1", hex: TARGET } }, [6, 1, 10, 10, 10, 10]);
    expect(data(out.events, "grenade/thrown")).toMatchObject({ total: 3, outcome: "spread" });
  });

  it("firepower 23.1, 6.3.6.3.2.2: with wounds on, a grenade blast hit rolls a wound and the blast event says which", () => {
    const s = field(undefined, {}, { "firepower/wounds": "on" });
    // The throw, then A1 (two hexes, +4), B1 (impact, Prone +2: a 1 hits), B2 (impact), B3 (adjacent), then B1's wound roll.
    const out = fire(s, { type: "throw_grenade", seat: "A", payload: { soldier: "A1", hex: TARGET } }, [1, 10, 1, 10, 10, 7]);
    expect(data(out.events, "grenade/blast")?.rolls).toEqual(expect.arrayContaining([expect.objectContaining({ soldier: "B1", result: "wounded L2S" })]));
    expect(soldier(out.state, "B1")).toMatchObject({ eliminated: false, posture: "prone" });
  });

  it("firepower 23.1.1: with wounds on, the loser of a melee is wounded instead of eliminated, and Stunned", () => {
    const sc: FirepowerScenario = { ...toTestScenario([man("A1", 1, 3)], [man("B1", 2, 6)]), rules: "advanced" };
    const made = createMatch(firepowerRuleset, { scenario: sc });
    if (!made.ok) throw new Error(made.error.code);
    let s = run({ ...made.state, options: { ...made.state.options, "firepower/wounds": "on" } }, { type: "turn/draw_chit", seat: "A", payload: {} }, [1]);
    s = run(s, { type: "turn/start_impulse", seat: "A", payload: { squad: "A", hex: id(1, 3) } });
    const out = fire(s, { type: "melee", seat: "A", payload: { soldiers: ["A1"], hex: id(2, 3) } }, [1, 5]);
    expect(data(out.events, "melee/resolved")).toMatchObject({ winner: "attacker" });
    expect(data(out.events, "wound/taken")).toMatchObject({ soldier: "B1", location: "arm", effect: "1F", stunned: true });
    expect(soldier(out.state, "B1")).toMatchObject({ eliminated: false, status: "stunned", posture: "prone" });
  });
});

describe("odds of special rounds (firepower 12.3, fireOdds)", () => {
  it("firepower 12.3.3: a Molotov at 2 hexes lands 8 in 10 (placeholder hit number); a soldier in the hex is hit 6 in 10 of those, else Stunned; a miss never spreads", () => {
    const x = explainSpecialFire(field({ MOLOTOV: 1 }), "A1", "MOLOTOV", TARGET);
    if (!x.ok) throw new Error(x.error.code);
    expect(x.value.landing).toEqual({ hit: rational(4, 5), spread: rational(0), none: rational(1, 5) });
    expect(x.value.outcomes?.get("eliminated")).toEqual(rational(12, 25));
    expect(x.value.outcomes?.get("stunned")).toEqual(rational(8, 25));
    expect(x.value.provenance).toMatchObject({ allBook: false, weakest: "placeholder" });
  });

  it("firepower 12.2.7, 12.2.11: the odds of a smoke round into smoke at night carry both modifiers (+3 and +2) with the book's provenance", () => {
    const s = field({ HGN4M: 1 }, { observation: 3 });
    const smoked = { ...s, game: addSmoke(s.game, { hex: board.hexOf(TARGET)!, source: "M", round: 1, by: "test" }) };
    const x = explainSpecialFire(smoked, "A1", "HGN4M", TARGET);
    if (!x.ok) throw new Error(x.error.code);
    expect(x.value.modifiers.map((m) => [m.rule, m.value])).toEqual([["Firepower 12.2.7", 3], ["Firepower 12.2.11", 2]]);
    expect(x.value.landing).toEqual({ hit: rational(3, 10), spread: rational(1, 5), none: rational(1, 2) });
    expect(x.value.outcomes).toBeUndefined();
  });
});

describe("special rounds and wounds together (firepower 12.3, 23.1)", () => {
  it("firepower 12.3, 23.1: every listed legal action applies in a seeded random night playout with smoke, W, flares, Molotovs, a flamethrower and wounds on", () => {
    const sc: FirepowerScenario = {
      ...toTestScenario(
        [man("A1", 1, 3, { carries: { HGN4M: 2, WPG: 1 } }), man("A2", 1, 4, { carries: { FLARE: 1, MOLOTOV: 2 } }), man("A3", 0, 5, { carries: { FTR1: 6 } })],
        [man("B1", 5, 6, { carries: { HGN4M: 1, MOLOTOV: 1 } }), man("B2", 5, 6, { weapon: "LMG" }), man("B3", 6, 6, { carries: { WPG: 2 } })],
      ),
      rules: "advanced", turns: 2, observation: 2,
    };
    const made = createMatch(firepowerRuleset, { scenario: sc });
    if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
    let s: FirepowerState = { ...made.state, options: { ...made.state.options, "firepower/wounds": "casualties" } };
    const played = playRandomLegal(s, "fire-effects-playout", {
      choose: (legal, roll) => { const specials = legal.filter((c) => c.type === "fire_special"); return specials.length > 0 && roll(2) === 1 ? specials[roll(specials.length) - 1] : undefined; },
    });
    const seen = played.seen;
    s = played.state;
    expect(seen.has("fire_special")).toBe(true);
    expect(s.turn.over).toBe(true);
  }, 60_000);
});
