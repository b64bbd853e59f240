import { createFixedDice } from "@tactica/dice";
import { apply, createMatch, createRulingsPack, eventsFor, viewFor } from "@tactica/engine";
import type { MatchState, PlotTurn } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { toFireColumn } from "../combat/fire-odds";
import { toPatrolTables } from "../combat/patrol-tables";
import { patrolRuleset } from "../ruleset";
import { createTestMatch, playTurn, withoutPanic } from "../testing/game-test-helpers";
import type { Man, PatrolGame } from "../state/state";
import type { Vehicle } from "../terrain/vehicles";
import { artilleryOnVehicles } from "../fire/vehicles-damage";
import { blastOnHatches } from "../fire/vehicles-hatch";

type S = MatchState<PatrolGame, PlotTurn>;
const ones = (n = 60) => Array.from({ length: n }, () => 1);
const withVehicle = (s: S, id: string, patch: Partial<Vehicle>): S => ({ ...s, game: { ...s.game, vehicles: { ...s.game.vehicles, [id]: { ...s.game.vehicles![id]!, ...patch } } } });
const withMan = (s: S, id: string, patch: Partial<Man>): S => ({ ...s, game: { ...s.game, men: { ...s.game.men, [id]: { ...s.game.men[id]!, ...patch } } } });
const scenario = (alpha: string, bravo: string, deploy: Record<string, { hex: string }>) =>
  ({ ob: "27.21", situation: "patrol", entry: "home_edge", forces: { alpha, bravo }, deploy: { a01: { hex: "0901" }, b01: { hex: "0112" }, ...deploy }, board: { cols: 10, rows: 12 } });
const matchWith = (options: Record<string, string>, sc: Record<string, unknown>): S => {
  const made = createMatch(patrolRuleset, { scenario: sc, rulings: createRulingsPack({ id: "club", ruleset: "patrol", options }) });
  if (!made.ok) throw new Error(made.error.message);
  return withoutPanic(made.state as S);
};
const lay = (s: S, seat: string, payload: unknown) => apply(patrolRuleset, s, { type: "lay_mines", seat, payload }, createFixedDice([]));

describe("Patrol! attacks on vehicles [14.23, 17.42, 17.43, 18.2, 11.91, 23.52]", () => {
  it("patrol 18.0, 18.2 (option patrol/ob_mine_type): AT mines only by option; laid in secret, one stops and disables the tank that enters; the other side learns nothing before", () => {
    const sc = scenario("1BR 1tank", "1BR 3mine", { "a-tank1": { hex: "0502" } });
    const plain = matchWith({}, sc);
    const refused = lay(plain, "bravo", { hexes: {}, at: { "0504": 1 } });
    expect(refused.ok ? "ok" : refused.error.code).toBe("mines/no_at_mines");
    const s = withVehicle(matchWith({ "patrol/ob_mine_type": "player_choice" }, sc), "a-tank1", { open: true });
    const laid = lay(s, "bravo", { hexes: { "0303": 1 }, at: { "0504": 1 } });
    if (!laid.ok) throw new Error(laid.error.code);
    expect(laid.state.game.mines?.bravo).toEqual({ allowance: 3, hexes: { "0303": 1 }, at: { "0504": 1 } });
    for (const viewer of ["alpha", "spectator"] as const) {
      expect(eventsFor(patrolRuleset, laid.state, laid.events, viewer)).toEqual([]);
      expect(JSON.stringify(viewFor(patrolRuleset, laid.state, viewer).game)).not.toContain("0504");
    }
    const over = lay(s, "bravo", { hexes: { "0303": 2 }, at: { "0504": 2 } });
    expect(over.ok ? "ok" : over.error.code).toBe("mines/over_allowance");
    const { state, events } = playTurn(laid.state, { alpha: { orders: { "a-tank1": [{ code: "MV", path: ["D", "D", "D", "D"] }] } }, bravo: { orders: {} } }, createFixedDice(ones()));
    expect(events.find((e) => e.type === "patrol/at_mine")?.data).toEqual({ vehicle: "a-tank1", hex: "0504", effect: "immobilized", rule: "18.2" });
    expect(state.game.vehicles!["a-tank1"]).toMatchObject({ hex: "0504", immobilized: true });
    expect(Object.values(state.game.vehicles!["a-tank1"]!.crew).every((c) => c === "fit")).toBe(true);
    expect(state.game.mines?.bravo.at).toEqual({});
  });

  it("patrol 18.2: an AT mine under an APC disables it and everyone inside suffers a grenade bursting inside (AS 20, stunned)", () => {
    const sc = { ...scenario("1AW 1APC", "1AW 2mine", { a01: { hex: "0502" }, "a-apc1": { hex: "0502" } }), ob: "27.71" };
    let s = withVehicle(matchWith({ "patrol/ob_mine_type": "player_choice" }, sc), "a-apc1", { open: true });
    s = withMan(s, "a01", { aboard: "a-apc1" });
    const laid = lay(s, "bravo", { hexes: {}, at: { "0503": 1 } });
    if (!laid.ok) throw new Error(laid.error.code);
    const { state, events } = playTurn(laid.state, { alpha: { orders: { "a-apc1": [{ code: "MV", path: ["D", "D"] }] } }, bravo: { orders: {} } }, createFixedDice(ones()));
    expect(state.game.vehicles!["a-apc1"]).toMatchObject({ hex: "0503", immobilized: true });
    expect(events.filter((e) => e.type === "patrol/crew_hit").map((e) => (e.data as { rule: string }).rule)).toEqual(["18.2", "18.2"]);
    expect(events.find((e) => e.type === "patrol/blast" && (e.data as { man: string }).man === "a01")?.data).toMatchObject({ distance: 0, rule: "18.2" });
    expect(state.game.men.a01!.stunnedRound).toBe(1);
    expect(state.game.men.a01!.hex).toBe("0503");
  });

  it("patrol 17.42, 17.43, 25.2 t: a Light round does nothing to a tank, Medium is a rocket hit; any round destroys an APC; Super-Heavy destroys vehicles within a hex", () => {
    const s = createTestMatch({ ...scenario("2AW 1tank 1APC", "1AW", { "a-tank1": { hex: "0505" }, "a-apc1": { hex: "0507" } }), ob: "27.71" });
    const tables = toPatrolTables(new Map(), {});
    const light = artilleryOnVehicles(s.game, "0505", "light", createFixedDice(ones()), tables, 1);
    expect(light.events).toEqual([{ type: "patrol/vehicle_unharmed", data: { vehicle: "a-tank1", hex: "0505", blast: "light", rule: "17.42" } }]);
    const medium = artilleryOnVehicles(s.game, "0505", "medium", createFixedDice([6, ...ones()]), tables, 1);
    expect(medium.events[0]).toMatchObject({ type: "patrol/vehicle_hit", data: { vehicle: "a-tank1", cause: "artillery", roll: 6 } });
    expect(medium.game.vehicles!["a-tank1"]!.explodesRound).toBe(1);
    const byTable = artilleryOnVehicles(s.game, "0505", "light", createFixedDice([1, ...ones()]), toPatrolTables(new Map(), { "patrol/artillery_vs_tanks": "damage_table_14_23" }), 1);
    expect(byTable.game.vehicles!["a-tank1"]!.immobilized).toBe(true);
    const apc = artilleryOnVehicles(s.game, "0507", "light", createFixedDice(ones()), tables, 1);
    expect(apc.game.vehicles!["a-apc1"]!.destroyed).toBe(true);
    expect(apc.events.filter((e) => e.type === "patrol/crew_hit")).toHaveLength(2);
    const superHeavy = artilleryOnVehicles(s.game, "0506", "super-heavy", createFixedDice(ones()), tables, 1);
    expect([superHeavy.game.vehicles!["a-tank1"]!.destroyed, superHeavy.game.vehicles!["a-apc1"]!.destroyed]).toEqual([true, true]);
  });

  it("patrol 11.91, 14.23: a satchel placed on a tank from the next hex does not scatter, stays with it as it drives off and bursts where the tank is; H attacks the crew at 1-1", () => {
    let s = withVehicle(createTestMatch(scenario("1BR 1tank", "1BR 1SC", { "a-tank1": { hex: "0505" }, b01: { hex: "0506" } })), "a-tank1", { open: true });
    s = withMan({ ...s, game: { ...s.game, contactRound: 0 } }, "b01", { grenade: "SC", unarmed: true });
    s = withoutPanic(s);
    // d6: the throw roll 6 is ignored (placed from the adjacent hex: no scatter); nobody is near the burst; damage roll 2 (H only).
    const dice = createFixedDice([6, 2, ...ones()]);
    const { state, events } = playTurn(s, { alpha: { orders: { "a-tank1": [{ code: "MV", path: ["A", "A", "A"] }] } }, bravo: { orders: { b01: [{ code: "TG", hex: "0505" }] } } }, dice);
    expect(events.find((e) => e.type === "patrol/detonation")?.data).toMatchObject({ hex: "0502", kind: "satchel" });
    expect(events.find((e) => e.type === "patrol/vehicle_hit")?.data).toMatchObject({ cause: "satchel", hex: "0502", roll: 2, vehicleEffects: [], crewEffect: "H" });
    expect(events.filter((e) => e.type === "patrol/crew_hit").map((e) => (e.data as { rule: string }).rule)).toEqual(["14.23 H", "14.23 H", "14.23 H", "14.23 H", "14.23 H"]);
    expect(state.game.vehicles!["a-tank1"]!.hex).toBe("0502");
  });

  it("patrol 23.7, 23.4: BU opens the hatch at the end of the turn; BO bails the crew out, unarmed, into adjacent hexes; they may not rearm by RA", () => {
    const s = withoutPanic(createTestMatch(scenario("1BR 1tank", "1BR", { "a-tank1": { hex: "0505" } })));
    const opened = playTurn(s, { alpha: { orders: { "a-tank1": [{ code: "BU" }] } }, bravo: { orders: {} } }, createFixedDice(ones()));
    expect(opened.state.game.vehicles!["a-tank1"]!.open).toBe(true);
    const out = playTurn(opened.state, { alpha: { orders: { "a-tank1": [{ code: "BO" }] } }, bravo: { orders: {} } }, createFixedDice(ones()));
    const crew = out.state.game.order.filter((id) => id.startsWith("a-tank1-"));
    expect(crew).toEqual(["a-tank1-commander", "a-tank1-driver", "a-tank1-gunner", "a-tank1-loader", "a-tank1-hull"]);
    for (const id of crew) expect(out.state.game.men[id]).toMatchObject({ side: "alpha", unarmed: true, bailedOutOf: "a-tank1" });
    expect(out.state.game.vehicles!["a-tank1"]!.bailedOut).toBe(true);
    const r = apply(patrolRuleset, { ...out.state, game: { ...out.state.game, contactRound: 0 } }, { type: "turn/submit_plot", seat: "alpha", payload: { plot: { orders: { "a-tank1-driver": [{ code: "RA" }] } } } }, createFixedDice([]));
    expect(r.ok ? "ok" : r.error.code).toBe("vehicle/bailed_out_unarmed");
  });

  it("patrol 23.32, 23.6: an open commander stands exposed to small arms and fragments; hit, he leaves the tank inert; a buttoned tank is no target", () => {
    const base = withoutPanic(createTestMatch(scenario("1BR 1tank", "2BR", { "a-tank1": { hex: "0507" }, b01: { hex: "0504" } })));
    const s = { ...base, game: { ...base.game, contactRound: 0 } };
    const df = { alpha: { orders: {} }, bravo: { orders: { b01: [{ code: "DF" as const, target: "a-tank1" }] } } };
    const refused = apply(patrolRuleset, s, { type: "turn/submit_plot", seat: "bravo", payload: { plot: df.bravo } }, createFixedDice([]));
    expect(refused.ok ? "ok" : refused.error.code).toBe("plot/bad_target");
    const { state, events } = playTurn(withVehicle(s, "a-tank1", { open: true }), df, createFixedDice(ones()));
    expect(events.find((e) => e.type === "patrol/fire")?.data).toMatchObject({ firer: "b01", target: "a-tank1/commander" });
    expect(events.find((e) => e.type === "patrol/crew_hit")?.data).toMatchObject({ vehicle: "a-tank1", post: "commander", rule: "23.32" });
    expect(state.game.vehicles!["a-tank1"]!.crew.commander).not.toBe("fit");
    const inert = apply(patrolRuleset, state, { type: "turn/submit_plot", seat: "alpha", payload: { plot: { orders: { "a-tank1": [{ code: "MV", path: ["D"] }] } } } }, createFixedDice([]));
    expect(inert.ok ? "ok" : inert.error.code).toBe("vehicle/inert");
    const tables = toPatrolTables(new Map(), {});
    expect(blastOnHatches(withVehicle(s, "a-tank1", { open: true }).game, "0508", [20, 10, 5], createFixedDice(ones()), tables, "x").pending.map((p) => p.man)).toEqual(["a-tank1/commander"]);
    expect(blastOnHatches(s.game, "0508", [20, 10, 5], createFixedDice(ones()), tables, "x").pending).toEqual([]);
  });

  it("patrol 24.8: a halftrack passenger sitting is out of reach of small arms; standing to fire he defends at DS 4", () => {
    const base = withoutPanic(createTestMatch({ ...scenario("1BR 1APC", "1BR", { a01: { hex: "0505" }, "a-halftrack1": { hex: "0505" }, b01: { hex: "0508" } }), ob: "27.31" }));
    const s = withMan({ ...base, game: { ...base.game, contactRound: 0 } }, "a01", { aboard: "a-halftrack1", posture: "prone" });
    const df = { alpha: { orders: {} }, bravo: { orders: { b01: [{ code: "DF" as const, target: "a01" }] } } };
    const sitting = playTurn(s, df, createFixedDice(ones()));
    expect(sitting.events.find((e) => e.type === "patrol/fire_shielded")?.data).toMatchObject({ target: "a01", vehicle: "a-halftrack1" });
    const standing = playTurn(withMan(s, "a01", { posture: "erect" }), df, createFixedDice(ones()));
    const fire = standing.events.find((e) => e.type === "patrol/fire")?.data as { as: number; ds: number; column: number };
    expect(fire).toMatchObject({ target: "a01", ds: 4 });
    expect(fire.column).toBe(toFireColumn(fire.as, 4));
  });

  it("patrol 23.52, 32.2: a tank driving onto a pillbox crushes it into a crater and kills the men inside", () => {
    const s = withoutPanic(createTestMatch({ ...scenario("1BR 1tank", "2BR 1PB", { "a-tank1": { hex: "0504" }, b01: { hex: "0112" }, b02: { hex: "0912" } }),
      pillboxes: [{ hex: "0506", door: "D", slits: ["B", "F"], garrison: ["b01"] }] }));
    const { state, events } = playTurn(withVehicle(s, "a-tank1", { open: true }), { alpha: { orders: { "a-tank1": [{ code: "MV", path: ["D", "D"] }] } }, bravo: { orders: {} } }, createFixedDice(ones()));
    expect(events.find((e) => e.type === "patrol/pillbox_destroyed")?.data).toMatchObject({ hex: "0506", killed: ["b01"], rule: "23.52" });
    expect(state.game.men.b01!.status).toBe("K");
    expect(state.game.craters).toContain("0506");
  });
});
