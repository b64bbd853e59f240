import { createFixedDice } from "@tactica/dice";
import { apply, eventsFor, lookupOrThrow } from "@tactica/engine";
import type { MatchState, PlotTurn } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { DEFAULT_TABLES } from "../combat/patrol-tables";
import { patrolRuleset } from "../ruleset";
import { createTestMatch, playTurn, withoutPanic } from "../testing/game-test-helpers";
import type { PatrolGame } from "../state/state";

type S = MatchState<PatrolGame, PlotTurn>;
const assault = (ob: string, extra: Record<string, unknown> = {}) => createTestMatch({ ob, situation: "assault", flamethrower: true, forces: { alpha: "2BR 1RL", bravo: "3BR" }, board: { cols: 10, rows: 12 },
  deploy: { a01: { hex: "0302" }, a02: { hex: "0302" }, a03: { hex: "0305" }, b01: { hex: "0308", posture: "prone" }, b02: { hex: "0309" }, b03: { hex: "0811" } }, ...extra });
const clearBoard = (s: S): S => ({ ...s, game: { ...s.game, map: { ...s.game.map, terrain: {}, slopes: [] } } });
const submit = (s: S, orders: Record<string, unknown[]>) => apply(patrolRuleset, s, { type: "turn/submit_plot", seat: "alpha", payload: { plot: { orders } } }, createFixedDice([]));
const code = (r: ReturnType<typeof submit>) => (r.ok ? "ok" : r.error.code);

describe("Patrol! flamethrowers (optional rule 28.1)", () => {
  it("patrol 28.1: in a WWII or later Assault α's first RL man carries a flamethrower; not in a WWI order of battle or without the rule", () => {
    expect(assault("27.31").game.men.a03!.counter).toBe("FT");
    expect(assault("27.11").game.men.a03!.counter).toBe("RL");
    expect(assault("27.31", { flamethrower: false }).game.men.a03!.counter).toBe("RL");
  });

  it("patrol 28.11, 28.14: an FT man has 5 MP (3 wounded), may not go prone, throw or carry", () => {
    const s = clearBoard(assault("27.31"));
    expect(code(submit(s, { a03: [{ code: "MV", path: ["0306", "0307"] }] }))).toBe("ok");
    expect(code(submit(s, { a03: [{ code: "MV", path: ["0405", "0505", "0605", "0705", "0805", "0905"] }] }))).toBe("plot/over_movement_allowance");
    expect(code(submit(s, { a03: [{ code: "PP" }] }))).toBe("plot/ft_prone");
    expect(code(submit(s, { a03: [{ code: "MV", path: ["0306"], prone: true }] }))).toBe("plot/ft_prone");
    expect(code(submit(s, { a03: [{ code: "PG", type: "F" }] }))).toBe("plot/ft_grenade");
    const wounded = { ...s, game: { ...s.game, men: { ...s.game.men, a03: { ...s.game.men.a03!, status: "W" as const } } } };
    expect(code(submit(wounded, { a03: [{ code: "MV", path: ["0405", "0505", "0605", "0705"] }] }))).toBe("plot/over_movement_allowance");
    expect(code(submit(s, { a03: [{ code: "RG", hex: "0308" }] }))).toBe("ok");
    expect(code(submit(s, { a03: [{ code: "RG", hex: "0311" }] }))).toBe("ok");
    const far = { ...s, game: { ...s.game, men: { ...s.game.men, a03: { ...s.game.men.a03!, hex: "0302" } } } };
    expect(code(submit(far, { a03: [{ code: "RG", hex: "0311" }] }))).toBe("plot/ft_range");
  });

  it("patrol 28.12, 28.13: the flame burns the landing hex at 20 and the adjacent hexes at 5 against Defense Strength 1, whatever the cover; each change draws two Preservation chits", () => {
    const s = withoutPanic(clearBoard(assault("27.31")));
    // In rough ground with a prone man the firearm DS would be far above 1 (28.12: only the basic DS of 1 counts).
    const rough = { ...s, game: { ...s.game, map: { ...s.game.map, terrain: { "0308": "rough-2" as const } } } };
    // Dice: scatter roll 1 (range 3: H), the flame at b01 (distance 0) rolls 3, at b02 (distance 1) rolls 3; then chits.
    const { state, events } = playTurn(rough, { alpha: { orders: { a03: [{ code: "RG", hex: "0308" }] } }, bravo: { orders: {} } }, createFixedDice([1, 3, 3, ...Array.from({ length: 40 }, () => 1)]));
    expect(events.find((e) => e.type === "patrol/flame")?.data).toMatchObject({ firer: "a03", target: "0308", scatter: 0, landed: "0308", rule: "28.12" });
    const attacks = events.filter((e) => e.type === "patrol/flame_attack").map((e) => e.data as { man: string; as: number; ds: number; result: string });
    expect(attacks.map((a) => [a.man, a.as, a.ds])).toEqual([["b01", 20, 1], ["b02", 5, 1]]);
    // 10.9 Firearm Results Table (printed rows): 20-1 is the "16-1 thru 20-1" column, roll 3 = I; 5-1 is "1-1 thru 5-1", roll 3 = W.
    expect(attacks.map((a) => a.result)).toEqual(["I", "W"]);
    expect([state.game.men.b01!.status, state.game.men.b02!.status]).toEqual(["I", "W"]);
    // Two status changes, two chits each (28.13).
    expect(state.game.sides.bravo.chits).toHaveLength(4);
    // The chits stay β's secret (21.13): α sees no chit event.
    expect(eventsFor(patrolRuleset, state, events, "alpha").some((e) => e.type === "patrol/preservation_chit")).toBe(false);
    expect(state.game.men.a03!.unloaded).toBe(false);
  });

  // The first scatter roll that moves a range-3 flame (25.1 Flamethrower row, placeholder).
  const scatterRoll = (): number => {
    const coefficient = lookupOrThrow(DEFAULT_TABLES.scatterCoefficient, { weapon: "flamethrower" as const, range: 3 }).value;
    const r = [1, 2, 3, 4, 5, 6].find((roll) => lookupOrThrow(DEFAULT_TABLES.scatter, { coefficient, roll }).value >= 1);
    if (r === undefined) throw new Error("no scatter roll moves the flame");
    return r;
  };
  const boxed = (pillbox: boolean) => withoutPanic(clearBoard(assault("27.31", {
    forces: { alpha: "2BR 1RL", bravo: pillbox ? "3BR 1PB" : "3BR" },
    deploy: { a01: { hex: "0302" }, a02: { hex: "0302" }, a03: { hex: "0305" }, b01: { hex: "0308" }, b02: { hex: "0310" }, b03: { hex: "0309" } },
    ...(pillbox ? { pillboxes: [{ hex: "0309", garrison: ["b03"] }] } : {}),
  })));
  const flameAt0308 = (s: S) => playTurn(s, { alpha: { orders: { a03: [{ code: "RG", hex: "0308" }] } }, bravo: { orders: {} } }, createFixedDice([scatterRoll(), 4, ...Array.from({ length: 60 }, () => 1)]));

  it("patrol 28.12: a flame may not scatter through pillbox hexsides: it stops short in the hex before the pillbox, and the garrison is untouched (9.68)", () => {
    const open = flameAt0308(boxed(false)).events.find((e) => e.type === "patrol/flame")?.data as { landed: string; scatter: number };
    expect(open.scatter).toBeGreaterThanOrEqual(1);
    expect(open.landed).not.toBe("0308"); // without a pillbox the flame scatters south, into 0309 or past it
    const { events } = flameAt0308(boxed(true));
    expect(events.find((e) => e.type === "patrol/flame")?.data).toMatchObject({ target: "0308", landed: "0308", stoppedBy: "pillbox_hexside" });
    const burnt = events.filter((e) => e.type === "patrol/flame_attack").map((e) => (e.data as { man: string }).man);
    expect(burnt).toContain("b01");
    expect(burnt).not.toContain("b03"); // inside the pillbox next door, not firing out
  });

  it("patrol 28.12, 9.67: a flamethrower man inside a pillbox may not fire it", () => {
    const s = boxed(true);
    const pb = s.game.pillboxes!.map((p) => ({ ...p, inside: ["a03"] }));
    const inside = { ...s, game: { ...s.game, pillboxes: pb, men: { ...s.game.men, a03: { ...s.game.men.a03!, hex: "0309" }, b03: { ...s.game.men.b03!, hex: "0310" } } } };
    const r = submit(inside, { a03: [{ code: "RG", hex: "0306" }] });
    expect(r.ok ? "ok" : r.error.code).toBe("pillbox/no_heavy_weapons");
    expect(r.ok ? "" : r.error.message).toMatch(/flamethrowers/);
    expect(code(submit(s, { a03: [{ code: "RG", hex: "0306" }] }))).toBe("ok");
  });
});
