import { createFixedDice } from "@tactica/dice";
import { createMatch, createRulingsPack } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { boardOf } from "../core/board";
import { burnSoldiers } from "./fires";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { addSmoke } from "../blasts/smoke";
import type { FirepowerGame, FirepowerState } from "../state/types";
import { burnVehiclesInFire, FIRE_HEX_PENETRATION } from "./vehicles-fire-hex";
import type { VehicleSpec } from "../vehicles/vehicles-state";
import { hexId, man, V1, vehicle, vehicleScenario } from "../weapons/vehicles.fixture";

const FIRES = { options: { "firepower/fires": "on" } };
/** Side A's soft truck T1 (armour 0) at (3,3), driver A11. */
const T1: VehicleSpec = { id: "T1", type: "TRK1", side: "A", hex: hexId(3, 3), facing: 3, crew: [{ soldier: "A11", box: 2 }], passengers: [] };

/** The match with Option 21 on and Fires burning under V1 (1,2) and T1 (3,3). */
function burning(): { state: FirepowerState; game: FirepowerGame } {
  const made = createMatch(firepowerRuleset, { scenario: vehicleScenario([], [man("B9", 7, 5, 6)], [V1, T1]), rulings: createRulingsPack({ id: "fires", ruleset: "firepower", options: FIRES.options }) });
  if (!made.ok) throw new Error(made.error.message);
  const state = made.state as FirepowerState;
  const lit = [{ q: 1, r: 2 }, { q: 3, r: 3 }].reduce((g, hex) => addSmoke(g, { hex, source: "fire", round: 1, by: "test" }), state.game);
  return { state, game: lit };
}

describe("vehicles in a burning hex (firepower 21.3 with 19.3.2-19.3.3)", () => {
  it("firepower 21.3, 19.3.3: short of the top armour, the F blast 6 rolls for the radio and gunsights, and the engine against the penetration 1", () => {
    const { state, game } = burning();
    // V1 (top 2): radio 6 (hit), sights 7, engine 1 (hit); then T1 (top 0): penetrated, inside blast on A11 and its parts.
    const out = burnVehiclesInFire(game, "A", createFixedDice([6, 7, 1, 10, 10, 10, 10]), FIRES);
    expect(FIRE_HEX_PENETRATION).toBe(1);
    expect(out.events[0]).toMatchObject({ type: "fire/vehicle_in_fire", data: { vehicle: "V1", rolls: [{ location: "radio", result: "hit" }, { location: "sights", result: "no effect" }, { location: "engine", need: 1, result: "hit" }] } });
    expect(vehicle({ ...state, game: out.game }, "V1").damage).toMatchObject({ radio: true, sights: false, engine: true });
    expect(out.events[1]).toMatchObject({ type: "vehicle/hit", data: { vehicle: "T1", armour: 0, penetrated: true, blast: 6 } });
  });

  it("firepower 21.3, 19.3.2: the hex's Fire burns the men outside the armour, not those shut in", () => {
    const { game } = burning();
    const out = burnSoldiers(boardOf(game), game, "A", createFixedDice([10, 10]), FIRES);
    const rolled = (out.events[0]?.data as { rolls: { soldier: string }[] }).rolls.map((r) => r.soldier);
    expect(rolled).toEqual(["A10"]);
    expect(burnVehiclesInFire(game, "B", createFixedDice([]), FIRES).events).toEqual([]);
  });
});
