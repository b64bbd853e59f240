import { apply, checkCommand, createMatch } from "@tactica/engine";
import type { MapDocument } from "@tactica/map";
import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { run } from "../conformance/match-fixture";
import { createFirepowerAuthoredSampleMap, toAuthoredSampleScenario } from "../scenarios/authored-sample";
import type { SoldierSpec } from "../play/authored-match.fixture";
import { stand, variant, withOpeningsClosed, withSoldier } from "../play/authored-match.fixture";
import { boardForDocument } from "../core/board";
import { losFrom } from "../combat/fire-context";
import { firepowerRuleset } from "../play/firepower-ruleset";
import type { FirepowerState } from "../state/types";
import { cmd, man_, V1 } from "./vehicles.fixture";

/** The authored map with 4D1 a hill `height` heights up (4F2's upper window, on its north-west side, faces 4D1 and 4E2). */
const onHill = (height: number): MapDocument => variant((d) => ({ ...d, hexes: [...(d.hexes ?? []), { hex: boardForDocument(d).hexOf("4D1") ?? { q: 0, r: 0 }, id: "4D1", terrain: "hill", height }] }));

/** Side A's BMP1 V1 (main gun 15: elevation 33, depression 4, gun 2 heights up) in `hex` facing `facing`, crewed by A7 and A8; `b` the enemies; A in an Impulse there. */
function vehicleIn(hex: string, b: SoldierSpec[], map: MapDocument = createFirepowerAuthoredSampleMap(), facing = 3): FirepowerState {
  const base = toAuthoredSampleScenario(map);
  const crew = [stand("A7", hex, 3), stand("A8", hex, 3)];
  const made = createMatch(firepowerRuleset, { scenario: { ...base, sides: { A: { ...base.sides.A, soldiers: crew }, B: { ...base.sides.B, soldiers: b } }, vehicles: [{ ...V1, hex, facing, passengers: [] }] } });
  if (!made.ok) throw new Error(`${made.error.code}: ${made.error.message}`);
  const drawn = run(made.state as FirepowerState, { type: "turn/draw_chit", seat: "A", payload: {} }, [1]);
  return run(drawn, { type: "turn/start_impulse", seat: "A", payload: { squad: "A", hex } });
}

const gunAt = (target: string) => cmd("vehicle_fire", "A", { vehicle: "V1", weapon: "15", ammo: "G", target });
const check = (s: FirepowerState, target: string) => checkCommand(firepowerRuleset, s, gunAt(target));
const UPSTAIRS = stand("B1", "4F2", 6, { storey: 1 });
const DOWNSTAIRS = stand("B2", "4F2", 6);

describe("the main gun laid at a man's real height (firepower 19.1.13)", () => {
  it("firepower 19.1.13: from the hill the main gun fires at a man upstairs (his storey's floor 4 up puts his head 1 above the gun), while the man on the ground floor below is 3 down and too close", () => {
    const s = vehicleIn("4D1", [UPSTAIRS, DOWNSTAIRS], onHill(3));
    expect(check(s, "B2")).toMatchObject({ ok: false, error: { code: "vehicle/elevation", rule: "Firepower 19.1.13" } });
    expect(check(s, "B1").ok).toBe(true);
    // The shot is played: to hit 1, the window passed on 1 (his head level with the sill from the hill), his blast roll 1.
    const r = apply(firepowerRuleset, s, gunAt("B1"), createFixedDice([1, 1, 1, ...Array.from({ length: 16 }, () => 10)]));
    if (!r.ok) throw new Error(r.error.code);
    expect(r.events.find((e) => e.type === "vehicle/fired")?.data).toMatchObject({ target: "B1", result: "hit" });
    expect(r.events.find((e) => e.type === "fire/g_round")?.data).toMatchObject({ hex: "4F2", storey: 1, burst: "inside" });
    expect(man_(r.state as FirepowerState, "B1").eliminated).toBe(true);
  });

  it("firepower 19.1.13, 10.5.1: a man Up in a tree counts at his Up height: level with the gun on the hill he may be fired at close, on the ground he is too far below", () => {
    const s = vehicleIn("4D1", [stand("B3", "4B4", 1)], onHill(3), 4);
    expect(check(s, "B3")).toMatchObject({ ok: false, error: { code: "vehicle/elevation" } });
    const up = withSoldier(s, "B3", { up: { height: 5, hold: "tree", top: 6 } });
    expect(check(up, "B3").ok).toBe(true);
  });
});

describe("a vehicle's line of sight is the Advanced Game's (firepower 19.1.13, 12.1.6)", () => {
  it("firepower 19.1.13, 12.1.6: from ground level a vehicle sees a man upstairs through the open window on his storey facing it, as a soldier there does", () => {
    const s = vehicleIn("4D1", [UPSTAIRS, DOWNSTAIRS]);
    expect(check(s, "B1").ok).toBe(true);
    const board = boardForDocument(createFirepowerAuthoredSampleMap());
    expect(losFrom(board, s.game, man_(s, "A7"), { hex: man_(s, "B1").hex, posture: "stand", level: 1 })?.clear).toBe(true);
  });

  it("firepower 12.1.6: with the window shut, or from a hex it does not face, the building walls block the vehicle's line to the man upstairs", () => {
    expect(check(vehicleIn("4D1", [UPSTAIRS], withOpeningsClosed()), "B1")).toMatchObject({ ok: false, error: { code: "fire/no_los" } });
    const side = vehicleIn("4E1", [UPSTAIRS, DOWNSTAIRS]);
    expect(check(side, "B1")).toMatchObject({ ok: false, error: { code: "fire/no_los" } });
    // The walls shut out the ground floor from there too, where the Basic Game's line (judged here before) saw through them.
    expect(check(side, "B2")).toMatchObject({ ok: false, error: { code: "fire/no_los" } });
    const board = boardForDocument(createFirepowerAuthoredSampleMap());
    expect(losFrom(board, side.game, man_(side, "A7"), { hex: man_(side, "B2").hex, posture: "stand" })?.clear).toBe(false);
  });
});
