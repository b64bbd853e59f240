
import { createMatch, legalActionsFor } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { playRecordedRandom, preferring } from "../play/play-match.fixture";
import { run, soldier, toTestScenario, tryCommand } from "../conformance/match-fixture";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { VEHICLE_SKIRMISH_SCENARIO } from "../scenarios/vehicle-skirmish";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { expectReplaysToSameHashes } from "../play/replay.fixture";
import { rgnOf } from "./rifle-grenades";
import type { FirepowerState } from "../state/types";
import { cmd, hexId, impulseAt, man, withMan } from "./vehicles.fixture";
type Spec = FirepowerScenario["sides"]["A"]["soldiers"][number];

function match(a: Spec[], b: Spec[], rules: "advanced" | "basic" = "advanced") {
  return createMatch(firepowerRuleset, { scenario: { ...toTestScenario(a, b), rules } });
}
function inImpulse(a: Spec[], b: Spec[]): FirepowerState {
  const made = match(a, b);
  if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
  return impulseAt(made.state as FirepowerState, "A", a[0]?.hex ?? "");
}
const rifleman = (loaded: boolean, rounds = 2): Spec => ({ ...man("A1", 1, 4, 3), rgn: { rounds, loaded } });
const fireRgn = (hex: string) => cmd("fire_rgn", "A", { soldier: "A1", hex });

describe("rifle grenades (firepower 12.4.1.1, 11.1.12)", () => {
  it("firepower 12.4.1.1: a rifle grenade may not be fired at two hexes or less; at three it is fired by the G procedure with placeholder numbers and unloads the rifle", () => {
    const close = inImpulse([rifleman(true)], [man("B1", 3, 4, 6)]);
    expect(tryCommand(close, fireRgn(hexId(3, 4)), [1, 1])).toMatchObject({ ok: false, error: { code: "rgn/too_close", rule: "Firepower 12.4.1.1" } });
    const s = inImpulse([rifleman(true)], [man("B1", 4, 4, 6)]);
    const r = tryCommand(s, fireRgn(hexId(4, 4)), [1, 1, 10, 10]);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.events.find((e) => e.type === "rgn/fired")?.data).toMatchObject({ outcome: "hit", range: 3, hitNumber: 6, provenance: "placeholder", table: "firepower/rgn_hits" });
    expect(r.events.find((e) => e.type === "rgn/blast")?.data).toMatchObject({ blast: 5, provenance: "placeholder", table: "firepower/rgn_blast" });
    const after = r.state as FirepowerState;
    // B1's blast roll 1 at blast number 5 hits.
    expect(soldier(after, "B1").eliminated).toBe(true);
    expect(rgnOf(soldier(after, "A1"))).toEqual({ rounds: 1, loaded: false });
    expect(soldier(after, "A1").combatUsed).toBe(true);
  });

  it("firepower 12.4.1.1, 11.1.12: an unloaded rifle grenade must first be loaded for all the soldier's MF; while it is loaded the rifle does not fire normally", () => {
    const s = inImpulse([rifleman(false)], [man("B1", 4, 4, 6)]);
    expect(tryCommand(s, fireRgn(hexId(4, 4)), [1, 1])).toMatchObject({ ok: false, error: { code: "rgn/not_loaded" } });
    expect(tryCommand(s, cmd("fire", "A", { soldier: "A1", targets: ["B1"] }), [10, 10, 10]).ok).toBe(true);
    const loaded = run(s, cmd("load_rgn", "A", { soldier: "A1" }));
    expect(rgnOf(soldier(loaded, "A1"))?.loaded).toBe(true);
    expect(soldier(loaded, "A1").mf).toBeGreaterThan(0);
    // Having spent all his MF loading, he fires nothing more this Impulse.
    expect(tryCommand(loaded, fireRgn(hexId(4, 4)), [1, 1])).toMatchObject({ ok: false });
    const next = withMan(loaded, "A1", { mf: 0 }); // a later Impulse of his
    expect(tryCommand(next, cmd("fire", "A", { soldier: "A1", targets: ["B1"] }), [10, 10, 10])).toMatchObject({ ok: false, error: { code: "rgn/loaded_no_fire", rule: "Firepower 12.4.1.1" } });
    const unloaded = run(next, cmd("load_rgn", "A", { soldier: "A1", unload: true }));
    expect(rgnOf(soldier(unloaded, "A1"))).toEqual({ rounds: 2, loaded: false });
  });

  it("firepower 12.4.1.1: a rifle grenade is fired only in an Impulse in which the soldier expends no MF on any other Action", () => {
    const s = withMan(inImpulse([rifleman(true)], [man("B1", 4, 4, 6)]), "A1", { mf: 1 });
    expect(tryCommand(s, fireRgn(hexId(4, 4)), [1, 1])).toMatchObject({ ok: false, error: { code: "rgn/other_mf", rule: "Firepower 12.4.1.1" } });
  });

  it("firepower 12.4.1.1: rifle grenades are Advanced equipment for a rifle; the scenario refuses them on a pistol or in the Basic Game", () => {
    expect(match([{ ...rifleman(true), weapon: "PST" }], [man("B1", 4, 4, 6)]).ok).toBe(false);
    expect(match([rifleman(true)], [man("B1", 4, 4, 6)], "basic").ok).toBe(false);
  });

  it("firepower 12.4.1.1: legal actions offer loading, then unloading and firing at enemy hexes three or more hexes away", () => {
    const s = inImpulse([rifleman(false)], [man("B1", 4, 4, 6), man("B2", 2, 4, 6)]);
    expect(legalActionsFor(firepowerRuleset, s, "A").filter((c) => c.type === "load_rgn" || c.type === "fire_rgn").map((c) => c.type)).toEqual(["load_rgn"]);
    const l = inImpulse([rifleman(true)], [man("B1", 4, 4, 6), man("B2", 2, 4, 6)]);
    const fires = legalActionsFor(firepowerRuleset, l, "A").filter((c) => c.type === "fire_rgn").map((c) => (c.payload as { hex: string }).hex);
    expect(fires).toEqual([hexId(4, 4)]);
  });
});

const SCENARIO = {
  ...VEHICLE_SKIRMISH_SCENARIO, id: "vehicle-skirmish-rgn",
  sides: {
    A: { ...VEHICLE_SKIRMISH_SCENARIO.sides.A, soldiers: VEHICLE_SKIRMISH_SCENARIO.sides.A.soldiers.map((s) => (s.weapon === "RFL" ? { ...s, rgn: { rounds: 2, loaded: true } } : s)) },
    B: { ...VEHICLE_SKIRMISH_SCENARIO.sides.B, soldiers: VEHICLE_SKIRMISH_SCENARIO.sides.B.soldiers.map((s) => (s.weapon === "RFL" ? { ...s, rgn: { rounds: 2, loaded: false } } : s)) },
  },
};

describe("rifle grenades in random legal play (firepower 12.4.1.1)", () => {
  it("firepower 12.4.1.1, 7: random legal play loading and firing rifle grenades whenever offered reaches a scored result and replays to the same hashes", () => {
    let fired = 0;
    const { state, record } = playRecordedRandom(SCENARIO, "fp-rgn-1", {
      choose: preferring((c) => c.type === "fire_rgn" || (c.type === "load_rgn" && !(c.payload as { unload?: boolean }).unload)),
      onApplied: (command) => { if (command.type === "fire_rgn") fired += 1; },
    });
    expect(state.turn.over).toBe(true);
    expect(state.game.result).not.toBeNull();
    expect(fired).toBeGreaterThan(0);
    expectReplaysToSameHashes(record);
  });
});
