import { createFixedDice } from "@tactica/dice";
import { createMatch, createRulingsPack } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { run } from "../conformance/match-fixture";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { isBurning } from "./fires";
import type { FirepowerState } from "../state/types";
import { hitVehicle } from "./vehicle-hits";
import { burnInVehicles, GUN_FIRE_NUMBER, spreadVehicleFires, startVehicleFire } from "./vehicles-engine-fire";
import { VEHICLE_ENGINE_FIRE } from "../vehicles/vehicles-engine-fire-table";
import type { VehicleSpec } from "../vehicles/vehicles-state";
import { updateVehicle } from "../vehicles/vehicles-state";
import { cmd, hexId, man_, V1, vehicle, vehicleScenario } from "../weapons/vehicles.fixture";

const FIRES = { options: { "firepower/fires": "on" } };
/** Side B's M551 V2 at (5,2): crew B7-B10; weapons 76 (a gun: H and G) and 1 (L only). */
const V2: VehicleSpec = {
  id: "V2", type: "LTK3", side: "B", hex: hexId(5, 2), facing: 6,
  crew: [{ soldier: "B7", box: 2 }, { soldier: "B8", box: 9 }, { soldier: "B9", box: 11 }, { soldier: "B10", box: 12 }], passengers: [],
};

/** The vehicle match with Option 21 on (and `fireConditions`). */
function fireMatch(fireConditions?: "dry"): FirepowerState {
  const scenario = vehicleScenario([], [], [V1, V2], fireConditions ? { fireConditions } : {});
  const made = createMatch(firepowerRuleset, { scenario, rulings: createRulingsPack({ id: "veh-fires", ruleset: "firepower", options: FIRES.options }) });
  if (!made.ok) throw new Error(made.error.message);
  return made.state as FirepowerState;
}

describe("vehicle Fires (firepower 21.2 with Option 19)", () => {
  it("firepower 21.2.1: a hit gun able to fire A, G or H starts a Fire inside on 3 or less (once per hit)", () => {
    const s = fireMatch();
    expect(GUN_FIRE_NUMBER).toBe(3);
    const started = startVehicleFire(s.game, "V2", ["weapon 1", "weapon 76"], createFixedDice([3]), FIRES);
    // Weapon 1 fires only L: no roll; weapon 76 rolls 3.
    expect(started.rolls).toEqual([{ location: "weapon 76", roll: 3, need: 3, started: true, provenance: "book" }]);
    expect(vehicle({ ...s, game: started.game }, "V2").fire).toBe("inside");
    expect(startVehicleFire(s.game, "V2", ["weapon 76"], createFixedDice([4]), FIRES).rolls[0]?.started).toBe(false);
  });

  it("firepower 21.2.1, 19.1.15: a hit engine starts a Fire on its engine number or less (placeholder firepower/vehicle_engine_fire)", () => {
    const s = fireMatch();
    expect(VEHICLE_ENGINE_FIRE.cells.every((c) => c.provenance.kind === "placeholder")).toBe(true);
    expect(startVehicleFire(s.game, "V2", ["engine"], createFixedDice([3]), FIRES).rolls).toEqual([{ location: "engine", roll: 3, need: 3, started: true, provenance: "placeholder" }]);
    expect(startVehicleFire(s.game, "V2", ["engine"], createFixedDice([4]), FIRES).rolls[0]?.started).toBe(false);
  });

  it("firepower 21.2.1: without Option 21, or in a vehicle already burning, no roll is made", () => {
    const s = fireMatch();
    expect(startVehicleFire(s.game, "V2", ["engine"], createFixedDice([]), { options: {} }).rolls).toEqual([]);
    const burning = updateVehicle(s.game, "V2", { fire: "inside" });
    expect(startVehicleFire(burning, "V2", ["engine"], createFixedDice([]), FIRES).rolls).toEqual([]);
  });

  it("firepower 19.3.2, 21.2.1: an inside blast that hits the gun rolls for a Fire, and the hit says so", () => {
    const s = fireMatch();
    // B7-B10 miss, weapon 76 hit (1), weapon 1, engine, radio, sights miss; then the Fire roll 2.
    const out = hitVehicle(s.game, vehicle(s, "V2"), "F", 7, 5, createFixedDice([10, 10, 10, 10, 1, 10, 10, 10, 10, 2]), FIRES, "Firepower 19.3.2");
    expect(out.hit.fireRolls).toEqual([{ location: "weapon 76", roll: 2, need: 3, started: true, provenance: "book" }]);
    expect(vehicle({ ...s, game: out.game }, "V2").fire).toBe("inside");
  });

  it("firepower 21.2.1, 21.3: a Fire inside burns only the soldiers inside (F blast 6, a miss does not Stun); on the exterior, the riders too", () => {
    const s = fireMatch();
    const inside = updateVehicle(s.game, "V1", { fire: "inside" });
    const burned = burnInVehicles(inside, "A", createFixedDice([6, 7, 10]), FIRES);
    expect(burned.events[0]?.data).toMatchObject({ vehicle: "V1", stage: "inside", blast: 6, rolls: [{ soldier: "A7", result: "eliminated" }, { soldier: "A8", result: "no effect" }, { soldier: "A9", result: "no effect" }] });
    const after = { ...s, game: burned.game };
    expect(man_(after, "A7").eliminated).toBe(true);
    expect(man_(after, "A8").status).toBe("none");
    const outside = burnInVehicles(updateVehicle(s.game, "V1", { fire: "exterior" }), "A", createFixedDice([10, 10, 10, 1]), FIRES);
    expect((outside.events[0]?.data as { rolls: { soldier: string }[] }).rolls.map((r) => r.soldier)).toEqual(["A7", "A8", "A9", "A10"]);
    expect(burnInVehicles(inside, "B", createFixedDice([]), FIRES).events).toEqual([]);
  });

  it("firepower 21.2.3: at the next Fire Phase the Fire reaches the exterior, at the one after the vehicle's hex if it can burn", () => {
    const dry = fireMatch("dry");
    const lit = updateVehicle(dry.game, "V1", { fire: "inside" });
    const one = spreadVehicleFires(lit, 1, FIRES.options);
    expect(vehicle({ ...dry, game: one.game }, "V1").fire).toBe("exterior");
    const two = spreadVehicleFires(one.game, 2, FIRES.options);
    expect(two.events[0]?.data).toMatchObject({ vehicle: "V1", to: "hex", hexes: [hexId(1, 2)] });
    expect(isBurning(two.game, { q: 1, r: 2 })).toBe(true);
    // In Normal conditions a clear hex does not burn.
    const normal = fireMatch();
    const n2 = spreadVehicleFires(spreadVehicleFires(updateVehicle(normal.game, "V1", { fire: "inside" }), 1, FIRES.options).game, 2, FIRES.options);
    expect(isBurning(n2.game, { q: 1, r: 2 })).toBe(false);
  });

  it("firepower 21.3: in play, the side's chit draw burns its men in a burning vehicle", () => {
    const s = fireMatch();
    const lit: FirepowerState = { ...s, game: updateVehicle(s.game, "V1", { fire: "inside" }) };
    const drawn = run(lit, cmd("turn/draw_chit", "A"), [1, 1, 10, 10]);
    expect(man_(drawn, "A7").eliminated).toBe(true);
    expect(man_(drawn, "A10").eliminated).toBe(false);
  });
});
