import { createFixedDice } from "@tactica/dice";
import { apply, eventsFor, lookupOrThrow } from "@tactica/engine";
import type { LoggedEvent, MatchState, PlotTurn } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { fireOdds } from "../combat/fire-odds";
import { handToHandOdds } from "../combat/hand-to-hand";
import { DEFAULT_TABLES, toPatrolTables } from "../combat/patrol-tables";
import type { Plot } from "../plot/task";
import { patrolRuleset } from "../ruleset";
import { createBotPlot } from "../bot/general-bot";
import { scatterCoefficientTable, scatterTable } from "../tables/scatter";
import { terrainOf } from "./craters";
import { createTestMatch, playTurn, withoutPanic } from "../testing/game-test-helpers";
import { stepHex } from "../state/hex-id";
import { toMoveCost } from "./move-cost";
import { artilleryOnPillbox, crushPillbox, isInField, rocketOnPillbox } from "./pillbox";
import { prepareDetonation } from "./pillbox-blast";
import { canSee } from "../spotting/sight";
import type { PatrolGame } from "../state/state";
import { createWork } from "../state/state";
import { resolveMovement } from "../turn/stage-movement";

// A pillbox in 0608 (Ypres, OPEN), entrance to the south (D), slits north-east (B) and north-west (F).
const PB = "0608";
const NE1 = stepHex(PB, "B")!, NE2 = stepHex(NE1, "B")!, DOOR = stepHex(PB, "D")!, SE1 = stepHex(PB, "C")!, N1 = stepHex(PB, "A")!, N2 = stepHex(N1, "A")!;
const sixes = (n = 60) => Array.from({ length: n }, () => 6);
const typed = (events: readonly LoggedEvent[], type: string) => events.filter((e) => e.type === type).map((e) => e.data as Record<string, unknown>);

/** The match on an all-clear board, in Contact (so fire is allowed on turn 1, 26.56 c), no panic. */
function start(garrison: string[], deploy: Record<string, { hex: string; posture?: "erect" | "prone" }>, bravo = "4BR 1PB 1SC"): MatchState<PatrolGame, PlotTurn> {
  const s = withoutPanic(createTestMatch({ ob: "27.11", situation: "patrol", forces: { alpha: "2BR", bravo }, board: { cols: 12, rows: 14 },
    pillboxes: [{ hex: PB, door: "D", slits: ["B", "F"], garrison }], deploy: { a01: { hex: "0201" }, a02: { hex: "1101" }, b01: { hex: "0214" }, b02: { hex: "0414" }, b03: { hex: "0814" }, b04: { hex: "1014" }, ...deploy } }));
  return { ...s, game: { ...s.game, contactRound: 0, map: { ...s.game.map, terrain: {}, slopes: [] } } };
}
const holding = (s: MatchState<PatrolGame, PlotTurn>, id: string, grenade: "F" | "SC") => ({ ...s, game: { ...s.game, men: { ...s.game.men, [id]: { ...s.game.men[id]!, grenade, unarmed: true } } } });
const submit = (s: MatchState<PatrolGame, PlotTurn>, seat: "alpha" | "bravo", orders: Plot["orders"]) => {
  const r = apply(patrolRuleset, s, { type: "turn/submit_plot", seat, payload: { plot: { orders } } }, createFixedDice([]));
  return r.ok ? "ok" : r.error.code;
};
/** A d6 face for which a thrown grenade at `range` does not scatter (25.1). */
const noScatter = (weapon: "grenade" | "satchel", range: number) => {
  const coefficient = lookupOrThrow(scatterCoefficientTable, { weapon, range }).value;
  return [1, 2, 3, 4, 5, 6].find((r) => lookupOrThrow(scatterTable, { coefficient, roll: r }).value === 0)!;
};

describe("Patrol! pillboxes [9.6]", () => {
  it("patrol 9.61, 9.62, 9.68: the OB's pillbox stands in its hex with its garrison inside; outside, the hex is clear terrain", () => {
    const s = start(["b01"], {});
    expect(s.game.pillboxes).toEqual([{ id: "pb1", side: "bravo", hex: PB, door: "D", slits: ["B", "F"], inside: ["b01"], hidden: false, smoke: false, spotters: [] }]);
    expect(s.game.men.b01!.hex).toBe(PB);
    expect(terrainOf({ ...s.game, map: { ...s.game.map, terrain: { [PB]: "rough-2" } } }, PB)).toBe("clear");
    // 9.62: the printed terrain of the hex and its six hexsides is ignored (here: a slope and rough ground made away with).
    const printed = createTestMatch({ ob: "27.11", situation: "patrol", forces: { alpha: "2BR", bravo: "2BR" }, board: { cols: 12, rows: 14 } }).game.map;
    const sloped = printed.slopes[0]!;
    const boxed = createTestMatch({ ob: "27.11", situation: "patrol", forces: { alpha: "2BR", bravo: "2BR 1PB" }, board: { cols: 12, rows: 14 }, pillboxes: [{ hex: sloped[0] }] }).game.map;
    expect(boxed.slopes.some(([a, b]) => a === sloped[0] || b === sloped[0])).toBe(false);
    expect(boxed.slopes.length).toBeLessThan(printed.slopes.length);
    // 9.62: a pillbox for β only, within the OB figure.
    expect(() => createTestMatch({ ob: "27.11", situation: "patrol", forces: { alpha: "2BR", bravo: "2BR" }, pillboxes: [{ hex: PB }] })).toThrow(/order of battle gives β 0/);
  });

  it("patrol 9.63: each aperture's field of fire is the cone through its hexside (reconstructed: the 23.33 diagram is lost)", () => {
    expect([isInField(PB, "B", NE2), isInField(PB, "B", N2), isInField(PB, "A", N2), isInField(PB, "D", DOOR), isInField(PB, "B", PB)]).toEqual([true, false, true, true, false]);
  });

  it("patrol 9.64, 9.65: rifle fire cannot reach a garrison man who is not firing out; firing out of a slit he defends at x20", () => {
    const s = start(["b01"], { a01: { hex: NE2 } });
    const quiet = playTurn(s, { alpha: { orders: { a01: [{ code: "DF", target: "b01" }] } }, bravo: { orders: {} } }, createFixedDice(sixes()));
    expect(typed(quiet.events, "patrol/fire")).toEqual([expect.objectContaining({ firer: "a01", target: "b01", ds: "infinite", column: 0, result: "-", rule: "9.64" })]);
    const firing = playTurn(s, { alpha: { orders: { a01: [{ code: "DF", target: "b01" }] } }, bravo: { orders: { b01: [{ code: "DF", target: "a01", aperture: "NE" }] } } }, createFixedDice(sixes()));
    expect(typed(firing.events, "patrol/fire").find((f) => f.target === "b01")).toMatchObject({ firer: "a01", ds: 20 });
    expect(typed(firing.events, "patrol/fire").find((f) => f.target === "a01")).toMatchObject({ firer: "b01", ds: 1 });
  });

  it("patrol 9.61, 9.63, 12.41: a garrison man fires only through an aperture of his pillbox, into its field, one man an aperture", () => {
    const s = start(["b01", "b02"], { a01: { hex: NE2 } });
    expect(submit(s, "bravo", { b01: [{ code: "DF", target: "a01" }] })).toBe("pillbox/aperture_needed");
    expect(submit(s, "bravo", { b01: [{ code: "DF", target: "a01", aperture: "N" }] })).toBe("pillbox/not_an_aperture");
    expect(submit(s, "bravo", { b01: [{ code: "DF", target: "a01", aperture: "NW" }] })).toBe("pillbox/out_of_field");
    expect(submit(s, "bravo", { b01: [{ code: "DF", target: "a01", aperture: "NE" }], b02: [{ code: "OF", hex: NE1, aperture: "NE" }] })).toBe("pillbox/aperture_taken");
    expect(submit(s, "bravo", { b01: [{ code: "DF", target: "a01", aperture: "NE" }], b02: [{ code: "OF", hex: DOOR, aperture: "S" }] })).toBe("ok");
    expect(submit(s, "bravo", { b03: [{ code: "DF", target: "a01", aperture: "NE" }] })).toBe("pillbox/no_pillbox");
    expect(submit(s, "bravo", { b01: [{ code: "MV", path: [NE1] }] })).toBe("pillbox/exit_by_door");
    expect(submit(s, "bravo", { b01: [{ code: "MV", path: [DOOR] }] })).toBe("ok");
    // 12.41: men inside and men on top of the pillbox do not fight hand-to-hand.
    const top = start(["b01"], { a01: { hex: PB } });
    expect(submit(top, "alpha", { a01: [{ code: "HH", target: "b01" }] })).toBe("pillbox/no_hand_to_hand");
    expect(submit(top, "bravo", { b01: [{ code: "HH", target: "a01" }] })).toBe("pillbox/no_hand_to_hand");
  });

  it("patrol 9.67: the garrison fires no rifle grenade, rocket or thump-gun round from inside the pillbox; the same men outside may", () => {
    // b01 a rifleman with an armed rifle grenade, b02 a loaded rocket launcher, b03 a loaded grenade launcher.
    const armed = (s: MatchState<PatrolGame, PlotTurn>): MatchState<PatrolGame, PlotTurn> => ({ ...s, game: { ...s.game, men: { ...s.game.men, b01: { ...s.game.men.b01!, rifleGrenade: true } } } });
    const inside = armed(start(["b01", "b02", "b03"], { a01: { hex: NE2 } }, "1BR 1RL 1GL 1BR 1PB"));
    expect([inside.game.men.b02!.counter, inside.game.men.b03!.counter]).toEqual(["RL", "GL"]);
    const target = "1101"; // in range of all three (the thump gun's 7-hex minimum too): the outside plots below pass
    for (const id of ["b01", "b02", "b03"]) expect(submit(inside, "bravo", { [id]: [{ code: "RG", hex: target }] })).toBe("pillbox/no_heavy_weapons");
    // Outside, next to the pillbox on its south-east, the same plots pass.
    const outside = armed(start([], { a01: { hex: NE2 }, b01: { hex: SE1 }, b02: { hex: SE1 }, b03: { hex: SE1 } }, "1BR 1RL 1GL 1BR 1PB"));
    for (const id of ["b01", "b02", "b03"]) expect(submit(outside, "bravo", { [id]: [{ code: "RG", hex: target }] })).toBe("ok");
  });

  it("patrol 9.61 (bot): the general bot suffixes a garrison man's fire with the aperture facing his target", () => {
    const s = start(["b01"], { a01: { hex: NE2 } });
    expect(createBotPlot(s.game, "bravo", createFixedDice(sixes())).orders.b01).toEqual([{ code: "DF", target: "a01", aperture: "NE" }]);
    expect(submit(s, "bravo", createBotPlot(s.game, "bravo", createFixedDice(sixes())).orders)).toBe("ok");
  });

  it("patrol 9.66, 9.61: crossing the entrance costs 5 MP and puts a man inside, three at most; any other hexside leaves him on top", () => {
    expect(toMoveCost(start([], {}).game, DOOR, PB)).toBe(5);
    expect(toMoveCost(start([], {}).game, SE1, PB)).toBe(1);
    expect(toMoveCost(start([], {}).game, PB, DOOR)).toBe(6);
    // digest §15.2 item 1 (option patrol/pillbox_cost): 9.68's +4 to enter or leave the hex by any hexside.
    expect(toMoveCost(start([], {}).game, SE1, PB, toPatrolTables(new Map(), { "patrol/pillbox_cost": "plus_4" }))).toBe(5);
    const s = start(["b01", "b02"], { b03: { hex: DOOR }, b04: { hex: DOOR } });
    const { state, events } = playTurn(s, { alpha: { orders: {} }, bravo: { orders: { b03: [{ code: "MV", path: [PB] }], b04: [{ code: "MV", path: [PB] }] } } }, createFixedDice(sixes()));
    expect(state.game.pillboxes![0]!.inside).toEqual(["b01", "b02", "b03"]);
    expect(typed(events, "patrol/moved")).toEqual([{ man: "b03", path: [PB], stoppedBy: null }]);
    expect(state.game.men.b04!.hex).toBe(DOOR);
    const top = playTurn(start([], { b03: { hex: SE1 } }), { alpha: { orders: {} }, bravo: { orders: { b03: [{ code: "MV", path: [PB] }] } } }, createFixedDice(sixes()));
    expect([top.state.game.men.b03!.hex, top.state.game.pillboxes![0]!.inside]).toEqual([PB, []]);
  });

  it("patrol 12.42: inside a pillbox a prone man fights hand-to-hand as if erect", () => {
    const s0 = start(["b01"], { a01: { hex: PB, posture: "prone" } });
    const inside = (posture: "erect" | "prone") => ({ ...s0, game: { ...s0.game, men: { ...s0.game.men, a01: { ...s0.game.men.a01!, posture } },
      pillboxes: s0.game.pillboxes!.map((p) => ({ ...p, inside: ["b01", "a01"] })) } });
    const line = (s: typeof s0) => typed(playTurn(s, { alpha: { orders: { a01: [{ code: "HH", target: "b01" }] } }, bravo: { orders: {} } }, createFixedDice(sixes())).events, "patrol/hand_to_hand")[0]?.line;
    expect(line(inside("prone"))).toBe(line(inside("erect")));
    // Outside a pillbox the prone attacker's line differs (12.5).
    const odds = (attackerProne: boolean) => handToHandOdds({ weapon: "BR", attackerProne, attackerWounded: false, defenderWounded: false, defenderIncapacitated: false }).line;
    expect(odds(true)).not.toBe(odds(false));
    expect(line(inside("erect"))).toBe(odds(false));
  });

  it("patrol 20.11, 9.66: a panicked garrison man runs out only through the entrance; any other way he stays inside", () => {
    const g = start(["b01"], {}).game;
    const panicked = (vector: string) => resolveMovement({ ...g, work: { ...createWork({}, {}), panicked: ["b01"], panicMoves: { b01: { vector, mp: 10 } } } }, createFixedDice(sixes()), DEFAULT_TABLES, 1).game;
    expect([panicked("A").men.b01!.hex, panicked("A").pillboxes![0]!.inside]).toEqual([PB, ["b01"]]);
    expect(panicked("D").men.b01!.hex).not.toBe(PB);
    expect(panicked("D").pillboxes![0]!.inside).toEqual([]);
  });

  it("patrol 9.68: the pillbox hex blocks the line of sight past it", () => {
    const g = start([], {}).game;
    expect(canSee(g, N2, "erect", DOOR, "erect")).toBe(false);
    expect(canSee({ ...g, pillboxes: [] }, N2, "erect", DOOR, "erect")).toBe(true);
    expect(canSee(g, N2, "erect", PB, "erect")).toBe(true);
  });
});

describe("Patrol! grenades and satchels against pillboxes and in craters [11.45, 11.6, 11.7]", () => {
  it("patrol 11.71, 11.45: a grenade thrown in from beside a slit attacks only the garrison, at 20-1; the thrower next to it is untouched", () => {
    const s = holding(start(["b01"], { a01: { hex: NE1 } }), "a01", "F");
    const dice = createFixedDice([noScatter("grenade", 1), 1, ...sixes()]);
    const { state, events } = playTurn(s, { alpha: { orders: { a01: [{ code: "TG", hex: PB }] } }, bravo: { orders: { b01: [{ code: "PP" }] } } }, dice);
    expect(typed(events, "patrol/grenade_thrown")[0]).toMatchObject({ thrower: "a01", landed: PB, inside: "pb1", rule: "11.71" });
    expect(typed(events, "patrol/detonation")).toEqual([expect.objectContaining({ hex: PB, confined: "pillbox pb1", rule: "11.45" })]);
    expect(typed(events, "patrol/blast")).toEqual([expect.objectContaining({ man: "b01", odds: "20-1", roll: 1, result: "K" })]);
    expect(state.game.men.b01!.status).toBe("K");
    expect([state.game.men.a01!.status, state.game.men.a01!.stunnedRound]).toEqual(["fit", null]);
  });

  it("patrol 11.73: an unwounded occupant with no task throws it back on 1-3; it bursts in the thrower's hex", () => {
    const s = holding(start(["b01"], { a01: { hex: NE1 } }), "a01", "F");
    const { state, events } = playTurn(s, { alpha: { orders: { a01: [{ code: "TG", hex: PB }] } }, bravo: { orders: {} } }, createFixedDice([noScatter("grenade", 1), 2, ...sixes()]));
    expect(typed(events, "patrol/explosive_ejected")).toEqual([{ pillbox: "pb1", man: "b01", roll: 2, thrownBack: true, to: NE1, rule: "11.73" }]);
    expect(typed(events, "patrol/detonation")).toEqual([{ hex: NE1, kind: "frag", by: "a01", provenance: expect.objectContaining({ allBook: true, text: "book 25.2" }) }]);
    // The exterior burst next door does not reach inside (9.68, 11.74); the thrower is stunned.
    expect(typed(events, "patrol/blast").map((b) => b.man)).toEqual(["a01"]);
    expect([state.game.men.a01!.stunnedRound, state.game.men.b01!.stunnedRound]).toEqual([1, null]);
  });

  it("patrol 11.72: a man on top of the pillbox inserts his grenade: no scatter roll", () => {
    const s = holding(start(["b01"], { a01: { hex: PB } }), "a01", "F");
    const { events } = playTurn(s, { alpha: { orders: { a01: [{ code: "TG", hex: PB }] } }, bravo: { orders: { b01: [{ code: "PP" }] } } }, createFixedDice([6, 3, ...sixes()]));
    expect(typed(events, "patrol/grenade_thrown")[0]).toMatchObject({ landed: PB, scatter: 0, inside: "pb1", rule: "11.72" });
    expect(typed(events, "patrol/blast").map((b) => b.man)).toEqual(["b01"]);
  });

  it("patrol 11.45, 11.65: a satchel bursting in a crater attacks everyone in the crater hex at 20-1 and turns W into I; nobody outside", () => {
    const g0 = start([], { a01: { hex: "0303" }, a02: { hex: "0304" } }).game;
    const g = { ...g0, craters: ["0303"], work: null };
    const wRoll = fireOdds({ fixedOdds: 20, rule: "11.45" }).rolls.find((r) => r.result === "W")!.roll;
    const out = prepareDetonation(g, { hex: "0303", kind: "SC", by: "b01" }, createFixedDice([wRoll]), DEFAULT_TABLES);
    expect(out.done).toBe(true);
    if (!out.done) return;
    expect(out.pending).toEqual([{ man: "a01", result: "I", source: "b01" }]);
    expect(out.stunned).toEqual(["a01"]);
    const frag = prepareDetonation(g, { hex: "0303", kind: "F", by: "b01" }, createFixedDice([wRoll]), DEFAULT_TABLES);
    expect(frag.done && frag.pending).toEqual([{ man: "a01", result: "W", source: "b01" }]);
  });

  it("patrol 11.63, 11.62: a satchel dropped on the move lies where the plot says, and one plotted to explode next turn waits a turn", () => {
    const s = holding(start([], { a02: { hex: "1003" } }), "a02", "SC");
    const plot = { alpha: { orders: { a02: [{ code: "MV" as const, path: ["1004", "1005"], drop: "1004", delay: true }] } }, bravo: { orders: {} } };
    const first = playTurn(s, plot, createFixedDice(sixes()));
    expect(typed(first.events, "patrol/satchel_dropped")).toEqual([{ man: "a02", hex: "1004", rule: "11.63" }]);
    expect(first.state.game.grenades).toEqual([{ hex: "1004", kind: "SC", by: "a02", from: "1004", round: 2 }]);
    expect(typed(first.events, "patrol/detonation")).toEqual([]);
    // The delay is the dropper's secret: β learns of the charge, not when it goes off.
    expect(JSON.stringify(eventsFor(patrolRuleset, first.state, first.events, "bravo"))).not.toContain("satchel_delayed");
    const second = playTurn(first.state, { alpha: { orders: {} }, bravo: { orders: {} } }, createFixedDice(sixes()));
    expect(typed(second.events, "patrol/detonation")).toEqual([{ hex: "1004", kind: "satchel", by: "a02", provenance: expect.objectContaining({ allBook: false, weakest: "placeholder" }) }]);
    expect(second.state.game.grenades).toEqual([]);
  });
});

describe("Patrol! heavy weapons against pillboxes [14.22, 17.41, 23.52]", () => {
  const game = () => start(["b01", "b02"], {}).game;

  it("patrol 14.22: a rocket landing in the pillbox attacks each occupant at 10-1, stuns them all and fills the pillbox with smoke", () => {
    const out = rocketOnPillbox(game(), PB, createFixedDice([1, 6]), DEFAULT_TABLES);
    expect(out.pending).toEqual([{ man: "b01", result: "K", source: "rocket on pb1" }, { man: "b02", result: "-", source: "rocket on pb1" }]);
    expect(out.stunned).toEqual(["b01", "b02"]);
    expect(out.game.pillboxes![0]!.smoke).toBe(true);
    expect(rocketOnPillbox(game(), NE1, createFixedDice([]), DEFAULT_TABLES).pending).toEqual([]);
  });

  it("patrol 14.22: with smoke inside, nobody fires out until it clears", () => {
    const s = start(["b01"], { a01: { hex: NE2 } });
    const smoky = { ...s, game: { ...s.game, pillboxes: s.game.pillboxes!.map((p) => ({ ...p, smoke: true })) } };
    expect(submit(smoky, "bravo", { b01: [{ code: "DF", target: "a01", aperture: "NE" }] })).toBe("pillbox/smoke_inside");
  });

  it("patrol 17.41: a light round in the pillbox attacks the garrison at 10-1; a medium round craters it and kills them", () => {
    const light = artilleryOnPillbox(game(), PB, true, createFixedDice([2, 5]), DEFAULT_TABLES);
    expect(light.pending.map((p) => p.man)).toEqual(["b01", "b02"]);
    expect(light.events[0]).toMatchObject({ type: "patrol/pillbox_hit", data: { by: "light artillery", rule: "17.41" } });
    const medium = artilleryOnPillbox(game(), PB, false, createFixedDice([]), DEFAULT_TABLES);
    expect([medium.game.men.b01!.status, medium.game.men.b02!.status]).toEqual(["K", "K"]);
    expect(medium.game.craters).toContain(PB);
    expect(terrainOf(medium.game, PB)).toBe("crater");
  });

  it("patrol 23.52: crushPillbox (for the tank rules) replaces the pillbox with a crater and kills everyone inside", () => {
    const out = crushPillbox(game(), PB, "23.52");
    expect(out.events).toEqual([{ type: "patrol/pillbox_destroyed", data: { pillbox: "pb1", hex: PB, killed: ["b01", "b02"], crater: true, rule: "23.52" } }]);
    expect(out.game.pillboxes![0]!.destroyed).toBe(true);
    expect(canSee(out.game, N2, "erect", DOOR, "erect")).toBe(true);
    expect(crushPillbox(game(), NE1, "23.52").events).toEqual([]);
  });
});
