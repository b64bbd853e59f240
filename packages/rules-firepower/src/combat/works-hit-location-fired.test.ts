
import { createMatch } from "@tactica/engine";
import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { playRecordedRandom, preferring } from "../play/play-match.fixture";
import { soldier, toTestScenario, tryCommand } from "../conformance/match-fixture";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { VEHICLE_SKIRMISH_SCENARIO } from "../scenarios/vehicle-skirmish";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { expectReplaysToSameHashes } from "../play/replay.fixture";
import type { FirepowerState } from "../state/types";
import { cmd, hexId, impulseAt, man, withMan } from "../weapons/vehicles.fixture";
import { boardOf } from "../core/board";
import { aImpulse, mortarMatch } from "../mortar/mortar.fixture";
import { resolveMortarFire } from "../mortar/resolve-mortar-fire";

type Spec = FirepowerScenario["sides"]["A"]["soldiers"][number];
type Hit = { inWork: boolean; roll: number; modifier: number; modified: number; inOn: number; provenance: string; table: string; rule: string };
type Roll = { soldier: string; total: number };

/** A fires at B1 (4,4) in a trench; `a` at (1,4) is 3 hexes off (-1). */
function inTrench(a: Spec, inWorks = true): FirepowerState {
  const made = createMatch(firepowerRuleset, { scenario: { ...toTestScenario([a], [man("B1", 4, 4, 6)]), rules: "advanced", works: [{ hex: hexId(4, 4), type: "trench" }] } });
  if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
  return withMan(impulseAt(made.state as FirepowerState, "A", a.hex), "B1", { inWorks });
}

function gRound(s: FirepowerState, command: ReturnType<typeof cmd>, faces: number[]) {
  const r = tryCommand(s, command, faces);
  if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
  const data = r.events.find((e) => e.type === "fire/g_round")?.data as { worksHit?: Hit; rolls: Roll[] };
  return { state: r.state as FirepowerState, hit: data.worksHit, b1: data.rolls.find((x) => x.soldier === "B1") };
}

describe("fired G rounds into a foxhole or trench (firepower 12.7.2)", () => {
  const rifleman: Spec = { ...man("A1", 1, 4, 3), rgn: { rounds: 2, loaded: true } };
  const rgn = cmd("fire_rgn", "A", { soldier: "A1", hex: hexId(4, 4) });

  it("firepower 12.7.2: a rifle grenade bursting in a trench hex rolls whether it lands in the trench, with the -1 of a 3-hex range; in it the men there lose the work's cover", () => {
    const s = inTrench(rifleman);
    // The RGN hit roll 1, then the hit-location roll, then B1's blast roll.
    const inside = gRound(s, rgn, [1, 4, 10, 10, 10]);
    expect(inside.hit).toMatchObject({ roll: 4, modifier: -1, modified: 3, inOn: 3, inWork: true, provenance: "placeholder", table: "firepower/works_hit_location", rule: "Firepower 12.7.2, 12.7.5" });
    const near = gRound(s, rgn, [1, 5, 10, 10, 10]);
    expect(near.hit).toMatchObject({ roll: 5, modified: 4, inWork: false });
    expect((near.b1?.total ?? 0) - (inside.b1?.total ?? 0)).toBeGreaterThan(0);
    expect(soldier(inside.state, "B1").inWorks).toBe(true);
  });

  it("firepower 12.7.2, 12.3.5.2: an RPG-2 H round used as G rolls the same way, from the firer's range", () => {
    const s = inTrench({ ...man("A1", 1, 4, 3), launcher: { weapon: "MPL19", rounds: { H: 2 } } });
    const out = gRound(s, cmd("fire_ammo", "A", { soldier: "A1", ammo: "H", use: "general", hex: hexId(4, 4) }), [1, 2, 10, 10, 10]);
    expect(out.hit).toMatchObject({ roll: 2, modifier: -1, modified: 1, inWork: true, table: "firepower/works_hit_location" });
    expect(soldier(out.state, "B1").inWorks).toBe(true);
  });

  it("firepower 12.7.2, 12.4.2: a mortar bomb bursting in a trench hex rolls too and the mortar's blast event reports it", () => {
    const s = aImpulse(mortarMatch([{ id: "B1", hex: "1H3" }]), "1A3");
    const hex = boardOf(s.game).hexOf("1H3")!;
    const game = { ...s.game, works: [{ hex, type: "trench" as const }], soldiers: s.game.soldiers.map((x) => (x.id === "B1" ? { ...x, inWorks: true } : x)) };
    const order = { mortar: "M1", crewman: "A1", observer: "A3", hex: "1H3", phase: 1, adjusted: false, by: "observe_order" as const };
    // Hit roll 3 (hit number 5), the hit-location roll, then B1's blast roll.
    const inside = resolveMortarFire(game, order, createFixedDice([3, 3, 10]));
    expect((inside.events[1]?.data as { worksHit?: Hit }).worksHit).toMatchObject({ roll: 3, inWork: true, table: "firepower/works_hit_location" });
    const near = resolveMortarFire(game, order, createFixedDice([3, 9, 10]));
    expect((near.events[1]?.data as { worksHit?: Hit }).worksHit).toMatchObject({ roll: 9, inWork: false });
    const total = (r: typeof near) => (r.events[1]?.data as { rolls: Roll[] }).rolls.find((x) => x.soldier === "B1")?.total ?? 0;
    expect(total(near) - total(inside)).toBeGreaterThan(0);
    expect(inside.game.soldiers.find((x) => x.id === "B1")?.inWorks).toBe(true);
  });

  it("firepower 12.7.2: with nobody in the work no hit-location roll is made and the blast is rolled at once", () => {
    const out = gRound(inTrench(rifleman, false), rgn, [1, 10, 10, 10]);
    expect(out.hit).toBeUndefined();
    expect(out.b1).toBeDefined();
  });
});

const SCENARIO: FirepowerScenario = {
  ...VEHICLE_SKIRMISH_SCENARIO, id: "vehicle-skirmish-rgn-trenches",
  works: [...VEHICLE_SKIRMISH_SCENARIO.sides.B.soldiers.map((s) => ({ hex: s.hex, type: "trench" as const })).filter((w, i, all) => all.findIndex((x) => x.hex === w.hex) === i)],
  sides: {
    A: { ...VEHICLE_SKIRMISH_SCENARIO.sides.A, soldiers: VEHICLE_SKIRMISH_SCENARIO.sides.A.soldiers.map((s) => (s.weapon === "RFL" ? { ...s, rgn: { rounds: 3, loaded: true } } : s)) },
    B: VEHICLE_SKIRMISH_SCENARIO.sides.B,
  },
};

describe("fired G rounds at trenches in random legal play (firepower 12.7.2)", () => {
  it("firepower 12.7.2, 12.4.1.1: random legal play climbing into trenches and firing rifle grenades whenever offered reaches a scored result and replays to the same hashes", () => {
    let located = 0;
    // Rifle grenades at the trench hexes first: the one fired G round that rolled the works location with seed 1 was the
    // vehicle's, at a man in a trench it could see only by the Basic Game's line (vehicles now see by 12.1, 19.1.13).
    const trenches = new Set((SCENARIO.works ?? []).map((w) => w.hex));
    const { state, record } = playRecordedRandom(SCENARIO, "fp-works-fired-5", {
      choose: preferring((c) => (c.type === "fire_rgn" && trenches.has((c.payload as { hex: string }).hex)) || (c.type === "climb" && (c.payload as { into: boolean }).into)),
      onApplied: (_command, events) => { located += events.filter((e) => e.type === "fire/g_round" && (e.data as { worksHit?: unknown }).worksHit !== undefined).length; },
    });
    expect(state.turn.over).toBe(true);
    expect(state.game.result).not.toBeNull();
    expect(located).toBeGreaterThan(0);
    expectReplaysToSameHashes(record);
  });
});
