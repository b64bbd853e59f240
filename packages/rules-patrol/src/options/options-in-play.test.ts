import { createFixedDice, createRngState, createSeededDice } from "@tactica/dice";
import { apply, createMatch, createRulingsPack } from "@tactica/engine";
import type { MatchState, PlotTurn } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { fireOdds } from "../combat/fire-odds";
import { toDefenseStrength } from "../combat/defense-strength";
import { toPatrolTables } from "../combat/patrol-tables";
import type { PatrolGame } from "../state/state";
import { playTurn, withoutPanic } from "../testing/game-test-helpers";
import { patrolRuleset } from "../ruleset";
import { firearmResultsTable } from "../tables/firearm-results";
import { applyResults } from "../fire/apply-results";

function match(options: Record<string, string>, scenario: Record<string, unknown>) {
  const made = createMatch(patrolRuleset, { scenario, rulings: createRulingsPack({ id: "club", ruleset: "patrol", options }) });
  if (!made.ok) throw new Error(made.error.message);
  return made.state as MatchState<PatrolGame, PlotTurn>;
}

describe("Patrol! options change play", () => {
  const wound = (options: Record<string, string>, status: "fit" | "I", faces: number[]) => {
    const s = match(options, { ob: "27.11", situation: "patrol" });
    const game = { ...s.game, men: { ...s.game.men, a01: { ...s.game.men.a01!, status } } };
    const out = applyResults(game, [{ man: "a01", result: "W", source: "b01" }], createFixedDice(faces), 1);
    return { chits: out.events.filter((e) => e.type === "patrol/preservation_chit").map((e) => (e.data as { chit: number }).chit), pool: out.game.sides.alpha.pool.length };
  };

  it("patrol 21.0 (option patrol/preservation_chits): uniform_d6 draws a d6 and keeps the pool; the default draws one of the 20 chits", () => {
    // A wound draws one chit [21.11]; the fixed face 6 picks the 6th of the 20 chits (4x1, 4x2, ...: a 2), or a 6 on a d6.
    expect(wound({}, "fit", [6])).toEqual({ chits: [2], pool: 19 });
    expect(wound({ "patrol/preservation_chits": "uniform_d6" }, "fit", [6])).toEqual({ chits: [6], pool: 6 });
  });

  it("patrol 21.11, 21.12 (option patrol/preservation_no_change): chit_per_result draws a chit for a wound on an incapacitated man; the default (21.11) does not", () => {
    expect(wound({}, "I", [])).toEqual({ chits: [], pool: 20 });
    expect(wound({ "patrol/preservation_no_change": "chit_per_result" }, "I", [1])).toEqual({ chits: [1], pool: 19 });
  });

  it("patrol 10.9 (option patrol/results_rows_5_6): the plausible fill makes column 3 row 5 a W", () => {
    const situation = { attack: { weapon: "SR" as const, range: 1 }, defense: { mode: "open" as const, terrain: "clear" as const, posture: "prone" as const } };
    const tables = new Map([[firearmResultsTable.id, firearmResultsTable]]);
    expect(fireOdds(situation, toPatrolTables(tables, {})).rolls[4]?.result).toBe("-");
    expect(fireOdds(situation, toPatrolTables(tables, { "patrol/results_rows_5_6": "plausible" })).rolls[4]?.result).toBe("W");
  });

  it("patrol 10.8 (option patrol/firearm_tail): out_of_range refuses the invented bands", () => {
    const s = { attack: { weapon: "MG" as const, range: 25 }, defense: { mode: "open" as const, terrain: "clear" as const, posture: "erect" as const } };
    expect(fireOdds(s).as).toBe(20);
    expect(fireOdds(s, toPatrolTables(new Map(), { "patrol/firearm_tail": "out_of_range" })).as).toBeUndefined();
  });

  it("patrol 10.33 (option patrol/enfilade_bands): text_10_33 groups 5-10 together and 1-4 apart; the default groups by the AS table's 1-5, 6-10", () => {
    // a01 fires down column 05 at a row of two erect men: b01 at 0505 or 0506 (range 4 or 5), b02 the next hex.
    const enfilade = (options: Record<string, string>, first: string, second: string) => {
      const s0 = withoutPanic(match(options, { ob: "27.11", situation: "patrol", forces: { alpha: "1BR", bravo: "2BR" },
        deploy: { a01: { hex: "0501" }, b01: { hex: first }, b02: { hex: second } }, board: { cols: 10, rows: 12 } }));
      const s = { ...s0, game: { ...s0.game, contactRound: 0 } }; // after Contact: fire may be plotted [26.56 c]
      const r = apply(patrolRuleset, s, { type: "turn/submit_plot", seat: "alpha", payload: { plot: { orders: { a01: [{ code: "EF", targets: ["b01", "b02"] }] } } } }, createFixedDice([]));
      return r.ok ? "ok" : r.error.code;
    };
    expect(enfilade({}, "0505", "0506")).toBe("ok");
    expect(enfilade({}, "0506", "0507")).toBe("plot/bad_enfilade");
    expect(enfilade({ "patrol/enfilade_bands": "text_10_33" }, "0505", "0506")).toBe("plot/bad_enfilade");
    expect(enfilade({ "patrol/enfilade_bands": "text_10_33" }, "0506", "0507")).toBe("ok");
  });

  it("patrol 11.55, 9.85 10T (option patrol/smoke_times_10): twice makes a blind-fire target in clear DS 100; the default x10 once gives 10", () => {
    const target = { mode: "open" as const, terrain: "clear" as const, posture: "erect" as const, smoke: true };
    expect(toDefenseStrength(target, toPatrolTables(new Map(), {})).value).toBe(10);
    expect(toDefenseStrength(target, toPatrolTables(new Map(), { "patrol/smoke_times_10": "twice" })).value).toBe(100);
    expect(toDefenseStrength({ ...target, pillboxAperture: "slit" }, toPatrolTables(new Map(), { "patrol/smoke_times_10": "twice" })).value)
      .toBe(10 * toDefenseStrength({ ...target, pillboxAperture: "slit" }).value);
  });

  it("patrol 10.2, 10.22 (option patrol/of_range): plotted_hex ranges opportunity fire to its plotted hex; the default to the victim's hex", () => {
    // b01 at 0510 watches the line up column 05 to 0501 (9 hexes); a01 steps into it at 0506 (4 hexes from b01).
    const ofRange = (options: Record<string, string>) => {
      const s0 = withoutPanic(match(options, { ob: "27.11", situation: "patrol", forces: { alpha: "1BR", bravo: "1BR" },
        deploy: { a01: { hex: "0606" }, b01: { hex: "0510" } }, board: { cols: 10, rows: 12 } }));
      const s = { ...s0, game: { ...s0.game, contactRound: 0 } }; // after Contact [26.56 c]
      const { events } = playTurn(s, { alpha: { orders: { a01: [{ code: "MV", path: ["0506"] }] } }, bravo: { orders: { b01: [{ code: "OF", hex: "0501" }] } } },
        createSeededDice(createRngState("of-range", "sfc32")).dice);
      return events.filter((e) => e.type === "patrol/fire").map((e) => (e.data as { mode: string; range: number })).map((d) => `${d.mode} ${d.range}`);
    };
    expect(ofRange({})).toEqual(["OF 4"]);
    expect(ofRange({ "patrol/of_range": "plotted_hex" })).toEqual(["OF 9"]);
  });

  it("patrol 6.21, 7.51 (option patrol/move_prone_free): tg_only refuses MV-P; the default allows it as the 6.21 example does", () => {
    const moveProne = (options: Record<string, string>) => {
      const s = withoutPanic(match(options, { ob: "27.11", situation: "patrol", forces: { alpha: "1BR", bravo: "1BR" }, deploy: { a01: { hex: "0505" }, b01: { hex: "0510" } }, board: { cols: 10, rows: 12 } }));
      const r = apply(patrolRuleset, s, { type: "turn/submit_plot", seat: "alpha", payload: { plot: { orders: { a01: [{ code: "MV", path: ["0504"], prone: true }] } } } }, createFixedDice([]));
      return r.ok ? "ok" : r.error.code;
    };
    expect(moveProne({})).toBe("ok");
    expect(moveProne({ "patrol/move_prone_free": "tg_only" })).toBe("plot/move_prone");
  });

  it("patrol 22.0, 6.1 (option patrol/weapon_exchange_plot): both refuses a WE its partner did not plot and exchanges once when both plot it", () => {
    const exchange = (options: Record<string, string>, orders: Record<string, unknown[]>) => {
      const s = withoutPanic(match(options, { ob: "27.12", situation: "patrol", forces: { alpha: "1BR 1MG", bravo: "1BR" },
        deploy: { a01: { hex: "0505" }, a02: { hex: "0505" }, b01: { hex: "0509" } }, board: { cols: 10, rows: 10 } }));
      try {
        return playTurn(s, { alpha: { orders: orders as never }, bravo: { orders: {} } }, createFixedDice([])).state.game.men.a01!.counter;
      } catch (e) {
        return (e as Error).message.split(" ")[2];
      }
    };
    const one = { a01: [{ code: "WE", with: "a02" }] };
    expect(exchange({}, one)).toBe("MG");
    expect(exchange({ "patrol/weapon_exchange_plot": "both" }, one)).toBe("plot/bad_exchange");
    expect(exchange({ "patrol/weapon_exchange_plot": "both" }, { ...one, a02: [{ code: "WE", with: "a01" }] })).toBe("MG");
  });

  it("patrol 26.5 (option patrol/unlimited_length): 'none' lifts the Patrol situation's turn cap", () => {
    expect(match({}, { ob: "27.11", situation: "patrol", turns: 12 }).turn.turns).toBe(12);
    expect(match({ "patrol/unlimited_length": "none" }, { ob: "27.11", situation: "patrol", turns: 12 }).turn.turns).toBe(999);
    expect(match({ "patrol/unlimited_length": "none" }, { ob: "27.11", situation: "raid" }).turn.turns).toBe(15);
  });

  it("patrol 11.23 (option patrol/prone_throw): 'never' refuses a prone man's throw in the plot check, changing nothing", () => {
    const scenario = { ob: "27.12", situation: "patrol", forces: { alpha: "1BR", bravo: "1BR" }, deploy: { a01: { hex: "0505", posture: "prone" }, b01: { hex: "0507" } }, board: { cols: 10, rows: 10 } };
    const throwTurn = (options: Record<string, string>) => {
      let s = withoutPanic(match(options, scenario));
      s = { ...s, game: { ...s.game, men: { ...s.game.men, a01: { ...s.game.men.a01!, grenade: "F", unarmed: true } } } };
      const dice = createFixedDice(Array.from({ length: 40 }, () => 6));
      for (const [type, seat, payload] of [["submit_plot", "alpha", { plot: { orders: { a01: [{ code: "TG", hex: "0507" }] } } }], ["submit_plot", "bravo", { plot: { orders: {} } }],
        ["lock_plot", "alpha", {}], ["lock_plot", "bravo", {}]] as const) {
        const r = apply(patrolRuleset, s, { type: `turn/${type}`, seat, payload }, dice);
        if (!r.ok) return { refused: r.error.code, grenade: s.game.men.a01!.grenade, seq: s.seq };
        s = r.state;
      }
      return { refused: null, grenade: s.game.men.a01!.grenade, seq: s.seq };
    };
    expect(throwTurn({})).toMatchObject({ refused: null, grenade: null });
    expect(throwTurn({ "patrol/prone_throw": "never" })).toEqual({ refused: "plot/throw_range", grenade: "F", seq: 0 });
  });
});
