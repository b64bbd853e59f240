import { createFixedDice, createRngState, createSeededDice } from "@tactica/dice";
import { apply, eventsFor, legalActionsFor, viewFor } from "@tactica/engine";
import type { MatchState, PlotTurn } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { DEFAULT_TABLES } from "../combat/patrol-tables";
import { createTestMatch, withoutPanic } from "../testing/game-test-helpers";
import type { PatrolGame } from "../state/state";
import { patrolRuleset } from "../ruleset";
import { resolveBarrage } from "./resolve-barrage";

type S = MatchState<PatrolGame, PlotTurn>;
const seeded = (seed: string) => createSeededDice(createRngState(seed, "sfc32")).dice;
const scenario = { ob: "27.12", situation: "patrol", forces: { alpha: "2BR 2M(pl) 1L(c)", bravo: "2BR" }, board: { cols: 16, rows: 16 },
  deploy: { a01: { hex: "0802" }, a02: { hex: "0902" }, b01: { hex: "0812" }, b02: { hex: "0814" } } };

function must(state: S, type: string, seat: string, payload: unknown, dice = seeded(type)): S {
  const r = apply(patrolRuleset, state, { type, seat, payload }, dice);
  if (!r.ok) throw new Error(`${type}: ${r.error.code} ${r.error.message}`);
  return r.state as S;
}
const code = (state: S, type: string, seat: string, payload: unknown) => {
  const r = apply(patrolRuleset, state, { type, seat, payload }, seeded("x"));
  return r.ok ? "ok" : r.error.code;
};
const lockBoth = (s: S) => ["alpha", "bravo"].reduce((st, seat) => must(must(st, "turn/submit_plot", seat, { plot: { orders: {} } }), "turn/lock_plot", seat, {}), s);

describe("Patrol! fire plans [17.8]", () => {
  it("patrol 17.81: the listed rounds must fit the order of battle's weights and fire classes", () => {
    const s = createTestMatch(scenario);
    expect(code(s, "plan_artillery", "alpha", { rounds: [{ weight: "M", hex: "0812", turn: 1 }, { weight: "M", hex: "0812", turn: 2 }, { weight: "M", hex: "0812", turn: 3 }] })).toBe("artillery/too_many_rounds");
    expect(code(s, "plan_artillery", "alpha", { rounds: [{ weight: "H", hex: "0812", turn: 1 }] })).toBe("artillery/not_in_ob");
    expect(code(s, "plan_artillery", "alpha", { rounds: [{ weight: "M", hex: "0812" }] })).toBe("artillery/not_in_ob"); // M is Planned: needs a turn
    expect(code(s, "plan_artillery", "alpha", { rounds: [{ weight: "M", hex: "4040", turn: 1 }] })).toBe("artillery/off_map");
    expect(code(s, "plan_artillery", "bravo", { rounds: [{ weight: "M", hex: "0802", turn: 1 }] })).toBe("artillery/none");
  });

  it("patrol 17.82: target hexes are listed before play (not after the side's first plot is locked)", () => {
    const s = must(must(createTestMatch(scenario), "turn/submit_plot", "alpha", { plot: { orders: {} } }), "turn/lock_plot", "alpha", {});
    expect(code(s, "plan_artillery", "alpha", { rounds: [{ weight: "M", hex: "0812", turn: 1 }] })).toBe("artillery/too_late");
  });

  it("patrol 17.82: the list is secret from the other side until impact (events, views)", () => {
    const s = must(createTestMatch(scenario), "plan_artillery", "alpha", { rounds: [{ weight: "M", hex: "0813", turn: 2 }, { weight: "L", hex: "0711" }] });
    const r = apply(patrolRuleset, createTestMatch(scenario), { type: "plan_artillery", seat: "alpha", payload: { rounds: [{ weight: "M", hex: "0813", turn: 2 }] } }, seeded("p"));
    if (!r.ok) throw new Error(r.error.code);
    expect(JSON.stringify(eventsFor(patrolRuleset, r.state, r.events, "bravo"))).not.toContain("0813");
    expect(JSON.stringify(eventsFor(patrolRuleset, r.state, r.events, "alpha"))).toContain("0813");
    for (const viewer of ["bravo", "spectator"]) {
      const v = JSON.stringify(viewFor(patrolRuleset, s, viewer));
      expect(v).not.toContain('"hex":"0813"'); // (map terrain lists every hex id: look for the round's field)
      expect(v).not.toContain('"hex":"0711"');
      expect(v).toContain('"hiddenRounds":2');
    }
    expect(JSON.stringify(viewFor(patrolRuleset, s, "alpha"))).toContain('"hex":"0813"');
  });

  it("patrol 17.82: a Called round's impact turn is set at least ten turns ahead, once", () => {
    const s = must(createTestMatch(scenario), "plan_artillery", "alpha", { rounds: [{ weight: "L", hex: "0812" }] });
    expect(code(s, "call_artillery", "alpha", { round: "alpha-1", turn: 10 })).toBe("artillery/too_soon");
    expect(code(s, "call_artillery", "bravo", { round: "alpha-1", turn: 11 })).toBe("artillery/unknown_round");
    const called = must(s, "call_artillery", "alpha", { round: "alpha-1", turn: 11 });
    expect(called.game.artillery?.rounds[0]?.turn).toBe(11);
    expect(code(called, "call_artillery", "alpha", { round: "alpha-1", turn: 12 })).toBe("artillery/already_timed");
    // The default (at least ten turns, 4.1 A) takes a later turn too.
    expect(code(s, "call_artillery", "alpha", { round: "alpha-1", turn: 14 })).toBe("ok");
  });

  it("patrol 17.82, 4.1 A (option patrol/called_lead_time): exactly_10 takes only the turn ten ahead", () => {
    const s0 = must(createTestMatch(scenario), "plan_artillery", "alpha", { rounds: [{ weight: "L", hex: "0812" }] });
    const s = { ...s0, options: { ...s0.options, "patrol/called_lead_time": "exactly_10" } };
    expect(code(s, "call_artillery", "alpha", { round: "alpha-1", turn: 14 })).toBe("artillery/bad_turn");
    expect(code(s, "call_artillery", "alpha", { round: "alpha-1", turn: 10 })).toBe("artillery/bad_turn");
    expect(must(s, "call_artillery", "alpha", { round: "alpha-1", turn: 11 }).game.artillery?.rounds[0]?.turn).toBe(11);
  });
});

describe("Patrol! F2 impacts [4.1 F, 17.0]", () => {
  it("patrol 4.1 F2: the turn waits in the explosives stage until resolve_barrage names exactly the due rounds", () => {
    let s = withoutPanic(createTestMatch(scenario));
    s = must(s, "plan_artillery", "alpha", { rounds: [{ weight: "M", hex: "0812", turn: 1 }, { weight: "M", hex: "0812", turn: 3 }] });
    s = lockBoth(s);
    expect(s.turn).toMatchObject({ step: "explosives", round: 1 });
    expect(s.game.artillery?.due).toEqual(["alpha-1"]);
    expect(code(s, "turn/submit_plot", "bravo", { plot: { orders: {} } })).toBe("turn/wrong_step");
    expect(legalActionsFor(patrolRuleset, s, "bravo")).toEqual([{ type: "resolve_barrage", seat: "bravo", payload: { rounds: ["alpha-1"] } }]);
    // Either seat may resolve the held stage, so views name both (issue 18), the same for every viewer.
    expect(["alpha", "bravo", "spectator"].map((v) => viewFor(patrolRuleset, s, v).actors)).toEqual([["alpha", "bravo"], ["alpha", "bravo"], ["alpha", "bravo"]]);
    expect(code(s, "resolve_barrage", "bravo", { rounds: ["alpha-2"] })).toBe("artillery/wrong_rounds");
    // Scatter d6 1 = H (c5 row 1); then one d6 per man in the radius (b01 at 0, b02 at 2).
    const r = apply(patrolRuleset, s, { type: "resolve_barrage", seat: "bravo", payload: { rounds: ["alpha-1"] } }, createFixedDice([1, 6, 6, ...Array(40).fill(3)]));
    if (!r.ok) throw new Error(r.error.code);
    const types = r.events.map((e) => e.type);
    expect(types.slice(0, 2)).toEqual(["patrol/artillery_impact", "patrol/artillery_blast"]);
    expect(types).toContain("turn/round_started");
    expect(r.state.turn).toMatchObject({ step: "plot", round: 2 });
    expect(r.state.game.artillery?.rounds.map((x) => x.fired)).toEqual([true, false]);
    expect(code(r.state as S, "resolve_barrage", "alpha", { rounds: ["alpha-1"] })).toBe("turn/wrong_step");
  });

  it("patrol 17.0: resolve_barrage through apply gives exactly the events of resolveBarrage with the same dice", () => {
    let s = withoutPanic(createTestMatch(scenario));
    s = must(s, "plan_artillery", "alpha", { rounds: [{ weight: "M", hex: "0812", turn: 1 }, { weight: "M", hex: "0813", turn: 1 }] });
    s = lockBoth(s);
    const rolls = [2, 4, 5, 1, 6, 3, 2, 2, 5, 4, 1, 3, 6, 6, 2, 1, 4, 5, 3, 2, ...Array(60).fill(4)];
    const r = apply(patrolRuleset, s, { type: "resolve_barrage", seat: "alpha", payload: { rounds: ["alpha-1", "alpha-2"] } }, createFixedDice(rolls));
    if (!r.ok) throw new Error(r.error.code);
    const direct = resolveBarrage(s.game, ["alpha-1", "alpha-2"], createFixedDice(rolls), { ...DEFAULT_TABLES, options: s.options }, 1);
    const applied = r.events.map(({ type, data, visibleTo }) => ({ type, data, ...(visibleTo ? { visibleTo } : {}) }));
    expect(applied.slice(0, direct.events.length)).toEqual(direct.events);
  });
});
