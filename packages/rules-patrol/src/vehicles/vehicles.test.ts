import { createFixedDice } from "@tactica/dice";
import { apply, createMatch, createRulingsPack } from "@tactica/engine";
import type { MatchState, PlotTurn } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { patrolRuleset } from "../ruleset";
import { rangeBetween } from "../state/hex-id";
import { isContact } from "../turn/stage-movement";
import { createTestMatch, playTurn, withoutPanic } from "../testing/game-test-helpers";
import type { Man, PatrolGame } from "../state/state";
import type { Vehicle } from "../terrain/vehicles";

type S = MatchState<PatrolGame, PlotTurn>;
const ones = (n = 60) => Array.from({ length: n }, () => 1);
const withVehicle = (s: S, id: string, patch: Partial<Vehicle>): S => ({ ...s, game: { ...s.game, vehicles: { ...s.game.vehicles, [id]: { ...s.game.vehicles![id]!, ...patch } } } });
const withMan = (s: S, id: string, patch: Partial<Man>): S => ({ ...s, game: { ...s.game, men: { ...s.game.men, [id]: { ...s.game.men[id]!, ...patch } } } });
const inContact = (s: S): S => ({ ...s, game: { ...s.game, contactRound: 0 } });
const submit = (s: S, seat: string, orders: unknown) => {
  const r = apply(patrolRuleset, s, { type: "turn/submit_plot", seat, payload: { plot: { orders } } }, createFixedDice([]));
  return r.ok ? "ok" : r.error.code;
};
/** Tank Zam (CLOSED): a tank for α, two riflemen for β, on a 10 x 12 board. */
const tankGame = (bravo = "2BR", deploy: Record<string, { hex: string }> = {}) => withoutPanic(createTestMatch({ ob: "27.21", situation: "patrol", forces: { alpha: "1BR 1tank", bravo },
  deploy: { a01: { hex: "0901" }, "a-tank1": { hex: "0502" }, b01: { hex: "0104" }, b02: { hex: "0110" }, ...deploy }, board: { cols: 10, rows: 12 } }));

describe("Patrol! tanks, APCs and halftracks [23.0-24.8, 32.2]", () => {
  it("patrol 23.0, 24.0, 24.8: the OB lines give tanks (5 crew in WWII, 4 later), roofed APCs in Vietnam, halftracks before the 1960s", () => {
    const stJulien = createTestMatch({ ob: "27.13", situation: "assault" });
    expect(Object.values(stJulien.game.vehicles ?? {}).map((v) => [v.id, v.kind, v.side, Object.keys(v.crew).length])).toEqual([["a-tank1", "tank", "alpha", 5]]);
    const anLoc = createTestMatch({ ob: "27.73", situation: "patrol" });
    expect(Object.values(anLoc.game.vehicles ?? {}).map((v) => [v.id, v.kind, Object.keys(v.crew)])).toEqual([["a-apc1", "apc", ["driver", "commander"]]]);
    const korea = createTestMatch({ ob: "27.61", situation: "patrol", forces: { alpha: "2BR 1APC 1tank", bravo: "2BR" } });
    expect(Object.values(korea.game.vehicles ?? {}).map((v) => [v.id, v.kind, Object.keys(v.crew).length])).toEqual([["a-tank1", "tank", 4], ["a-halftrack1", "halftrack", 2]]);
  });

  it("patrol 27.73: in the An Loc Patrol the ARVN start in and on their APC and may not dismount before Contact", () => {
    const s = createTestMatch({ ob: "27.73", situation: "patrol" });
    const arvn = s.game.order.filter((id) => s.game.men[id]!.side === "alpha");
    expect(arvn).toHaveLength(10);
    expect(arvn.every((id) => s.game.men[id]!.aboard === "a-apc1" && s.game.men[id]!.hex === s.game.vehicles!["a-apc1"]!.hex)).toBe(true);
    expect(submit({ ...s, game: { ...s.game, contactRound: null } }, "alpha", { a01: [{ code: "DT" }] })).toBe("vehicle/ride_until_contact");
  });

  it("patrol 26.96 a, b: the Assault's rules of engagement bind vehicles: β's tank neither moves nor fires on turn 1", () => {
    const s = createTestMatch({ ob: "27.21", situation: "assault", forces: { alpha: "3BR", bravo: "2BR 1tank" } });
    expect(submit(s, "bravo", { "b-tank1": [{ code: "MV", path: ["A"] }] })).toBe("plot/engagement");
    const ahead = `${s.game.vehicles!["b-tank1"]!.hex.slice(0, 2)}10`; // straight ahead of its turret (facing north)
    expect(submit(s, "bravo", { "b-tank1": [{ code: "GUN", hex: ahead }] })).toBe("plot/engagement");
    expect(submit(s, "bravo", { "b-tank1": [{ code: "BU" }] })).toBe("ok");
  });

  it("patrol 26.4, 26.66 a: a custom β vehicle in a hidden deployment is refused at creation, so it cannot give β away", () => {
    const made = createMatch(patrolRuleset, { scenario: { ob: "27.21", situation: "recon", forces: { alpha: "3BR", bravo: "2BR 1tank" } } });
    expect(made.ok).toBe(false);
    expect(createMatch(patrolRuleset, { scenario: { ob: "27.21", situation: "recon", forces: { alpha: "3BR 1tank", bravo: "2BR" } } }).ok).toBe(true);
  });

  it("patrol 23.11, 23.13, 32.2: a tank drives over the terrain and turns freely; it kills the incapacitated man it runs over and displaces the stationary one", () => {
    let s = withVehicle(tankGame("2BR", { b01: { hex: "0504" }, b02: { hex: "0505" } }), "a-tank1", { open: true });
    s = withMan(s, "b01", { status: "I", posture: "prone" });
    const { state, events } = playTurn(s, { alpha: { orders: { "a-tank1": [{ code: "MV", path: ["D", "D", "D", "C"] }] } }, bravo: { orders: {} } }, createFixedDice(ones()));
    const tank = state.game.vehicles!["a-tank1"]!;
    expect(tank).toMatchObject({ hex: "0605", facing: "C" });
    expect(events.find((e) => e.type === "patrol/vehicle_moved")?.data).toMatchObject({ vehicle: "a-tank1", path: ["0503", "0504", "0505", "0605"] });
    expect(events.find((e) => e.type === "patrol/run_over")?.data).toMatchObject({ killed: ["b01"], rule: "32.2" });
    expect(state.game.men.b01!.status).toBe("K");
    const b02 = state.game.men.b02!;
    expect(b02.status).toBe("fit");
    expect(["0502", "0503", "0504", "0505", "0605"]).not.toContain(b02.hex);
    expect(rangeBetween(b02.hex!, "0505")).toBe(1);
  });

  it("patrol 32.2: a man may not move through a stationary vehicle; he stops in the hex before it", () => {
    const s = tankGame("2BR", { a01: { hex: "0501" }, "a-tank1": { hex: "0503" } });
    const { state, events } = playTurn(withVehicle(s, "a-tank1", { open: true }), { alpha: { orders: { a01: [{ code: "MV", path: ["D", "D", "D"] }] } }, bravo: { orders: {} } }, createFixedDice(ones()));
    expect(state.game.men.a01!.hex).toBe("0502");
    expect(events.find((e) => e.type === "patrol/moved")?.data).toMatchObject({ man: "a01", stoppedBy: "vehicle (32.2)" });
  });

  it("patrol 23.51, 23.11, 23.3, 26.56 c: the plot check refuses fire and move together, more than 10 hexes, another side's vehicle, men's vehicle tasks and fire before Contact", () => {
    const s = tankGame();
    expect(submit({ ...s, game: { ...s.game, contactRound: null } }, "alpha", { "a-tank1": [{ code: "GUN", hex: "0508" }] })).toBe("plot/before_contact");
    const c = inContact(s);
    expect(submit(c, "alpha", { "a-tank1": [{ code: "DF", target: "b01" }, { code: "MV", path: ["D"] }] })).toBe("vehicle/fire_and_move");
    expect(submit(c, "alpha", { "a-tank1": [{ code: "MV", path: Array.from({ length: 11 }, () => "C") }] })).toBe("vehicle/bad_path");
    expect(submit(c, "bravo", { "a-tank1": [{ code: "MV", path: ["D"] }] })).toBe("vehicle/not_yours");
    expect(submit(c, "alpha", { a01: [{ code: "GUN", hex: "0508" }] })).toBe("plot/vehicle_task");
    expect(submit(c, "alpha", { "a-tank1": [{ code: "BU" }, { code: "MV", path: ["D"] }] })).toBe("vehicle/whole_turn");
    expect(submit(withVehicle(c, "a-tank1", { immobilized: true }), "alpha", { "a-tank1": [{ code: "MV", path: ["D"] }] })).toBe("vehicle/cannot_move");
    expect(submit(c, "alpha", { "a-tank1": [{ code: "MV", path: ["D", "D"] }] })).toBe("ok");
  });

  it("patrol 23.34, 23.31, 23.22: the tank's coaxial MG fires as a normal MG that never unloads; with gunner and hull gunner hurt a buttoned tank has no MG", () => {
    // Buttoned on 0507 facing south: the panic draw (0-4 with fixed ones) spares it; b01 is in the turret's arc.
    const s = inContact(tankGame("2BR", { "a-tank1": { hex: "0507" }, b01: { hex: "0511" }, b02: { hex: "0510" } }));
    const { state, events } = playTurn(s, { alpha: { orders: { "a-tank1": [{ code: "DF", target: "b01" }] } }, bravo: { orders: {} } }, createFixedDice(ones()));
    expect(events.find((e) => e.type === "patrol/fire")?.data).toMatchObject({ mode: "DF", firer: "a-tank1", target: "b01", range: 4 });
    expect(state.game.vehicles!["a-tank1"]!.firedRound).toBe(1);
    const crew = state.game.vehicles!["a-tank1"]!.crew;
    expect(submit(withVehicle(state, "a-tank1", { crew: { ...crew, gunner: "W" } }), "alpha", { "a-tank1": [{ code: "DF", target: "b02" }] })).toBe("ok"); // the hull MG
    expect(submit(withVehicle(state, "a-tank1", { crew: { ...crew, gunner: "W", hull: "W" } }), "alpha", { "a-tank1": [{ code: "DF", target: "b02" }] })).toBe("vehicle/no_mg");
  });

  it("patrol 23.33, 23.43 (option patrol/turret_arc): the main gun fires into the turret's arc; TT turns it (no turret fire that turn), one hexside a turn buttoned", () => {
    const s = withVehicle(inContact(tankGame("2BR", { "a-tank1": { hex: "0507" }, b01: { hex: "0503" }, b02: { hex: "0511" } })), "a-tank1", { hex: "0507" });
    expect(submit(s, "alpha", { "a-tank1": [{ code: "GUN", hex: "0511" }] })).toBe("ok");
    expect(submit(s, "alpha", { "a-tank1": [{ code: "GUN", hex: "0503" }] })).toBe("vehicle/out_of_arc");
    expect(submit(s, "alpha", { "a-tank1": [{ code: "TT", facing: "A" }] })).toBe("vehicle/buttoned_traverse");
    expect(submit(s, "alpha", { "a-tank1": [{ code: "TT", facing: "C" }, { code: "GUN", hex: "0511" }] })).toBe("vehicle/traverse_turn");
    const open = withVehicle(s, "a-tank1", { open: true });
    const { state, events } = playTurn(open, { alpha: { orders: { "a-tank1": [{ code: "TT", facing: "A" }] } }, bravo: { orders: {} } }, createFixedDice(ones()));
    expect(events.find((e) => e.type === "patrol/turret_turned")?.data).toEqual({ vehicle: "a-tank1", facing: "A", rule: "23.33" });
    expect(state.game.vehicles!["a-tank1"]).toMatchObject({ turret: "A", facing: "D" });
    expect(submit(state, "alpha", { "a-tank1": [{ code: "GUN", hex: "0503" }] })).toBe("ok");
    const allRound = createMatch(patrolRuleset, { scenario: { ob: "27.21", situation: "patrol", forces: { alpha: "1BR 1tank", bravo: "2BR" }, deploy: { a01: { hex: "0901" }, "a-tank1": { hex: "0507" }, b01: { hex: "0503" }, b02: { hex: "0110" } }, board: { cols: 10, rows: 12 } },
      rulings: createRulingsPack({ id: "club", ruleset: "patrol", options: { "patrol/turret_arc": "all_round" } }) });
    if (!allRound.ok) throw new Error(allRound.error.message);
    expect(submit(inContact(allRound.state as S), "alpha", { "a-tank1": [{ code: "GUN", hex: "0503" }] })).toBe("ok");
  });

  it("patrol 23.23, 23.22: a tank whose commander is hurt is inert but for a crew swap, which takes the turn and puts a fit man in his post", () => {
    const s0 = tankGame();
    const s = withVehicle(s0, "a-tank1", { crew: { ...s0.game.vehicles!["a-tank1"]!.crew, commander: "W" } });
    expect(submit(s, "alpha", { "a-tank1": [{ code: "MV", path: ["D"] }] })).toBe("vehicle/inert");
    expect(submit(s, "alpha", { "a-tank1": [{ code: "CS", posts: ["commander", "hull"] }, { code: "MV", path: ["D"] }] })).toBe("vehicle/whole_turn");
    const { state, events } = playTurn(s, { alpha: { orders: { "a-tank1": [{ code: "CS", posts: ["commander", "hull"] }] } }, bravo: { orders: {} } }, createFixedDice(ones()));
    expect(events.find((e) => e.type === "patrol/crew_swapped")?.data).toEqual({ vehicle: "a-tank1", posts: ["commander", "hull"], rule: "23.23" });
    expect(state.game.vehicles!["a-tank1"]!.crew).toMatchObject({ commander: "fit", hull: "W" });
    expect(submit(state, "alpha", { "a-tank1": [{ code: "MV", path: ["D"] }] })).toBe("ok");
  });

  it("patrol 26.2: a manned vehicle's crew sees and is seen, so a tank alone can make Contact", () => {
    const s = tankGame("1BR", { "a-tank1": { hex: "0905" }, b01: { hex: "0909" } });
    // α's only man has left the map: only the tank can see.
    const g = { ...s.game, contactRound: null, men: { ...s.game.men, a01: { ...s.game.men.a01!, hex: null, exited: true } } };
    expect(isContact({ ...g, vehicles: {} })).toBe(false);
    expect(isContact(g)).toBe(true);
    expect(isContact({ ...g, vehicles: { "a-tank1": { ...g.vehicles!["a-tank1"]!, destroyed: true } } })).toBe(false);
  });

  it("patrol 27.13: St. Julien's French tank cannot traverse; its turret points where the hull goes", () => {
    const s = createTestMatch({ ob: "27.13", situation: "assault", entry: "home_edge" });
    expect(s.game.vehicles!["a-tank1"]).toMatchObject({ fixedTurret: true, turret: "D" });
    expect(submit(s, "alpha", { "a-tank1": [{ code: "TT", facing: "C" }] })).toBe("vehicle/no_traverse");
    const moved = playTurn(withVehicle(withoutPanic(s), "a-tank1", { open: true }), { alpha: { orders: { "a-tank1": [{ code: "MV", path: ["C"] }] } }, bravo: { orders: {} } }, createFixedDice(ones(200)));
    expect(moved.state.game.vehicles!["a-tank1"]).toMatchObject({ facing: "C", turret: "C" });
  });

  it("patrol 23.24: with the loader hurt the turret weapons fire only every other turn", () => {
    const s0 = inContact(tankGame("2BR", { "a-tank1": { hex: "0507" }, b01: { hex: "0510" }, b02: { hex: "0511" } }));
    const s = withVehicle(s0, "a-tank1", { crew: { ...s0.game.vehicles!["a-tank1"]!.crew, loader: "W" } });
    const at = (target: string) => ({ alpha: { orders: { "a-tank1": [{ code: "DF" as const, target }] } }, bravo: { orders: {} } });
    const one = playTurn(s, at("b01"), createFixedDice(ones()));
    expect(one.events.some((e) => e.type === "patrol/fire" && (e.data as { firer: string }).firer === "a-tank1")).toBe(true);
    const two = playTurn(one.state, at("b02"), createFixedDice(ones()));
    expect(two.events.find((e) => e.type === "patrol/fire_void")?.data).toMatchObject({ firer: "a-tank1", rule: "23.24" });
    expect(two.events.some((e) => e.type === "patrol/fire" && (e.data as { firer: string }).firer === "a-tank1")).toBe(false);
  });

  it("patrol 14.21, 14.23, 26.94: a rocket landing in the tank's hex rolls on the damage table; D blows it up in the explosives stage, crew killed, 10 VP to β in the Assault", () => {
    const s = withVehicle(inContact(tankGame("1RL 1BR", { b01: { hex: "0508" } })), "a-tank1", { hex: "0504", open: true });
    // d6: scatter 1 (coefficient 1 at range 4: hits), the rocket's burst on the open commander 1 (23.32), damage 6 = D; then ones.
    const { state, events } = playTurn(s, { alpha: { orders: {} }, bravo: { orders: { b01: [{ code: "RG", hex: "0504" }] } } }, createFixedDice([1, 1, 6, ...ones()]));
    expect(events.find((e) => e.type === "patrol/vehicle_hit")?.data).toMatchObject({ vehicle: "a-tank1", cause: "rocket", roll: 6, vehicleEffects: ["D"], crewEffect: "D", rule: "14.23" });
    const tank = state.game.vehicles!["a-tank1"]!;
    expect(tank).toMatchObject({ destroyed: true, hex: "0504" });
    expect(Object.values(tank.crew)).toEqual(["K", "K", "K", "K", "K"]);
    const types = events.map((e) => e.type);
    expect(types.indexOf("patrol/vehicle_destroyed")).toBeGreaterThan(types.indexOf("patrol/vehicle_hit"));
    // 14.23: the wreck still blocks movement.
    expect(submit(state, "alpha", { "a-tank1": [{ code: "MV", path: ["D"] }] })).toBe("vehicle/inert");
  });

  it("patrol 26.94: β scores 10 for α's tank destroyed or abandoned in the Assault", async () => {
    const { toVictoryPoints } = await import("../turn/stage-record");
    const s = createTestMatch({ ob: "27.13", situation: "assault" });
    const before = toVictoryPoints(s.game, "bravo");
    expect(toVictoryPoints(withVehicle(s, "a-tank1", { destroyed: true }).game, "bravo") - before).toBe(10);
    expect(toVictoryPoints(withVehicle(s, "a-tank1", { bailedOut: true }).game, "bravo") - before).toBe(10);
  });

  it("patrol 24.11, 24.12: a man walks behind the APC and mounts (5 MP), then dismounts through the rear hex and walks on; the APC may not move in a mount turn", () => {
    const s = withoutPanic(createTestMatch({ ob: "27.71", situation: "patrol", forces: { alpha: "2AW 1APC", bravo: "1AW" },
      deploy: { a01: { hex: "0502" }, a02: { hex: "0901" }, "a-apc1": { hex: "0504" }, b01: { hex: "0112" } }, board: { cols: 10, rows: 12 } }));
    const apc = withVehicle(s, "a-apc1", { open: true });
    expect(submit(apc, "alpha", { a01: [{ code: "MV", path: ["D"] }, { code: "MT", vehicle: "a-apc1" }], "a-apc1": [{ code: "MV", path: ["D"] }] })).toBe("vehicle/mount_turn");
    expect(submit(apc, "alpha", { a02: [{ code: "MT", vehicle: "a-apc1" }] })).toBe("vehicle/not_behind");
    const one = playTurn(apc, { alpha: { orders: { a01: [{ code: "MV", path: ["D"] }, { code: "MT", vehicle: "a-apc1" }] } }, bravo: { orders: {} } }, createFixedDice(ones()));
    expect(one.state.game.men.a01).toMatchObject({ hex: "0504", aboard: "a-apc1" });
    expect(one.events.find((e) => e.type === "patrol/mounted")?.data).toMatchObject({ man: "a01", vehicle: "a-apc1", rule: "24.11" });
    // 24.2: the APC carries him along.
    const two = playTurn(one.state, { alpha: { orders: { "a-apc1": [{ code: "MV", path: ["D", "D"] }] } }, bravo: { orders: {} } }, createFixedDice(ones()));
    expect(two.state.game.men.a01!.hex).toBe("0506");
    expect(submit(two.state, "alpha", { a01: [{ code: "MV", path: ["D"] }] })).toBe("vehicle/aboard_move");
    const three = playTurn(two.state, { alpha: { orders: { a01: [{ code: "DT" }, { code: "MV", path: ["F"] }] } }, bravo: { orders: {} } }, createFixedDice(ones()));
    expect(three.state.game.men.a01!.aboard).toBeUndefined();
    expect(three.state.game.men.a01!.hex).toBe("0404");
  });

  it("patrol 24.4: APC passengers are out of reach of small arms, fragments and stun, and may do maintenance only", () => {
    let s = withoutPanic(createTestMatch({ ob: "27.71", situation: "patrol", forces: { alpha: "1AW 1APC", bravo: "2AW" },
      deploy: { a01: { hex: "0504" }, "a-apc1": { hex: "0504" }, b01: { hex: "0508" }, b02: { hex: "0507" } }, board: { cols: 10, rows: 12 } }));
    s = inContact(withMan(withVehicle(s, "a-apc1", { open: true }), "a01", { aboard: "a-apc1" }));
    s = withMan(s, "b02", { grenade: "F", unarmed: true });
    expect(submit(s, "alpha", { a01: [{ code: "DF", target: "b01" }] })).toBe("vehicle/passenger_combat");
    const { state, events } = playTurn(s, { alpha: { orders: {} }, bravo: { orders: { b01: [{ code: "DF", target: "a01" }], b02: [{ code: "TG", hex: "0504" }] } } }, createFixedDice(ones()));
    expect(events.find((e) => e.type === "patrol/fire_shielded")?.data).toMatchObject({ firer: "b01", target: "a01", vehicle: "a-apc1" });
    expect(state.game.men.a01).toMatchObject({ status: "fit", stunnedRound: null });
  });

  it("patrol 23.41, 23.42: a buttoned tank draws five panic chits after Contact; panicked, it does not move (an open one never panics)", () => {
    const s = inContact(tankGame());
    // Fixed ones draw the chits 0, 1, 2, 3, 4 in that order: the tank on 0502 panics.
    const buttoned = playTurn(s, { alpha: { orders: { "a-tank1": [{ code: "MV", path: ["D"] }] } }, bravo: { orders: {} } }, createFixedDice(ones()));
    expect(buttoned.events.find((e) => e.type === "patrol/vehicle_panic")?.data).toEqual({ side: "alpha", drawn: [0, 1, 2, 3, 4], panicked: ["a-tank1"], rule: "23.41" });
    expect(buttoned.state.game.vehicles!["a-tank1"]!.hex).toBe("0502");
    const open = playTurn(withVehicle(s, "a-tank1", { open: true }), { alpha: { orders: { "a-tank1": [{ code: "MV", path: ["D"] }] } }, bravo: { orders: {} } }, createFixedDice(ones()));
    expect(open.events.some((e) => e.type === "patrol/vehicle_panic")).toBe(false);
    expect(open.state.game.vehicles!["a-tank1"]!.hex).toBe("0503");
  });
});
