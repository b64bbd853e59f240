import type { Command } from "@tactica/engine";
import { legalActionsFor, stateHash } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { run, tryCommand } from "../conformance/match-fixture";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { playRandomLegal } from "../play/play-match.fixture";
import type { FirepowerState } from "../state/types";
import type { VehicleSpec } from "../vehicles/vehicles-state";
import { cmd, hexId, impulseAt, man, man_, V1, vehicleMatch, withMan } from "./vehicles.fixture";

/** P1, an APC2 (passengers inside, no firing ports) at (1,2) facing 3, A7 its crewman, A9 inside (seated), A10 on the rear; B1 three hexes south. */
const APC: VehicleSpec = { id: "P1", type: "APC2", side: "A", hex: hexId(1, 2), facing: 3, crew: [{ soldier: "A7", box: 2 }], passengers: [{ soldier: "A9", place: "inside" }, { soldier: "A10", place: "rear" }] };
const start = (extra: ReturnType<typeof man>[] = []): FirepowerState => withMan(impulseAt(vehicleMatch([], [man("B1", 1, 5, 1), ...extra], [APC]), "A", hexId(1, 2)), "A9", { facing: 4 });
const fireOut = (soldier: string, target = "B1") => cmd("rider_fire", "A", { soldier, targets: [target] });
const MISS = Array(12).fill(10);

describe("soldiers firing out of vehicles (firepower 19.3.9)", () => {
  it("firepower 19.3.9: a passenger inside a vehicle without firing ports must be Standing to fire; standing up costs the chart's posture MF", () => {
    const s = start();
    expect(man_(s, "A9").posture).toBe("crouch");
    expect(tryCommand(s, fireOut("A9"), MISS)).toMatchObject({ ok: false, error: { code: "vehicle/stand_to_fire", rule: "Firepower 19.3.9" } });
    expect(legalActionsFor(firepowerRuleset, s, "A")).toEqual(expect.arrayContaining([cmd("passenger_posture", "A", { soldier: "A9", posture: "stand" })]));
    const up = run(s, cmd("passenger_posture", "A", { soldier: "A9", posture: "stand" }));
    expect(man_(up, "A9")).toMatchObject({ posture: "stand", riding: { vehicle: "P1", place: "inside" } });
    expect(man_(up, "A9").mf).toBeGreaterThan(0);
    const r = tryCommand(up, fireOut("A9"), MISS);
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    expect(r.events.map((e) => e.type).slice(0, 2)).toEqual(["vehicle/rider_fire", "fire/resolved"]);
    expect(r.events[0]?.data).toMatchObject({ vehicle: "P1", soldier: "A9", how: "Standing", rule: "Firepower 19.3.9" });
    expect(man_(r.state, "A9")).toMatchObject({ riding: { vehicle: "P1", place: "inside" }, hex: { q: 1, r: 2 }, combatUsed: true });
  });

  it("firepower 19.3.9, 6.3.1: riders in and on a vehicle still fire only one weapon per hex", () => {
    const up = run(start(), cmd("passenger_posture", "A", { soldier: "A9", posture: "stand" }));
    const fired = run(up, fireOut("A9"), MISS);
    expect(tryCommand(fired, cmd("fire", "A", { soldier: "A10", targets: ["B1"] }), MISS)).toMatchObject({ ok: false, error: { code: "fire/stack_fired" } });
    const rider = run(withMan(up, "A10", { facing: 4 }), cmd("fire", "A", { soldier: "A10", targets: ["B1"] }), MISS);
    expect(tryCommand(rider, fireOut("A9"), MISS)).toMatchObject({ ok: false, error: { code: "fire/stack_fired" } });
  });

  it("firepower 19.3.9: a vehicle with firing ports is fired out of through its ports, not by standing up", () => {
    const s = impulseAt(vehicleMatch([], [man("B1", 1, 5, 1)], [V1]), "A", hexId(1, 2));
    expect(tryCommand(s, fireOut("A9"), MISS)).toMatchObject({ ok: false, error: { code: "vehicle/use_ports" } });
    expect(legalActionsFor(firepowerRuleset, s, "A").some((c) => c.type === "rider_fire" || c.type === "passenger_posture")).toBe(false);
    expect(tryCommand(start(), fireOut("A10"), MISS)).toMatchObject({ ok: false, error: { code: "vehicle/not_inside" } });
  });

  it("firepower 19.3.9, 19.4.3: seated, he may fire at an enemy soldier on top of his vehicle only through an open hatch", () => {
    // 19.4.3 has opposing soldiers on top of a vehicle (they may break open its hatches): B2 on P1's bow.
    const s = withMan(withMan(start([man("B2", 1, 2, 1)]), "B2", { riding: { vehicle: "P1", place: "bow" } }), "A9", { facing: 3 });
    const closed = withMan(s, "A7", { posture: "crouch" });
    expect(tryCommand(closed, fireOut("A9", "B2"), MISS)).toMatchObject({ ok: false, error: { code: "vehicle/stand_to_fire" } });
    const open = withMan(s, "A7", { posture: "stand" });
    const r = tryCommand(open, fireOut("A9", "B2"), MISS);
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    expect(r.events[0]?.data).toMatchObject({ how: "through an open hatch at a soldier on top" });
  });

  it("firepower 19.4.3: an opposing soldier may climb on top of an enemy vehicle (listed, for the hull's climb MF), never inside it", () => {
    const s = impulseAt(vehicleMatch([], [man("B1", 1, 5, 1), man("B2", 1, 2, 1)], [APC]), "B", hexId(1, 2));
    const legal = legalActionsFor(firepowerRuleset, s, "B");
    expect(legal).toEqual(expect.arrayContaining([cmd("mount", "B", { soldier: "B2", vehicle: "P1", place: "rear" })]));
    expect(legal.some((c) => c.type === "mount" && (c.payload as { place: string }).place === "inside")).toBe(false);
    expect(tryCommand(s, cmd("mount", "B", { soldier: "B2", vehicle: "P1", place: "inside" }))).toMatchObject({ ok: false, error: { code: "vehicle/enemy_inside", rule: "Firepower 19.4.3" } });
    const on = run(s, cmd("mount", "B", { soldier: "B2", vehicle: "P1", place: "rear" }));
    expect(man_(on, "B2")).toMatchObject({ riding: { vehicle: "P1", place: "rear" } });
    expect(man_(on, "B2").mf).toBeGreaterThan(0);
  });

  it("firepower 19.3.9: legal actions list the passenger's fires and posture changes, every listed one applies, and a playout ends and replays", () => {
    const up = run(start(), cmd("passenger_posture", "A", { soldier: "A9", posture: "stand" }));
    const listed = legalActionsFor(firepowerRuleset, up, "A").filter((c) => c.type === "rider_fire" || c.type === "passenger_posture");
    expect(listed.length).toBeGreaterThan(1);
    for (const c of listed) expect(tryCommand(up, c, MISS)).toMatchObject({ ok: true });
    const choose = (legal: readonly Command[], roll: (n: number) => number) => {
      const fires = legal.filter((c) => c.type === "rider_fire");
      const stand = legal.filter((c) => c.type === "passenger_posture" && (c.payload as { posture: string }).posture === "stand");
      const pool = fires.length > 0 ? fires : stand.length > 0 && roll(2) === 1 ? stand : legal.filter((c) => c.type !== "dismount");
      return pool[roll(pool.length) - 1];
    };
    const a = playRandomLegal(start(), "rider-fire-playout", { steps: 3000, choose });
    const b = playRandomLegal(start(), "rider-fire-playout", { steps: 3000, choose });
    expect(a.state.turn.over).toBe(true);
    expect(a.state.game.result).not.toBeNull();
    expect(a.seen.has("rider_fire")).toBe(true);
    expect(stateHash(a.state)).toBe(stateHash(b.state));
  }, 60_000);
});
