import { apply, eventsFor, viewFor } from "@tactica/engine";
import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { firepowerRuleset } from "../play/firepower-ruleset";
import type { FirepowerState } from "../state/types";
import { updateVehicle } from "./vehicles-state";
import { cmd, hexId, impulseAt, man, vehicle, vehicleMatch } from "../weapons/vehicles.fixture";

/** V1's Impulse with its gun 15 waiting to be loaded separately (its gunner fired without a loader, 19.1.10). */
function unloadedGun(): FirepowerState {
  const s = impulseAt(vehicleMatch([], [man("B1", 7, 5, 6)]), "A", hexId(1, 2));
  return { ...s, game: updateVehicle(s.game, "V1", { unloaded: ["15"] }) };
}
const load = (s: FirepowerState) => {
  const r = apply(firepowerRuleset, s, cmd("vehicle_load", "A", { vehicle: "V1", weapon: "15", crewman: "A8" }), createFixedDice([]));
  if (!r.ok) throw new Error(r.error.code);
  return r;
};

describe("secret plot loading (firepower 11.1.12, 19.2.6)", () => {
  it("firepower 11.1.12: the loading side sees what was loaded and by whom; the other side and spectators only that a task was written", () => {
    const r = load(unloadedGun());
    expect(vehicle(r.state, "V1").unloaded).toEqual([]);
    expect(eventsFor(firepowerRuleset, r.state, r.events, "A").map((e) => e.type)).toEqual(["vehicle/task_written", "vehicle/loaded"]);
    for (const other of ["B", "spectator"]) {
      const seen = eventsFor(firepowerRuleset, r.state, r.events, other);
      expect(seen.map((e) => e.type)).toEqual(["vehicle/task_written"]);
      expect(JSON.stringify(seen)).not.toMatch(/A8|"15"/);
    }
  });

  it("firepower 11.1.12 (fog): the other side's view is the same whether the gun waits to be loaded, was just loaded, or was loaded all along", () => {
    const waiting = unloadedGun();
    const loaded = load(waiting).state;
    const ready: FirepowerState = { ...waiting, game: updateVehicle(waiting.game, "V1", { unloaded: [] }) };
    for (const other of ["B", "spectator"]) {
      const views = [waiting, loaded, ready].map((s) => JSON.stringify(viewFor(firepowerRuleset, s, other).game));
      expect(views[1]).toBe(views[0]);
      expect(views[2]).toBe(views[0]);
    }
    // The loading side's own view keeps its record.
    expect(JSON.stringify(viewFor(firepowerRuleset, waiting, "A").game)).toContain('"unloaded":["15"]');
  });
});
