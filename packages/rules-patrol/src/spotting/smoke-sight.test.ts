import { createFixedDice } from "@tactica/dice";
import { apply } from "@tactica/engine";
import type { MatchState, PlotTurn } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { patrolRuleset } from "../ruleset";
import { createTestMatch, withoutPanic } from "../testing/game-test-helpers";
import { rememberSmokeSightings } from "./smoke-sight";
import { resolveMaintenance } from "../turn/stage-late";
import type { PatrolGame } from "../state/state";
import { createWork } from "../state/state";
import type { Task } from "../plot/task";
import type { Vehicle } from "../terrain/vehicles";

type S = MatchState<PatrolGame, PlotTurn>;
const submit = (s: S, seat: string, orders: unknown) => {
  const r = apply(patrolRuleset, s, { type: "turn/submit_plot", seat, payload: { plot: { orders } } }, createFixedDice([]));
  return r.ok ? "ok" : r.error.code;
};
/** α's tank at 0507 (hull and turret facing south), α rifleman a01 at 0508 beside it, β riflemen at 0511 and 0110; in Contact. */
const base = (): S => {
  const s = withoutPanic(createTestMatch({ ob: "27.21", situation: "patrol", forces: { alpha: "1BR 1tank", bravo: "2BR" },
    deploy: { a01: { hex: "0508" }, "a-tank1": { hex: "0507" }, b01: { hex: "0511" }, b02: { hex: "0110" } }, board: { cols: 10, rows: 12 } }));
  return { ...s, game: { ...s.game, contactRound: 0, vehicles: { ...s.game.vehicles, "a-tank1": { ...s.game.vehicles!["a-tank1"]!, hex: "0507" } } } };
};
const withGame = (s: S, game: PatrolGame): S => ({ ...s, game: { ...game, work: null } });
const tank = (g: PatrolGame): Vehicle => g.vehicles!["a-tank1"]!;
/** Phase G of a turn with these orders: a smoke grenade that went off at 0509 lays 0509-0510 southward (d6 4 = S, length 2). */
const smokeAt0509 = (s: S, orders: Record<string, readonly Task[]> = {}) => {
  const before = { ...s.game, work: { ...createWork(orders, {}), newSmoke: ["0509"] } };
  return resolveMaintenance(before, createFixedDice([4, 2]));
};

describe("Patrol! 11.56: a tank's turret gun fires into, through and out of smoke it sighted before", () => {
  it("patrol 11.56: a tank that had a hex in sight when it became smoke may fire its main gun into it and through it, and its coaxial MG through it", () => {
    const s = base();
    expect(submit(s, "alpha", { "a-tank1": [{ code: "GUN", hex: "0511" }] })).toBe("ok");
    const g = smokeAt0509(s);
    expect(g.game.smoke).toEqual([{ hexes: ["0509", "0510"], origin: "0509" }]);
    expect(tank(g.game).smokeSight).toEqual({ from: "0507", hexes: ["0509", "0510"] });
    expect(g.events.find((e) => e.type === "patrol/smoke_sighted")).toEqual({ type: "patrol/smoke_sighted", data: { vehicle: "a-tank1", hexes: ["0509", "0510"], from: "0507", rule: "11.56" }, visibleTo: ["alpha"] });
    const after = withGame(s, g.game);
    expect(submit(after, "alpha", { "a-tank1": [{ code: "GUN", hex: "0509" }] })).toBe("ok"); // into
    expect(submit(after, "alpha", { "a-tank1": [{ code: "GUN", hex: "0511" }] })).toBe("ok"); // through
    expect(submit(after, "alpha", { "a-tank1": [{ code: "DF", target: "b01" }] })).toBe("ok"); // coaxial MG, through
    // Without the memory the same smoke blocks both turret weapons [11.54].
    const blind = withGame(s, { ...g.game, vehicles: { ...g.game.vehicles, "a-tank1": { ...tank(g.game), smokeSight: undefined } } });
    expect(submit(blind, "alpha", { "a-tank1": [{ code: "GUN", hex: "0511" }] })).toBe("vehicle/no_los");
    expect(submit(blind, "alpha", { "a-tank1": [{ code: "DF", target: "b01" }] })).toBe("vehicle/no_los");
  });

  it("patrol 11.56: a tank whose own hex fills with smoke remembers it too, and fires out of it and through the next smoke hex", () => {
    const s = base();
    const before = { ...s.game, work: { ...createWork({}, {}), newSmoke: ["0507"] } };
    const g = resolveMaintenance(before, createFixedDice([4, 2])); // 0507-0508, southward
    expect(tank(g.game).smokeSight).toEqual({ from: "0507", hexes: ["0507", "0508"] });
    expect(submit(withGame(s, g.game), "alpha", { "a-tank1": [{ code: "GUN", hex: "0511" }] })).toBe("ok");
    const blind = withGame(s, { ...g.game, vehicles: { ...g.game.vehicles, "a-tank1": { ...tank(g.game), smokeSight: undefined } } });
    expect(submit(blind, "alpha", { "a-tank1": [{ code: "GUN", hex: "0511" }] })).toBe("vehicle/no_los");
  });

  it("patrol 11.56: the tank may not have moved from the sighting position: an MV forgets the sighting, and a tank elsewhere has none", () => {
    const s = base();
    const g = smokeAt0509(s);
    const turn = { ...g.game, work: createWork({ "a-tank1": [{ code: "MV", path: ["A", "D"] }] }, {}) }; // out and back
    const moved = rememberSmokeSightings(turn, turn);
    expect(tank(moved.game).smokeSight).toBeUndefined();
    expect(submit(withGame(s, moved.game), "alpha", { "a-tank1": [{ code: "GUN", hex: "0511" }] })).toBe("vehicle/no_los");
    // A sighting recorded elsewhere does not travel with the tank.
    const shifted = withGame(s, { ...g.game, vehicles: { ...g.game.vehicles, "a-tank1": { ...tank(g.game), hex: "0506" } } });
    expect(submit(shifted, "alpha", { "a-tank1": [{ code: "GUN", hex: "0511" }] })).toBe("vehicle/no_los");
    // Standing still, the memory holds the hexes still smoke.
    const still = rememberSmokeSightings(g.game, { ...g.game, work: createWork({}, {}) });
    expect(tank(still.game).smokeSight).toEqual({ from: "0507", hexes: ["0509", "0510"] });
    expect(still.events).toEqual([]);
  });

  it("patrol 11.56: a hex the tank never saw before it became smoke (behind other smoke) stays blocked", () => {
    const s = base();
    const old = { ...s.game, smoke: [{ hexes: ["0509"], origin: "0509" }], work: createWork({}, {}) };
    const out = rememberSmokeSightings(old, { ...old, smoke: [{ hexes: ["0509"], origin: "0509" }, { hexes: ["0511"], origin: "0511" }] });
    expect(tank(out.game).smokeSight).toBeUndefined();
    expect(out.events).toEqual([]);
    expect(submit(withGame(s, out.game), "alpha", { "a-tank1": [{ code: "GUN", hex: "0511" }] })).toBe("vehicle/no_los");
  });

  it("patrol 11.56, 23.32: other units stay blocked: the rifleman beside the tank, and the tank's hatch MG (not a turret gun)", () => {
    const s = base();
    expect(submit(s, "alpha", { a01: [{ code: "DF", target: "b01" }] })).toBe("ok");
    const after = withGame(s, smokeAt0509(s).game);
    expect(submit(after, "alpha", { a01: [{ code: "DF", target: "b01" }] })).not.toBe("ok");
    const open = withGame(s, { ...after.game, vehicles: { ...after.game.vehicles, "a-tank1": { ...tank(after.game), open: true } } });
    expect(submit(open, "alpha", { "a-tank1": [{ code: "DF", target: "b01" }] })).toBe("vehicle/no_los"); // swivel MG
    expect(submit(open, "alpha", { "a-tank1": [{ code: "GUN", hex: "0511" }] })).toBe("ok");
  });

  it("patrol 11.54, 11.56: without a sighting a tank fires neither out of its own smoke hex nor its main gun into a smoke hex", () => {
    const s = base();
    const own = withGame(s, { ...s.game, smoke: [{ hexes: ["0507"], origin: "0507" }] });
    expect(submit(own, "alpha", { "a-tank1": [{ code: "GUN", hex: "0511" }] })).toBe("vehicle/no_los");
    expect(submit(own, "alpha", { "a-tank1": [{ code: "DF", target: "b01" }] })).toBe("vehicle/no_los");
    const target = withGame(s, { ...s.game, smoke: [{ hexes: ["0511"], origin: "0511" }] });
    expect(submit(target, "alpha", { "a-tank1": [{ code: "GUN", hex: "0511" }] })).toBe("vehicle/no_los");
    expect(submit(withGame(s, { ...s.game, smoke: [] }), "alpha", { "a-tank1": [{ code: "GUN", hex: "0511" }] })).toBe("ok");
  });
});
