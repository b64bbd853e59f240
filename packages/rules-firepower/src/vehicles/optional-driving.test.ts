import { createMatch, createRulingsPack, legalActionsFor } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { run, soldier, tryCommand } from "../conformance/match-fixture";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { mayDrive } from "./optional-driving";
import { playRandomLegal } from "../play/play-match.fixture";
import type { FirepowerState } from "../state/types";
import type { VehicleSpec } from "./vehicles-state";
import { hexId, man, V1, vehicleScenario } from "../weapons/vehicles.fixture";

type Driving = "T" | "MW" | "W" | "No";
const cmd = (type: string, seat: string, payload: object) => ({ type, seat, payload });

/** A's vehicle (V1, a tracked BMP1, or `vehicle`) driven from Crew Box 2 by A7 with `driving` on his sheet; A's Impulse started in its hex. */
function match(driving: Driving, characteristics = "on", vehicle: VehicleSpec = V1): FirepowerState {
  const sheet = { motivation: 10, driving };
  const scenario = vehicleScenario([{ ...man("A7", 1, 2, 3), posture: "crouch", sheet }, { ...man("A8", 1, 2, 3), posture: "crouch", sheet: { motivation: 10 } }], [man("B1", 6, 4, 6)], [vehicle]);
  const made = createMatch(firepowerRuleset, { scenario, rulings: createRulingsPack({ id: "driving", ruleset: "firepower", options: { "firepower/characteristics": characteristics } }) });
  if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
  const drawn = run(made.state as FirepowerState, cmd("turn/draw_chit", "A", {}), [1]);
  return run(drawn, cmd("turn/start_impulse", "A", { squad: "A", hex: hexId(1, 2) }), [1]);
}

describe("Optional Rule 22.1.7: driving", () => {
  it("firepower 22.1.7: T drives any vehicle, MW all but tracked ones, W wheeled only, No none", () => {
    const s = soldier(match("T"), "A7");
    const as = (d: Driving) => ({ ...s, traits: { driving: d } });
    expect((["T", "MW", "W", "No"] as const).map((d) => (["T", "MW", "W"] as const).map((t) => mayDrive(as(d), t)))).toEqual([
      [true, true, true], [false, true, true], [false, false, true], [false, false, false],
    ]);
  });

  it("firepower 22.1.7: a driver whose letter does not cover a tracked vehicle may neither move nor turn it; a T driver may", () => {
    for (const d of ["MW", "W", "No"] as const) {
      const s = match(d);
      expect(tryCommand(s, cmd("vehicle_move", "A", { vehicle: "V1" }))).toMatchObject({ ok: false, error: { code: "vehicle/driver_unskilled", rule: "Firepower 22.1.7" } });
      expect(tryCommand(s, cmd("vehicle_turn", "A", { vehicle: "V1", facing: 4 }))).toMatchObject({ ok: false, error: { code: "vehicle/driver_unskilled" } });
      expect(legalActionsFor(firepowerRuleset, s, "A").filter((c) => c.type === "vehicle_move" || c.type === "vehicle_turn")).toEqual([]);
    }
    const moved = run(match("T"), cmd("vehicle_move", "A", { vehicle: "V1" }));
    expect(moved.game.soldiers.find((x) => x.id === "A7")?.hex).not.toEqual(match("T").game.soldiers.find((x) => x.id === "A7")?.hex);
    // Without Option 22 the sheet is not in play and anyone in a driver's box drives.
    expect(tryCommand(match("No", "off"), cmd("vehicle_move", "A", { vehicle: "V1" }))).toMatchObject({ ok: true });
  });

  it("firepower 22.1.7: an MW driver drives a wheeled-or-tracked (MW) truck, a W driver may not", () => {
    const truck: VehicleSpec = { id: "V1", type: "TRK1", side: "A", hex: hexId(1, 2), facing: 3, crew: [{ soldier: "A7", box: 2 }], passengers: [{ soldier: "A8", place: "inside" }] };
    expect(tryCommand(match("MW", "on", truck), cmd("vehicle_move", "A", { vehicle: "V1" }))).toMatchObject({ ok: true });
    expect(tryCommand(match("W", "on", truck), cmd("vehicle_move", "A", { vehicle: "V1" }))).toMatchObject({ ok: false, error: { code: "vehicle/driver_unskilled" } });
  });

  it("firepower 22.1.7: random legal play with unskilled and skilled drivers keeps every legal action accepted", () => {
    for (const d of ["No", "T"] as const) {
      const out = playRandomLegal(match(d), `drive-${d}`, { steps: 200 });
      expect(out.state.game.soldiers.length).toBeGreaterThan(0);
    }
  });
});
